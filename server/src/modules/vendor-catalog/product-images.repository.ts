import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productImages } from '../../db/schema/catalog';

/** Simple-product gallery rows have no variant; a variant's rows carry its id. */
const galleryOf = (productId: number, variantId: number | null) =>
  and(
    eq(productImages.productId, productId),
    eq(productImages.role, 'gallery'),
    variantId === null ? isNull(productImages.variantId) : eq(productImages.variantId, variantId),
  );

/** Every image url the product shows anywhere (covers, its gallery, its variants'). */
export async function productImageUrls(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  return rows.map((row) => row.url);
}

export async function coverUrls(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.role, 'cover')))
    .orderBy(asc(productImages.position), asc(productImages.id));
  return rows.map((row) => row.url);
}

export async function galleryUrls(
  db: Database,
  productId: number,
  variantId: number | null,
): Promise<string[]> {
  const rows = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(galleryOf(productId, variantId));
  return rows.map((row) => row.url);
}

/** Replaces the cover images, in the given order. */
export async function replaceCovers(
  db: Database,
  productId: number,
  urls: string[],
): Promise<void> {
  await db
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), eq(productImages.role, 'cover')));
  await db
    .insert(productImages)
    .values(urls.map((url, position) => ({ productId, role: 'cover' as const, url, position })));
}

/** Adds images after the gallery's last one; urls already in this gallery are skipped. */
export async function appendGallery(
  db: Database,
  productId: number,
  variantId: number | null,
  urls: string[],
): Promise<void> {
  const present = new Set(await galleryUrls(db, productId, variantId));
  const added = [...new Set(urls)].filter((url) => !present.has(url));
  if (added.length === 0) return;
  const [last] = await db
    .select({ position: sql<number>`coalesce(max(${productImages.position}), -1)` })
    .from(productImages)
    .where(galleryOf(productId, variantId));
  const start = Number(last?.position ?? -1) + 1;
  await db.insert(productImages).values(
    added.map((url, i) => ({
      productId,
      variantId,
      role: 'gallery' as const,
      url,
      position: start + i,
    })),
  );
}

/** Removes one gallery image by url; answers how many rows went (0 when it was not there). */
export async function deleteGalleryImage(
  db: Database,
  productId: number,
  variantId: number | null,
  url: string,
): Promise<number> {
  const removed = await db
    .delete(productImages)
    .where(and(galleryOf(productId, variantId), eq(productImages.url, url)))
    .returning({ id: productImages.id });
  return removed.length;
}
