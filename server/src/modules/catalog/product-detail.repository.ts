import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attributeValues,
  categories,
  productImages,
  productSelectedAttributes,
  products,
  subCategories,
  variantAttributeValues,
  variants,
} from '../../db/schema/catalog';
import { reviews } from '../../db/schema/content';
import { customers } from '../../db/schema/people';

/** The product with its category and sub-category names, or undefined. */
export async function findProductRow(db: Database, id: number) {
  const [row] = await db
    .select({
      product: products,
      categoryName: categories.name,
      categoryStatus: categories.status,
      subCategoryName: subCategories.name,
      subCategoryStatus: subCategories.status,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(eq(products.id, id));
  return row;
}

/** Everything hanging off one product, in a fixed number of queries. */
export async function loadProductParts(db: Database, productId: number) {
  const [variantRows, valueRows, imageRows, selectedRows] = await Promise.all([
    db
      .select()
      .from(variants)
      .where(eq(variants.productId, productId))
      .orderBy(asc(variants.position), asc(variants.id)),
    db
      .select({
        variantId: variantAttributeValues.variantId,
        attributeId: variantAttributeValues.attributeId,
        value: attributeValues.value,
        position: attributeValues.position,
      })
      .from(variantAttributeValues)
      .innerJoin(variants, eq(variants.id, variantAttributeValues.variantId))
      .innerJoin(attributeValues, eq(attributeValues.id, variantAttributeValues.attributeValueId))
      .where(eq(variants.productId, productId)),
    db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position), asc(productImages.id)),
    db
      .select({ attributeId: productSelectedAttributes.attributeId })
      .from(productSelectedAttributes)
      .where(eq(productSelectedAttributes.productId, productId))
      .orderBy(asc(productSelectedAttributes.position), asc(productSelectedAttributes.attributeId)),
  ]);
  return { variantRows, valueRows, imageRows, selectedRows };
}

export function listReviews(db: Database, productId: number, limit: number, offset: number) {
  return db
    .select({
      id: reviews.id,
      rateHalves: reviews.rateHalves,
      review: reviews.review,
      createdAt: reviews.createdAt,
      name: customers.name,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** Stock of a simple product (variantId 0) or of one of its variants; undefined when unknown. */
export async function findStock(db: Database, productId: number, variantId: number) {
  if (variantId === 0) {
    const [row] = await db
      .select({ stock: products.stock, type: products.type })
      .from(products)
      .where(eq(products.id, productId));
    return row && row.type === 0 ? row.stock : undefined;
  }
  const [row] = await db
    .select({ stock: variants.stock })
    .from(variants)
    .where(and(eq(variants.id, variantId), eq(variants.productId, productId)));
  return row?.stock;
}
