import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { listable } from '../catalog/product-cards';

/** How many products shoppers can see in a category (and one sub-category when given). */
export async function countListable(
  db: Database,
  categoryId: number,
  subCategoryId?: number,
): Promise<number> {
  const sub = subCategoryId ? sql` and p.sub_category_id = ${subCategoryId}` : sql``;
  const result = await db.execute(sql`select count(*)::int as n from products p
    join categories c on c.id = p.category_id
    join sub_categories s on s.id = p.sub_category_id
    where ${listable} and p.category_id = ${categoryId}${sub}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export interface SitemapProduct {
  id: number;
  updatedAt: Date;
}

/** Every product shoppers can see, by id, with its last change: one indexed scan. */
export async function listListableProducts(db: Database): Promise<SitemapProduct[]> {
  const result = await db.execute(sql`select p.id, p.updated_at from products p
    join categories c on c.id = p.category_id
    join sub_categories s on s.id = p.sub_category_id
    where ${listable}
    order by p.id`);
  return rowsOf<{ id: number; updated_at: Date | string }>(result).map((row) => ({
    id: Number(row.id),
    updatedAt: new Date(row.updated_at),
  }));
}
