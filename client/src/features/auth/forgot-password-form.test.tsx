import { NO_ACCOUNT } from '@contracts/accounts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp } from '@test/fake-http';
import { AUTH, bodiesOf, click, renderSignIn, type } from './sign-in-test-kit';

describe('forgot password', () => {
  it('when the number is verified and a new password set, then it goes back to Login with the number filled in', async () => {
    const network = fakeHttp({
      [`POST ${AUTH}/userCheck`]: [
        409,
        { error: 'This number is already registered, please login' },
      ],
      [`POST ${AUTH}/sendOtp`]: [200, { message: 'OTP send to +919876543210' }],
      [`POST ${AUTH}/verifyOtp`]: [200, { verificationToken: 'proof-2' }],
      [`POST ${AUTH}/userForget`]: [200, { message: 'Password Changed Successfully, Now Login' }],
    });
    renderSignIn();
    await click('Forgot password?');
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();

    await click('Send code');
    expect(screen.getByText('Number is Required')).toBeInTheDocument();
    await type('Mobile number', '9876543210');
    await click('Send code');
    await screen.findByLabelText('Verification code');
    await type('Verification code', '654321');
    await click('Verify');

    await type('New password', 'new-secret-1');
    await type('Confirm new password', 'new-secret-2');
    await click('Change password');
    expect(screen.getByText('Passwords must be same')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await type('Confirm new password', 'new-secret-1');
    await click('Change password');

    expect(await screen.findByText('Password Changed Successfully, Now Login')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(screen.getByLabelText('Password')).toHaveFocus();
    expect(bodiesOf(network.requests).at(-1)).toEqual([
      `${AUTH}/userForget`,
      { number: '9876543210', newPassword: 'new-secret-1', verificationToken: 'proof-2' },
    ]);
  });

  it('when the number has no account, then it says so and sends no code', async () => {
    const network = fakeHttp({
      [`POST ${AUTH}/userCheck`]: [200, { message: 'ok' }],
      [`POST ${AUTH}/sendOtp`]: [200, { message: 'OTP send to +919876543210' }],
    });
    renderSignIn();
    await click('Forgot password?');
    await type('Mobile number', '9123456789');
    await click('Send code');

    expect(await screen.findByText(NO_ACCOUNT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(bodiesOf(network.requests).map(([url]) => url)).toEqual([`${AUTH}/userCheck`]);
  });
});
