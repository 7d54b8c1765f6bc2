import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeHttp, type Reply } from '@test/fake-http';
import { customerToken } from '@/lib/cookies';
import { asha, AUTH, bodiesOf, click, renderSignIn, type } from './sign-in-test-kit';

const openSignUp = async () => {
  const view = renderSignIn();
  await click('Create an account');
  expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  return view;
};

const newNumberRoutes: Record<string, Reply> = {
  [`POST ${AUTH}/userCheck`]: [200, { message: 'ok' }],
  [`POST ${AUTH}/sendOtp`]: [200, { message: 'OTP send to +919876543210' }],
};

describe('sign-up overlay', () => {
  it('when Send code is pressed without a number, then it says Number is Required and sends nothing', async () => {
    const network = fakeHttp({});
    await openSignUp();

    await click('Send code');

    expect(screen.getByText('Number is Required')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('when the shopper goes through every step, then the account is made, the cookie kept and they are greeted', async () => {
    const network = fakeHttp({
      ...newNumberRoutes,
      [`POST ${AUTH}/verifyOtp`]: [200, { verificationToken: 'proof-1' }],
      [`POST ${AUTH}/userSignup`]: [201, { token: 'customer-jwt', user: asha }],
    });
    const { store, onClose } = await openSignUp();

    await type('Mobile number', '98765 43210');
    await click('Send code');
    expect(await screen.findByText('OTP send to +919876543210')).toBeInTheDocument();

    await click('Verify');
    expect(screen.getByText('Code Required....')).toBeInTheDocument();
    await type('Verification code', '123456');
    await click('Verify');

    await type('Your name', 'Asha');
    await type('Password', 'short');
    await type('Confirm password', 'other');
    await click('Create account');
    expect(screen.getByText('Password must have at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must be same')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await type('Password', 'kurta-2026');
    await type('Confirm password', 'kurta-2026');
    await click('Create account');

    expect(await screen.findByText('Asha, Registeration Complete')).toBeInTheDocument();
    expect(customerToken.get()).toBe('customer-jwt');
    expect(store.getState().session.user).toEqual(asha);
    expect(onClose).toHaveBeenCalled();
    expect(bodiesOf(network.requests)).toEqual([
      [`${AUTH}/userCheck`, { number: '9876543210' }],
      [`${AUTH}/sendOtp`, { number: '9876543210' }],
      [`${AUTH}/verifyOtp`, { number: '9876543210', code: '123456' }],
      [
        `${AUTH}/userSignup`,
        {
          name: 'Asha',
          number: '9876543210',
          password: 'kurta-2026',
          verificationToken: 'proof-1',
        },
      ],
    ]);
  });

  it('when the number is already registered, then the server text is shown and no code is sent', async () => {
    const network = fakeHttp({
      [`POST ${AUTH}/userCheck`]: [
        409,
        { error: 'This number is already registered, please login' },
      ],
    });
    await openSignUp();

    await type('Mobile number', '9876543210');
    await click('Send code');

    expect(
      await screen.findByText('This number is already registered, please login'),
    ).toBeInTheDocument();
    expect(network.requests.map((r) => r.url)).toEqual([`${AUTH}/userCheck`]);
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
  });

  it('when sending the code fails, then it says Something Went Wrong; a limit shows the server text', async () => {
    let status = 502;
    fakeHttp({
      [`POST ${AUTH}/userCheck`]: [200, { message: 'ok' }],
      [`POST ${AUTH}/sendOtp`]: () =>
        status === 502
          ? [502, { error: 'Bad gateway' }]
          : [429, { error: 'Too many codes sent to this number, please try again in an hour' }],
    });
    await openSignUp();
    await type('Mobile number', '9876543210');

    await click('Send code');
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();

    status = 429;
    await click('Send code');
    expect(
      await screen.findByText('Too many codes sent to this number, please try again in an hour'),
    ).toBeInTheDocument();
  });

  it('when the code is refused, then it says Invalid OTP and stays on the code', async () => {
    fakeHttp({
      ...newNumberRoutes,
      [`POST ${AUTH}/verifyOtp`]: [400, { error: 'Invalid OTP' }],
    });
    await openSignUp();
    await type('Mobile number', '9876543210');
    await click('Send code');

    await type('Verification code', '000000');
    await click('Verify');

    expect(await screen.findByText('Invalid OTP')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
  });

  it('when the cooldown has passed, then Resend code sends another code', async () => {
    jest.useFakeTimers();
    try {
      const network = fakeHttp(newNumberRoutes);
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderSignIn();
      await user.click(screen.getByRole('button', { name: 'Create an account' }));
      await user.type(screen.getByLabelText('Mobile number'), '9876543210');
      await user.click(screen.getByRole('button', { name: 'Send code' }));

      expect(await screen.findByText('Resend code in 0:30')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      await user.click(screen.getByRole('button', { name: 'Resend code' }));

      expect(await screen.findByText('Resend code in 0:30')).toBeInTheDocument();
      expect(network.requests.map((r) => r.url)).toEqual([
        `${AUTH}/userCheck`,
        `${AUTH}/sendOtp`,
        `${AUTH}/sendOtp`,
      ]);
    } finally {
      jest.useRealTimers();
    }
  });
});
