import { screen } from '@testing-library/react';
import { fakeHttp } from '@test/fake-http';
import { customerToken } from '@/lib/cookies';
import { asha, AUTH, bodiesOf, click, renderSignIn, type } from './sign-in-test-kit';

describe('login overlay', () => {
  it('when the server refuses, then its text is shown and nobody is signed in', async () => {
    fakeHttp({ [`POST ${AUTH}/userSignin`]: [401, { error: 'Invalid number or password' }] });
    const { store, onClose } = renderSignIn();

    await type('Mobile number', '9876543210');
    await type('Password', 'wrong-password');
    await click('Login');

    expect(await screen.findByText('Invalid number or password')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();
    expect(customerToken.get()).toBeUndefined();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('when the server accepts, then the token is kept, the user signed in and the overlay closes', async () => {
    const network = fakeHttp({
      [`POST ${AUTH}/userSignin`]: [200, { token: 'customer-jwt', user: asha }],
    });
    const { store, onClose } = renderSignIn();

    await type('Mobile number', '9876543210');
    await type('Password', 'kurta-2026');
    await click('Login');

    expect(await screen.findByText('Login Successfully')).toBeInTheDocument();
    expect(customerToken.get()).toBe('customer-jwt');
    expect(store.getState().session.user).toEqual(asha);
    expect(onClose).toHaveBeenCalled();
    expect(bodiesOf(network.requests)).toEqual([
      [`${AUTH}/userSignin`, { phone: '9876543210', password: 'kurta-2026' }],
    ]);
  });

  it('when fields are empty, then each says what is missing and nothing is sent', async () => {
    const network = fakeHttp({});
    renderSignIn();

    await click('Login');

    expect(screen.getByText('Number is Required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });
});
