import { asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { categories, productImages, products, subCategories } from '../../db/schema/catalog';

export function findCategory(db: Database, id: number) {
  return db.query.categories.findFirst({ where: eq(categories.id, id) });
}

export function findSubCategory(db: Database, id: number) {
  return db.query.subCategories.findFirst({ where: eq(subCategories.id, id) });
}

/** Locks the category row until the transaction ends (deletes, and product inserts, wait). */
export async function lockCategory(db: Database, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).for('update');
  return row;
}

export async function lockSubCategory(db: Database, id: number) {
  const [row] = await db.select().from(subCategories).where(eq(subCategories.id, id)).for('update');
  return row;
}

export function listSubCategoriesOf(db: Database, categoryId: number) {
  return db
    .select()
    .from(subCategories)
    .where(eq(subCategories.categoryId, categoryId))
    .orderBy(asc(subCategories.displayIndex), asc(subCategories.id));
}

/** Names compare trimmed and case-insensitively: "Men" and " men" are the same category. */
export async function categoryNameTaken(
  db: Database,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const other = exceptId === undefined ? sql`` : sql` and ${categories.id} <> ${exceptId}`;
  return (
    (await db.$count(categories, sql`lower(trim(${categories.name})) = lower(${name})${other}`)) > 0
  );
}

export async function subCategoryNameTaken(
  db: Database,
  categoryId: number,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const other = exceptId === undefined ? sql`` : sql` and ${subCategories.id} <> ${exceptId}`;
  const sameName = sql`${subCategories.categoryId} = ${categoryId} and lower(trim(${subCategories.name})) = lower(${name})${other}`;
  return (await db.$count(subCategories, sameName)) > 0;
}

/** A new category goes after the last one. */
export async function insertCategory(db: Database, values: { name: string; image: string }) {
  const displayIndex = sql`(select coalesce(max(${categories.displayIndex}) + 1, 0) from ${categories})`;
  await db.insert(categories).values({ ...values, displayIndex });
}

export async function insertSubCategory(
  db: Database,
  values: { categoryId: number; name: string; image: string },
) {
  const displayIndex = sql`(select coalesce(max(${subCategories.displayIndex}) + 1, 0) from ${subCategories} where ${subCategories.categoryId} = ${values.categoryId})`;
  await db.insert(subCategories).values({ ...values, displayIndex });
}

export async function setCategoryStatus(db: Database, id: number, status: 0 | 1) {
  const [row] = await db
    .update(categories)
    .set({ status })
    .where(eq(categories.id, id))
    .returning();
  return row;
}

export async function setSubCategoryStatus(db: Database, id: number, status: 0 | 1) {
  const [row] = await db
    .update(subCategories)
    .set({ status })
    .where(eq(subCategories.id, id))
    .returning();
  return row;
}

/** Every image url shown by the category, its sub-categories and their products. */
export async function imageUrlsUnderCategory(db: Database, categoryId: number): Promise<string[]> {
  const rows = await db
    .select({ url: categories.image })
    .from(categories)
    .where(eq(categories.id, categoryId))
    .union(
      db
        .select({ url: subCategories.image })
        .from(subCategories)
        .where(eq(subCategories.categoryId, categoryId)),
    )
    .union(
      db
        .select({ url: productImages.url })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(eq(products.categoryId, categoryId)),
    );
  return rows.map((row) => row.url);
}

export async function imageUrlsUnderSubCategory(
  db: Database,
  subCategoryId: number,
): Promise<string[]> {
  const rows = await db
    .select({ url: subCategories.image })
    .from(subCategories)
    .where(eq(subCategories.id, subCategoryId))
    .union(
      db
        .select({ url: productImages.url })
        .from(productImages)
        .innerJoin(products, eq(products.id, productImages.productId))
        .where(eq(products.subCategoryId, subCategoryId)),
    );
  return rows.map((row) => row.url);
}

/** Deleting cascades (foreign keys) to sub-categories, products, variants and their images. */
export async function deleteCategory(db: Database, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}

export async function deleteSubCategory(db: Database, id: number) {
  await db.delete(subCategories).where(eq(subCategories.id, id));
}

/** Sets many display positions in one statement; answers the rows it found (id, category). */
export async function setDisplayIndexes(
  db: Database,
  table: 'categories' | 'sub_categories',
  rows: { id: number; index: number }[],
): Promise<{ id: number; category_id: number }[]> {
  const values = sql.join(
    rows.map((row) => sql`(${row.id}::int, ${row.index}::int)`),
    sql`, `,
  );
  const parent = table === 'categories' ? sql`t.id` : sql`t.category_id`;
  const result = await db.execute(sql`
    update ${sql.identifier(table)} t set display_index = v.position
    from (values ${values}) as v(id, position)
    where t.id = v.id
    returning t.id, ${parent} as category_id`);
  return rowsOf(result);
}

/** A new name and/or image for a category (its products' search text follows by trigger). */
export async function updateCategory(db: Database, id: number, values: Changes) {
  await db
    .update(categories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(categories.id, id));
}

export async function updateSubCategory(db: Database, id: number, values: Changes) {
  await db
    .update(subCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(subCategories.id, id));
}
type Changes = { name?: string; image?: string };
