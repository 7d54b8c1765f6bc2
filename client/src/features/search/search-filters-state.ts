import type { SearchArg, SortingMethod } from './search-api';

/** The search page's filters, kept in the URL (?cat=&min=&max=&sort=) so results can be shared. */
export interface SearchFilters {
  filterCategory: number;
  min: number | null;
  max: number | null;
  sortingMethod: SortingMethod;
}

export const PRICE_NOT_A_NUMBER = 'Enter prices as numbers of 0 or more.';
export const PRICE_MIN_ABOVE_MAX = 'The minimum price can’t be more than the maximum price.';

const SORTS: readonly SortingMethod[] = [1, 3, 4];

function price(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export function readSearchFilters(params: URLSearchParams): SearchFilters {
  const category = Number(params.get('cat'));
  const sort = Number(params.get('sort')) as SortingMethod;
  return {
    filterCategory: Number.isInteger(category) && category > 0 ? category : -1,
    min: price(params.get('min')),
    max: price(params.get('max')),
    sortingMethod: SORTS.includes(sort) ? sort : 1,
  };
}

export function writeSearchFilters(filters: SearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.filterCategory > 0) params.set('cat', String(filters.filterCategory));
  if (filters.min !== null) params.set('min', String(filters.min));
  if (filters.max !== null) params.set('max', String(filters.max));
  if (filters.sortingMethod !== 1) params.set('sort', String(filters.sortingMethod));
  return params;
}

export function toSearchArg(item: string, filters: SearchFilters): SearchArg {
  return {
    item,
    sortingMethod: filters.sortingMethod,
    priceRange: [filters.min, filters.max],
    filterCategory: filters.filterCategory,
  };
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
