import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeHttp } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { StoreHeader } from './store-header';

const ORDER = '/api/user/order/156';
const WISHLIST = '/api/user/wishlist/156';
const asha = { _id: 'u1', id: 'u1', name: 'Asha', phone: '9876543210' };
const signedIn = { preloadedState: { session: { user: asha, admin: null } } };

const renderHeader = (options = {}) =>
  renderWithStore(<StoreHeader onOpenDrawer={() => {}} />, options);

describe('store header', () => {
  it('when the page first renders, then the bell stands in its place, and once its code is in the unread count shows', async () => {
    fakeHttp({
      [`POST ${ORDER}/getNewNotify`]: [200, { newNotify: 3 }],
      [`POST ${WISHLIST}/ids`]: [200, { ids: [4, 9] }],
      [`POST /api/user/cart/156/get`]: [200, { cart: [], total: 0 }],
    });
    renderHeader(signedIn);
    // The first render: the stand-ins, with no counts yet.
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wishlist, 0 items' })).toBeInTheDocument();

    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
    ).toHaveTextContent(/^3$/);
    expect(await screen.findByRole('link', { name: 'Wishlist, 2 items' })).toBeInTheDocument();
  });

  it('when the bell is clicked before its code arrives, then its panel opens when it does, until the next page', async () => {
    fakeHttp({});
    const { router } = renderHeader();

    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));

    const panel = await screen.findByRole('region', { name: 'Notifications' });
    expect(panel).toHaveTextContent('Sign in to get updates about your orders here.');
    await act(() => router.navigate('/cart'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('when the account button is clicked before its menu arrives, then the menu opens when it does', async () => {
    fakeHttp({});
    renderHeader(signedIn);

    fireEvent.click(screen.getByRole('button', { name: /Hello, Asha/ }));

    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});
