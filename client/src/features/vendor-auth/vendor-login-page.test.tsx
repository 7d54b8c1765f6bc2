import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { vendorToken } from '@/lib/cookies';

const SIGNIN = '/api/vendor/156/signin';

async function logIn(phone: string, password: string) {
  await userEvent.type(await screen.findByLabelText('Enter Your Number or Username'), phone);
  await userEvent.type(screen.getByLabelText('Enter Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('vendor login', () => {
  it('when the server refuses, then its error is shown as an alert and no token is stored', async () => {
    const network = fakeHttp({ [`POST ${SIGNIN}`]: [401, { error: 'Invalid phone or password' }] });
    renderRoute('/vendor/login');

    await logIn('9876543210', 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid phone or password');
    expect(JSON.parse(String(network.requests[0]?.data))).toEqual({
      phone: '9876543210',
      password: 'wrong-password',
    });
    expect(vendorToken.get()).toBeUndefined();
  });

  it('when the server accepts, then the token is stored in cookie "token" and it opens /vendor/', async () => {
    fakeHttp({
      [`POST ${SIGNIN}`]: [200, { token: 'vendor-jwt' }],
      'POST /api/vendor/156/checkAdminToken': [
        200,
        { user: { _id: 1, name: 'Meera', phone: '9876543210', cod: false } },
      ],
    });
    const { router } = renderRoute('/vendor/login');

    await logIn('9876543210', 'correct-password');

    expect(await screen.findByRole('heading', { name: 'Manage your website' })).toBeInTheDocument();
    expect(vendorToken.get()).toBe('vendor-jwt');
    expect(router.location.pathname).toBe('/vendor/');
  });
});
