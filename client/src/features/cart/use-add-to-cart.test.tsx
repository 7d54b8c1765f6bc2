import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { CartSession } from '@/app/layouts/header-session';
import { userSignedIn } from '@/app/session-slice';
import { Toaster } from '@/components/toaster';
import { bodiesTo, shopper } from '@/features/orders/order-fixtures';
import { aCartLine, aVariantLine } from './cart-fixtures';
import { CartLink } from './cart-link';
import type { CartItem } from './cart-types';
import { useAddToCart } from './use-add-to-cart';

const CART = '/api/user/cart/156';
const kurta: CartItem = {
  id: 7,
  name: 'Festive Kurta',
  coverImg: '/img/3.svg',
  itemQty: 1,
  productType: 1,
  varient: { _id: 3, general: { price: 999.5, mrp: 1999, itemQty: 3, images: [] } },
};

function AddButton({ item }: { item: CartItem }) {
  const add = useAddToCart();
  return (
    <button type="button" onClick={() => void add(item)}>
      Add to cart
    </button>
  );
}

/** The header's cart link, its keeping of the cart with the session, and an Add button. */
function renderShop(signedIn: boolean) {
  return renderWithStore(
    <>
      <CartLink />
      <CartSession />
      <AddButton item={kurta} />
      <Toaster />
    </>,
    { preloadedState: signedIn ? { session: { user: shopper, admin: null } } : undefined },
  );
}

describe('adding to cart', () => {
  it('when signed in, then the server cart gets the item, Added To Cart shows and the count rises', async () => {
    const network = fakeHttp({
      [`POST ${CART}/get`]: [200, { cart: [], total: 0 }],
      [`POST ${CART}/add`]: [200, { cart: [aVariantLine()], total: 999.5 }],
    });
    renderShop(true);
    await waitFor(() => expect(network.requests).toHaveLength(1));

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Added To Cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${CART}/add`)).toEqual([
      { userId: 'u1', item: { id: 7, varient: { _id: 3 }, itemQty: 1 } },
    ]);
  });

  it('when the server says the line is in the cart already (409), then Item Already in Cart shows', async () => {
    fakeHttp({
      [`POST ${CART}/get`]: [200, { cart: [], total: 0 }],
      [`POST ${CART}/add`]: [409, { error: 'Item Already in Cart' }],
    });
    renderShop(true);

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Item Already in Cart')).toBeInTheDocument();
  });

  it('when the server refuses the line (400: a full cart), then its message shows', async () => {
    fakeHttp({
      [`POST ${CART}/get`]: [200, { cart: [], total: 0 }],
      [`POST ${CART}/add`]: [400, { error: 'Your cart can hold at most 50 items' }],
    });
    renderShop(true);

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Your cart can hold at most 50 items')).toBeInTheDocument();
  });

  it('when the same line is in the loaded cart, then Item Already in Cart shows without asking the server', async () => {
    const network = fakeHttp({
      [`POST ${CART}/get`]: [200, { cart: [aVariantLine()], total: 999.5 }],
    });
    renderShop(true);
    await screen.findByRole('link', { name: 'Cart, 1 item' });

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Item Already in Cart')).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${CART}/add`)).toEqual([]);
  });

  it('when adding fails otherwise, then Something Wrong shows', async () => {
    fakeHttp({
      [`POST ${CART}/get`]: [200, { cart: [], total: 0 }],
      [`POST ${CART}/add`]: [500, { error: 'Internal error' }],
    });
    renderShop(true);

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    expect(await screen.findByText('Something Wrong')).toBeInTheDocument();
  });

  it('when signed out, then the item waits and the login overlay opens; after login it is added', async () => {
    const network = fakeHttp({
      [`POST ${CART}/get`]: [200, { cart: [aCartLine()], total: 1299 }],
      [`POST ${CART}/add`]: [200, { cart: [aCartLine(), aVariantLine()], total: 2298.5 }],
    });
    const { store } = renderShop(false);

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().ui.signInOpen).toBe(true);
    expect(store.getState().cart.pendingCart).toEqual(kurta);
    expect(network.requests).toHaveLength(0);

    act(() => {
      store.dispatch(userSignedIn(shopper));
    });

    expect(await screen.findByText('Added To Cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
    expect(store.getState().cart.pendingCart).toBeNull();
    expect(bodiesTo(network.requests, `${CART}/add`)).toHaveLength(1);
  });

  it('when the pending item is already in the cart after login, then it is not added again', async () => {
    const network = fakeHttp({
      [`POST ${CART}/get`]: [200, { cart: [aVariantLine()], total: 999.5 }],
    });
    const { store } = renderShop(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    act(() => {
      store.dispatch(userSignedIn(shopper));
    });

    await waitFor(() => expect(store.getState().cart.pendingCart).toBeNull());
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${CART}/add`)).toEqual([]);
  });
});
