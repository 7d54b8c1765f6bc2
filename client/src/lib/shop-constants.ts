/*
 * The storefront's business constants (spec §9). REVIEW_PAGE_SIZE repeats the value in
 * @contracts/products: the client imports only types from contracts, never their values (zod).
 */

/** Category and search results come 20 per page (the category's size is shared with the server). */
export { CATEGORY_PAGE_SIZE } from '@contracts/storefront';
export const SEARCH_PAGE_SIZE = 20;

/** Each category's row on the home page shows 5 products. */
export const HOME_ROW_SIZE = 5;

/** Reviews are shown 8 at a time (REVIEW_PAGE_SIZE in @contracts/products). */
export const REVIEW_PAGE_SIZE = 8;

/** The home banner advances every 3 seconds. */
export const SLIDER_AUTOPLAY_MS = 3000;

/** Rating choices: 0.0 to 5.0 in steps of 0.5. */
export const RATING_OPTIONS: readonly string[] = Array.from({ length: 11 }, (_, i) =>
  (i / 2).toFixed(1),
);
