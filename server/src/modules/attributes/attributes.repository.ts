import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  attributes,
  attributeValues,
  variantAttributeValues,
  variants,
} from '../../db/schema/catalog';

export function findAttribute(db: Database, id: number) {
  return db.query.attributes.findFirst({ where: eq(attributes.id, id) });
}

/** Names compare case-insensitively ("Size" and "size" would confuse the admin). */
export async function attributeNameTaken(
  db: Database,
  name: string,
  exceptId = 0,
): Promise<boolean> {
  const sameName = sql`lower(${attributes.name}) = lower(${name}) and ${attributes.id} <> ${exceptId}`;
  return (await db.$count(attributes, sameName)) > 0;
}

export async function insertAttribute(db: Database, name: string, values: string[]): Promise<void> {
  const [row] = await db.insert(attributes).values({ name }).returning({ id: attributes.id });
  await db
    .insert(attributeValues)
    .values(values.map((value, position) => ({ attributeId: row!.id, value, position })));
}

export async function renameAttribute(db: Database, id: number, name: string): Promise<boolean> {
  const rows = await db
    .update(attributes)
    .set({ name })
    .where(eq(attributes.id, id))
    .returning({ id: attributes.id });
  return rows.length > 0;
}

/** Deleting cascades to its values and to products' selections (never to variants: restricted). */
export async function deleteAttribute(db: Database, id: number): Promise<void> {
  await db.delete(attributes).where(eq(attributes.id, id));
}

export function valuesOf(db: Database, attributeId: number) {
  return db
    .select({ id: attributeValues.id, value: attributeValues.value })
    .from(attributeValues)
    .where(eq(attributeValues.attributeId, attributeId))
    .orderBy(asc(attributeValues.position), asc(attributeValues.id));
}

/** For each value of the attribute that variants use, the ids of the products using it. */
export function productIdsByValue(db: Database, attributeId: number) {
  return db
    .select({
      valueId: variantAttributeValues.attributeValueId,
      productIds: sql<
        number[]
      >`array_agg(distinct ${variants.productId} order by ${variants.productId})`,
    })
    .from(variantAttributeValues)
    .innerJoin(variants, eq(variants.id, variantAttributeValues.variantId))
    .where(eq(variantAttributeValues.attributeId, attributeId))
    .groupBy(variantAttributeValues.attributeValueId);
}

/** A new value goes after the attribute's last one. */
export async function insertValue(db: Database, attributeId: number, value: string): Promise<void> {
  const position = sql`(select coalesce(max(${attributeValues.position}) + 1, 0) from ${attributeValues} where ${attributeValues.attributeId} = ${attributeId})`;
  await db.insert(attributeValues).values({ attributeId, value, position });
}

export async function deleteValue(
  db: Database,
  attributeId: number,
  valueId: number,
): Promise<void> {
  await db
    .delete(attributeValues)
    .where(and(eq(attributeValues.id, valueId), eq(attributeValues.attributeId, attributeId)));
}

/** Puts the values in this order (positions 0..n-1), adding those the attribute lacks. */
export async function placeValues(
  db: Database,
  attributeId: number,
  values: string[],
): Promise<void> {
  const existing = new Map(
    (await valuesOf(db, attributeId)).map((row) => [row.value, row.id] as const),
  );
  for (const [position, value] of values.entries()) {
    const id = existing.get(value);
    if (id === undefined) await db.insert(attributeValues).values({ attributeId, value, position });
    else await db.update(attributeValues).set({ position }).where(eq(attributeValues.id, id));
  }
}
