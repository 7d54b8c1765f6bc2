/**
 * Where a banner (slider) link may lead. The server checks it when the vendor saves a slider;
 * the storefront checks it again when it draws one. This module imports nothing, so the
 * client may use its values, not only its types.
 */

/** The origin links are resolved against where the shop's own origin is not known (the API). */
export const SHOP_ORIGIN = 'https://shop.invalid';

export const LINK_INVALID = 'Link must be a page of the shop (starting with /) or an https address';

/**
 * 'page' when the link is a path that resolves to the shop's own origin ("/c/men"), 'external'
 * for an absolute https address, null for anything else: javascript: and other schemes, and
 * paths that browsers open as another site ("//evil.example", "/\evil.example").
 */
export function linkTarget(link: string, origin: string = SHOP_ORIGIN): 'page' | 'external' | null {
  const value = link.trim();
  const url = parse(value, origin);
  if (!url) return null;
  if (value.startsWith('/')) return url.origin === new URL(origin).origin ? 'page' : null;
  const absolute = /^https:\/\/[^\s\\/]/i.test(value) && !/[\s\\]/.test(value);
  return absolute && url.protocol === 'https:' && url.hostname !== '' ? 'external' : null;
}

/** The path (with query and hash) a 'page' link opens, as the browser would resolve it. */
export function pagePath(link: string, origin: string = SHOP_ORIGIN): string {
  const url = new URL(link.trim(), origin);
  return `${url.pathname}${url.search}${url.hash}`;
}

function parse(value: string, origin: string): URL | null {
  try {
    return new URL(value, origin);
  } catch {
    return null;
  }
}
