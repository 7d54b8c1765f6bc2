import { rateSum } from './product-mapper';
import { sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '../../contracts/products';
import { executePrepared, rowsOf, type Database } from '../../db/client';
import type { CardVariantTuple } from '../../db/schema/catalog';
import { RawJson } from '../../lib/json-once';
import { toRupees } from '../../lib/money';

/**
 * A product shoppers may see, its categories aside: shown, simple with a price, or variable with
 * at least one priced variant. Expects the alias p (products) only.
 */
export const productListable = sql`p.status = 1
  and ((p.type = 0 and p.price_paise is not null) or (p.type = 1 and p.variant_count > 0 and p.min_price_paise is not null))`;
/**
 * productListable for a list with a size or colour picked, which only variable products have.
 * Without the simple products' branch of the `or`, a category's newest-first page reads the
 * category's index in order and stops at its last card, where the `or` had every product of the
 * category checked and sorted (0.9 against 2.8 ms for a page of sneakers in UK 8 at 10,000
 * products). Expects the alias p only.
 */
export const variableListable = sql`p.status = 1
  and p.type = 1 and p.variant_count > 0 and p.min_price_paise is not null`;
/**
 * What shoppers may see in lists: listable products of enabled categories and sub-categories.
 * Expects the aliases p (products), c (categories) and s (sub_categories).
 */
export const listable = sql`${productListable} and c.status = 1 and s.status = 1`;
/**
 * A product's category and sub-category are shown: neither is among the hidden ones, which
 * the statement reads once (two small tables) instead of joining both to every product it looks
 * at. Every product has both (foreign keys), so this is the join's `c.status = 1 and
 * s.status = 1`. Expects the alias p only.
 */
export const inShownCategory = sql`p.category_id <> all(array(select id from categories where status <> 1))
  and p.sub_category_id <> all(array(select id from sub_categories where status <> 1))`;
/**
 * listable without the joins (alias p only), for lists that look at many products each: a
 * search's joins to categories cost a third of its planning (0.2 of 0.6-0.9 ms for "cotton
 * kurta") and a lookup per match (3.7 against 4.4 ms of execution).
 */
export const listableAlone = sql`${productListable} and ${inShownCategory}`;
/**
 * Whether one of the product's (alias p) variants (alias v) meets `condition`. A scalar subquery
 * that stops at the first such variant, not `exists`: under an `or`, PostgreSQL may plan an
 * `exists` as a hash of every variant that meets the condition (30,000 for a price range at
 * 10,000 products) built before the first product is read, where a page needs a few probes of
 * variants_by_product.
 */
export const someVariant = (condition: SQL) =>
  sql`coalesce((select true from variants v where v.product_id = p.id and ${condition} limit 1), false)`;

/** A product with something to buy: stock of its own, or a priced variant in stock (alias p). */
export const productInStock = sql`(case when p.type = 0 then p.stock > 0
  else ${someVariant(sql`v.stock > 0 and v.price_paise is not null`)} end)`;

/** The lowest and highest MRP among priced variants (null ends when none has an MRP). */
function mrpRangeOf(priced: CardVariantTuple[]) {
  const mrps = priced.map((v) => v[2]).filter((mrp): mrp is number => mrp !== null);
  return mrps.length === 0
    ? { min: null, max: null }
    : { min: toRupees(Math.min(...mrps)), max: toRupees(Math.max(...mrps)) };
}

/** The deepest percent below the MRP among priced rows, unrounded; null when none is below. */
function deepestDiscount(priced: CardVariantTuple[]): number | null {
  let deepest: number | null = null;
  for (const [, price, mrp] of priced) {
    if (price === null || mrp === null || !(mrp > price)) continue;
    const off = ((mrp - price) / mrp) * 100;
    if (deepest === null || off > deepest) deepest = off;
  }
  return deepest;
}

export interface CardRow {
  id: number;
  name: string;
  brand: string;
  type: number;
  status: number;
  category_id: number;
  sub_category_id: number;
  min_price_paise: number | null;
  max_price_paise: number | null;
  price_paise: number | null;
  mrp_paise: number | null;
  stock: number;
  variants: CardVariantTuple[] | null;
  cover: string | null;
  hover_image: string | null;
  rating_avg: number;
  rating_count: number;
}

/**
 * The columns toCard shapes a card from (alias p). Money columns are bigint, which the pg driver
 * answers as text: raw queries read them as float8 (exact far beyond any price), so both drivers
 * give numbers.
 */
export const cardColumns = sql`p.id, p.name, p.brand, p.type, p.status, p.category_id,
  p.sub_category_id, p.min_price_paise::float8 as min_price_paise,
  p.max_price_paise::float8 as max_price_paise, p.price_paise::float8 as price_paise,
  p.mrp_paise::float8 as mrp_paise, p.stock, p.rating_avg, p.rating_count,
  case when p.type = 1 then p.card_variants end as variants, p.card_cover as cover,
  p.card_hover as hover_image`;

export interface CardPage {
  where: SQL;
  orderBy: SQL;
  /** Where the rows come from (default `products p`); `where` and `orderBy` may use its aliases. */
  from?: SQL;
  limit: number;
  offset: number;
  /** Run as a prepared statement (executePrepared): only where the SQL is one of a few. */
  prepared?: boolean;
  /** A value read in the same statement, beside the page (selectCardPage's `also`). */
  also?: SQL;
  /** Named subqueries of the statement (`name as (...)`), which `from` and `also` may read. */
  with?: SQL;
  /** false: `where` and `orderBy` use the alias p only (listableAlone), c and s are not joined. */
  categoriesJoined?: boolean;
  /**
   * The page that answers when this one is empty (a search's loose pass after its strict one),
   * chosen in the same statement and read only then. On a later page (`offset` above 0) it
   * answers only when nothing at all matches `where`: an empty later page may just be the end of
   * the matches.
   */
  orElse?: Pick<CardPage, 'where' | 'orderBy' | 'categoriesJoined'>;
  /**
   * A page read before this one in the same statement (a search's from the names: namesFirst in
   * search.service.ts): the products of its `where` (alias p alone: the categories are not
   * joined) by `rank`, highest first and ties by id. It answers when it is full and its last
   * product ranks above `above`; otherwise this page answers as if it were not there.
   */
  first?: Pick<CardPage, 'where'> & { rank: SQL; above: number };
}

/**
 * The page's products (alias p), in order. Its ids are chosen first from the products table
 * alone (`where` and `orderBy` use the aliases p, c and s), so the card columns are read only for
 * the rows on the page, never for every match.
 */
const pageOf = (options: CardPage) => {
  const ids = options.orElse
    ? sql`coalesce(nullif(${idsOf(options)}, '{}'::int[]), ${orElseIds(options)})`
    : idsOf(options);
  return sql`unnest(${options.first ? sql`coalesce(${firstIds(options)}, ${ids})` : ids}) with ordinality as page(id, ord)
  join products p on p.id = page.id`;
};

/** The ids of the page of `first`, in order, when it answers (CardPage's `first`); else null. */
const firstIds = ({ first, limit, offset }: CardPage) => sql`(
    select case when count(*) = ${limit} and min(f.rank) > ${first!.above}
      then array_agg(f.id order by f.rank desc, f.id desc) end
    from (
      select p.id, ${first!.rank} as rank from products p
      where ${first!.where}
      order by 2 desc, 1 desc
      limit ${limit} offset ${offset}) f)`;

/** The ids of a page, in order (an empty array when it has none). */
const idsOf = (options: CardPage) => sql`array(
    select p.id from ${options.from ?? sql`products p`}
    ${options.categoriesJoined === false ? sql`` : categoriesJoined}
    where ${options.where}
    order by ${options.orderBy}
    limit ${options.limit} offset ${options.offset}
  )`;

/** The ids of the page of `orElse`; on a later page, none while anything matches `where`. */
function orElseIds(options: CardPage): SQL {
  const ids = idsOf({ ...options, ...options.orElse!, from: undefined, orElse: undefined });
  return options.offset > 0
    ? sql`case when exists (select 1 from first_matching) then '{}'::int[] else ${ids} end`
    : ids;
}

/**
 * The products matching `where` as a materialized CTE named `name`, planned for all its rows:
 * under a bare `exists` the planner hoped for an early match and read the whole products table
 * in order, all of it when nothing matched (17 ms for a misspelt search word at 10,000 products,
 * 0.1 ms from the search indexes). A CTE is read only when something asks for its rows.
 */
const matchingRows = (name: string, where: SQL, joined: boolean) =>
  sql`${sql.raw(name)} as materialized (
      select 1 from products p ${joined ? categoriesJoined : sql``} where ${where})`;

/**
 * One query for a page of shoppers' cards (the priced variants, those for sale). Every input of a
 * card is a column of its product row, kept by triggers (its variants, cover and hover image),
 * and so is the card itself: products.card_json, shaped by the database as toCard shapes it. The
 * database joins the page's cards into one JSON array, which goes to the shopper as it is.
 */
export async function selectCards(
  db: Database,
  options: CardPage,
): Promise<RawJson<ProductCard[]>> {
  return (await selectCardPage(db, options)).cards;
}

/** selectCards, with how many cards the page holds (and the value of `also`, when given). */
export async function selectCardPage(
  db: Database,
  options: CardPage,
): Promise<{ cards: RawJson<ProductCard[]>; count: number; also?: unknown }> {
  const result = await (options.prepared ? executePrepared : runOnce)(
    db,
    cardPageStatement(options),
  );
  const row = rowsOf<{ cards: string; count: number; also?: unknown }>(result)[0]!;
  return { cards: new RawJson(`[${row.cards}]`), count: Number(row.count), also: row.also };
}

/** selectCardPage's statement. */
export function cardPageStatement(options: CardPage): SQL {
  const named = [
    ...(options.with ? [options.with] : []),
    ...(options.orElse && options.offset > 0
      ? [matchingRows('first_matching', options.where, options.categoriesJoined !== false)]
      : []),
  ];
  return sql`${named.length > 0 ? sql`with ${sql.join(named, sql`, `)} ` : sql``}select coalesce(string_agg(p.card_json, ',' order by page.ord), '') as cards,
      count(*)::int as count${options.also ? sql`, (${options.also}) as also` : sql``}
    from ${pageOf(options)}`;
}

/** A page of the owner's cards: every variant, unpriced ones too, shaped here by toCard. */
export async function selectOwnerCards(db: Database, options: CardPage): Promise<ProductCard[]> {
  const result = await db.execute(
    sql`select ${cardColumns} from ${pageOf(options)} order by page.ord`,
  );
  return rowsOf<CardRow>(result).map((row) => toCard(row, true));
}

const runOnce = (db: Database, query: SQL) => db.execute(query);

/** The joins that give the aliases c and s (listable) to a statement over products p. */
export const categoriesJoined = sql`join categories c on c.id = p.category_id
    join sub_categories s on s.id = p.sub_category_id`;

/** A card from cardColumns; for `allVariants` false, what products.card_json holds. */
export function toCard(row: CardRow, allVariants: boolean): ProductCard {
  const variable = row.type === 1;
  const variants = (variable ? (row.variants ?? []) : []).filter(
    (v) => allVariants || v[1] !== null,
  );
  // The cheapest priced variant (the lowest id among equal prices) prices a variable card.
  const cheapest = variants.reduce<CardVariantTuple | undefined>(
    (best, v) =>
      v[1] !== null && (!best || v[1] < best[1]! || (v[1] === best[1] && v[0] < best[0]))
        ? v
        : best,
    undefined,
  );
  const stock = Number(row.stock);
  const priced = variants.filter((v) => v[1] !== null);
  return {
    _id: row.id,
    productName: row.name,
    productBrand: row.brand,
    productType: variable ? 1 : 0,
    productStatus: row.status === 1 ? 1 : 0,
    productParents: { category: row.category_id, subCategory: row.sub_category_id },
    CoverImages: row.cover ? [row.cover] : [],
    productPricing: variable
      ? { price: toRupees(cheapest?.[1]), mrp: toRupees(cheapest?.[2]) }
      : { price: toRupees(row.price_paise), mrp: toRupees(row.mrp_paise) },
    priceRange: { min: toRupees(row.min_price_paise), max: toRupees(row.max_price_paise) },
    mrpRange: variable
      ? mrpRangeOf(priced)
      : { min: toRupees(row.mrp_paise), max: toRupees(row.mrp_paise) },
    maxDiscount: variable
      ? deepestDiscount(priced)
      : deepestDiscount([[row.id, row.price_paise, row.mrp_paise, stock, []]]),
    hoverImage: row.hover_image,
    inStock: variable ? variants.some((v) => v[1] !== null && v[3] > 0) : stock > 0,
    itemQty: stock,
    productVarients: variants.map(([id, price, mrp, itemQty, values]) => ({
      _id: id,
      varienteAttributes: values.map(([attr_id, value]) => ({ attr_id, value })),
      general: { price: toRupees(price), mrp: toRupees(mrp), itemQty },
    })),
    totalRate: rateSum(Number(row.rating_avg), Number(row.rating_count)),
    ratingAvg: Number(row.rating_avg),
    ratingCount: Number(row.rating_count),
  };
}

/** Whether any product matches `where` (same aliases as selectCards; matchingRows). */
export async function anyCard(
  db: Database,
  {
    where,
    categoriesJoined: joined = true,
    prepared = false,
  }: Pick<CardPage, 'where' | 'categoriesJoined' | 'prepared'>,
): Promise<boolean> {
  const result = await (prepared ? executePrepared : runOnce)(
    db,
    sql`with ${matchingRows('matching', where, joined)}
    select exists (select 1 from matching) as found`,
  );
  return rowsOf<{ found: boolean }>(result)[0]?.found ?? false;
}
