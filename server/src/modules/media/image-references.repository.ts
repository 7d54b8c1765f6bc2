import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, productImages, subCategories } from '../../db/schema/catalog';
import { orderItems } from '../../db/schema/commerce';
import { sliders } from '../../db/schema/content';

/**
 * Of `urls`, those some row still shows: a product or variant image, a category or sub-category
 * tile, a slider, or an order's snapshot (order history keeps its pictures after the product is
 * gone). One query over every table that stores image urls; media owns this cross-feature read
 * because a file may be shared by records of any feature.
 */
export async function findReferencedUrls(db: Database, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(inArray(productImages.url, urls))
    .union(
      db.select({ url: categories.image }).from(categories).where(inArray(categories.image, urls)),
    )
    .union(
      db
        .select({ url: subCategories.image })
        .from(subCategories)
        .where(inArray(subCategories.image, urls)),
    )
    .union(
      db
        .select({ url: sliders.desktopImage })
        .from(sliders)
        .where(inArray(sliders.desktopImage, urls)),
    )
    .union(
      db
        .select({ url: sliders.mobileImage })
        .from(sliders)
        .where(inArray(sliders.mobileImage, urls)),
    )
    .union(
      db
        .select({ url: orderItems.coverImage })
        .from(orderItems)
        .where(inArray(orderItems.coverImage, urls)),
    );
  return new Set(rows.map((row) => row.url));
}
