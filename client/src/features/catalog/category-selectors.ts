import type { Category, SubCategory } from '@contracts/catalog';
import { categoryPath as sharedCategoryPath, type CategoryRef } from '@contracts/storefront-paths';

export type { CategoryRef };

/** Spec §9: the toolbar shows 5 categories; home tiles use index <= 4. */
export const TOOLBAR_CATEGORY_COUNT = 5;
export const HOME_TILE_MAX_INDEX = 4;

const byIndex =
  <T>(index: (item: T) => number) =>
  (a: T, b: T) =>
    index(a) - index(b);

/** Enabled categories (categoryStatus 1) in display order. */
export function enabledCategories(categories: readonly Category[]): Category[] {
  return categories
    .filter((c) => c.categoryStatus === 1)
    .sort(byIndex((c: Category) => c.categoryIndex));
}

export function toolbarCategories(categories: readonly Category[]): Category[] {
  return enabledCategories(categories).slice(0, TOOLBAR_CATEGORY_COUNT);
}

export function homeTileCategories(categories: readonly Category[]): Category[] {
  return enabledCategories(categories).filter((c) => c.categoryIndex <= HOME_TILE_MAX_INDEX);
}

/** Enabled sub-categories of one category, in display order. */
export function enabledSubCategories(
  subs: readonly SubCategory[],
  parentId: number,
): SubCategory[] {
  return subs
    .filter((s) => s.subCategoryParent === parentId && s.subCategoryStatus === 1)
    .sort(byIndex((s: SubCategory) => s.subCategoryIndex));
}

export function homeTileSubCategories(
  subs: readonly SubCategory[],
  parentId: number,
): SubCategory[] {
  return enabledSubCategories(subs, parentId).filter(
    (s) => s.subCategoryIndex <= HOME_TILE_MAX_INDEX,
  );
}

/**
 * The spec's category route. One builder on both sides (contracts/storefront-paths.ts): the
 * server's canonical URLs and sitemap use it too.
 */
export function categoryPath(category: CategoryRef, subCategoryId = -1): string {
  return sharedCategoryPath(category, subCategoryId);
}

/** Reads the {category} route segment back; null when it is not the expected JSON. */
export function parseCategoryParam(param: string | undefined): CategoryRef | null {
  if (!param) return null;
  try {
    const value: unknown = JSON.parse(param);
    if (typeof value !== 'object' || value === null) return null;
    const { _id, categoryName, categoryIndex } = value as Record<string, unknown>;
    if (typeof _id !== 'number' || typeof categoryName !== 'string') return null;
    return { _id, categoryName, categoryIndex: Number(categoryIndex) || 0 };
  } catch {
    return null;
  }
}
