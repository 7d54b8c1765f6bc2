import { configure, screen, waitFor } from '@testing-library/react';
import { deferred, fakeHttp, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { vendorToken } from '@/lib/cookies';

// The admin pages load lazily: allow for a busy 2-core machine.
configure({ asyncUtilTimeout: 3000 });

const CHECK = '/api/vendor/156/checkAdminToken';
const admin = { user: { _id: 1, name: 'Meera', phone: '9876543210', cod: true } };

describe('vendor route guard', () => {
  it('when there is no vendor token, then a vendor page redirects to /vendor/login', async () => {
    const network = fakeHttp({});
    const { router } = renderRoute('/vendor/orders');

    expect(
      await screen.findByRole('heading', { name: 'Login Here For Vastra' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/vendor/login');
    expect(network.requests).toHaveLength(0);
  });

  it('when a vendor token is present on /vendor/login, then it goes to /vendor/', async () => {
    vendorToken.set('vendor-jwt');
    fakeHttp({ [`POST ${CHECK}`]: [200, admin] });
    const { router } = renderRoute('/vendor/login');

    expect(await screen.findByRole('heading', { name: 'Manage your website' })).toBeInTheDocument();
    expect(router.location.pathname).toBe('/vendor/');
  });

  it('when the token is being checked, then the page shows Page Loading... until the answer', async () => {
    vendorToken.set('vendor-jwt');
    const answer = deferred<Reply>();
    const network = fakeHttp({ [`POST ${CHECK}`]: () => answer.promise });
    const { store } = renderRoute('/vendor/dashboard');

    await waitFor(() => expect(network.requests).toHaveLength(1));
    expect(network.authorizationOf(CHECK)).toBe('barear vendor-jwt');
    expect(screen.getByRole('status')).toHaveTextContent('Page Loading...');
    expect(screen.queryByRole('heading', { name: 'Manage your website' })).toBeNull();

    answer.resolve([200, admin]);
    expect(await screen.findByRole('heading', { name: 'Manage your website' })).toBeInTheDocument();
    expect(store.getState().session.admin?.name).toBe('Meera');
  });

  it('when the token is invalid or expired, then the cookie is removed and it goes to login', async () => {
    vendorToken.set('expired-jwt');
    fakeHttp({ [`POST ${CHECK}`]: [401, { error: 'Session expired' }] });
    const { router } = renderRoute('/vendor/product');

    expect(
      await screen.findByRole('heading', { name: 'Login Here For Vastra' }),
    ).toBeInTheDocument();
    expect(router.location.pathname).toBe('/vendor/login');
    expect(vendorToken.get()).toBeUndefined();
  });
});
