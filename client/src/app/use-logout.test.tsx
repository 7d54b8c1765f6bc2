import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { customerToken, vendorToken } from '@/lib/cookies';
import { useCustomerLogout, useCustomerSessionEnd, useVendorLogout } from './use-logout';

const CUSTOMER_LOGOUT = '/api/user/auth/156/logout';
const VENDOR_LOGOUT = '/api/vendor/156/logout';

function CustomerButton() {
  const logout = useCustomerLogout();
  return <button onClick={logout}>Logout</button>;
}
function VendorButton() {
  const logout = useVendorLogout();
  return <button onClick={logout}>Logout</button>;
}

const user = { _id: 'u1', id: 'u1', name: 'Asha', phone: '9000000000' };

describe('logout revokes the session on the server', () => {
  it('when a shopper logs out, then the token is revoked with itself and the session cleared', async () => {
    customerToken.set('customer-jwt');
    const network = fakeHttp({ [`POST ${CUSTOMER_LOGOUT}`]: [200, { message: 'Signed out' }] });
    const { store } = renderWithStore(<CustomerButton />, {
      preloadedState: { session: { user, admin: null } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(customerToken.get()).toBeUndefined();
    expect(store.getState().session.user).toBeNull();
    await waitFor(() =>
      expect(network.authorizationOf(CUSTOMER_LOGOUT)).toBe('barear customer-jwt'),
    );
  });

  it('when the revoke call fails, then the shopper is still signed out locally', async () => {
    customerToken.set('customer-jwt');
    const network = fakeHttp({ [`POST ${CUSTOMER_LOGOUT}`]: [500, { error: 'down' }] });
    const { store } = renderWithStore(<CustomerButton />, {
      preloadedState: { session: { user, admin: null } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(network.requests).toHaveLength(1));
    expect(customerToken.get()).toBeUndefined();
    expect(store.getState().session.user).toBeNull();
  });

  it('when the owner logs out, then the vendor token is revoked and the admin goes to the login page', async () => {
    vendorToken.set('vendor-jwt');
    const network = fakeHttp({});
    const { router } = renderWithStore(<VendorButton />);

    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));

    expect(vendorToken.get()).toBeUndefined();
    expect(router.location.pathname).toBe('/vendor/login');
    await waitFor(() => expect(network.authorizationOf(VENDOR_LOGOUT)).toBe('barear vendor-jwt'));
  });
});

describe('a session the server ended', () => {
  it('when the bell finds the session expired, then it is cleared locally and nothing is revoked', async () => {
    customerToken.set('newer-session-jwt');
    const network = fakeHttp({});
    function Ended() {
      const end = useCustomerSessionEnd();
      return <button onClick={end}>Expired</button>;
    }
    const { store } = renderWithStore(<Ended />, {
      preloadedState: { session: { user, admin: null } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Expired' }));
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(customerToken.get()).toBeUndefined();
    expect(store.getState().session.user).toBeNull();
    expect(network.requests).toHaveLength(0);
  });
});
