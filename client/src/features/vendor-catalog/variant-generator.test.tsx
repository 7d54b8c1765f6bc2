import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { vendorToken } from '@/lib/cookies';
import { UNSAVED_WARNING } from '@/lib/use-unsaved-warning';
import { ProductUpdatePage } from './product-update-page';
import { anAttribute, aProduct, aVariant, bodyOf, P } from './vendor-fixtures';

const routes = [
  { path: '/vendor/product/:id', element: <ProductUpdatePage /> },
  { path: '/vendor/manage', element: <p>Top Management</p> },
];
const SIZE = anAttribute({ _id: 1, attribute: 'Size', values: ['S', 'M', 'L', 'XL'] });
const COLOUR = anAttribute({
  _id: 2,
  attribute: 'Colour',
  values: ['Red', 'Blue', 'Black', 'White', 'Green'],
});
const attributes: Record<string, Reply> = {
  [`GET ${P}/getAttribute`]: [200, { myAttributes: [SIZE, COLOUR] }],
  [`GET ${P}/getCategories`]: [200, { myCategories: [] }],
  [`GET ${P}/getSubCategories?parent=1`]: [200, { mySubCategories: [] }],
};
const variant = (id: number, size: string, colour: string, price = 799) =>
  aVariant({
    _id: id,
    varienteAttributes: [
      { attr_id: 1, value: size },
      { attr_id: 2, value: colour },
    ],
    general: { price, mrp: 999, itemQty: 5, images: [] },
    sku: null,
  });

describe('variants in one step', () => {
  beforeEach(() => vendorToken.set('vendor-jwt'));

  it('when all sizes and colours are chosen with one price, MRP and stock, then 20 varients are generated in one call', async () => {
    const product = aProduct({ productType: 1, selectedVarients: [1, 2], productVarients: [] });
    const made = SIZE.values.flatMap((s, i) =>
      COLOUR.values.map((c, j) => variant(100 + i * 5 + j, s, c)),
    );
    const network = fakeHttp({
      ...attributes,
      [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }],
      [`POST ${P}/generateVarients?p_id=42`]: [200, { myVarients: made, created: 20 }],
    });
    const user = userEvent.setup();
    renderRoute('/vendor/product/42', { routes });

    const form = within(await screen.findByRole('form', { name: 'Generate varients' }));
    await user.click(form.getByRole('button', { name: 'Select all Size' }));
    await user.click(form.getByRole('button', { name: 'Select all Colour' }));
    await user.type(form.getByLabelText('Price (₹)'), '799');
    await user.type(form.getByLabelText('MRP (₹)'), '999');
    await user.type(form.getByLabelText('Stock of each'), '5');
    await user.click(form.getByRole('button', { name: 'Generate 20 varients' }));

    expect(await screen.findByRole('table', { name: /Varients: price/ })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    const call = network.requests.find((r) => r.url?.includes('generateVarients'));
    expect(bodyOf(call)).toEqual({
      attributes: [
        { attr_id: 1, values: ['S', 'M', 'L', 'XL'] },
        { attr_id: 2, values: ['Red', 'Blue', 'Black', 'White', 'Green'] },
      ],
      price: 799,
      mrp: 999,
      stock: 5,
    });
    // Twenty variant cards and grid rows render in jsdom: slow on a loaded machine.
  }, 30_000);

  it('when MRP is below the price, then nothing is sent and it says why', async () => {
    const product = aProduct({ productType: 1, selectedVarients: [1, 2], productVarients: [] });
    const network = fakeHttp({
      ...attributes,
      [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }],
    });
    const user = userEvent.setup();
    renderRoute('/vendor/product/42', { routes });
    const form = within(await screen.findByRole('form', { name: 'Generate varients' }));
    await user.click(form.getByLabelText('M'));
    await user.click(form.getByLabelText('Red'));
    await user.type(form.getByLabelText('Price (₹)'), '999');
    await user.type(form.getByLabelText('MRP (₹)'), '10');
    await user.type(form.getByLabelText('Stock of each'), '1');
    await user.click(form.getByRole('button', { name: 'Generate 1 varient' }));
    expect(form.getByRole('alert')).toHaveTextContent('MRP must not be less than the price');
    expect(network.requests.some((r) => r.url?.includes('generateVarients'))).toBe(false);
  });

  it('when grid rows are edited, then only the changed rows are saved at once with SKUs, and leaving before saving asks first', async () => {
    const product = aProduct({
      productType: 1,
      selectedVarients: [1, 2],
      productVarients: [variant(501, 'S', 'Red'), variant(502, 'M', 'Red')],
    });
    const network = fakeHttp({
      ...attributes,
      [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }],
      [`POST ${P}/saveVarientGrid?p_id=42`]: [
        200,
        {
          myVarients: [
            { ...variant(501, 'S', 'Red', 699), sku: 'TEE-S' },
            variant(502, 'M', 'Red'),
          ],
        },
      ],
    });
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const user = userEvent.setup();
    const { router } = renderRoute('/vendor/product/42', { routes });

    const price = await screen.findByLabelText('Price of Size: S · Colour: Red');
    await user.clear(price);
    await user.type(price, '699');
    await user.type(screen.getByLabelText('SKU of Size: S · Colour: Red'), 'TEE-S');
    expect(screen.getByText('1 unsaved change')).toBeInTheDocument();

    void router.navigate('/vendor/manage');
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(UNSAVED_WARNING));
    expect(router.location.pathname).toBe('/vendor/product/42');

    await user.click(screen.getByRole('button', { name: 'Save varients' }));
    expect(await screen.findByText('All saved')).toBeInTheDocument();
    const save = network.requests.find((r) => r.url?.includes('saveVarientGrid'));
    expect(bodyOf(save)).toEqual({
      varients: [{ varId: 501, price: 699, mrp: 999, varItemQty: 5, loadedQty: 5, sku: 'TEE-S' }],
    });
  }, 30_000);

  it('when Delete product is confirmed, then the product is deleted and the owner returns to Top Management', async () => {
    const product = aProduct({ productType: 0 });
    const network = fakeHttp({
      ...attributes,
      [`POST ${P}/getProduct?p_id=42`]: [200, { myProduct: product }],
      [`POST ${P}/deleteProduct`]: [200, { message: 'Product deleted' }],
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/vendor/product/42', { routes });
    await user.click(await screen.findByRole('button', { name: 'Delete product' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Delete product' }));
    expect(await screen.findByText('Top Management')).toBeInTheDocument();
    expect(router.location.pathname).toBe('/vendor/manage');
    expect(bodyOf(network.requests.find((r) => r.url?.includes('deleteProduct')))).toEqual({
      id: 42,
    });
  });
});
