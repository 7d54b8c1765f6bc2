import Cookies from 'js-cookie';

/** Cookie names and lifetime from the spec: vendor 'token', customer 'token-client', 1 day. */
export const VENDOR_TOKEN_COOKIE = 'token';
export const CUSTOMER_TOKEN_COOKIE = 'token-client';
export const TOKEN_COOKIE_DAYS = 1;

const options = (): Cookies.CookieAttributes => ({
  expires: TOKEN_COOKIE_DAYS,
  sameSite: 'lax',
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

export const vendorToken = {
  get: (): string | undefined => Cookies.get(VENDOR_TOKEN_COOKIE),
  set: (token: string) => Cookies.set(VENDOR_TOKEN_COOKIE, token, options()),
  remove: () => Cookies.remove(VENDOR_TOKEN_COOKIE),
};

export const customerToken = {
  get: (): string | undefined => Cookies.get(CUSTOMER_TOKEN_COOKIE),
  set: (token: string) => Cookies.set(CUSTOMER_TOKEN_COOKIE, token, options()),
  remove: () => Cookies.remove(CUSTOMER_TOKEN_COOKIE),
};
