import { customerToken, vendorToken } from './cookies';

describe('token cookies', () => {
  it('when a token is set, then it reads back, and the other kind is not touched', () => {
    customerToken.set('eyJhbGciOi.payload_x-y.sig');
    vendorToken.set('vendor token=with;odd chars');

    expect(customerToken.get()).toBe('eyJhbGciOi.payload_x-y.sig');
    expect(vendorToken.get()).toBe('vendor token=with;odd chars');
  });

  it('when a token is removed, then it reads as absent and the other stays', () => {
    customerToken.set('customer-jwt');
    vendorToken.set('vendor-jwt');

    customerToken.remove();

    expect(customerToken.get()).toBeUndefined();
    expect(vendorToken.get()).toBe('vendor-jwt');
  });

  it('when a cookie name only starts like the token, then it is not taken for it', () => {
    document.cookie = 'token-client-old=stale; path=/';
    expect(customerToken.get()).toBeUndefined();
    document.cookie = 'token-client-old=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });
});
