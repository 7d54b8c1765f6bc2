import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { withRetry } from '../../db/transactions';
import { reviews } from '../../db/schema/content';
import { Forbidden } from '../../http/errors';
import type { CatalogService } from '../catalog/catalog.service';

export const NOT_DELIVERED =
  'You can rate this product once an order with it has been delivered to you';

/**
 * Ratings: only customers who received the product may rate it, once (rating again updates).
 * A rating changes the product page and cards, so it clears every instance's cached reads.
 */
export function createReviewsService(
  db: Database,
  catalog: Pick<CatalogService, 'assertListable'>,
  announceCatalogueChange: () => Promise<void> = async () => undefined,
) {
  async function assertMayRate(customerId: string, productId: number): Promise<void> {
    // A hidden product cannot be rated (its page is a 404 for shoppers).
    await catalog.assertListable(productId);
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
      await announceCatalogueChange();
    },

    /** The customer's own rating of the product, to edit it; null before they rate. */
    async ownReview(
      customerId: string,
      productId: number,
    ): Promise<{ rate: number; review: string } | null> {
      const [row] = await db
        .select({ rateHalves: reviews.rateHalves, review: reviews.review })
        .from(reviews)
        .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)));
      return row ? { rate: row.rateHalves / 2, review: row.review } : null;
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
