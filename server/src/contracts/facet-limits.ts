/**
 * The filters' limits and steps, without zod: the storefront's first page reads them, and
 * zod stays out of its JavaScript.
 */
/** The most values one facet filter (sizes, colours) may name at once. */
export const MAX_FACET_VALUES = 20;
/** The longest attribute value a filter may name (the vendor's values are short words). */
export const MAX_FACET_VALUE_LENGTH = 40;
/** "X% and above": the discount filter's steps, in percent. */
export const DISCOUNT_STEPS = [10, 20, 30, 40, 50, 60, 70] as const;
/** The price filter's ranges in rupees: [min, max] with null for an open end. */
export const PRICE_BUCKETS: readonly (readonly [number | null, number | null])[] = [
  [null, 499],
  [500, 999],
  [1000, 1999],
  [2000, 2999],
  [3000, null],
];
