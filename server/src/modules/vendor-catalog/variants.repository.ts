import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attributes,
  attributeValues,
  productImages,
  productSelectedAttributes,
  variantAttributeValues,
  variants,
} from '../../db/schema/catalog';

type VariantUpdate = Partial<
  Pick<typeof variants.$inferInsert, 'pricePaise' | 'mrpPaise' | 'stock' | 'details' | 'sku'>
>;

export async function variantExists(
  db: Database,
  productId: number,
  variantId: number,
): Promise<boolean> {
  return (
    (await db.$count(
      variants,
      and(eq(variants.id, variantId), eq(variants.productId, productId)),
    )) > 0
  );
}

export function countVariants(db: Database, productId: number): Promise<number> {
  return db.$count(variants, eq(variants.productId, productId));
}

/** The variant's stock (read under its product's lock). */
export async function variantStock(db: Database, variantId: number): Promise<number> {
  const [row] = await db
    .select({ stock: variants.stock })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row?.stock ?? 0;
}

export async function updateVariant(
  db: Database,
  productId: number,
  variantId: number,
  values: VariantUpdate,
): Promise<boolean> {
  const rows = await db
    .update(variants)
    .set(values)
    .where(and(eq(variants.id, variantId), eq(variants.productId, productId)))
    .returning({ id: variants.id });
  return rows.length > 0;
}

/** Deleting cascades to the variant's attribute values, images and cart lines. */
export async function deleteVariant(
  db: Database,
  productId: number,
  variantId: number,
): Promise<boolean> {
  const rows = await db
    .delete(variants)
    .where(and(eq(variants.id, variantId), eq(variants.productId, productId)))
    .returning({ id: variants.id });
  return rows.length > 0;
}

export async function variantImageUrls(db: Database, variantId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.variantId, variantId));
  return rows.map((row) => row.url);
}

/** The product's attributes of variation, in order. */
export async function selectedAttributeIds(db: Database, productId: number): Promise<number[]> {
  const rows = await db
    .select({ id: productSelectedAttributes.attributeId })
    .from(productSelectedAttributes)
    .where(eq(productSelectedAttributes.productId, productId))
    .orderBy(asc(productSelectedAttributes.position), asc(productSelectedAttributes.attributeId));
  return rows.map((row) => row.id);
}

export async function replaceSelectedAttributes(
  db: Database,
  productId: number,
  ids: number[],
): Promise<void> {
  await db
    .delete(productSelectedAttributes)
    .where(eq(productSelectedAttributes.productId, productId));
  if (ids.length === 0) return;
  await db
    .insert(productSelectedAttributes)
    .values(ids.map((attributeId, position) => ({ productId, attributeId, position })));
}

export async function existingAttributeIds(db: Database, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: attributes.id })
    .from(attributes)
    .where(inArray(attributes.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** The attributes with their values, for checking a new variant's choices. */
export function attributeValuesOf(db: Database, attributeIds: number[]) {
  return db
    .select({
      attributeId: attributes.id,
      attribute: attributes.name,
      valueId: attributeValues.id,
      value: attributeValues.value,
    })
    .from(attributes)
    .innerJoin(attributeValues, eq(attributeValues.attributeId, attributes.id))
    .where(inArray(attributes.id, attributeIds));
}

/** Each existing variant's combination as a key ("3,7": sorted value ids), to refuse duplicates. */
export async function combinationKeys(db: Database, productId: number): Promise<Set<string>> {
  const rows = await db
    .select({
      key: sql<string>`string_agg(${variantAttributeValues.attributeValueId}::text, ',' order by ${variantAttributeValues.attributeValueId})`,
    })
    .from(variantAttributeValues)
    .innerJoin(variants, eq(variants.id, variantAttributeValues.variantId))
    .where(eq(variants.productId, productId))
    .groupBy(variantAttributeValues.variantId);
  return new Set(rows.map((row) => row.key));
}

/** A new variant (unpriced and out of stock unless given), after the product's last one. */
export async function insertVariant(
  db: Database,
  productId: number,
  values: { attributeId: number; valueId: number }[],
  pricing: Pick<typeof variants.$inferInsert, 'pricePaise' | 'mrpPaise' | 'stock'> = {},
): Promise<void> {
  const position = sql`(select coalesce(max(${variants.position}) + 1, 0) from ${variants} where ${variants.productId} = ${productId})`;
  const [variant] = await db
    .insert(variants)
    .values({ productId, position, ...pricing })
    .returning({ id: variants.id });
  await db.insert(variantAttributeValues).values(
    values.map((value) => ({
      variantId: variant!.id,
      attributeId: value.attributeId,
      attributeValueId: value.valueId,
    })),
  );
}

/** The product's variants that have this value of the attribute. */
export async function variantsWithValue(
  db: Database,
  productId: number,
  attributeId: number,
  valueId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .innerJoin(variantAttributeValues, eq(variantAttributeValues.variantId, variants.id))
    .where(
      and(
        eq(variants.productId, productId),
        eq(variantAttributeValues.attributeId, attributeId),
        eq(variantAttributeValues.attributeValueId, valueId),
      ),
    )
    .orderBy(asc(variants.position), asc(variants.id));
  return rows.map((row) => row.id);
}

/** Ids of the product's variants among `ids`. */
export async function variantIdsOf(db: Database, productId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: variants.id })
    .from(variants)
    .where(eq(variants.productId, productId));
  return new Set(rows.map((row) => row.id));
}
