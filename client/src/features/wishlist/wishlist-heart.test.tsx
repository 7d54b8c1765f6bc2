import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeHttp, type Reply } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { SessionWishlistLink } from '@/app/layouts/header-session';
import { userSignedIn } from '@/app/session-slice';
import { Toaster } from '@/components/toaster';
import { bodiesTo, shopper } from '@/features/orders/order-fixtures';
import { WishlistHeart } from './wishlist-heart';

const WISHLIST = '/api/user/wishlist/156';

/** The header's heart (which keeps the wishlist with the session) and a product's heart. */
function renderHeart(signedIn: boolean, look: 'icon' | 'button' = 'icon') {
  return renderWithStore(
    <>
      <SessionWishlistLink />
      <WishlistHeart productId={7} productName="Festive Kurta" look={look} />
      <Toaster />
    </>,
    { preloadedState: signedIn ? { session: { user: shopper, admin: null } } : undefined },
  );
}
const heart = () => screen.getByRole('button', { name: 'Save Festive Kurta to wishlist' });

describe('wishlist heart', () => {
  it('when signed in and the heart is clicked, then it fills at once, the count rises and the server saves it', async () => {
    const answer = deferred<Reply>();
    const network = fakeHttp({
      [`POST ${WISHLIST}/ids`]: [200, { ids: [3] }],
      [`POST ${WISHLIST}/add`]: () => answer.promise,
    });
    renderHeart(true);
    await screen.findByRole('link', { name: 'Wishlist, 1 item' });
    expect(heart()).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(heart());

    // Before the server answers.
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
    answer.resolve([200, { ids: [7, 3] }]);
    expect(await screen.findByText('Added To Wishlist')).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${WISHLIST}/add`)).toEqual([{ userId: 'u1', productId: 7 }]);
  });

  it('when the product is saved and the heart is clicked, then it empties and the server forgets it', async () => {
    const network = fakeHttp({
      [`POST ${WISHLIST}/ids`]: [200, { ids: [7] }],
      [`POST ${WISHLIST}/remove`]: [200, { ids: [] }],
    });
    renderHeart(true);
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(heart());

    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Removed From Wishlist')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
    expect(bodiesTo(network.requests, `${WISHLIST}/remove`)).toEqual([
      { userId: 'u1', productId: 7 },
    ]);
  });

  it('when the server refuses (a full wishlist), then the heart empties again and its message shows', async () => {
    fakeHttp({
      [`POST ${WISHLIST}/ids`]: [200, { ids: [] }],
      [`POST ${WISHLIST}/add`]: [
        409,
        { error: 'Your wishlist can hold up to 200 products: remove one to add another' },
      ],
    });
    renderHeart(true);
    await screen.findByRole('link', { name: 'Wishlist, 0 items' });

    await userEvent.click(heart());

    expect(
      await screen.findByText(
        'Your wishlist can hold up to 200 products: remove one to add another',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();
  });

  it('when signed out, then the product waits and the login overlay opens; after login it is saved', async () => {
    const network = fakeHttp({
      [`POST ${WISHLIST}/ids`]: [200, { ids: [3] }],
      [`POST ${WISHLIST}/add`]: [200, { ids: [7, 3] }],
    });
    const { store } = renderHeart(false);

    await userEvent.click(heart());
    expect(store.getState().ui.signInOpen).toBe(true);
    expect(store.getState().wishlist.pendingProductId).toBe(7);
    expect(network.requests).toHaveLength(0);

    act(() => {
      store.dispatch(userSignedIn(shopper));
    });

    expect(await screen.findByText('Added To Wishlist')).toBeInTheDocument();
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
    expect(store.getState().wishlist.pendingProductId).toBeNull();
    expect(bodiesTo(network.requests, `${WISHLIST}/add`)).toHaveLength(1);
  });

  it('when the pending product is saved already after login, then it is not added again', async () => {
    const network = fakeHttp({ [`POST ${WISHLIST}/ids`]: [200, { ids: [7] }] });
    const { store } = renderHeart(false);
    await userEvent.click(heart());

    act(() => {
      store.dispatch(userSignedIn(shopper));
    });

    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(store.getState().wishlist.pendingProductId).toBeNull();
    expect(bodiesTo(network.requests, `${WISHLIST}/add`)).toEqual([]);
  });

  it('when shown on the product page, then it is a labelled toggle button', async () => {
    fakeHttp({ [`POST ${WISHLIST}/ids`]: [200, { ids: [7] }] });
    renderHeart(true, 'button');
    const button = screen.getByRole('button', { name: 'Wishlist' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
  });
});
