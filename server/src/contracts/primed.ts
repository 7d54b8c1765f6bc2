/**
 * Public API answers the server writes into a storefront page's HTML, so the page's first render
 * needs no request (and its largest image can load beside the scripts). This module imports
 * nothing, so the client may use its values, not only its types.
 */

/** Id of the `<script type="application/json">` element that carries them. */
export const PRIMED_DATA_ID = 'primed-data';

/** One answer, keyed by the request that would have fetched it. */
export interface PrimedResponse {
  key: string;
  data: unknown;
}

/** A request's key: method, URL and JSON body with object keys sorted (so order never matters). */
export function primedKey(method: string, url: string, body?: unknown): string {
  return `${method.toUpperCase()} ${url} ${body === undefined ? '' : stableJson(body)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
