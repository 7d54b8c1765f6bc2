import { z } from 'zod';
import { wholeNumber } from './common';

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

const facetValues = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be a list of names` })
        .trim()
        .min(1, `${label} must not hold empty names`)
        .max(MAX_FACET_VALUE_LENGTH, `A ${label.toLowerCase()} name is too long`),
      { error: `${label} must be a list of names` },
    )
    .max(MAX_FACET_VALUES, `Pick at most ${MAX_FACET_VALUES} ${label.toLowerCase()}`)
    .optional()
    .transform((values) => [...new Set(values ?? [])]);

/**
 * The attribute filters of a category or search list (each optional): sizes (any non-colour
 * attribute's value), colours, and a minimum discount in percent. A variable product matches
 * when one priced variant has a picked size, a picked colour and the discount; a simple product
 * has no sizes or colours.
 */
export const facetFilterFields = {
  sizes: facetValues('Sizes'),
  colours: facetValues('Colours'),
  minDiscount: wholeNumber(0, 90, 'minDiscount must be a whole percent from 0 to 90')
    .optional()
    .default(0),
};
export interface FacetFilters {
  sizes: string[];
  colours: string[];
  minDiscount: number;
}

export interface FacetCount {
  value: string;
  count: number;
}
export interface PriceBucketCount {
  min: number | null;
  max: number | null;
  count: number;
}
/**
 * How many products each value would list. A facet's counts apply every other filter picked but
 * not its own, so picking more of one facet widens the list as the counts say.
 */
export interface FacetsResponse {
  sizes: FacetCount[];
  colours: FacetCount[];
  discounts: { value: number; count: number }[];
  prices: PriceBucketCount[];
}
