import type { Category, SubCategory } from '../../contracts/catalog';
import type { categories, subCategories } from '../../db/schema/catalog';

const flag = (value: number): 0 | 1 => (value === 1 ? 1 : 0);

export type CategoryRow = Pick<
  typeof categories.$inferSelect,
  'id' | 'name' | 'image' | 'status' | 'displayIndex'
>;
export type SubCategoryRow = CategoryRow & Pick<typeof subCategories.$inferSelect, 'categoryId'>;

export function toCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    categoryName: row.name,
    categoryImage: row.image,
    categoryStatus: flag(row.status),
    categoryIndex: row.displayIndex,
  };
}

export function toSubCategory(row: SubCategoryRow): SubCategory {
  return {
    _id: row.id,
    subCategoryName: row.name,
    subCategoryParent: row.categoryId,
    subCategoryImage: row.image,
    subCategoryStatus: flag(row.status),
    subCategoryIndex: row.displayIndex,
  };
}
