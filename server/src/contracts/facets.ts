import { z } from 'zod';
import { wholeNumber } from './common';

export {
  DISCOUNT_STEPS,
  MAX_FACET_VALUE_LENGTH,
  MAX_FACET_VALUES,
  PRICE_BUCKETS,
} from './facet-limits';
import { MAX_FACET_VALUE_LENGTH, MAX_FACET_VALUES } from './facet-limits';

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
