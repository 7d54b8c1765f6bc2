import type { Category, SubCategory } from '../../contracts/catalog';
import { CATEGORY_LIST_CHANGED } from '../../contracts/vendor-catalog';
import type { Database } from '../../db/client';
import { transact } from '../../db/transactions';
import { Conflict, Invalid, NotFound } from '../../http/errors';
import { toCategory, toSubCategory } from '../catalog/catalog.mappers';
import { listCategories } from '../catalog/catalog.repository';
import type { MediaService } from '../media/media.service';
import * as repo from './categories.repository';

export const CATEGORY_NOT_FOUND = 'Category not found';
export const SUB_CATEGORY_NOT_FOUND = 'Sub-category not found';
export const CATEGORY_EXISTS = 'This category already exists';
export const SUB_CATEGORY_EXISTS = 'This sub-category already exists';

type RenameOrImage = { name?: string; image?: string };

/** The vendor's categories and sub-categories: create, switch on/off, order and delete. */
export function createVendorCategoriesService(db: Database, media: MediaService) {
  const allCategories = async () => (await listCategories(db)).map(toCategory);
  const subCategoriesOf = async (categoryId: number) =>
    (await repo.listSubCategoriesOf(db, categoryId)).map(toSubCategory);
  async function requireCategory(id: number) {
    const category = await repo.findCategory(db, id);
    if (!category) throw new NotFound(CATEGORY_NOT_FOUND);
    return category;
  }

  return {
    listCategories: allCategories,

    async insertCategory(name: string, image: string): Promise<Category[]> {
      await media.assertUsable([image]);
      if (await repo.categoryNameTaken(db, name)) throw new Conflict(CATEGORY_EXISTS);
      await repo.insertCategory(db, { name, image });
      return allCategories();
    },

    async listSubCategories(categoryId: number): Promise<SubCategory[]> {
      await requireCategory(categoryId);
      return subCategoriesOf(categoryId);
    },

    async insertSubCategory(
      categoryId: number,
      name: string,
      image: string,
    ): Promise<SubCategory[]> {
      await requireCategory(categoryId);
      await media.assertUsable([image]);
      if (await repo.subCategoryNameTaken(db, categoryId, name))
        throw new Conflict(SUB_CATEGORY_EXISTS);
      await repo.insertSubCategory(db, { categoryId, name, image });
      return subCategoriesOf(categoryId);
    },

    /** Renames the category and/or gives it a new image; its products stay where they are. */
    async updateCategory(id: number, changes: RenameOrImage): Promise<Category[]> {
      const replaced = await transact(db, async (tx) => {
        const row = await repo.lockCategory(tx, id);
        if (!row) throw new NotFound(CATEGORY_NOT_FOUND);
        if (changes.image) await media.assertUsable([changes.image], [row.image]);
        if (changes.name && (await repo.categoryNameTaken(tx, changes.name, id)))
          throw new Conflict(CATEGORY_EXISTS);
        await repo.updateCategory(tx, id, changes);
        return changes.image && changes.image !== row.image ? [row.image] : [];
      });
      await media.discard(replaced);
      return allCategories();
    },

    /** Renames the sub-category and/or gives it a new image. */
    async updateSubCategory(id: number, changes: RenameOrImage): Promise<SubCategory[]> {
      const { replaced, categoryId } = await transact(db, async (tx) => {
        const row = await repo.lockSubCategory(tx, id);
        if (!row) throw new NotFound(SUB_CATEGORY_NOT_FOUND);
        if (changes.image) await media.assertUsable([changes.image], [row.image]);
        if (changes.name && (await repo.subCategoryNameTaken(tx, row.categoryId, changes.name, id)))
          throw new Conflict(SUB_CATEGORY_EXISTS);
        await repo.updateSubCategory(tx, id, changes);
        const old = changes.image && changes.image !== row.image ? [row.image] : [];
        return { replaced: old, categoryId: row.categoryId };
      });
      await media.discard(replaced);
      return subCategoriesOf(categoryId);
    },

    /** Inactive categories (and everything in them) disappear from the storefront. */
    /** The category at `index` of the admin's list and/or with `_id`; never a guess. */
    async setCategoryStatus(
      target: { index?: number; _id?: number },
      status: 0 | 1,
    ): Promise<Category[]> {
      let id = target._id;
      if (target.index !== undefined) {
        const atIndex = (await allCategories())[target.index];
        if (!atIndex) {
          if (id === undefined) throw new NotFound(CATEGORY_NOT_FOUND);
          throw new Conflict(CATEGORY_LIST_CHANGED);
        }
        if (id !== undefined && atIndex._id !== id) throw new Conflict(CATEGORY_LIST_CHANGED);
        id = atIndex._id;
      }
      if (!(await repo.setCategoryStatus(db, id!, status))) throw new NotFound(CATEGORY_NOT_FOUND);
      return allCategories();
    },

    async setSubCategoryStatus(id: number, status: 0 | 1): Promise<SubCategory[]> {
      const row = await repo.setSubCategoryStatus(db, id, status);
      if (!row) throw new NotFound(SUB_CATEGORY_NOT_FOUND);
      return subCategoriesOf(row.categoryId);
    },

    /** Deletes the category with its sub-categories, products, variants and images, at once. */
    async deleteCategory(id: number): Promise<Category[]> {
      const urls = await db.transaction(async (tx) => {
        if (!(await repo.lockCategory(tx, id))) throw new NotFound(CATEGORY_NOT_FOUND);
        const shown = await repo.imageUrlsUnderCategory(tx, id);
        await repo.deleteCategory(tx, id);
        return shown;
      });
      await media.discard(urls);
      return allCategories();
    },

    async deleteSubCategory(id: number): Promise<SubCategory[]> {
      const { urls, categoryId } = await db.transaction(async (tx) => {
        const sub = await repo.lockSubCategory(tx, id);
        if (!sub) throw new NotFound(SUB_CATEGORY_NOT_FOUND);
        const shown = await repo.imageUrlsUnderSubCategory(tx, id);
        await repo.deleteSubCategory(tx, id);
        return { urls: shown, categoryId: sub.categoryId };
      });
      await media.discard(urls);
      return subCategoriesOf(categoryId);
    },

    /** Saves display positions together: all of them, or none when an id is unknown. */
    async setCategoryOrder(rows: { id: number; index: number }[]): Promise<Category[]> {
      await db.transaction(async (tx) => {
        const found = await repo.setDisplayIndexes(tx, 'categories', rows);
        if (found.length !== rows.length) throw new NotFound(CATEGORY_NOT_FOUND);
      });
      return allCategories();
    },

    /** Positions of sub-categories of one category; answers that category's sub-categories. */
    async setSubCategoryOrder(rows: { id: number; index: number }[]): Promise<SubCategory[]> {
      const categoryId = await db.transaction(async (tx) => {
        const found = await repo.setDisplayIndexes(tx, 'sub_categories', rows);
        if (found.length !== rows.length) throw new NotFound(SUB_CATEGORY_NOT_FOUND);
        const parents = new Set(found.map((row) => row.category_id));
        if (parents.size > 1) throw new Invalid('The sub-categories must belong to one category');
        return found[0]!.category_id;
      });
      return subCategoriesOf(categoryId);
    },
  };
}

export type VendorCategoriesService = ReturnType<typeof createVendorCategoriesService>;
