import { sql, type SQL } from 'drizzle-orm';
import {
  DISCOUNT_STEPS,
  PRICE_BUCKETS,
  type FacetFilters,
  type FacetsResponse,
} from '../../contracts/facets';
import { rowsOf, type Database } from '../../db/client';
import { Invalid } from '../../http/errors';
import { toPaise } from '../../lib/money';
import { someVariant } from './product-cards';

/** A price filter as requests give it: [min, max] rupees, either end null (open). */
export type PriceRange = [number | null, number | null] | null | undefined;

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

const textArray = (values: readonly string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** Percent off (whole, rounded down) of a price and its MRP; 0 without an MRP above the price. */
const discountOf = (price: SQL, mrp: SQL) =>
  sql`(case when ${mrp} > 0 and ${mrp} > ${price} then ((${mrp} - ${price}) * 100 / ${mrp}) else 0 end)`;

/** Whether a variant (alias v) has one of `values` for a colour (or, colour false, a size). */
const variantHas = (colour: boolean, values: readonly string[]) => sql`exists (
  select 1 from variant_attribute_values x
  join attributes a on a.id = x.attribute_id
  join attribute_values av on av.id = x.attribute_value_id
  where x.variant_id = v.id and ${colour ? isColour(sql`a.name`) : sql`not ${isColour(sql`a.name`)}`}
    and av.value = any(${textArray(values)}))`;

/**
 * The condition (alias p) a product meets under the size, colour, discount and price filters,
 * or undefined when none is set. A variable product needs one priced variant meeting all of
 * them; a simple product has no size or colour, so it drops out when either is picked.
 */
export function facetCondition(filters: FacetFilters, priceRange: PriceRange): SQL | undefined {
  const price = pricePaise(priceRange);
  const { sizes, colours, minDiscount } = filters;
  if (!price && sizes.length === 0 && colours.length === 0 && minDiscount <= 0) return undefined;
  const onVariant: SQL[] = [sql`v.price_paise is not null`];
  if (sizes.length > 0) onVariant.push(variantHas(false, sizes));
  if (colours.length > 0) onVariant.push(variantHas(true, colours));
  if (minDiscount > 0)
    onVariant.push(sql`${discountOf(sql`v.price_paise`, sql`v.mrp_paise`)} >= ${minDiscount}`);
  if (price) onVariant.push(sql`v.price_paise between ${price[0]} and ${price[1]}`);
  const variable = sql`(p.type = 1 and ${someVariant(sql.join(onVariant, sql` and `))})`;
  if (sizes.length > 0 || colours.length > 0) return variable;
  const onSimple: SQL[] = [sql`p.type = 0`];
  if (minDiscount > 0)
    onSimple.push(sql`${discountOf(sql`p.price_paise`, sql`p.mrp_paise`)} >= ${minDiscount}`);
  if (price) onSimple.push(sql`p.price_paise between ${price[0]} and ${price[1]}`);
  return sql`((${sql.join(onSimple, sql` and `)}) or ${variable})`;
}

interface FacetRow {
  facet: 'size' | 'colour' | 'discount' | 'price';
  value: string;
  count: number;
  position: number;
}

/**
 * The counts of every filter value over the products `base` keeps (aliases p, c, s), in one
 * query. Each facet's counts apply the other facets' picks, not its own. Rows are the priced
 * variants of variable products and the simple products themselves, each tagged with its sizes,
 * colours and discount; the lookups go through the variants_by_product index and the
 * variant_attribute_values primary key.
 */
export async function countFacets(
  db: Database,
  base: SQL,
  filters: FacetFilters,
  priceRange: PriceRange,
): Promise<FacetsResponse> {
  const price = pricePaise(priceRange);
  if (
    !price &&
    filters.sizes.length === 0 &&
    filters.colours.length === 0 &&
    filters.minDiscount <= 0
  )
    return toFacets(rowsOf<FacetRow>(await db.execute(unfilteredCounts(base))), filters);
  const sizeOk = filters.sizes.length > 0 ? sql`t.sizes && ${textArray(filters.sizes)}` : sql`true`;
  const colourOk =
    filters.colours.length > 0 ? sql`t.colours && ${textArray(filters.colours)}` : sql`true`;
  const discountOk =
    filters.minDiscount > 0 ? sql`t.discount >= ${filters.minDiscount}` : sql`true`;
  const priceOk = price ? sql`t.price between ${price[0]} and ${price[1]}` : sql`true`;
  const buckets = priceBuckets();
  const result = await db.execute(sql`
    with base as (
      select p.id, p.type, p.price_paise, p.mrp_paise from products p
      join categories c on c.id = p.category_id
      join sub_categories s on s.id = p.sub_category_id
      where ${base}),
    r as (
      select b.id, v.id as vid, v.price_paise as price, v.mrp_paise as mrp
      from base b join variants v on v.product_id = b.id and v.price_paise is not null
      where b.type = 1
      union all
      select b.id, null::int, b.price_paise, b.mrp_paise from base b where b.type = 0),
    a as (select id, ${isColour(sql`name`)} as colour from attributes),
    va as (
      select x.variant_id,
        array_agg(av.value order by av.position, av.id) filter (where not a.colour) as sizes,
        array_agg(av.position order by av.position, av.id) filter (where not a.colour) as size_positions,
        array_agg(av.value order by av.position, av.id) filter (where a.colour) as colours,
        array_agg(av.position order by av.position, av.id) filter (where a.colour) as colour_positions
      from r
      join variant_attribute_values x on x.variant_id = r.vid
      join a on a.id = x.attribute_id
      join attribute_values av on av.id = x.attribute_value_id
      group by x.variant_id),
    t as (
      select r.id, r.price, ${discountOf(sql`r.price`, sql`r.mrp`)} as discount,
        coalesce(va.sizes, '{}') as sizes, coalesce(va.size_positions, '{}') as size_positions,
        coalesce(va.colours, '{}') as colours,
        coalesce(va.colour_positions, '{}') as colour_positions
      from r left join va on va.variant_id = r.vid)
    select 'size' as facet, u.value, count(distinct t.id)::int as count, min(u.position) as position
    from t cross join unnest(t.sizes, t.size_positions) as u(value, position)
    where ${colourOk} and ${discountOk} and ${priceOk}
    group by u.value
    union all
    select 'colour', u.value, count(distinct t.id)::int, min(u.position)
    from t cross join unnest(t.colours, t.colour_positions) as u(value, position)
    where ${sizeOk} and ${discountOk} and ${priceOk}
    group by u.value
    union all
    select 'discount', d.step::text, count(distinct t.id)::int, 0
    from t join unnest(${discountSteps()}) as d(step) on t.discount >= d.step
    where ${sizeOk} and ${colourOk} and ${priceOk}
    group by d.step
    union all
    select 'price', b.i::text, count(distinct t.id)::int, 0
    from t join (values ${buckets}) as b(i, low, high) on t.price between b.low and b.high
    where ${sizeOk} and ${colourOk} and ${discountOk}
    group by b.i`);
  return toFacets(rowsOf<FacetRow>(result), filters);
}

/** The price buckets as rows of (index, lowest paise, highest paise). */
const priceBuckets = () =>
  sql.join(
    PRICE_BUCKETS.map(
      ([min, max], index) =>
        sql`(${index}, ${min === null ? 0 : toPaise(min)}::bigint, ${max === null ? MAX_PAISE : toPaise(max)}::bigint)`,
    ),
    sql`, `,
  );

const discountSteps = () =>
  sql`array[${sql.join(
    DISCOUNT_STEPS.map((step) => sql`${step}`),
    sql`, `,
  )}]::int[]`;

/**
 * countFacets when nothing is picked: each product once, from what product_facets keeps of its
 * priced variants (migration 0025), where every facet counts the products that have a variant
 * with the value. The same counts as reading every variant and its attributes, without reading
 * them: a category of 1,883 products (18,723 variants) at 10,000 products took 290 ms that way.
 */
function unfilteredCounts(base: SQL): SQL {
  // The list's products by id and type alone, which a category's covering index holds
  // (products_by_category): a simple product's prices are read from its row after.
  return sql`
    with base as (
      select p.id, p.type from products p
      join categories c on c.id = p.category_id
      join sub_categories s on s.id = p.sub_category_id
      where ${base}),
    f as (
      select b.id, f.value_ids, f.max_discount::bigint as discount, f.prices
      from base b join product_facets f on f.product_id = b.id
      where b.type = 1
      union all
      select p.id, '{}'::int[], ${discountOf(sql`p.price_paise`, sql`p.mrp_paise`)},
        array[p.price_paise]
      from base b join products p on p.id = b.id where b.type = 0),
    valued as (
      select case when ${isColour(sql`a.name`)} then 'colour' else 'size' end as facet, av.value,
        f.id, min(av.position) as position
      from f cross join unnest(f.value_ids) as u(id)
      join attribute_values av on av.id = u.id
      join attributes a on a.id = av.attribute_id
      group by 1, 2, 3)
    select facet, value, count(*)::int as count, min(position) as position
    from valued
    group by facet, value
    union all
    select 'discount', d.step::text, count(*)::int, 0
    from f join unnest(${discountSteps()}) as d(step) on f.discount >= d.step
    group by d.step
    union all
    select 'price', b.i::text, count(*)::int, 0
    from f join (values ${priceBuckets()}) as b(i, low, high)
      on exists (select 1 from unnest(f.prices) as x(price) where x.price between b.low and b.high)
    group by b.i`;
}

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
