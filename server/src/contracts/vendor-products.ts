import { z } from 'zod';
import type { Product, ProductCard } from './products';
import { constAsCount, idOfRecord, idOrAll, pageSchema, pageSize } from './common';
import { entityId, flag, freeText, imageUrl, requiredText } from './vendor-fields';

/**
 * The vendor's product calls under /api/vendor/product/156 (vendor token). Prices are rupees with
 * at most 2 decimals; image urls come from POST /api/vendor/156/upload (or are already on the
 * product). The answers carry the spec's product document (`Product`), hidden products included.
 */

export const ALL_FIELDS_REQUIRED = 'all fields are required';

/** Comma-separated keywords, tidied: "shirt , cotton,," becomes "shirt, cotton". */
const keywords = freeText(500, 'Keywords').transform((text) =>
  text
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean)
    .join(', '),
);

const productFields = {
  parents: z.object(
    { category: entityId, subCategory: entityId },
    { error: 'Please select a category and a sub-category' },
  ),
  productName: requiredText(ALL_FIELDS_REQUIRED, 150, 'Product name'),
  productBrand: requiredText(ALL_FIELDS_REQUIRED, 80, 'Brand'),
  productDisc: freeText(5000, 'Description').optional(),
  productStatus: flag('productStatus').optional(),
  // The spec spells these differently in different calls; either spelling is read.
  productShortDisc: freeText(300, 'Short description').optional(),
  ProductShortDisc: freeText(300, 'Short description').optional(),
  productkeywords: keywords.optional(),
  productKeywords: keywords.optional(),
};

/**
 * The product's own fields, as the service stores them. An optional field left out keeps its
 * value on update (and is empty, or 1 for the status, on insert).
 */
export interface ProductFields {
  categoryId: number;
  subCategoryId: number;
  name: string;
  brand: string;
  shortDescription?: string;
  description?: string;
  keywords?: string;
  status?: 0 | 1;
}

const toFields = (body: z.infer<z.ZodObject<typeof productFields>>): ProductFields => ({
  categoryId: body.parents.category,
  subCategoryId: body.parents.subCategory,
  name: body.productName,
  brand: body.productBrand,
  shortDescription: body.productShortDisc ?? body.ProductShortDisc,
  description: body.productDisc,
  keywords: body.productkeywords ?? body.productKeywords,
  status: body.productStatus,
});

/** POST insertProduct: answers {productId}. */
export const insertProductBody = z.object(productFields).transform(toFields);
export type InsertProductBody = z.input<typeof insertProductBody>;
export interface InsertProductResponse {
  productId: number;
}

/** POST updateProduct {myProduct}: answers {product}. */
export const updateProductBody = z.object({
  myProduct: z
    .object({ _id: entityId, ...productFields }, { error: 'myProduct is required' })
    .transform((body) => ({ id: body._id, fields: toFields(body) })),
});
export type UpdateProductBody = z.input<typeof updateProductBody>;
export interface UpdateProductResponse {
  product: Product;
}

/** ?p_id= of the product calls. */
export const productQuery = z.object({ p_id: entityId });

/** POST getProduct?p_id=, updateCoverImages, updateProductType, updateProductVarient (simple), deleteSimpleImage. */
export interface MyProductResponse {
  myProduct: Product;
}

/** POST updateProductType?p_id= {pt}: 0 simple, 1 variable. */
export const productTypeBody = z.object({ pt: flag('pt') });

/** POST updateCoverImages?p_id= {images}: replaces the cover images (1 to 10, in order). */
export const coverImagesBody = z.object({
  images: z
    .array(imageUrl, { error: 'plz select atleast one image' })
    .min(1, 'plz select atleast one image')
    .max(10, 'At most 10 cover images'),
});
export type CoverImagesBody = z.input<typeof coverImagesBody>;

export const VENDOR_PAGE_SIZE = 18;
/**
 * POST product/get/categoryAndSubCategory: a page (count from 1) of the category's products,
 * hidden ones included, newest first; subCategory -1 or absent for all. Answers {myProducts}.
 */
export const vendorProductsBody = z.preprocess(
  constAsCount,
  z.object({
    category: z.preprocess(idOfRecord, entityId),
    subCategory: z.preprocess(idOfRecord, idOrAll).optional(),
    count: pageSchema,
    limit: pageSize(60, VENDOR_PAGE_SIZE),
  }),
);
export type VendorProductsBody = z.input<typeof vendorProductsBody>;
export interface VendorProductsResponse {
  myProducts: ProductCard[];
}

/** POST deleteSimpleImage {pId, imgId}: `imgId` is the image's url (as in productImages). */
export const deleteSimpleImageBody = z.object({ pId: entityId, imgId: imageUrl });
export type DeleteSimpleImageBody = z.input<typeof deleteSimpleImageBody>;

/** POST deleteProduct {id}: deletes the product with its variants and images. */
export const deleteProductBody = z.object({ id: entityId });
export type DeleteProductBody = z.input<typeof deleteProductBody>;
