import { asc, sql } from 'drizzle-orm';
import { executePrepared, rowsOf, type Database } from '../../db/client';
import { categories } from '../../db/schema/catalog';
import type { CategoryRow, SubCategoryRow } from './catalog.mappers';
import { listable } from './product-cards';

export function listCategories(db: Database) {
  return db.select().from(categories).orderBy(asc(categories.displayIndex), asc(categories.id));
}

/** A category (alias c) as JSON of a CategoryRow. */
export const categoryJson = sql`json_build_object('id', c.id, 'name', c.name, 'image', c.image,
  'status', c.status, 'displayIndex', c.display_index)`;

/** The category `id` as a CategoryRow's JSON, or null: a sub-query of a larger statement. */
export const categoryById = (id: number) =>
  sql`select ${categoryJson} from categories c where c.id = ${id}`;

/** Every category and sub-category in display order, in one statement. */
export async function loadCategoryTree(
  db: Database,
): Promise<{ categories: CategoryRow[]; subCategories: SubCategoryRow[] }> {
  const [row] = rowsOf<{ categories: CategoryRow[]; subCategories: SubCategoryRow[] }>(
    await executePrepared(
      db,
      sql`select
      (select coalesce(json_agg(${categoryJson} order by c.display_index, c.id), '[]')
        from categories c) as categories,
      (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name, 'image', s.image,
          'status', s.status, 'displayIndex', s.display_index, 'categoryId', s.category_id)
        order by s.category_id, s.display_index, s.id), '[]') from sub_categories s)
        as "subCategories"`,
    ),
  );
  return row!;
}

/**
 * Whether shoppers may see the product: the `listable` rule of the lists (shown, priced, in an
 * enabled category and sub-category), for one id. Every public read of one product asks this.
 */
export async function isListableProduct(db: Database, productId: number): Promise<boolean> {
  const result = await executePrepared(
    db,
    sql`
    select 1 from products p
    join categories c on c.id = p.category_id
    join sub_categories s on s.id = p.sub_category_id
    where p.id = ${productId} and ${listable}`,
  );
  return rowsOf(result).length > 0;
}
