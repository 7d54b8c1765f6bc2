import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { vendorToken } from '@/lib/cookies';
import { UNSAVED_WARNING } from '@/lib/use-unsaved-warning';
import { NO_DETAILS } from './details-editor';
import { NO_IMAGES } from './image-gallery';
import { ProductUpdatePage } from './product-update-page';
import { VARIANTS_LOCKED } from './variant-rules';
import {
  aCategory,
  anAttribute,
  aProduct,
  aSubCategory,
  aVariant,
  bodyOf,
  P,
} from './vendor-fixtures';

const routes = [{ path: '/vendor/product/:id', element: <ProductUpdatePage /> }];

const catalogue: Record<string, Reply> = {
  // Product Update's tax card reads the product's HSN code and GST rate.
  'POST /api/vendor/156/shopSettings/productTax': [
    200,
    { hsnCode: null, gstRate: null, category: { hsnCode: '', gstRate: 5 } },
  ],
  [`GET ${P}/getCategories`]: [200, { myCategories: [aCategory()] }],
  [`GET ${P}/getSubCategories?parent=1`]: [200, { mySubCategories: [aSubCategory()] }],
  [`GET ${P}/getAttribute`]: [
    200,
    {
      myAttributes: [
        anAttribute(),
        anAttribute({ _id: 2, attribute: 'Colour', values: ['Navy', 'Red'] }),
      ],
    },
  ],
};

describe('product update', () => {
  beforeEach(() => vendorToken.set('vendor-jwt'));

  it('when the product does not exist, then it says Product Not Found', async () => {
    fakeHttp({ [`POST ${P}/getProduct?p_id=999`]: [404, { error: 'Product not found' }] });
    renderRoute('/vendor/product/999', { routes });
    expect(await screen.findByText('Product Not Found')).toBeInTheDocument();
  });

  it('when a variant exists, then the attribute selection is locked with the spec message', async () => {
    const product = aProduct({
      productType: 1,
      selectedVarients: [1, 2],
      productVarients: [
        aVariant({
          general: { price: 999, mrp: 1299, itemQty: 4, images: [] },
          varienteAttributes: [
            { attr_id: 1, value: 'M' },
            { attr_id: 2, value: 'Navy' },
          ],
        }),
      ],
    });
    fakeHttp({ ...catalogue, [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }] });
    const user = userEvent.setup();
    renderRoute('/vendor/product/42', { routes });

    const locked = await screen.findByRole('button', { name: 'Select Attributes (disabled)' });
    await user.click(locked);
    expect(screen.getByRole('alert')).toHaveTextContent(VARIANTS_LOCKED);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Size: M · Colour: Navy' })).toBeInTheDocument();
  });

  it('a new variant needs one value of every selected attribute', async () => {
    const product = aProduct({ productType: 1, selectedVarients: [1, 2] });
    const added = aVariant({
      varienteAttributes: [
        { attr_id: 1, value: 'L' },
        { attr_id: 2, value: 'Red' },
      ],
    });
    const network = fakeHttp({
      ...catalogue,
      [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }],
      [`POST ${P}/insertProductVarient?p_id=42`]: [200, { myVarients: [added] }],
    });
    const user = userEvent.setup();
    renderRoute('/vendor/product/42', { routes });

    expect(await screen.findByText('No Varient. Add New varient Now')).toBeInTheDocument();
    const addButton = await screen.findByRole('button', { name: 'Add Varient' });
    await user.click(addButton);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'please select atleast one attribute of variation . . .',
    );
    await user.selectOptions(screen.getByLabelText('Size'), 'L');
    await user.click(addButton);
    expect(screen.getByRole('alert')).toHaveTextContent('please select all variation( exact 2 )');

    await user.selectOptions(screen.getByLabelText('Colour'), 'Red');
    await user.click(addButton);
    expect(
      await screen.findByRole('heading', { name: 'Size: L · Colour: Red' }),
    ).toBeInTheDocument();
    const insert = network.requests.find((r) => r.url?.includes('insertProductVarient'));
    expect(bodyOf(insert)).toEqual({
      varients: [
        { attr_id: 1, value: 'L' },
        { attr_id: 2, value: 'Red' },
      ],
    });
  });

  it('checks price, MRP and stock before saving a variant, then saves them', async () => {
    const variant = aVariant();
    const product = aProduct({ productType: 1, selectedVarients: [1], productVarients: [variant] });
    const saved = { ...variant, general: { price: 499.5, mrp: 799, itemQty: 12, images: [] } };
    const network = fakeHttp({
      ...catalogue,
      [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }],
      [`POST ${P}/updateProductVarient?p_id=42&var_id=501`]: [200, { myVarients: [saved] }],
    });
    const user = userEvent.setup();
    renderRoute('/vendor/product/42', { routes });

    const card = within(await screen.findByRole('region', { name: 'Size: M' }));
    await user.type(card.getByLabelText('Price (₹) of Size: M'), '499.505');
    await user.type(card.getByLabelText('MRP (₹) of Size: M'), '99');
    await user.type(card.getByLabelText('Quantity in stock of Size: M'), '1.5');
    await user.click(card.getByRole('button', { name: 'Save varient' }));
    expect(card.getByText('Price can have at most 2 decimals')).toBeInTheDocument();
    expect(card.getByText('Quantity must be a whole number of 0 or more')).toBeInTheDocument();

    await user.clear(card.getByLabelText('Price (₹) of Size: M'));
    await user.type(card.getByLabelText('Price (₹) of Size: M'), '499.50');
    await user.click(card.getByRole('button', { name: 'Save varient' }));
    expect(card.getByText('MRP must not be less than the price')).toBeInTheDocument();

    await user.clear(card.getByLabelText('MRP (₹) of Size: M'));
    await user.type(card.getByLabelText('MRP (₹) of Size: M'), '799');
    await user.clear(card.getByLabelText('Quantity in stock of Size: M'));
    await user.type(card.getByLabelText('Quantity in stock of Size: M'), '12');
    await user.click(card.getByRole('button', { name: 'Add detail' }));
    expect(card.getByText('All Fields are required')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Save varient' }));

    expect(await card.findByText('₹499.50 (MRP ₹799)')).toBeInTheDocument();
    const save = network.requests.find((r) => r.url?.includes('updateProductVarient'));
    expect(bodyOf(save)).toEqual({
      price: 499.5,
      mrp: 799,
      varItemQty: 12,
      loadedQty: 0,
      varDtl: [],
      images: [],
      pt: 1,
    });
  });

  it('when the server refuses a save, then its message is shown', async () => {
    fakeHttp({
      ...catalogue,
      [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: aProduct() }],
      [`POST ${P}/updateProductVarient?p_id=42`]: [
        400,
        { error: 'Price must be at most 10000000' },
      ],
    });
    const user = userEvent.setup();
    renderRoute('/vendor/product/42', { routes });

    expect(await screen.findByText(NO_IMAGES)).toBeInTheDocument();
    expect(screen.getByText(NO_DETAILS)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Price (₹) of this product'), '100');
    await user.type(screen.getByLabelText('MRP (₹) of this product'), '100');
    await user.type(screen.getByLabelText('Quantity in stock of this product'), '1');
    await user.click(screen.getByRole('button', { name: 'Save price and stock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Price must be at most 10000000');
  });

  it('when units sold after the page opened, then the save sends the stock it loaded and shows the current figure', async () => {
    const product = aProduct({ productPricing: { price: 599, mrp: 999 }, itemQty: 10 });
    // The owner adds 2 to the 10 shown; 3 sold meanwhile, so the server holds 9.
    const network = fakeHttp({
      ...catalogue,
      [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }],
      [`POST ${P}/updateProductVarient?p_id=42`]: [200, { myProduct: { ...product, itemQty: 9 } }],
    });
    const user = userEvent.setup();
    renderRoute('/vendor/product/42', { routes });

    const quantity = await screen.findByLabelText('Quantity in stock of this product');
    expect(quantity).toHaveValue('10');
    await user.clear(quantity);
    await user.type(quantity, '12');
    await user.click(screen.getByRole('button', { name: 'Save price and stock' }));

    expect(await screen.findByText('Saved. Stock now: 9')).toBeInTheDocument();
    expect(quantity).toHaveValue('9');
    const save = network.requests.find((r) => r.url?.includes('updateProductVarient'));
    expect(bodyOf(save)).toMatchObject({ simpleQty: 12, loadedQty: 10 });
  });

  it('overrides the category’s HSN code and GST rate for this product, blank falling back', async () => {
    const product = aProduct({ productPricing: { price: 599, mrp: 999 }, itemQty: 10 });
    const SETTINGS = '/api/vendor/156/shopSettings';
    const category = { hsnCode: '6205', gstRate: 5 };
    const network = fakeHttp({
      ...catalogue,
      [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }],
      [`POST ${SETTINGS}/productTax`]: [200, { hsnCode: null, gstRate: null, category }],
      [`POST ${SETTINGS}/productTax/update`]: (config) => [
        200,
        { ...(bodyOf(config) as object), category },
      ],
    });
    const user = userEvent.setup();
    renderRoute('/vendor/product/42', { routes });

    const tax = await screen.findByRole('region', { name: 'Tax invoice' });
    expect(
      await within(tax).findByText('Blank fields use the category’s: HSN 6205, GST 5 %.'),
    ).toBeInTheDocument();
    await user.type(within(tax).getByLabelText('GST rate (%)'), '30');
    await user.click(within(tax).getByRole('button', { name: 'Save tax details' }));
    expect(within(tax).getByRole('alert')).toHaveTextContent('GST rate is 0 to 28 %');
    await user.clear(within(tax).getByLabelText('GST rate (%)'));
    await user.type(within(tax).getByLabelText('GST rate (%)'), '12');
    await user.type(within(tax).getByLabelText('HSN code'), '6109');
    await user.click(within(tax).getByRole('button', { name: 'Save tax details' }));
    await waitFor(() =>
      expect(bodyOf(network.requests.find((r) => r.url?.endsWith('productTax/update')))).toEqual({
        productId: 42,
        hsnCode: '6109',
        gstRate: 12,
      }),
    );
    expect(within(tax).getByLabelText('HSN code')).toHaveValue('6109');
  });

  describe('leaving with unsaved changes warns (fields, chosen images, a detail not added)', () => {
    const leave = async (router: { navigate: (to: string) => Promise<void> }) => {
      void router.navigate('/vendor/manage');
      await waitFor(() => expect(window.confirm).toHaveBeenCalledWith(UNSAVED_WARNING));
    };
    beforeEach(() => jest.spyOn(window, 'confirm').mockReturnValue(false));
    afterEach(() => jest.restoreAllMocks());

    it('when a General field is changed, then leaving asks first and staying keeps the edit; after Save it does not ask', async () => {
      const product = aProduct({ productType: 0 });
      const network = fakeHttp({
        ...catalogue,
        [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }],
        [`POST ${P}/updateProduct`]: [200, { myProduct: { ...product, productName: 'Kurta 2' } }],
      });
      const user = userEvent.setup();
      const { router } = renderRoute('/vendor/product/42', { routes });

      const name = await screen.findByLabelText('Product name');
      await user.clear(name);
      await user.type(name, 'Kurta 2');
      await leave(router);
      expect(router.location.pathname).toBe('/vendor/product/42');
      expect(name).toHaveValue('Kurta 2');

      await user.click(screen.getByRole('button', { name: 'Save changes' }));
      // Saved: the request went and its answer is in (the button is no longer busy).
      await waitFor(() =>
        expect(network.requests.some((r) => r.url?.endsWith('/updateProduct'))).toBe(true),
      );
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Save changes' })).not.toHaveAttribute(
          'aria-busy',
        ),
      );
      // The saved values become the baseline a render or two after the answer; from then on
      // leaving goes through (the confirm, mocked to "stay", would keep the page otherwise).
      await waitFor(async () => {
        await router.navigate('/vendor/manage');
        expect(router.location.pathname).toBe('/vendor/manage');
      });
    });

    it('when a cover image is chosen but not uploaded, then leaving asks first', async () => {
      fakeHttp({
        ...catalogue,
        [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: aProduct() }],
      });
      const user = userEvent.setup();
      const { router } = renderRoute('/vendor/product/42', { routes });

      const cover = await screen.findByRole('region', { name: 'Cover image' });
      await user.upload(
        within(cover).getByLabelText(/Choose the cover image/),
        new File(['png'], 'cover.png', { type: 'image/png' }),
      );
      await leave(router);
      expect(router.location.pathname).toBe('/vendor/product/42');
    });

    it('when a price is typed or a detail is half written, then leaving asks first', async () => {
      fakeHttp({
        ...catalogue,
        [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: aProduct() }],
      });
      const user = userEvent.setup();
      const { router } = renderRoute('/vendor/product/42', { routes });

      const detail = await screen.findByLabelText(/^Detail name/);
      await user.type(detail, 'Fabric');
      await leave(router);
      expect(router.location.pathname).toBe('/vendor/product/42');

      await user.clear(detail);
      jest.mocked(window.confirm).mockClear();
      await user.type(screen.getByLabelText('Price (₹) of this product'), '499');
      await leave(router);
      expect(router.location.pathname).toBe('/vendor/product/42');
    });

    it('when nothing was changed, then leaving does not ask', async () => {
      fakeHttp({
        ...catalogue,
        [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: aProduct() }],
      });
      const { router } = renderRoute('/vendor/product/42', { routes });
      await screen.findByLabelText('Product name');
      await router.navigate('/vendor/manage');
      expect(router.location.pathname).toBe('/vendor/manage');
      expect(window.confirm).not.toHaveBeenCalled();
    });
  });
});
