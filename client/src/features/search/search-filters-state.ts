import { DISCOUNT_STEPS, MAX_FACET_VALUE_LENGTH, MAX_FACET_VALUES } from '@contracts/facet-limits';
import type { SearchArg, SortingMethod } from './search-api';

/**
 * The filters of a search or category list, kept in the URL
 * (?cat=&min=&max=&sort=&size=M&size=L&colour=Navy&disc=30) so results can be shared.
 */
export interface SearchFilters {
  filterCategory: number;
  min: number | null;
  max: number | null;
  sortingMethod: SortingMethod;
  sizes: string[];
  colours: string[];
  /** "X% and above"; 0 for any. */
  minDiscount: number;
}

/** The size, colour and discount part of the filters (what the facet panel changes). */
export type FacetPicks = Pick<SearchFilters, 'sizes' | 'colours' | 'minDiscount'>;

export const PRICE_NOT_A_NUMBER = 'Enter prices as numbers of 0 or more.';
export const PRICE_MIN_ABOVE_MAX = 'The minimum price can’t be more than the maximum price.';

const SORTS: readonly SortingMethod[] = [1, 3, 4];

function price(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

/** The URL's values of a facet: trimmed, non-empty, short, distinct, at most MAX_FACET_VALUES. */
function names(values: string[]): string[] {
  const kept = values
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_FACET_VALUE_LENGTH);
  return [...new Set(kept)].slice(0, MAX_FACET_VALUES);
}

function discount(text: string | null): number {
  const value = Number(text);
  return (DISCOUNT_STEPS as readonly number[]).includes(value) ? value : 0;
}

export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const category = Number(params.get('cat'));
  const sort = Number(params.get('sort')) as SortingMethod;
  return {
    filterCategory: Number.isInteger(category) && category > 0 ? category : -1,
    min: price(params.get('min')),
    max: price(params.get('max')),
    sortingMethod: SORTS.includes(sort) ? sort : 1,
    sizes: names(params.getAll('size')),
    colours: names(params.getAll('colour')),
    minDiscount: discount(params.get('disc')),
  };
}

/** How many filters are picked (for "Filters (3)"): each size and colour, discount, price. */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    Number(filters.filterCategory > 0) +
    Number(filters.min !== null || filters.max !== null) +
    filters.sizes.length +
    filters.colours.length +
    Number(filters.minDiscount > 0)
  );
}

export function writeSearchFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.filterCategory > 0) params.set('cat', String(filters.filterCategory));
  if (filters.min !== null) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  if (filters.sortingMethod !== 1) params.set('sort', String(filters.sortingMethod));
  for (const size of filters.sizes) params.append('size', size);
  for (const colour of filters.colours) params.append('colour', colour);
  if (filters.minDiscount > 0) params.set('disc', String(filters.minDiscount));
  return params;
}

export function toSearchArg(item: string, filters: SearchFilters): SearchArg {
  const arg: SearchArg = {
    item,
    sortingMethod: filters.sortingMethod,
    priceRange: [filters.min, filters.max],
    filterCategory: filters.filterCategory,
  };
  if (filters.sizes.length > 0) arg.sizes = filters.sizes;
  if (filters.colours.length > 0) arg.colours = filters.colours;
  if (filters.minDiscount > 0) arg.minDiscount = filters.minDiscount;
  return arg;
}

export type PriceCheck =
  { ok: true; min: number | null; max: number | null } | { ok: false; error: string };

/** The GO button's check: each end empty or a number ≥ 0, and min ≤ max when both are given. */
export function checkPriceRange(minText: string, maxText: string): PriceCheck {
  const parse = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === '') return null;
    const value = Number(trimmed);
    return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
  };
  const min = parse(minText);
  const max = parse(maxText);
  if (Number.isNaN(min) || Number.isNaN(max)) return { ok: false, error: PRICE_NOT_A_NUMBER };
  if (min !== null && max !== null && min > max) return { ok: false, error: PRICE_MIN_ABOVE_MAX };
  return { ok: true, min, max };
}
