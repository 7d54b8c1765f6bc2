/** Cookie names and lifetime from the spec: vendor 'token', customer 'token-client', 1 day. */
export const VENDOR_TOKEN_COOKIE = 'token';
export const CUSTOMER_TOKEN_COOKIE = 'token-client';
export const TOKEN_COOKIE_DAYS = 1;

// document.cookie directly: every first page reads a token, and a library for it would be part
// of that page's JavaScript. Values are URI-encoded; cookies are site-wide (path=/).
function read(name: string): string | undefined {
  for (const pair of document.cookie.split('; ')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at) === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1));
      } catch {
        return pair.slice(at + 1);
      }
    }
  }
  return undefined;
}

function write(name: string, value: string, expires: Date): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:';
  document.cookie =
    `${name}=${encodeURIComponent(value)}; path=/; expires=${expires.toUTCString()}; ` +
    `samesite=lax${secure ? '; secure' : ''}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function tokenCookie(name: string) {
  return {
    get: (): string | undefined => read(name),
    set: (token: string) => write(name, token, new Date(Date.now() + TOKEN_COOKIE_DAYS * DAY_MS)),
    remove: () => write(name, '', new Date(0)),
  };
}

export const vendorToken = tokenCookie(VENDOR_TOKEN_COOKIE);
export const customerToken = tokenCookie(CUSTOMER_TOKEN_COOKIE);
