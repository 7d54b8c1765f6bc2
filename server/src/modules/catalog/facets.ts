import { sql, type SQL } from 'drizzle-orm';
import {
  DISCOUNT_STEPS,
  PRICE_BUCKETS,
  type FacetFilters,
  type FacetsResponse,
} from '../../contracts/facets';
import { rowsOf, type Database } from '../../db/client';
import { textArray } from '../../db/text-array';
import { Invalid } from '../../http/errors';
import { toPaise } from '../../lib/money';
import { categoriesJoined as joinedCategories } from './product-cards';

/** A price filter as requests give it: [min, max] rupees, either end null (open). */
export type PriceRange = [number | null, number | null] | null | undefined;

/**
 * How long the read cache keeps a list's filter counts at least, in ms (its other reads: ttlMs,
 * READ_CACHE_SECONDS; the counts are kept that long when it is longer).
 * The counts show no stock (a change of stock alone leaves product_facets as it was, migration
 * 0025), only what the catalogue's writes change, and every instance drops its cached reads at
 * each of them (SharedState.announceCatalogueChange): this bounds only how long an instance that
 * missed the message (Redis unreachable) counts the catalogue as it was.
 */
export const FACET_COUNTS_KEEP_MS = 60_000;

/** The most values a size or colour facet lists (the shop's attributes are short lists). */
const MAX_LISTED_VALUES = 40;
const MAX_PAISE = 2_147_483_647;

/**
 * An attribute whose values are colours (named "Colour", "Color", "Colours" …); every other
 * attribute's values (Size, Waist, Age, Shoe Size) count as sizes. The rule is the database's
 * own (migration 0025), which product_facets' counts read too.
 */
const isColour = (attribute: SQL) => sql`attribute_is_colour(${attribute})`;

/** [low, high] paise of a price filter, or undefined when both ends are open. */
export function pricePaise(range: PriceRange): [number, number] | undefined {
  if (!range) return undefined;
  const [min, max] = range;
  if (min === null && max === null) return undefined;
  if (min !== null && max !== null && min > max)
    throw new Invalid('Minimum price must not be more than the maximum price');
  const low = min === null ? 0 : toPaise(Math.floor(min * 100) / 100);
  const high = max === null ? MAX_PAISE : toPaise(Math.ceil(max * 100) / 100);
  return [low, high];
}

/** Percent off (whole, rounded down) of a price and its MRP; 0 without an MRP above the price. */
const discountOf = (price: SQL, mrp: SQL) =>
  sql`(case when ${mrp} > 0 and ${mrp} > ${price} then ((${mrp} - ${price}) * 100 / ${mrp}) else 0 end)`;

/**
 * The ids of the attribute values named `values` among the colour attributes (or, colour
 * false, the size attributes): a sub-select with nothing of the outer query in it, which
 * PostgreSQL runs once per statement.
 */
const valueIdsOf = (colour: boolean, values: readonly string[]) => sql`(select array(
  select av.id from attribute_values av join attributes a on a.id = av.attribute_id
  where ${colour ? isColour(sql`a.name`) : sql`not ${isColour(sql`a.name`)}`}
    and av.value = any(${textArray(values)})))`;

type Facet = 'size' | 'colour' | 'discount' | 'price';

/** The ids of the picked sizes and of the picked colours, each an int[] expression. */
interface PickedIds {
  sizes: SQL;
  colours: SQL;
}

/** The picked values' ids looked up where they are used (a sub-select each). */
const pickedIdsOf = (filters: FacetFilters): PickedIds => ({
  sizes: valueIdsOf(false, filters.sizes),
  colours: valueIdsOf(true, filters.colours),
});

/**
 * What a priced variant (alias f: a variant_facets row, or a row of the same columns) must meet
 * under the filters other than `except`'s facet: a picked size, a picked colour, the discount and
 * the price range. Undefined when there is nothing to meet. Of a product (`of` 'product', alias
 * f: a products_counted row), what it must meet for one of its priced variants to: one of its
 * values picked, its highest discount enough, a price of its in the range.
 */
function variantConditions(
  filters: FacetFilters,
  price: [number, number] | undefined,
  {
    except,
    of = 'variant',
    ids = pickedIdsOf(filters),
  }: { except?: Facet; of?: 'variant' | 'product'; ids?: PickedIds } = {},
): SQL | undefined {
  const conditions: SQL[] = [];
  if (except !== 'size' && filters.sizes.length > 0)
    conditions.push(sql`f.value_ids && ${ids.sizes}`);
  if (except !== 'colour' && filters.colours.length > 0)
    conditions.push(sql`f.value_ids && ${ids.colours}`);
  if (except !== 'discount' && filters.minDiscount > 0)
    conditions.push(sql`f.discount >= ${filters.minDiscount}`);
  if (except !== 'price' && price)
    conditions.push(
      of === 'variant'
        ? sql`f.price_paise between ${price[0]} and ${price[1]}`
        : sql`f.prices[1] <= ${price[1]} and f.prices[cardinality(f.prices)] >= ${price[0]}`,
    );
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/**
 * The condition (alias p) a product meets under the size, colour, discount and price filters,
 * or undefined when none is set. A variable product needs one priced variant meeting all of
 * them (read from variant_facets, migration 0026); a simple product has no size or colour, so it
 * drops out when either is picked.
 */
export function facetCondition(filters: FacetFilters, priceRange: PriceRange): SQL | undefined {
  const price = pricePaise(priceRange);
  const { sizes, colours, minDiscount } = filters;
  if (!price && sizes.length === 0 && colours.length === 0 && minDiscount <= 0) return undefined;
  // A look at the product's own variant rows, stopping at the first that fits: written as
  // `exists`, the planner joined every variant of the catalogue instead (a hash semi-join over
  // all 80,320 rows at 10,000 products for a newest-first page that stops after 20 products).
  const variable = sql`(p.type = 1 and coalesce((select true from variant_facets f
    where f.product_id = p.id and ${variantConditions(filters, price) ?? sql`true`} limit 1), false))`;
  if (onlyVariable(filters)) return variable;
  const onSimple: SQL[] = [sql`p.type = 0`];
  if (minDiscount > 0)
    onSimple.push(sql`${discountOf(sql`p.price_paise`, sql`p.mrp_paise`)} >= ${minDiscount}`);
  if (price) onSimple.push(sql`p.price_paise between ${price[0]} and ${price[1]}`);
  return sql`((${sql.join(onSimple, sql` and `)}) or ${variable})`;
}

/** Whether the filters keep variable products only: a simple product has no size or colour. */
export function onlyVariable(filters: FacetFilters): boolean {
  return filters.sizes.length > 0 || filters.colours.length > 0;
}

/**
 * A price range alone, or a discount alone: every facet counted under a pick then applies that
 * one condition, which a product's product_facets row tells apart for it. A product all of whose
 * priced variants meet it (`whole`) counts as its row has it; only the variants of those some
 * but not all of whose variants may (`some`) are read, those that meet it (`variant`, alias v).
 * "mens" over Rs 1,000 at 10,000 products: 235 variants read where 18,188 were; at 30 % off or
 * more, 447 products' variants where every product's (7,528 products have it on every variant).
 * Undefined otherwise (a size or colour, or both conditions, picked): each facet then applies a
 * condition of its own.
 */
function splitOf(
  filters: FacetFilters,
  price: [number, number] | undefined,
): { whole: SQL; some: SQL; variant: SQL } | undefined {
  if (onlyVariable(filters)) return undefined;
  const discount = filters.minDiscount > 0 ? filters.minDiscount : undefined;
  if (price && discount === undefined) {
    const [low, high] = [price[0], price[1]];
    return {
      whole: sql`f.prices[1] >= ${low} and f.prices[cardinality(f.prices)] <= ${high}`,
      some: sql`f.prices[1] <= ${high} and f.prices[cardinality(f.prices)] >= ${low}`,
      variant: sql`v.price_paise between ${low} and ${high}`,
    };
  }
  if (discount !== undefined && !price)
    return {
      whole: sql`f.min_discount >= ${discount}`,
      some: sql`f.discount >= ${discount}`,
      variant: sql`v.discount >= ${discount}`,
    };
  return undefined;
}

interface FacetRow {
  facet: Facet;
  value: string;
  count: number;
  position: number;
}

/**
 * The counts of every filter value over the products `base` keeps (aliases p, c, s), in one
 * query. Each facet's counts apply the other facets' picks, not its own. A facet with no other
 * pick to apply counts the products from one product_facets row each (migration 0025: the value
 * ids, highest discount and prices of its priced variants), which with nothing picked is every
 * facet: a category of 1,883 products (18,723 variants) at 10,000 products took 290 ms reading
 * every variant and its attributes. The others count from the variants that meet some pick,
 * one variant_facets row each (migration 0026), and a row per simple product.
 */
export async function countFacets(
  db: Database,
  base: SQL,
  filters: FacetFilters,
  priceRange: PriceRange,
  {
    orElse,
    categoriesJoined = true,
  }: {
    /** The products counted instead when `base` keeps none (a search's loose pass). */
    orElse?: SQL;
    /**
     * false: `base` and `orElse` use the alias p only (listableAlone), c and s are not joined.
     * A search's counts planned a quarter faster without the joins ("sets suede" at 10,000
     * products: 1.0 against 1.3 ms, for 1.5 ms of execution); a category's took as long either
     * way, so its lists keep them.
     */
    categoriesJoined?: boolean;
  } = {},
): Promise<FacetsResponse> {
  const price = pricePaise(priceRange);
  const facets: Facet[] = ['size', 'colour', 'discount', 'price'];
  // The picked values' ids, looked up once in the statement (a CTE, picked) rather than in a
  // sub-select at each of their uses (18 with a size and a colour picked, each planned on its
  // own): at 10,000 products "kurta" in black planned in 1.4 against 2.2 ms, and category 1 in
  // M ran in 26 against 30.
  const ctes: SQL[] = [];
  let ids: PickedIds | undefined;
  if (onlyVariable(filters)) {
    const own = pickedIdsOf(filters);
    ctes.push(
      sql`picked as materialized (select ${own.sizes} as sizes, ${own.colours} as colours)`,
    );
    ids = { sizes: sql`(select sizes from picked)`, colours: sql`(select colours from picked)` };
  }
  const applied = new Map(
    facets.map((facet) => [facet, variantConditions(filters, price, { except: facet, ids })]),
  );
  const byVariant = [...applied.values()].filter((condition) => condition !== undefined);
  // The list's products by id and type alone, which a category's covering index holds
  // (products_by_category): a simple product's prices are read from its row after.
  const listed = (where: SQL) => sql`select p.id, p.type from products p
      ${categoriesJoined ? joinedCategories : sql``}
      where ${where}`;
  ctes.push(
    ...(orElse
      ? [
          // Whether the strict pass keeps any is asked once, in the same statement (an
          // uncorrelated `not exists`), not in a round trip of its own before the counts.
          sql`kept as materialized (${listed(base)})`,
          sql`base as (
          select * from kept
          union all ${listed(sql`not exists (select 1 from kept) and ${orElse}`)})`,
        ]
      : [sql`base as (${listed(base)})`]),
  );
  ctes.push(
    sql`products_counted as (
      select b.id, true as variable, f.value_ids, f.key_ids, f.max_discount::bigint as discount,
        f.min_discount::bigint as min_discount, f.prices
      from base b join product_facets f on f.product_id = b.id
      where b.type = 1
      union all
      select p.id, false, '{}'::int[], '{}'::int[], ${discountOf(sql`p.price_paise`, sql`p.mrp_paise`)},
        ${discountOf(sql`p.price_paise`, sql`p.mrp_paise`)}, array[p.price_paise]
      from base b join products p on p.id = b.id where b.type = 0)`,
    NAMED_VALUES,
  );
  const split = splitOf(filters, price);
  const whole = split?.whole;
  if (split)
    ctes.push(sql`variants_counted as materialized (
      select f.id, v.value_ids, v.price_paise, v.discount
      from products_counted f join variant_facets v on v.product_id = f.id
      where not (${split.whole}) and ${split.some} and ${split.variant})`);
  else if (byVariant.length > 0) {
    // Only the variants some facet's counts keep (those in a picked size, say, of a category's),
    // read of the products that have such a variant at all (their product_facets row tells):
    // "Maroon" in category 1 at 10,000 products reads the variants of 239 products, not 1,883.
    const anyOf = (conditions: SQL[]) =>
      sql.join(
        conditions.map((condition) => sql`(${condition})`),
        sql` or `,
      );
    const ofProducts = facets
      .map((facet) => variantConditions(filters, price, { except: facet, of: 'product', ids }))
      .filter((condition) => condition !== undefined);
    ctes.push(sql`variants_counted as materialized (
      select * from (
        select f.id, v.value_ids, v.price_paise, v.discount
        from products_counted f join variant_facets v on v.product_id = f.id
        where f.variable and (${anyOf(ofProducts)})
        union all
        select f.id, f.value_ids, f.prices[1], f.discount
        from products_counted f where not f.variable) as f
      where ${anyOf(byVariant)})`);
  }
  const counted = (facet: Facet) => applied.get(facet);
  // Sizes and colours are counted in one pass when the same variants count for both (no size
  // and no colour picked): a value's key is then a size's or a colour's, never both.
  const valueKeys =
    filters.sizes.length === 0 && filters.colours.length === 0
      ? [keyCounts('both', counted('size'), whole)]
      : [keyCounts('size', counted('size')), keyCounts('colour', counted('colour'))];
  const result = await db.execute(sql`
    with ${sql.join(ctes, sql`, `)}
    ${valueCounts(sql.join(valueKeys, sql` union all `))}
    union all
    ${discountCounts(counted('discount'), whole)}
    union all
    ${priceCounts(counted('price'), whole)}`);
  return toFacets(rowsOf<FacetRow>(result), filters);
}

/**
 * The attribute values (a CTE, named: value_keys, migration 0028), each with a key per name
 * among colours and per name among sizes, which the lists count as one value ("M" of Size and of
 * Kurta Size): the lowest id among the values of its name (migration 0033), so a key is itself
 * the id of one of its values. Then the keys by value id (a CTE, keys: an array of the sizes'
 * keys and one of the colours', each indexed by value id), which only counts that read variants
 * use. Which values are colours is a pattern, and counting products per name by text sorted
 * every variant's values by it (220,910 rows for a category's counts at 100,000 products);
 * worked out in every statement, the keys were 0.3 of a median count's 5 ms at 10,000 products.
 * A value's key is read from the arrays, not joined: the planner, which cannot tell how many
 * variants a pick keeps, joined the values anew for every variant. Read through
 * value_keys_rows() (migration 0029), which keeps the statement from parallel workers (a large
 * search's counts at 100,000 products: 742 ms with two against 547 ms without, on a server whose
 * cores run many requests at once).
 */
const NAMED_VALUES = sql`named as (
      select id, value, position, colour, key from value_keys_rows()),
    keys as materialized (
      select array_agg(case when not n.colour then n.key end order by g.id) as sizes,
        array_agg(case when n.colour then n.key end order by g.id) as colours
      from generate_series(1, (select coalesce(max(id), 0) from named)) as g(id)
      left join named n on n.id = g.id)`;

/** Whose keys a count counts: sizes', colours', or both at once (no size and no colour picked). */
type Counted = 'size' | 'colour' | 'both';

/** The key of a value id (`id`) among `counted`'s, through keys k; null for another's. */
function keyOf(counted: Counted, id: SQL): SQL {
  if (counted === 'size') return sql`k.sizes[${id}]`;
  if (counted === 'colour') return sql`k.colours[${id}]`;
  return sql`coalesce(k.sizes[${id}], k.colours[${id}])`;
}

/**
 * How many products have each of `counted`'s keys: with nothing to meet, from each product's own
 * keys (one product_facets row each, its key_ids: each key once, so a product counts once per
 * key without a count of distinct products); else from the (key, product) pairs of the variants
 * that meet `condition`, and, with `whole`, the keys of each products_counted row it keeps (a
 * product none of whose variants is read), each key counting its distinct products. A product's
 * keys are unnested in its row (ProjectSet; made distinct per product in a subquery of its own,
 * each product cost the executor a scan and an aggregate of its few ids: 40 against 29 ms for a
 * category's counts at 10,000 products). Read from key_ids, a search's counts with nothing
 * picked ("tshirt" at 10,000 products) took 5.7 against 8.0 ms, where each value id was mapped
 * to its key, and the pairs of a key two values share told apart by product; a category's 7.4
 * against 10.6 ms.
 */
function keyCounts(counted: Counted, condition: SQL | undefined, whole?: SQL): SQL {
  // A key is one of its values' ids, so the arrays by value id tell a size's key from a colour's.
  const ofProducts = (where: SQL) => sql`select u.key, u.product as id
      from (select f.id as product, unnest(f.key_ids) as key from products_counted f
        where ${where}) as u
      ${counted === 'both' ? sql`` : sql`cross join keys k where ${keyOf(counted, sql`u.key`)} is not null`}`;
  if (!condition)
    return sql`select key, count(*)::int as count from (${ofProducts(sql`true`)}) as pairs
      group by key`;
  const ofVariants = sql`select ${keyOf(counted, sql`u.id`)} as key, u.product as id
      from (select f.id as product, unnest(f.value_ids) as id from variants_counted f
        where ${condition}) as u
      cross join keys k
      where ${keyOf(counted, sql`u.id`)} is not null`;
  const pairs = whole
    ? sql`${ofVariants} union all select key, id from (${ofProducts(whole)}) as whole_products`
    : ofVariants;
  return sql`select key, count(distinct id)::int as count from (${pairs}) as pairs group by key`;
}

/** The size and colour rows of the counts from each key's count (`counts`: key, count). */
const valueCounts = (counts: SQL) => sql`
    select case when bool_or(n.colour) then 'colour' else 'size' end as facet, min(n.value) as value,
      k.count, min(n.position) as position
    from (${counts}) as k
    join named n on n.key = k.key
    group by k.key, k.count`;

/**
 * The discount rows of the counts: per step, the products with a discount at least that (their
 * highest: a product_facets row's, or, under `condition`, that of the variants meeting it, so a
 * product counts once, not once per variant; with `whole`, the product_facets rows it keeps
 * too, whose variants are not read). The steps are counted in one pass over the
 * products, where joining them made a row per product and step (38,689 for "edi").
 */
const discountCounts = (condition: SQL | undefined, whole?: SQL) => sql`
    select 'discount', d.step::text, d.count::int, 0
    from (select array[${sql.join(
      DISCOUNT_STEPS.map((step) => sql`count(*) filter (where f.discount >= ${step})`),
      sql`, `,
    )}] as counts
      from ${
        condition
          ? sql`(select f.id, max(f.discount) as discount from variants_counted f
              where ${condition} group by f.id
              ${whole ? sql`union all select f.id, f.discount from products_counted f where ${whole}` : sql``}) as f`
          : sql`products_counted f`
      }) as a
    cross join unnest(${discountSteps()}, a.counts) as d(step, count)`;

/**
 * The price rows of the counts: per bucket, the products with a price in it (any of a product's
 * prices, or, under `condition`, any of the variants' meeting it, and with `whole` any of the
 * prices of the products_counted rows it keeps), each product once (its prices unnested in the
 * row, as keyCounts' values).
 */
function priceCounts(condition: SQL | undefined, whole?: SQL): SQL {
  const ofProducts = (where: SQL) => sql`select ${bucketOf(sql`x.price`)} as i, x.id
      from (select f.id, unnest(f.prices) as price from products_counted f where ${where}) as x`;
  const ofVariants = sql`select ${bucketOf(sql`f.price_paise`)} as i, f.id
      from variants_counted f where ${condition}`;
  const hits = !condition
    ? ofProducts(sql`true`)
    : whole
      ? sql`${ofVariants} union all ${ofProducts(whole)}`
      : ofVariants;
  return sql`select 'price', b.i::text, count(distinct b.id)::int, 0 from (${hits}) as b
      where b.i is not null
      group by b.i`;
}

/**
 * The index of the price bucket `price` (paise) is in, or null between buckets: one expression
 * per price, where joining the buckets looked for each bucket in every product's prices.
 */
const bucketOf = (price: SQL) =>
  sql`(case ${sql.join(
    PRICE_BUCKETS.map(
      ([min, max], index) =>
        sql`when ${price} between ${min === null ? 0 : toPaise(min)}::bigint and ${max === null ? MAX_PAISE : toPaise(max)}::bigint then ${sql.raw(String(index))}`,
    ),
    sql` `,
  )} end)`;

const discountSteps = () =>
  sql`array[${sql.join(
    DISCOUNT_STEPS.map((step) => sql`${step}`),
    sql`, `,
  )}]::int[]`;

/** Sizes and colours in the shop's order; picked values stay listed (count 0) so they can be cleared. */
function toFacets(rows: FacetRow[], filters: FacetFilters): FacetsResponse {
  const listed = (facet: 'size' | 'colour', picked: string[]) => {
    const found = rows
      .filter((row) => row.facet === facet)
      .sort((a, b) => Number(a.position) - Number(b.position) || a.value.localeCompare(b.value))
      .map((row) => ({ value: row.value, count: Number(row.count) }));
    const missing = picked
      .filter((value) => !found.some((row) => row.value === value))
      .map((value) => ({ value, count: 0 }));
    return [...found, ...missing].slice(0, MAX_LISTED_VALUES);
  };
  const countOf = (facet: FacetRow['facet'], value: string) =>
    Number(rows.find((row) => row.facet === facet && row.value === value)?.count ?? 0);
  return {
    sizes: listed('size', filters.sizes),
    colours: listed('colour', filters.colours),
    discounts: DISCOUNT_STEPS.map((step) => ({
      value: step,
      count: countOf('discount', String(step)),
    })),
    prices: PRICE_BUCKETS.map(([min, max], index) => ({
      min,
      max,
      count: countOf('price', String(index)),
    })),
  };
}
