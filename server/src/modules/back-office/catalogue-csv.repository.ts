import { sql } from 'drizzle-orm';
import type { ProductFilters } from '../../contracts/back-office';
import type { Database } from '../../db/client';
import { all, productRows, stockWhere } from './back-office.repository';

/** One row of the products CSV: a varient, or a product without varients (variantId null). */
export interface CatalogueCsvRow {
  productId: number;
  name: string;
  category: string;
  subCategory: string;
  status: number;
  type: number;
  hsnCode: string | null;
  gstRateBp: number | null;
  variantId: number | null;
  sku: string | null;
  /** "Size: M / Colour: Red" ('' without varients). */
  variant: string;
  pricePaise: number | null;
  mrpPaise: number | null;
  stock: number | null;
}

/** The filtered products (newest first), each with its varients in their order. */
export function catalogueRows(db: Database, f: ProductFilters, limit: number) {
  return all<CatalogueCsvRow>(
    db,
    sql`with chosen as (
        select r.id from (${productRows(f)}) r where ${stockWhere(f)} order by r.id desc
        limit ${limit})
      select p.id as "productId", p.name, c.name as category, s.name as "subCategory",
        p.status::int as status, p.type::int as type, p.hsn_code as "hsnCode",
        p.gst_rate_bp as "gstRateBp", v.id as "variantId", v.sku,
        coalesce((select string_agg(at.name || ': ' || av.value, ' / '
            order by psa.position, a.attribute_id)
          from variant_attribute_values a
          join attribute_values av on av.id = a.attribute_value_id
          join attributes at on at.id = a.attribute_id
          left join product_selected_attributes psa
            on psa.product_id = v.product_id and psa.attribute_id = a.attribute_id
          where a.variant_id = v.id), '') as variant,
        (case when p.type = 0 then p.price_paise else v.price_paise end)::float8 as "pricePaise",
        (case when p.type = 0 then p.mrp_paise else v.mrp_paise end)::float8 as "mrpPaise",
        case when p.type = 0 then p.stock else v.stock end as stock
      from chosen ch join products p on p.id = ch.id
        join categories c on c.id = p.category_id
        join sub_categories s on s.id = p.sub_category_id
        left join variants v on p.type = 1 and v.product_id = p.id
      order by p.id desc, v.position, v.id
      limit ${limit}`,
  );
}

export interface StoredProduct {
  id: number;
  name: string;
  type: number;
  status: number;
  hsnCode: string | null;
  gstRateBp: number | null;
  pricePaise: number | null;
  mrpPaise: number | null;
  stock: number;
}
export interface StoredVariant {
  id: number;
  productId: number;
  pricePaise: number | null;
  mrpPaise: number | null;
  stock: number;
  sku: string | null;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The products among `ids`, locked in id order, and their varients, locked after them. */
export async function lockForImport(tx: Database, ids: number[]) {
  if (!ids.length) return { products: [], variants: [] };
  const products = await all<StoredProduct>(
    tx,
    sql`select p.id, p.name, p.type::int as type, p.status::int as status,
        p.hsn_code as "hsnCode", p.gst_rate_bp as "gstRateBp",
        p.price_paise::float8 as "pricePaise", p.mrp_paise::float8 as "mrpPaise", p.stock
      from products p where p.id in (${idList(ids)}) order by p.id for update`,
  );
  const variants = products.length
    ? await all<StoredVariant>(
        tx,
        sql`select v.id, v.product_id as "productId", v.price_paise::float8 as "pricePaise",
            v.mrp_paise::float8 as "mrpPaise", v.stock, v.sku
          from variants v where v.product_id in (${idList(products.map((p) => p.id))})
          order by v.id for update`,
      )
    : [];
  return { products, variants };
}

/** Varients outside `exceptIds` that hold one of `skus`. */
export function skuHolders(tx: Database, skus: string[], exceptIds: number[]) {
  if (!skus.length) return Promise.resolve([]);
  return all<{ id: number; sku: string }>(
    tx,
    sql`select v.id, v.sku from variants v
      where v.sku in (${sql.join(
        skus.map((sku) => sql`${sku}`),
        sql`, `,
      )})${exceptIds.length ? sql` and v.id not in (${idList(exceptIds)})` : sql``}`,
  );
}
