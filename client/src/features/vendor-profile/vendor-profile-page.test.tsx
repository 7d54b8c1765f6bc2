import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { renderWithStore } from '@test/render';
import { bodyOf } from '@/features/vendor-catalog/vendor-fixtures';
import { vendorToken } from '@/lib/cookies';
import { VendorProfilePage } from './vendor-profile-page';

const V = '/api/vendor/156';
const profile = { name: 'Meera', phone: '9876543210', cod: false };

describe('vendor profile', () => {
  beforeEach(() => vendorToken.set('old-jwt'));

  it('checks the current password, requires matching new ones, then keeps the new token', async () => {
    const network = fakeHttp({
      [`POST ${V}/getVendor`]: [200, profile],
      [`POST ${V}/checkPassword`]: [200, { message: 'ok' }],
      [`POST ${V}/updatePassword`]: [200, { message: 'Password Updated', token: 'new-jwt' }],
    });
    const user = userEvent.setup();
    renderWithStore(<VendorProfilePage />);

    await user.type(await screen.findByLabelText('Current password'), 'old-password');
    await user.click(screen.getByRole('button', { name: 'Check password' }));
    await user.type(await screen.findByLabelText('New password'), 'new-password-1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-2');
    await user.click(screen.getByRole('button', { name: 'Update password' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Password must be same');

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
    await user.click(screen.getByRole('button', { name: 'Update password' }));

    expect(await screen.findByLabelText('Current password')).toBeInTheDocument();
    expect(vendorToken.get()).toBe('new-jwt');
    expect(bodyOf(network.requests.at(-1))).toEqual({ password: 'new-password-1' });
  });

  it('when the current password is wrong, then the server’s text is shown', async () => {
    fakeHttp({
      [`POST ${V}/getVendor`]: [200, profile],
      [`POST ${V}/checkPassword`]: [400, { error: 'Current password is wrong' }],
    });
    const user = userEvent.setup();
    renderWithStore(<VendorProfilePage />);

    await user.type(await screen.findByLabelText('Current password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Check password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Current password is wrong');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('switches cash on delivery with toggleCOD', async () => {
    fakeHttp({
      [`POST ${V}/getVendor`]: [200, profile],
      [`POST ${V}/toggleCOD`]: [200, { cod: true }],
    });
    const user = userEvent.setup();
    renderWithStore(<VendorProfilePage />);

    const codSwitch = await screen.findByRole('switch', { name: 'Cash on delivery' });
    expect(codSwitch).not.toBeChecked();
    await user.click(codSwitch);
    expect(
      await screen.findByRole('switch', { name: 'Cash on delivery', checked: true }),
    ).toBeInTheDocument();
  });
});
