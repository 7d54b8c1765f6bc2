import { z } from 'zod';
import { MAX_INT, numberFromText } from './common';
import type { Category, SubCategory } from './catalog';
import { displayIndex, entityId, flag, imageUrl, requiredText } from './vendor-fields';

/**
 * The vendor's category and sub-category calls under /api/vendor/product/156 (vendor token).
 * Where the spec's admin sent a list position (`index`), this API reads the record's id: an id
 * cannot point at the wrong record when two admin tabs see different lists.
 */

export interface MyCategoriesResponse {
  myCategories: Category[];
}
export interface MySubCategoriesResponse {
  mySubCategories: SubCategory[];
}

export const CATEGORY_NAME_REQUIRED = 'Plese Enter New Category Name';
const categoryName = requiredText(CATEGORY_NAME_REQUIRED, 60, 'Category name');
/** Exactly one image url from the upload endpoint. */
const oneImage = z
  .array(imageUrl, { error: 'Please select one image' })
  .length(1, 'Please select one image');

/** POST insertCategory: answers {myCategories}; the new category goes last. */
export const insertCategoryBody = z.object({ newCategoryName: categoryName, images: oneImage });
export type InsertCategoryBody = z.input<typeof insertCategoryBody>;

const nameOrImage = (body: { name?: string; images?: string[] }) =>
  body.name !== undefined || body.images !== undefined;
const NAME_OR_IMAGE = 'Give a new name or a new image';

/** POST updateCategory {_id, newCategoryName?, images?}: rename and/or a new image; {myCategories}. */
export const updateCategoryBody = z
  .object({ _id: entityId, newCategoryName: categoryName.optional(), images: oneImage.optional() })
  .refine((b) => nameOrImage({ name: b.newCategoryName, images: b.images }), NAME_OR_IMAGE);
export type UpdateCategoryBody = z.input<typeof updateCategoryBody>;

/** GET getSubCategories?parent={categoryId}: answers {mySubCategories} of that category. */
export const subCategoriesQuery = z.object({ parent: entityId });
export type SubCategoriesQuery = z.input<typeof subCategoriesQuery>;

/** POST insertSubCategory: answers {mySubCategories} of the parent. */
export const insertSubCategoryBody = z.object({
  newSubCategoryName: categoryName,
  parent: entityId,
  images: oneImage,
});
export type InsertSubCategoryBody = z.input<typeof insertSubCategoryBody>;

/** POST updateSubCategory {_id, newSubCategoryName?, images?}: answers {mySubCategories}. */
export const updateSubCategoryBody = z
  .object({
    _id: entityId,
    newSubCategoryName: categoryName.optional(),
    images: oneImage.optional(),
  })
  .refine((b) => nameOrImage({ name: b.newSubCategoryName, images: b.images }), NAME_OR_IMAGE);
export type UpdateSubCategoryBody = z.input<typeof updateSubCategoryBody>;

/**
 * POST setCategoryStatus {index, status} (status 1 active, 0 inactive): `index` is the category's
 * position in the admin's list (getCategories order, from 0), as the original client sends it.
 * `_id` may name the category too; with both, they must agree (else 409, nothing changes).
 */
export const setCategoryStatusBody = z
  .object({
    index: z.preprocess(numberFromText, z.number().int().min(0).max(MAX_INT)).optional(),
    _id: entityId.optional(),
    status: flag('status'),
  })
  .refine((body) => body.index !== undefined || body._id !== undefined, {
    message: 'index or _id is required',
  });
export const CATEGORY_LIST_CHANGED =
  'The category list has changed since it was loaded: reload and try again';
export type SetCategoryStatusBody = z.input<typeof setCategoryStatusBody>;

/** POST setSubCategoryStatus: answers {mySubCategories} of its category. */
export const setSubCategoryStatusBody = z.object({ id: entityId, status: flag('status') });
export type SetSubCategoryStatusBody = z.input<typeof setSubCategoryStatusBody>;

/**
 * POST deleteCategory {index, catId}: `catId` is the category's id; `index` (the admin's list
 * position) is accepted and ignored. Deletes its sub-categories and products with them;
 * answers {myCategories}.
 */
export const deleteCategoryBody = z.object({ catId: entityId, index: z.unknown().optional() });
export type DeleteCategoryBody = z.input<typeof deleteCategoryBody>;

/** POST deleteSubCategory {index, subCatId}: like deleteCategory; answers {mySubCategories}. */
export const deleteSubCategoryBody = z.object({
  subCatId: entityId,
  index: z.unknown().optional(),
});
export type DeleteSubCategoryBody = z.input<typeof deleteSubCategoryBody>;

const uniqueIds = (rows: { _id: number }[]) =>
  new Set(rows.map((row) => row._id)).size === rows.length;

/** POST setCategoryIndex: the new display positions, all saved together; answers {myCategories}. */
export const setCategoryIndexBody = z.object({
  categories: z
    .array(z.object({ _id: entityId, categoryIndex: displayIndex('categoryIndex') }), {
      error: 'categories must be a list',
    })
    .min(1, 'categories must not be empty')
    .max(500, 'Too many categories')
    .refine(uniqueIds, 'Each category can appear once'),
});
export type SetCategoryIndexBody = z.input<typeof setCategoryIndexBody>;

/** POST setSubCategoryIndex: positions of sub-categories of one category; answers {mySubCategories}. */
export const setSubCategoryIndexBody = z.object({
  subCategories: z
    .array(z.object({ _id: entityId, subCategoryIndex: displayIndex('subCategoryIndex') }), {
      error: 'subCategories must be a list',
    })
    .min(1, 'subCategories must not be empty')
    .max(500, 'Too many sub-categories')
    .refine(uniqueIds, 'Each sub-category can appear once'),
});
export type SetSubCategoryIndexBody = z.input<typeof setSubCategoryIndexBody>;
