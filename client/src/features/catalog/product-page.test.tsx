import type { ProductDetail } from '@contracts/products';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCategory, aProductDetail, aVariant, rawData } from '@test/catalog-fixtures';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';

// Pages load lazily and chain requests: allow for a busy 2-core CI machine.
configure({ asyncUtilTimeout: 3000 });
jest.setTimeout(20_000);

const PRODUCT = 'POST /api/vendor/product/156/getProductWithID';
const SIZE = 1;
const COLOUR = 2;
const variant = (_id: number, size: string, colour: string, price: number, itemQty = 5) =>
  aVariant({
    _id,
    varienteAttributes: [
      { attr_id: SIZE, value: size },
      { attr_id: COLOUR, value: colour },
    ],
    general: { price, mrp: 1999, itemQty, images: [`/img/${_id}.svg`] },
  });
const kurta = aProductDetail({
  _id: 7,
  productName: 'Festive Kurta',
  productType: 1,
  productPricing: { price: 999, mrp: 1999 },
  productVarients: [
    variant(1, 'S', 'Red', 999),
    variant(2, 'M', 'Red', 1199, 0),
    variant(3, 'M', 'Blue', 1299),
  ],
  selectedVarients: [SIZE, COLOUR],
});

function shop(product: ProductDetail | Reply, extra: Record<string, Reply | Handler> = {}) {
  return fakeHttp({
    'GET /api/vendor/product/156/getRawData': [200, rawData([aCategory()])],
    'GET /api/vendor/product/156/getAttribute': [
      200,
      {
        myAttributes: [
          { _id: SIZE, attribute: 'Size', values: ['S', 'M'] },
          { _id: COLOUR, attribute: 'Colour', values: ['Red', 'Blue'] },
        ],
      },
    ],
    'GET /api/vendor/general/156/getSlider': [200, { finalData: [] }],
    [PRODUCT]: Array.isArray(product) ? product : [200, { myCollection: product }],
    'POST /api/user/relatedProducts': [200, { items: [] }],
    'POST /api/vendor/product/156/getSizeGuide': [200, { sizeGuide: null }],
    ...extra,
  });
}
const sizeGroup = () => screen.getByRole('group', { name: /Select Size/ });
const colourGroup = () => screen.getByRole('group', { name: /Select Colour/ });

describe('ProductPage', () => {
  it('when the product is unknown (404), then it shows the not-found page at its own address', async () => {
    shop([404, { error: 'Product not found' }]);
    const { router } = renderRoute('/item/info/999');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We couldn’t find that page' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/item/info/999');
    await waitFor(() => expect(document.title).toBe('Page not found | Vastra'));
  });

  it('when a variable product opens, then it shows the range and its details', async () => {
    shop(kurta);
    renderRoute('/item/info/7');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Festive Kurta' }),
    ).toBeInTheDocument();
    expect(screen.getByText('₹999 – ₹1,299')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Shirts' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/c\/.+\/11$/),
    );
  });

  it('when size and colour are picked, then that variant’s price, image and stock apply; Clear resets', async () => {
    shop(kurta);
    renderRoute('/item/info/7');
    await within(await screen.findByRole('group', { name: /Select Size/ })).findByRole('button', {
      name: 'M',
    });

    await userEvent.click(within(sizeGroup()).getByRole('button', { name: 'S' }));
    expect(
      within(colourGroup()).getByRole('button', { name: 'Blue, not in this combination' }),
    ).toBeEnabled();
    // Another size is not struck through, and a click switches to it directly.
    await userEvent.click(within(sizeGroup()).getByRole('button', { name: 'M' }));
    expect(within(sizeGroup()).getByRole('button', { name: 'M' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(sizeGroup()).getByRole('button', { name: 'S' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(colourGroup()).getByRole('button', { name: 'Red, sold out' })).toBeEnabled();
    await userEvent.click(within(colourGroup()).getByRole('button', { name: 'Blue' }));

    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    expect(screen.getByText('35% off')).toBeInTheDocument();
    expect(screen.getByTestId('product-main-image')).toHaveAttribute('src', '/img/3.svg');

    await userEvent.click(within(colourGroup()).getByRole('button', { name: 'Red, sold out' }));
    expect(screen.getByText('out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('₹999 – ₹1,299')).toBeInTheDocument();
    expect(within(sizeGroup()).getByRole('button', { name: 'S' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('when Add to cart is pressed before choosing, then it asks for the options; after, the chosen variant goes to the cart flow', async () => {
    const { store } = (shop(kurta), renderRoute('/item/info/7'));
    const add = await screen.findByRole('button', { name: 'Add to cart' });

    await userEvent.click(add);
    expect(await screen.findAllByText('Please select Size and Colour')).not.toHaveLength(0);
    expect(store.getState().cart.pendingCart).toBeNull();

    await userEvent.click(within(sizeGroup()).getByRole('button', { name: 'S' }));
    await userEvent.click(within(colourGroup()).getByRole('button', { name: 'Red' }));
    await userEvent.click(add);

    // Signed out: the line waits as the pending cart and the login overlay is asked for.
    expect(store.getState().cart.pendingCart).toEqual({
      id: 7,
      name: 'Festive Kurta',
      coverImg: '/img/1.svg',
      itemQty: 1,
      productType: 1,
      varient: {
        _id: 1,
        general: { price: 999, mrp: 1999, itemQty: 5, images: ['/img/1.svg'] },
        varienteAttributes: [
          { attr_id: SIZE, value: 'S' },
          { attr_id: COLOUR, value: 'Red' },
        ],
      },
    });
    expect(store.getState().ui.signInOpen).toBe(true);
  });

  it('when a simple product is added, then the line carries price and mrp', async () => {
    const { store } = (shop(aProductDetail()), renderRoute('/item/info/101'));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));

    expect(store.getState().cart.pendingCart).toEqual({
      id: 101,
      name: 'Linen Shirt',
      coverImg: '/uploads/demo/101.svg',
      itemQty: 1,
      productType: 0,
      price: { price: 1299, mrp: 1999 },
    });
  });

  it('when a signed-out shopper rates, then it says First login please', async () => {
    shop(aProductDetail());
    renderRoute('/item/info/101');
    await userEvent.click(await screen.findByRole('button', { name: 'Rate' }));

    expect(await screen.findByText('First login please')).toBeInTheDocument();
  });
});
