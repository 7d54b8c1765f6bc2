/**
 * The realistic traffic of `npm run bench` (the "shoppers" scenario): what many shoppers do at
 * once, with the read cache on as in production. Product views are Zipf-distributed over every
 * listable product, category pages cover every shown category and sub-category (pages 1–5),
 * searches are 1,000 distinct queries made of the catalogue's own words (with typos, filters,
 * sorts and later pages, the popular ones asked more often), 5 % of requests are signed-in cart
 * adds and 1 % checkouts by 500 shoppers.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/db/client';
import { mulberry32, shuffled } from '../src/db/seed/prng';
import { createTokenService } from '../src/modules/auth/tokens';
import { listable, productListable } from '../src/modules/catalog/product-cards';

export interface BenchRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** What the scenario draws from, read from the seeded database. */
export interface ShopperWorld {
  productIds: number[];
  /** A line that can be put in a cart: a simple product in stock, or a variant in stock. */
  buyable: { id: number; variant: number | null }[];
  /** Shown categories, each alone (sub-category -1) and with each of its shown sub-categories. */
  lists: { category: number; subCategory: number }[];
  words: string[];
  /** The names of the sizes and of the colours the catalogue's variants come in (filter picks). */
  sizes: string[];
  colours: string[];
  /** Bearer tokens of the bench's shoppers. */
  tokens: string[];
}

/** The bench's shoppers: 500 for each of the three runs (bench.ts, SHOPPER_RUNS). */
const SHOPPERS = 1500;

/** Reads the catalogue and adds the bench's shoppers (run on the seeded database). */
export async function prepareShopperWorld(db: Database, jwtSecret: string): Promise<ShopperWorld> {
  const ids = (query: ReturnType<typeof sql>) =>
    db.execute(query).then((result) => rowsOf<Record<string, unknown>>(result));
  const products = await ids(sql`select p.id from products p
    join categories c on c.id = p.category_id join sub_categories s on s.id = p.sub_category_id
    where ${listable} order by p.id`);
  const buyable = await ids(sql`select p.id, case when p.type = 1 then (
      select v.id from variants v where v.product_id = p.id and v.stock > 5
        and v.price_paise is not null order by v.id limit 1) end as variant
    from products p
    join categories c on c.id = p.category_id join sub_categories s on s.id = p.sub_category_id
    where ${listable} and ((p.type = 0 and p.stock > 5) or (p.type = 1 and exists (
      select 1 from variants v where v.product_id = p.id and v.stock > 5
        and v.price_paise is not null)))
    order by p.id`);
  const lists = await ids(sql`select c.id as category, -1 as sub_category from categories c
    where c.status = 1
    union all select c.id, s.id from sub_categories s join categories c on c.id = s.category_id
    where c.status = 1 and s.status = 1 order by 1, 2`);
  const words = await ids(sql`select t.term from search_terms t
    where length(t.term) between 4 and 12 and t.term ~ '^[a-z]+$' and exists (
      select 1 from products p where p.search_words @@ to_tsquery('simple', t.term)
        and ${productListable})
    order by t.term`);
  const values = await ids(sql`select distinct av.value, attribute_is_colour(a.name) as colour
    from variant_attribute_values x
    join attribute_values av on av.id = x.attribute_value_id
    join attributes a on a.id = x.attribute_id
    order by 2, 1`);
  const shoppers = await ids(sql`insert into customers (name, phone, password_hash)
    select 'Bench shopper ' || g, (7000000000 + g)::text, 'not-a-password-hash'
    from generate_series(1, ${SHOPPERS}) g
    on conflict (phone) do update set name = excluded.name
    returning id, token_version`);
  const tokens = createTokenService(jwtSecret);
  return {
    productIds: products.map((row) => Number(row.id)),
    buyable: buyable.map((row) => ({
      id: Number(row.id),
      variant: row.variant === null ? null : Number(row.variant),
    })),
    lists: lists.map((row) => ({
      category: Number(row.category),
      subCategory: Number(row.sub_category),
    })),
    words: words.map((row) => String(row.term)),
    sizes: values.filter((row) => !row.colour).map((row) => String(row.value)),
    colours: values.filter((row) => row.colour).map((row) => String(row.value)),
    tokens: shoppers.map((row) =>
      tokens.issue({ sub: String(row.id), role: 'customer', ver: Number(row.token_version) }),
    ),
  };
}

/** Draws ranks 0..n-1 with probability ∝ 1 / (rank + 1) (Zipf, s = 1). */
function zipf(n: number, rng: () => number): () => number {
  const cumulative = new Float64Array(n);
  let sum = 0;
  for (let rank = 0; rank < n; rank += 1) {
    sum += 1 / (rank + 1);
    cumulative[rank] = sum;
  }
  return () => {
    const target = rng() * sum;
    let low = 0;
    let high = n - 1;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (cumulative[middle]! < target) low = middle + 1;
      else high = middle;
    }
    return low;
  };
}

/** A word as a hurried shopper types it: a letter dropped, doubled or swapped with the next. */
function typo(word: string, rng: () => number): string {
  const at = 1 + Math.floor(rng() * (word.length - 2));
  const kind = Math.floor(rng() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
}

/** The share of list views and searches with a size or a colour picked. */
const PICKED_SHARE = 0.1;

/** A size or a colour picked, for PICKED_SHARE of lists; nothing for the rest. */
function picksOf(world: ShopperWorld, rng: () => number): { sizes?: string[]; colours?: string[] } {
  if (rng() >= PICKED_SHARE) return {};
  const colour = rng() < 0.5 && world.colours.length > 0;
  const names = colour ? world.colours : world.sizes;
  if (names.length === 0) return {};
  const name = names[Math.floor(rng() * names.length)]!;
  return colour ? { colours: [name] } : { sizes: [name] };
}

/**
 * The filter counts a list's first page asks for (POST /api/user/facets), as the storefront's
 * filters send them (client/src/features/filters/facet-filters.tsx, facetsBody).
 */
function facetsOf(
  scope: { category: number; subCategory: number } | { item: string; filterCategory: number },
  list: { sizes?: string[]; colours?: string[]; priceRange?: unknown },
) {
  return {
    ...scope,
    sizes: list.sizes ?? [],
    colours: list.colours ?? [],
    minDiscount: 0,
    priceRange: list.priceRange ?? null,
  };
}

/** 1,000 distinct search bodies from the catalogue's words. */
function searches(world: ShopperWorld, rng: () => number): string[] {
  const categories = [...new Set(world.lists.map((list) => list.category))];
  const found = new Set<string>();
  const word = () => {
    const chosen = world.words[Math.floor(rng() * world.words.length)]!;
    return rng() < 0.3 ? typo(chosen, rng) : rng() < 0.15 ? chosen.slice(0, 3) : chosen;
  };
  for (let attempt = 0; found.size < 1000 && attempt < 100_000; attempt += 1) {
    const item = rng() < 0.6 ? word() : `${word()} ${word()}`;
    const body: Record<string, unknown> = {
      item,
      count: rng() < 0.75 ? 1 : 2 + Math.floor(rng() * 3),
      limit: 20,
      sortingMethod: [1, 1, 1, 3, 4][Math.floor(rng() * 5)],
    };
    if (rng() < 0.2) {
      const low = [null, 300, 500, 1000][Math.floor(rng() * 4)] ?? null;
      body.priceRange = [low, low === null ? 999 : rng() < 0.5 ? null : low * 3];
    }
    if (rng() < 0.15) body.filterCategory = categories[Math.floor(rng() * categories.length)];
    Object.assign(body, picksOf(world, rng));
    found.add(JSON.stringify(body));
  }
  return [...found];
}

/** What a shopper's browser (Chromium) says it takes: the shop answers it compressed. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' } as const;

const FACETS = '/api/user/facets';

/** How often a shopper's add is drawn again when the line is already in their cart. */
const DRAWS_PER_ADD = 20;

/**
 * The scenario's requests, in a fixed order (autocannon's connections take them in turn):
 * 55 % product views, 24 % category pages, 15 % searches, 5 % cart adds, 1 % checkouts, each
 * with a browser's headers (BROWSER_HEADERS). A list's first page (of a category or a search)
 * asks for its filter counts beside it, as the storefront does (later pages have them in the
 * browser already), and a tenth of lists have a size or a colour picked. A run of `runs` has shoppers of its own (a share
 * of world.tokens), whose carts start empty on a fresh seed whatever the runs before did, and a
 * shopper adds a line at most once, as the storefront offers it (a line already in the cart
 * shows "go to cart"), so adds are adds, not refusals.
 */
export function shopperRequests(
  world: ShopperWorld,
  { count = 150_000, run = 0, runs = 1 }: { count?: number; run?: number; runs?: number } = {},
): BenchRequest[] {
  const rng = mulberry32(20261124);
  const byPopularity = shuffled(world.productIds, rng);
  const popularProduct = zipf(byPopularity.length, rng);
  const popularLine = zipf(world.buyable.length, rng);
  const queries = shuffled(searches(world, rng), rng);
  const popularQuery = zipf(queries.length, rng);
  const json = (body: unknown) => JSON.stringify(body);
  const perRun = Math.floor(world.tokens.length / runs);
  if (perRun === 0) throw new Error(`${runs} runs need at least as many shoppers`);
  const shoppers = world.tokens.slice(run * perRun, (run + 1) * perRun);
  const auth = (shopper: number) => ({
    authorization: `barear ${shoppers[shopper % shoppers.length]}`,
  });
  const inCart = shoppers.map(() => new Set<number>());
  const lineFor = (shopper: number) => {
    const cart = inCart[shopper % shoppers.length]!;
    let line = popularLine();
    for (let draw = 1; draw < DRAWS_PER_ADD && cart.has(line); draw += 1) line = popularLine();
    cart.add(line);
    return world.buyable[line]!;
  };
  const requests: BenchRequest[] = [];
  let carts = 0;
  let checkouts = 0;
  for (let index = 0; index < count; index += 1) {
    const roll = rng();
    if (roll < 0.55) {
      requests.push({
        method: 'POST',
        path: '/api/vendor/product/156/getProductWithID',
        body: json({ id: byPopularity[popularProduct()] }),
      });
    } else if (roll < 0.79) {
      const list = world.lists[Math.floor(rng() * world.lists.length)]!;
      const count = 1 + Math.floor(rng() * 5);
      const picks = picksOf(world, rng);
      requests.push({
        method: 'POST',
        path: '/api/vendor/product/156/product/get/category',
        body: json({ ...list, count, limit: 20, ...picks }),
      });
      if (count === 1)
        requests.push({ method: 'POST', path: FACETS, body: json(facetsOf(list, picks)) });
    } else if (roll < 0.94) {
      const query = queries[popularQuery()]!;
      requests.push({ method: 'POST', path: '/api/user/search', body: query });
      const search = JSON.parse(query) as {
        item: string;
        count: number;
        filterCategory?: number;
        priceRange?: unknown;
      };
      if (search.count === 1)
        requests.push({
          method: 'POST',
          path: FACETS,
          body: json(
            facetsOf({ item: search.item, filterCategory: search.filterCategory ?? -1 }, search),
          ),
        });
    } else if (roll < 0.99) {
      const shopper = carts++;
      const line = lineFor(shopper);
      requests.push({
        method: 'POST',
        path: '/api/user/cart/156/add',
        body: json({
          item: { id: line.id, varient: line.variant === null ? null : { _id: line.variant } },
        }),
        headers: auth(shopper),
      });
    } else {
      // Shoppers check out in the order they filled their carts, each a few adds later.
      requests.push({
        method: 'POST',
        path: '/api/user/order/156/checkout',
        body: json({}),
        headers: auth(checkouts++),
      });
    }
  }
  return requests.map((request) => ({
    ...request,
    headers: { ...BROWSER_HEADERS, ...request.headers },
  }));
}
