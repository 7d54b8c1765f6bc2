import { sql } from 'drizzle-orm';
import type { ProductCard } from '../../contracts/products';
import { WISHLIST_LIMIT, WISHLIST_MESSAGES } from '../../contracts/wishlist';
import type { Database } from '../../db/client';
import { lockShopper } from '../../db/shopper-lock';
import { transact } from '../../db/transactions';
import { Conflict, NotFound } from '../../http/errors';
import { RawJson } from '../../lib/json-once';
import { isListableProduct } from '../catalog/catalog.repository';
import { listable, selectCards } from '../catalog/product-cards';
import * as repo from './wishlist.repository';

/**
 * The shopper's wishlist, kept on the server: products saved for later, each once, at most
 * WISHLIST_LIMIT. Adding and removing are idempotent; products shoppers cannot see now (hidden,
 * unpriced, in a disabled category) stay saved but are left out of every answer.
 */
export function createWishlistService(db: Database) {
  const ids = (customerId: string) => repo.listedIds(db, customerId);

  return {
    /** The visible saved products' ids, newest first. */
    ids,

    /** The visible saved products' cards, newest first. */
    async list(customerId: string): Promise<RawJson<ProductCard[]>> {
      const saved = await ids(customerId);
      if (saved.length === 0) return new RawJson('[]');
      const list = sql`array[${sql.join(
        saved.map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;
      return selectCards(db, {
        where: sql`p.id = any(${list}) and ${listable}`,
        orderBy: sql`array_position(${list}, p.id)`,
        limit: saved.length,
        offset: 0,
      });
    },

    /** Saves a product shoppers can see; saving it again changes nothing. */
    async add(customerId: string, productId: number): Promise<number[]> {
      await transact(db, async (tx) => {
        // Under the shopper's lock the count cannot go stale before the insert commits.
        await lockShopper(tx, customerId);
        if (!(await isListableProduct(tx, productId)))
          throw new NotFound(WISHLIST_MESSAGES.notFound);
        if (await repo.hasItem(tx, customerId, productId)) return;
        if ((await repo.countItems(tx, customerId)) >= WISHLIST_LIMIT)
          throw new Conflict(WISHLIST_MESSAGES.full);
        if (!(await repo.insertItem(tx, customerId, productId)))
          throw new NotFound(WISHLIST_MESSAGES.notFound);
      });
      return ids(customerId);
    },

    /** Forgets a product; a product not saved (or unknown) changes nothing. */
    async remove(customerId: string, productId: number): Promise<number[]> {
      await repo.deleteItem(db, customerId, productId);
      return ids(customerId);
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
