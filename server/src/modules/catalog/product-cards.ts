import { rateSum } from './product-mapper';
import { sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '../../contracts/products';
import { rowsOf, type Database } from '../../db/client';
import { toRupees } from '../../lib/money';

/**
 * What shoppers may see in lists: shown products of enabled categories and sub-categories,
 * simple ones with a price, variable ones with at least one priced variant.
 * Expects the aliases p (products), c (categories) and s (sub_categories).
 */
export const productListable = sql`p.status = 1
  and ((p.type = 0 and p.price_paise is not null) or (p.type = 1 and p.variant_count > 0 and p.min_price_paise is not null))`;
export const listable = sql`${productListable} and c.status = 1 and s.status = 1`;
/** A product with something to buy: stock of its own, or a priced variant in stock (alias p). */
export const productInStock = sql`(case when p.type = 0 then p.stock > 0 else exists (
  select 1 from variants v where v.product_id = p.id and v.stock > 0 and v.price_paise is not null
) end)`;

/** Percent below the MRP of a priced row (alias `t`), null when not below it. */
const discount = (t: 'p' | 'v') =>
  sql.raw(`case when ${t}.mrp_paise > ${t}.price_paise
    then (${t}.mrp_paise - ${t}.price_paise)::float8 / ${t}.mrp_paise * 100 end`);

interface CardRow {
  id: number;
  name: string;
  brand: string;
  type: number;
  status: number;
  category_id: number;
  sub_category_id: number;
  min_price_paise: number | null;
  max_price_paise: number | null;
  card_price_paise: number | null;
  card_mrp_paise: number | null;
  mrp_min_paise: number | null;
  mrp_max_paise: number | null;
  max_discount: number | null;
  in_stock: boolean;
  cover: string | null;
  hover_image: string | null;
  rating_avg: number;
  rating_count: number;
}

/**
 * Money columns are bigint, which the pg driver answers as text: raw queries read them as
 * float8 (exact far beyond any price), so both drivers give numbers.
 *
 * One query for a page of cards. The page's ids are chosen first from the products table alone
 * (`where` and `orderBy` use the aliases p, c and s), so the per-card lookups (cheapest variant,
 * stock, cover) run only for the rows on the page, never for every match.
 */
export async function selectCards(
  db: Database,
  options: { where: SQL; orderBy: SQL; limit: number; offset: number },
): Promise<ProductCard[]> {
  const result = await db.execute(sql`
    select p.id, p.name, p.brand, p.type, p.status, p.category_id, p.sub_category_id,
      p.min_price_paise::float8 as min_price_paise, p.max_price_paise::float8 as max_price_paise,
      p.rating_avg, p.rating_count,
      (case when p.type = 0 then p.price_paise else cv.price_paise end)::float8 as card_price_paise,
      (case when p.type = 0 then p.mrp_paise else cv.mrp_paise end)::float8 as card_mrp_paise,
      (case when p.type = 0 then p.mrp_paise else va.mrp_min end)::float8 as mrp_min_paise,
      (case when p.type = 0 then p.mrp_paise else va.mrp_max end)::float8 as mrp_max_paise,
      (case when p.type = 0 then ${discount('p')} else va.max_discount end) as max_discount,
      ${productInStock} as in_stock,
      cover.url as cover, hover.url as hover_image
    from unnest(array(
      select p.id from products p
      join categories c on c.id = p.category_id
      join sub_categories s on s.id = p.sub_category_id
      where ${options.where}
      order by ${options.orderBy}
      limit ${options.limit} offset ${options.offset}
    )) with ordinality as page(id, ord)
    join products p on p.id = page.id
    left join lateral (
      select v.price_paise, v.mrp_paise from variants v
      where v.product_id = p.id and v.price_paise is not null
      order by v.price_paise, v.id limit 1
    ) cv on p.type = 1
    left join lateral (
      select min(v.mrp_paise) as mrp_min, max(v.mrp_paise) as mrp_max,
        max(${discount('v')}) as max_discount
      from variants v where v.product_id = p.id and v.price_paise is not null
    ) va on p.type = 1
    left join lateral (
      select i.url from product_images i where i.product_id = p.id and i.role = 'cover'
      order by i.position, i.id limit 1
    ) cover on true
    left join lateral (
      select i.url from product_images i where i.product_id = p.id and i.url <> cover.url
      order by i.variant_id nulls first, i.role, i.position, i.id limit 1
    ) hover on cover.url is not null
    order by page.ord`);
  return rowsOf<CardRow>(result).map(toCard);
}

function toCard(row: CardRow): ProductCard {
  return {
    _id: row.id,
    productName: row.name,
    productBrand: row.brand,
    productType: row.type === 1 ? 1 : 0,
    productStatus: row.status === 1 ? 1 : 0,
    productParents: { category: row.category_id, subCategory: row.sub_category_id },
    CoverImages: row.cover ? [row.cover] : [],
    productPricing: { price: toRupees(row.card_price_paise), mrp: toRupees(row.card_mrp_paise) },
    priceRange: { min: toRupees(row.min_price_paise), max: toRupees(row.max_price_paise) },
    mrpRange: { min: toRupees(row.mrp_min_paise), max: toRupees(row.mrp_max_paise) },
    maxDiscount: row.max_discount === null ? null : Number(row.max_discount),
    hoverImage: row.hover_image,
    inStock: row.in_stock,
    totalRate: rateSum(Number(row.rating_avg), Number(row.rating_count)),
    ratingAvg: Number(row.rating_avg),
    ratingCount: Number(row.rating_count),
  };
}

/** Whether any product matches `where` (same aliases as selectCards). */
export async function anyCard(db: Database, where: SQL): Promise<boolean> {
  const result = await db.execute(sql`select exists (
    select 1 from products p
    join categories c on c.id = p.category_id
    join sub_categories s on s.id = p.sub_category_id
    where ${where}) as found`);
  return rowsOf<{ found: boolean }>(result)[0]?.found ?? false;
}
