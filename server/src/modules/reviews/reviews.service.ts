import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { withRetry } from '../../db/transactions';
import { products } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/content';
import { Forbidden, NotFound } from '../../http/errors';

export const NOT_DELIVERED =
  'You can rate this product once an order with it has been delivered to you';

/** Ratings: only customers who received the product may rate it, once (rating again updates). */
export function createReviewsService(db: Database) {
  async function assertMayRate(customerId: string, productId: number): Promise<void> {
    const exists = await db.$count(products, eq(products.id, productId));
    if (!exists) throw new NotFound('Product Not Found');
    const result = await db.execute(sql`
      select exists (
        select 1 from orders o join order_items i on i.order_id = o.id
        where o.customer_id = ${customerId} and o.status = 4 and i.product_id = ${productId}
      ) as delivered`);
    if (!rowsOf<{ delivered: boolean }>(result)[0]?.delivered) throw new Forbidden(NOT_DELIVERED);
  }

  return {
    /** Throws (with the reason) unless the customer may rate the product. */
    assertMayRate,

    /** Stores or replaces the customer's review; the product's mean follows (trigger). */
    async rate(
      customerId: string,
      productId: number,
      rating: { rate: number; review: string },
    ): Promise<void> {
      await assertMayRate(customerId, productId);
      const values = { rateHalves: Math.round(rating.rate * 2), review: rating.review };
      // The trigger updates the product row, which checkouts lock too: a lost race runs again.
      await withRetry(() =>
        db
          .insert(reviews)
          .values({ customerId, productId, ...values })
          .onConflictDoUpdate({
            target: [reviews.productId, reviews.customerId],
            set: { ...values, updatedAt: new Date() },
          }),
      );
    },

    async hasReviewed(customerId: string, productId: number): Promise<boolean> {
      return (
        (await db.$count(
          reviews,
          and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)),
        )) > 0
      );
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
