/**
 * Storefront values that the server's first-page data (modules/catalog/first-page.ts) must share
 * with the client, or a page's primed answers would never match its requests. This module
 * imports nothing, so the client may use its values, not only its types.
 */

/** Category pages list 20 products at a time (spec §9). */
export const CATEGORY_PAGE_SIZE = 20;

/** Phones (below 640 px, the storefront's CSS breakpoint) get a banner's image[1]. */
export const PHONE_MEDIA = '(max-width: 639.98px)';
export const DESKTOP_MEDIA = '(min-width: 640px)';

/** The recently viewed products a browser keeps (the product cards request takes as many). */
export const RECENTLY_VIEWED_SIZE = 12;
