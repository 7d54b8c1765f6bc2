import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { cartSlice } from '@/features/cart/cart-slice';
import { customerToken } from '@/lib/cookies';

const CHECK = '/api/user/auth/156/checkUserToken';
const RAW = 'GET /api/vendor/product/156/getRawData';
const NEW_NOTIFY = '/api/user/order/156/getNewNotify';
const pendingItem = { id: 1, name: 'Kurta', coverImg: '', itemQty: 1, productType: 0 as const };
const empty = { myRawData: { categories: [], subCategories: [] } };

describe('customer session on load', () => {
  it('when a valid customer token is stored, then the header greets the user', async () => {
    customerToken.set('customer-jwt');
    const network = fakeHttp({
      [RAW]: [200, empty],
      [`POST ${CHECK}`]: [
        200,
        { user: { _id: 'u1', id: 'u1', name: 'Asha', phone: '9000000000' } },
      ],
    });
    renderRoute('/');

    expect(await screen.findByRole('button', { name: /Hello, Asha/ })).toBeInTheDocument();
    expect(network.authorizationOf(CHECK)).toBe('barear customer-jwt');
  });

  it('when the stored token is invalid, then it is removed quietly', async () => {
    customerToken.set('stale-jwt');
    fakeHttp({ [RAW]: [200, empty], [`POST ${CHECK}`]: [401, { error: 'Invalid token' }] });
    renderRoute('/');

    await waitFor(() => expect(customerToken.get()).toBeUndefined());
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('when the user logs out, then the cookie, user, notifications and cart are reset', async () => {
    customerToken.set('customer-jwt');
    const network = fakeHttp({
      [RAW]: [200, empty],
      [`POST ${CHECK}`]: [
        200,
        { user: { _id: 'u1', id: 'u1', name: 'Asha', phone: '9000000000' } },
      ],
      [`POST ${NEW_NOTIFY}`]: [200, { newNotify: 3 }],
    });
    const { store } = renderRoute('/', {
      preloadedState: { cart: { ...cartSlice.getInitialState(), pendingCart: pendingItem } },
    });
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeVisible();

    await userEvent.click(await screen.findByRole('button', { name: /Hello, Asha/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(customerToken.get()).toBeUndefined();
    expect(store.getState().session.user).toBeNull();
    expect(store.getState().cart).toEqual(cartSlice.getInitialState());
    expect(screen.getByRole('button', { name: 'Notifications' })).toHaveTextContent(/^$/);
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    const asked = network.requests.filter((r) => r.url === NEW_NOTIFY).length;
    expect(asked).toBe(1);
  });
});
