import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { wishlistItems } from '../../db/schema/commerce';
import { isForeignKeyViolation } from '../../lib/pg-errors';
import { listable } from '../catalog/product-cards';

const item = (customerId: string, productId: number) =>
  and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId));

/** The saved products shoppers may see now (the lists' `listable` rule), newest first. */
export async function listedIds(db: Database, customerId: string): Promise<number[]> {
  const result = await db.execute(sql`
    select w.product_id as id from wishlist_items w
    join products p on p.id = w.product_id
    join categories c on c.id = p.category_id
    join sub_categories s on s.id = p.sub_category_id
    where w.customer_id = ${customerId} and ${listable}
    order by w.created_at desc, w.product_id desc`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

/** Every saved row, hidden products included: what the limit counts. */
export function countItems(db: Database, customerId: string): Promise<number> {
  return db.$count(wishlistItems, eq(wishlistItems.customerId, customerId));
}

export async function hasItem(db: Database, customerId: string, productId: number) {
  return (await db.$count(wishlistItems, item(customerId, productId))) > 0;
}

/** Answers false when the product was deleted meanwhile (its reference decided the race). */
export async function insertItem(
  db: Database,
  customerId: string,
  productId: number,
): Promise<boolean> {
  try {
    await db.insert(wishlistItems).values({ customerId, productId }).onConflictDoNothing();
    return true;
  } catch (err) {
    if (isForeignKeyViolation(err)) return false;
    throw err;
  }
}

export async function deleteItem(db: Database, customerId: string, productId: number) {
  await db.delete(wishlistItems).where(item(customerId, productId));
}
