import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { Method } from 'axios';
import { toApiError, type ApiError } from '@/lib/api-error';
import { customerToken, vendorToken } from '@/lib/cookies';
import type * as HttpModule from './http';
import { takePrimed } from './primed';

let httpModule: Promise<typeof HttpModule> | undefined;
const loadHttp = () => (httpModule ??= import('./http'));

/**
 * Every first page calls the API at once: start fetching the HTTP chunk beside the page's own
 * chunks instead of after them (it stays out of the initial script tags).
 */
export const preloadHttp = () => void loadHttp();

/** Which token a call carries; 'none' for public catalogue reads. */
export type TokenKind = 'vendor' | 'customer' | 'none';

export interface RequestArgs {
  url: string;
  method?: Method;
  body?: unknown;
  params?: Record<string, unknown>;
  /** Overrides the rule by URL prefix (see tokenKindFor). */
  auth?: TokenKind;
}

/** Default token by URL: /api/user/… customer, /api/vendor/… vendor, anything else none. */
export function tokenKindFor(url: string): TokenKind {
  if (url.startsWith('/api/user/')) return 'customer';
  if (url.startsWith('/api/vendor/')) return 'vendor';
  return 'none';
}

function tokenFor(kind: TokenKind): string | undefined {
  if (kind === 'vendor') return vendorToken.get();
  if (kind === 'customer') return customerToken.get();
  return undefined;
}

/** axios under RTK Query: attaches `Authorization: barear <token>` (the spec's spelling). */
export const axiosBaseQuery: BaseQueryFn<RequestArgs, unknown, ApiError> = async ({
  url,
  method = 'GET',
  body,
  params,
  auth,
}) => {
  const token = tokenFor(auth ?? tokenKindFor(url));
  // The page's first public reads may already be in its HTML.
  const primed = token || params ? undefined : takePrimed(method, url, body);
  if (primed) return primed;
  try {
    const { http } = await loadHttp();
    const response = await http.request({
      url,
      method,
      data: body,
      params,
      headers: token ? { Authorization: `barear ${token}` } : undefined,
    });
    return { data: response.data };
  } catch (error) {
    return { error: toApiError(error) };
  }
};

/** The one RTK Query API; features add their endpoints with api.injectEndpoints. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: axiosBaseQuery,
  tagTypes: [
    'RawData',
    'Attributes',
    'Sliders',
    'Products',
    'Cart',
    'Wishlist',
    'Orders',
    'VendorOrders',
    'Office',
    'Notifications',
    'Vendor',
  ],
  endpoints: () => ({}),
});
