import { and, desc, eq, sql } from 'drizzle-orm';
import { executePrepared, rowsOf, type Database } from '../../db/client';
import type { DetailPair } from '../../db/schema/columns';
import { products, variants } from '../../db/schema/catalog';
import { reviews } from '../../db/schema/content';
import { customers } from '../../db/schema/people';
import { listable } from './product-cards';

/** The product columns its document is made of. */
export interface ProductRow {
  id: number;
  name: string;
  brand: string;
  shortDescription: string;
  description: string;
  keywords: string;
  status: number;
  type: number;
  categoryId: number;
  subCategoryId: number;
  pricePaise: number | null;
  mrpPaise: number | null;
  stock: number;
  details: DetailPair[];
  ratingAvg: number;
  ratingCount: number;
}

/** Everything hanging off one product, each list in the order it is shown. */
export interface ProductParts {
  variantRows: {
    id: number;
    sku: string | null;
    pricePaise: number | null;
    mrpPaise: number | null;
    stock: number;
    details: DetailPair[];
  }[];
  /** The variants' chosen values, in no particular order. */
  valueRows: { variantId: number; attributeId: number; value: string }[];
  imageRows: { variantId: number | null; role: string; url: string }[];
  selectedRows: { attributeId: number }[];
}

export interface ProductDocumentRow {
  product: ProductRow;
  categoryName: string;
  subCategoryName: string;
  /** Whether shoppers may see it (shown, priced, in enabled categories). */
  listable: boolean;
  parts: ProductParts;
  /** The first page of its reviews, newest first. */
  reviews: ReviewRow[];
}

/**
 * The product with its category names, variants, values, images, chosen attributes and first
 * page of reviews, in one statement (one round trip; each part is a JSON list built by the
 * database); undefined when there is no such product.
 */
export async function loadProductDocument(
  db: Database,
  id: number,
  reviewLimit: number,
): Promise<ProductDocumentRow | undefined> {
  const [row] = rowsOf<Omit<ProductDocumentRow, 'reviews'> & { reviews: JsonReviewRow[] }>(
    await executePrepared(
      db,
      sql`
      select json_build_object('id', p.id, 'name', p.name, 'brand', p.brand,
          'shortDescription', p.short_description, 'description', p.description,
          'keywords', p.keywords, 'status', p.status, 'type', p.type,
          'categoryId', p.category_id, 'subCategoryId', p.sub_category_id,
          'pricePaise', p.price_paise, 'mrpPaise', p.mrp_paise, 'stock', p.stock,
          'details', p.details, 'ratingAvg', p.rating_avg, 'ratingCount', p.rating_count) as product,
        c.name as "categoryName", s.name as "subCategoryName", ${listable} as listable,
        json_build_object(
          'variantRows', (select coalesce(json_agg(json_build_object('id', v.id, 'sku', v.sku,
              'pricePaise', v.price_paise, 'mrpPaise', v.mrp_paise, 'stock', v.stock,
              'details', v.details) order by v.position, v.id), '[]')
            from variants v where v.product_id = p.id),
          'valueRows', (select coalesce(json_agg(json_build_object('variantId', va.variant_id,
              'attributeId', va.attribute_id, 'value', av.value)), '[]')
            from variants v
            join variant_attribute_values va on va.variant_id = v.id
            join attribute_values av on av.id = va.attribute_value_id
            where v.product_id = p.id),
          'imageRows', (select coalesce(json_agg(json_build_object('variantId', i.variant_id,
              'role', i.role, 'url', i.url) order by i.position, i.id), '[]')
            from product_images i where i.product_id = p.id),
          'selectedRows', (select coalesce(json_agg(json_build_object('attributeId', a.attribute_id)
              order by a.position, a.attribute_id), '[]')
            from product_selected_attributes a where a.product_id = p.id)) as parts,
        (select coalesce(json_agg(r order by r."createdAt" desc, r.id desc), '[]') from (
          select r.id, r.rate_halves as "rateHalves", r.review, r.created_at as "createdAt",
            u.name
          from reviews r join customers u on u.id = r.customer_id
          where r.product_id = p.id
          order by r.created_at desc, r.id desc limit ${reviewLimit}) r) as reviews
      from products p
      join categories c on c.id = p.category_id
      join sub_categories s on s.id = p.sub_category_id
      where p.id = ${id}`,
    ),
  );
  if (!row) return undefined;
  return {
    ...row,
    reviews: row.reviews.map((review) => ({ ...review, createdAt: new Date(review.createdAt) })),
  };
}

/** A review with its reviewer's name, as listReviews reads it. */
export interface ReviewRow {
  id: number;
  rateHalves: number;
  review: string;
  createdAt: Date;
  name: string;
}
type JsonReviewRow = Omit<ReviewRow, 'createdAt'> & { createdAt: string };

export function listReviews(db: Database, productId: number, limit: number, offset: number) {
  return db
    .select({
      id: reviews.id,
      rateHalves: reviews.rateHalves,
      review: reviews.review,
      createdAt: reviews.createdAt,
      name: customers.name,
    })
    .from(reviews)
    .innerJoin(customers, eq(customers.id, reviews.customerId))
    .where(eq(reviews.productId, productId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

/** Stock of a simple product (variantId 0) or of one of its variants; undefined when unknown. */
export async function findStock(db: Database, productId: number, variantId: number) {
  if (variantId === 0) {
    const [row] = await db
      .select({ stock: products.stock, type: products.type })
      .from(products)
      .where(eq(products.id, productId));
    return row && row.type === 0 ? row.stock : undefined;
  }
  const [row] = await db
    .select({ stock: variants.stock })
    .from(variants)
    .where(and(eq(variants.id, variantId), eq(variants.productId, productId)));
  return row?.stock;
}
