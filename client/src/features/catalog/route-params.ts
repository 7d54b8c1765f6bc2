import type { SearchFilters } from '@/features/search/search-filters-state';
import { parseCategoryParam } from './category-selectors';
import type { CategoryProductsArg } from './products-api';

/** /c/{category}/{subCategory}: the category, the active sub-category (-1 = all), the list's arg. */
export function readCategoryRoute(params: { category?: string; subCategory?: string }) {
  const category = parseCategoryParam(params.category);
  const sub = Number(params.subCategory ?? -1);
  const activeSub = Number.isInteger(sub) && sub > 0 ? sub : -1;
  const arg: CategoryProductsArg | null = category
    ? { category: category._id, subCategory: activeSub }
    : null;
  return { category, activeSub, arg };
}

/** /item/info/{productId}: a positive whole id, or null. */
export function readProductId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The category list's arg under the URL's sort and filters. Only picked ones are added, so the
 * unfiltered list asks exactly what the server put in the page's HTML.
 */
export function categoryArg(
  base: CategoryProductsArg,
  filters: SearchFilters,
): CategoryProductsArg {
  const arg: CategoryProductsArg = { ...base };
  if (filters.sortingMethod !== 1) arg.sortingMethod = filters.sortingMethod;
  if (filters.min !== null || filters.max !== null) arg.priceRange = [filters.min, filters.max];
  if (filters.sizes.length > 0) arg.sizes = filters.sizes;
  if (filters.colours.length > 0) arg.colours = filters.colours;
  if (filters.minDiscount > 0) arg.minDiscount = filters.minDiscount;
  return arg;
}
