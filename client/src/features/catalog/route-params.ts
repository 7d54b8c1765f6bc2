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
