import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeHttp, type Reply } from '@test/fake-http';
import { renderRoute } from '@test/render';
import { customerToken } from '@/lib/cookies';

const AUTH = '/api/user/auth/156';
const asha = { _id: 'u1', id: 'u1', name: 'Asha', phone: '9876543210' };
const shell: Record<string, Reply> = {
  'GET /api/vendor/product/156/getRawData': [
    200,
    { myRawData: { categories: [], subCategories: [] } },
  ],
  'POST /api/user/order/156/getNewNotify': [200, { newNotify: 0 }],
};

function signedIn(routes: Parameters<typeof fakeHttp>[0] = {}) {
  customerToken.set('old-jwt');
  const network = fakeHttp({
    ...shell,
    [`POST ${AUTH}/checkUserToken`]: [200, { user: asha }],
    ...routes,
  });
  const view = renderRoute('/profile');
  return { network, ...view };
}

const bodyOf = (network: ReturnType<typeof fakeHttp>, path: string) =>
  JSON.parse(String(network.requests.find((r) => r.url === `${AUTH}${path}`)?.data)) as unknown;

describe('profile page', () => {
  it('when nobody is signed in, then it asks to sign in and opens the login overlay', async () => {
    fakeHttp(shell);
    const { store } = renderRoute('/profile');

    expect(await screen.findByText('Sign in to see your profile.')).toBeInTheDocument();
    expect(store.getState().ui.signInOpen).toBe(true);
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });

  it('when a stored token is still being checked, then it waits instead of asking to sign in', async () => {
    const answer = deferred<Reply>();
    signedIn({ [`POST ${AUTH}/checkUserToken`]: () => answer.promise });

    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    expect(screen.queryByText('Sign in to see your profile.')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    answer.resolve([200, { user: asha }]);
    expect(await screen.findByRole('tab', { name: 'General' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('when the shopper logs out here, then the page asks to sign in without popping the overlay', async () => {
    const { store } = signedIn();
    await userEvent.click(await screen.findByRole('button', { name: /Hello, Asha/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByText('Sign in to see your profile.')).toBeInTheDocument();
    expect(store.getState().ui.signInOpen).toBe(false);
  });

  it('when the name is changed, then it is saved and the greeting shows it', async () => {
    const { network } = signedIn({
      [`POST ${AUTH}/updateProfile/general`]: [
        200,
        { user: { ...asha, name: 'Asha Rao' }, message: 'Update Successfully' },
      ],
    });
    const name = await screen.findByLabelText('Name');
    expect(screen.getByLabelText('Mobile number')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');

    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await userEvent.type(name, 'Asha Rao');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Update Successfully')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Hello, Asha Rao/ })).toBeInTheDocument();
    expect(bodyOf(network, '/updateProfile/general')).toEqual({ userId: 'u1', uname: 'Asha Rao' });
  });

  it('when the current password is wrong, then the server text is shown and it stays on that step', async () => {
    signedIn({
      [`POST ${AUTH}/updateProfile/security/checkPassword`]: [
        400,
        { error: 'Current password is wrong' },
      ],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));

    await userEvent.type(screen.getByLabelText('Current password'), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByText('Current password is wrong')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('when the password is changed, then the new token replaces the old one in the cookie', async () => {
    const { network } = signedIn({
      [`POST ${AUTH}/updateProfile/security/checkPassword`]: [200, { message: 'ok' }],
      [`POST ${AUTH}/updateProfile/security/updatePassword`]: [
        200,
        { message: 'Password Updated', token: 'new-jwt' },
      ],
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Security' }));
    await userEvent.type(screen.getByLabelText('Current password'), 'kurta-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    const panel = await screen.findByRole('tabpanel');
    await userEvent.type(within(panel).getByLabelText('New password'), 'saree-2027');
    await userEvent.type(within(panel).getByLabelText('Confirm new password'), 'saree-2028');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password Must be Same')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'saree-2027');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText('Password Updated')).toBeInTheDocument();
    await waitFor(() => expect(customerToken.get()).toBe('new-jwt'));
    expect(bodyOf(network, '/updateProfile/security/checkPassword')).toEqual({
      userId: 'u1',
      password: 'kurta-2026',
    });
    expect(bodyOf(network, '/updateProfile/security/updatePassword')).toEqual({
      userId: 'u1',
      password: 'saree-2027',
    });
    expect(network.authorizationOf(`${AUTH}/updateProfile/security/updatePassword`)).toBe(
      'barear old-jwt',
    );
  });
});
