import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aProductCard } from '@test/catalog-fixtures';
import { fakeHttp, type Handler, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { bodiesTo, shopper } from '@/features/orders/order-fixtures';

const WISHLIST = '/api/user/wishlist/156';
const CART = '/api/user/cart/156';
const signedIn = { session: { user: shopper, admin: null } };

const shirt = aProductCard({ _id: 101, productName: 'Linen Shirt' });
const kurta = aProductCard({
  _id: 102,
  productName: 'Festive Kurta',
  productType: 1,
  priceRange: { min: 999, max: 1499 },
});
const scarf = aProductCard({ _id: 103, productName: 'Silk Scarf', inStock: false });

function shop(routes: Record<string, Reply | Handler>) {
  return fakeHttp({
    'GET /api/vendor/product/156/getRawData': [
      200,
      { myRawData: { categories: [], subCategories: [] } },
    ],
    'POST /api/user/order/156/getNewNotify': [200, { newNotify: 0 }],
    [`POST ${CART}/get`]: [200, { cart: [], total: 0 }],
    [`POST ${WISHLIST}/ids`]: [200, { ids: [101, 102, 103] }],
    [`POST ${WISHLIST}/get`]: [200, { wishlist: [shirt, kurta, scarf] }],
    ...routes,
  });
}

const item = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('WishlistPage', () => {
  it('when signed out, then it says login is required and Sign In opens the overlay', async () => {
    shop({});
    const { store } = renderRoute('/wishlist');

    expect(await screen.findByText(/Login required/)).toBeInTheDocument();
    await userEvent.click(
      within(screen.getByRole('main')).getByRole('button', { name: 'Sign In' }),
    );
    expect(store.getState().ui.signInOpen).toBe(true);
  });

  it('when products are saved, then each card offers what fits it: Move to cart, Choose options or Out of stock, and Remove', async () => {
    shop({});
    renderRoute('/wishlist', { preloadedState: signedIn });

    expect(await screen.findByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(
      within(item('Linen Shirt')).getByRole('button', { name: 'Move Linen Shirt to cart' }),
    ).toBeEnabled();
    expect(
      within(item('Festive Kurta')).getByRole('link', { name: 'Choose options of Festive Kurta' }),
    ).toHaveAttribute('href', '/item/info/102');
    expect(within(item('Silk Scarf')).getByRole('button', { name: 'Out of stock' })).toBeDisabled();
    expect(await screen.findByRole('link', { name: 'Wishlist, 3 items' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Wishlist \| /);
  });

  it('when Remove is clicked, then the card leaves at once and the count follows', async () => {
    const network = shop({ [`POST ${WISHLIST}/remove`]: [200, { ids: [101, 103] }] });
    renderRoute('/wishlist', { preloadedState: signedIn });
    await screen.findByText('3 items');

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Festive Kurta from wishlist' }),
    );

    expect(screen.queryByRole('link', { name: 'Festive Kurta' })).toBeNull();
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${WISHLIST}/remove`)).toEqual([
      { userId: 'u1', productId: 102 },
    ]);
  });

  it('when Move to cart is clicked, then the product goes into the cart and leaves the wishlist', async () => {
    const network = shop({
      [`POST ${CART}/add`]: [200, { cart: [], total: 0 }],
      [`POST ${WISHLIST}/remove`]: [200, { ids: [102, 103] }],
    });
    renderRoute('/wishlist', { preloadedState: signedIn });
    await screen.findByText('3 items');

    await userEvent.click(screen.getByRole('button', { name: 'Move Linen Shirt to cart' }));

    await waitFor(() => expect(screen.queryByRole('link', { name: 'Linen Shirt' })).toBeNull());
    expect(bodiesTo(network.requests, `${CART}/add`)).toEqual([
      { userId: 'u1', item: { id: 101, varient: null, itemQty: 1 } },
    ]);
    expect(bodiesTo(network.requests, `${WISHLIST}/remove`)).toEqual([
      { userId: 'u1', productId: 101 },
    ]);
  });

  it('when the cart refuses the product, then it stays in the wishlist', async () => {
    const network = shop({ [`POST ${CART}/add`]: [409, { error: 'Only 0 left of Linen Shirt' }] });
    renderRoute('/wishlist', { preloadedState: signedIn });
    await screen.findByText('3 items');

    await userEvent.click(screen.getByRole('button', { name: 'Move Linen Shirt to cart' }));

    await waitFor(() => expect(bodiesTo(network.requests, `${CART}/add`)).toHaveLength(1));
    expect(screen.getByRole('link', { name: 'Linen Shirt' })).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${WISHLIST}/remove`)).toEqual([]);
  });

  it('when nothing is saved, then it says so and offers to start shopping', async () => {
    shop({
      [`POST ${WISHLIST}/ids`]: [200, { ids: [] }],
      [`POST ${WISHLIST}/get`]: [200, { wishlist: [] }],
    });
    renderRoute('/wishlist', { preloadedState: signedIn });

    expect(await screen.findByText('Your wishlist is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });
});
