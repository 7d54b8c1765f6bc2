import { eq } from 'drizzle-orm';
import type { ProductFields } from '../../contracts/vendor-products';
import type { Database } from '../../db/client';
import { products } from '../../db/schema/catalog';

type ProductUpdate = Partial<
  Pick<typeof products.$inferInsert, 'pricePaise' | 'mrpPaise' | 'stock' | 'details' | 'type'>
>;

/** Locks the product row until the transaction ends, so its parts change one writer at a time. */
export async function lockProduct(db: Database, id: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, id))
    .for('update');
  return row;
}

/** The simple product's stock (read under the product's lock). */
export async function stockOf(db: Database, id: number): Promise<number> {
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock ?? 0;
}

export async function productExists(db: Database, id: number): Promise<boolean> {
  return (await db.$count(products, eq(products.id, id))) > 0;
}

const columnsOf = (fields: ProductFields) => ({
  categoryId: fields.categoryId,
  subCategoryId: fields.subCategoryId,
  name: fields.name,
  brand: fields.brand,
  shortDescription: fields.shortDescription,
  description: fields.description,
  keywords: fields.keywords,
  status: fields.status,
});

/** A new simple product without a price (not sold until priced); answers its id. */
export async function insertProduct(db: Database, fields: ProductFields): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({ ...columnsOf(fields), status: fields.status ?? 1 })
    .returning({ id: products.id });
  return row!.id;
}

/** Writes the given fields (undefined ones keep their value); answers whether the product exists. */
export async function updateProductFields(
  db: Database,
  id: number,
  fields: ProductFields,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(columnsOf(fields))
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

export async function updateProduct(
  db: Database,
  id: number,
  values: ProductUpdate,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set(values)
    .where(eq(products.id, id))
    .returning({ id: products.id });
  return rows.length > 0;
}

/** Deleting cascades (foreign keys) to variants, images, selections, carts and reviews. */
export async function deleteProduct(db: Database, id: number): Promise<void> {
  await db.delete(products).where(eq(products.id, id));
}
