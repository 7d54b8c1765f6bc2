import { asc, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { categories, subCategories } from '../../db/schema/catalog';
import { listable } from './product-cards';

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.displayIndex), asc(categories.id));
}

export function listSubCategories(db: Database) {
  return db
    .select()
    .from(subCategories)
    .orderBy(asc(subCategories.categoryId), asc(subCategories.displayIndex), asc(subCategories.id));
}

/**
 * Whether shoppers may see the product: the `listable` rule of the lists (shown, priced, in an
 * enabled category and sub-category), for one id. Every public read of one product asks this.
 */
export async function isListableProduct(db: Database, productId: number): Promise<boolean> {
  const result = await db.execute(sql`
    select 1 from products p
    join categories c on c.id = p.category_id
    join sub_categories s on s.id = p.sub_category_id
    where p.id = ${productId} and ${listable}`);
  return rowsOf(result).length > 0;
}
