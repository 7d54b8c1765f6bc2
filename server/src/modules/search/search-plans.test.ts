import { sql } from 'drizzle-orm';
import { createCategoryTree, createSimpleProduct } from '../../../test/catalog-factory';
import { planNodes } from '../../../test/query-plans';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { cardPageStatement } from '../catalog/product-cards';
import { createSearchDictionary, type CatalogueRows } from './search-dictionary';
import {
  namesFirst,
  pricedPassPage,
  readWords,
  searchQuery,
  type SearchQuery,
} from './search.service';

// Which indexes a search's statement may read its products from (the plans in
// docs/query-plans.md, at 100,000 products): checked here on a small shop, with the database
// told to avoid reading the table itself, so that every index it could use it does.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

/** As the statistics of a large shop say: every word on many products, every range broad. */
const largeShop: CatalogueRows = { of: () => 50_000, cheapestUpTo: () => 0.9 };

/** The plan's nodes of a search's statement, with what the dictionary in memory knows. */
async function planOf(
  query: SearchQuery,
  off: Parameters<typeof planNodes>[2],
  rows: CatalogueRows = largeShop,
  settings: Record<string, number> = {},
) {
  const { words, spellings, known } = await readWords(
    createSearchDictionary(database.db),
    query.item,
  );
  const statement = cardPageStatement({
    ...searchQuery(query, words, spellings, { ...known, loose: false, rows }),
    limit: query.limit,
    offset: 0,
  });
  return planNodes(database.db, statement, off, { settings });
}

async function scansOf(
  query: SearchQuery,
  off: Parameters<typeof planNodes>[2],
  rows: CatalogueRows = largeShop,
) {
  return (await planOf(query, off, rows)).filter((node) =>
    node['Index Name']?.startsWith('products_'),
  );
}

/** The conditions the search indexes are read with. */
const searchIndexConditions = (scans: Awaited<ReturnType<typeof scansOf>>) =>
  scans
    .filter((node) => /^products_search_/.test(node['Index Name'] ?? ''))
    .map((node) => node['Index Cond'] ?? '');

async function shop() {
  const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
  for (let i = 0; i < 30; i += 1)
    await createSimpleProduct(database.db, tree, {
      name: i % 3 === 0 ? `Cotton Kurta ${i}` : `Silk Saree ${i}`,
      pricePaise: 20_000 + i * 10_000,
    });
  await database.db.execute(sql`analyze products`);
}

it('when a search in relevance order has a range that holds most products, then its matches come from the search indexes alone', async () => {
  await shop();
  const scans = await scansOf(
    { item: 'cotton kurta', count: 1, limit: 20, sortingMethod: 1, priceRange: [500, 3000] },
    ['enable_seqscan'],
  );
  const indexes = new Set(scans.map((node) => node['Index Name']));
  // The page's cards are then read by id.
  indexes.delete('products_pkey');
  expect([...indexes]).toEqual(['products_search_lexemes']);
});

it.each([
  { order: 'cheapest first', sortingMethod: 3 },
  { order: 'dearest first', sortingMethod: 4 },
])(
  'when a search by price, $order, walks the price index, then the index checks the range at both ends',
  async ({ sortingMethod }) => {
    await shop();
    const scans = await scansOf(
      { item: 'silk', count: 1, limit: 20, sortingMethod, priceRange: [2000, 4000] },
      ['enable_seqscan', 'enable_bitmapscan'],
    );
    const walk = scans.find((node) => node['Index Name'] === 'products_by_price');
    // Products wholly below the range (their dearest price under ₹2,000) are passed over in the
    // index, not read; those above it (cheapest over ₹4,000) are not reached.
    expect(walk?.['Index Cond']).toMatch(/min_price_paise <= /);
    expect(walk?.['Index Cond']).toMatch(/max_price_paise >= /);
  },
);

it('when the dictionary knows the words that begin with a search word, then a search in relevance order reads them by name, not as a prefix', async () => {
  await shop();
  const conditions = searchIndexConditions(
    await scansOf({ item: 'kurt', count: 1, limit: 20, sortingMethod: 1 }, ['enable_seqscan']),
  );
  expect(conditions).toHaveLength(1);
  // search_words' lexemes stand after a space in search_lexemes. A prefix (`' kurt':*`) reads its
  // range of the index on its own.
  expect(conditions[0]).toContain("' kurta'");
  expect(conditions[0]).not.toContain(':*');
});

it('when a search in relevance order has several words, then one scan of the search lexemes finds the products with all of them', async () => {
  const tree = await createCategoryTree(database.db, { category: 'Men', sub: 'Shirts' });
  for (let i = 0; i < 30; i += 1)
    await createSimpleProduct(database.db, tree, {
      name: i % 10 === 0 ? `Blue Shirt ${i}` : `Linen Shirt ${i}`,
      pricePaise: 20_000 + i * 10_000,
    });
  await database.db.execute(sql`analyze products`);
  // Whichever word the statistics call common: the index steps over its entries past the
  // other's, where a bitmap of each column's index per word read every match of each.
  for (const common of ['blue', 'shirt']) {
    const rows: CatalogueRows = {
      of: (word) => (word === common ? 50_000 : 1_000),
      cheapestUpTo: () => 0.9,
    };
    const scans = await scansOf(
      { item: 'blue shirt', count: 1, limit: 20, sortingMethod: 1 },
      ['enable_seqscan'],
      rows,
    );
    const searched = scans.filter((node) => node['Index Name']?.startsWith('products_search_'));
    expect(searched.map((node) => node['Index Name'])).toEqual(['products_search_lexemes']);
    // Both words in the one condition, ANDed.
    expect(searched[0]!['Index Cond']).toMatch(/' blue'.*&.*' shirt'/);
  }
});

it('when a search reads the search lexemes, then it is planned without parallel workers, however cheap they are made', async () => {
  await shop();
  // search_lexemes costs much per row (so that it is read from its index): enough to have a
  // worker started for a few milliseconds of matches at 100,000 products.
  const nodes = await planOf(
    { item: 'cotton kurta', count: 1, limit: 20, sortingMethod: 1 },
    ['enable_seqscan'],
    largeShop,
    {
      parallel_setup_cost: 0,
      parallel_tuple_cost: 0,
      min_parallel_table_scan_size: 0,
      min_parallel_index_scan_size: 0,
    },
  );
  expect(nodes.some((node) => node['Index Name'] === 'products_search_lexemes')).toBe(true);
  expect(nodes.filter((node) => node['Node Type'].startsWith('Gather'))).toEqual([]);
});

it.each([
  { order: 'cheapest first', sortingMethod: 3 },
  { order: 'dearest first', sortingMethod: 4 },
])(
  'when a search by price reads its page from the search ranks, then its candidates are not joined to the categories',
  async ({ sortingMethod }) => {
    await shop();
    const query: SearchQuery = { item: 'kurt', count: 1, limit: 20, sortingMethod };
    const { words, spellings, known } = await readWords(
      createSearchDictionary(database.db),
      query.item,
    );
    const nodes = await planNodes(
      database.db,
      cardPageStatement(pricedPassPage(query, words[0]!, spellings, known, false)),
      ['enable_seqscan'],
      { analyze: true },
    );
    const categories = nodes.filter((node) =>
      ['categories', 'sub_categories'].includes(node['Relation Name'] ?? ''),
    );
    // The hidden ones' ids, read once each before the candidates are checked: joined, the
    // categories were read again for every candidate ("kur" at 100,000 products: 160 candidates).
    expect(categories.map((node) => [node['Parent Relationship'], node['Actual Loops']])).toEqual([
      ['InitPlan', 1],
      ['InitPlan', 1],
    ]);
  },
);

it('when a search by price walks the price index, then its words keep the prefix match its plans were measured with', async () => {
  await shop();
  const nodes = await planOf({ item: 'kurt', count: 1, limit: 20, sortingMethod: 3 }, [
    'enable_seqscan',
    'enable_bitmapscan',
  ]);
  const checks = nodes
    .flatMap((node) => [node.Filter ?? '', node['Index Cond'] ?? '', node['Recheck Cond'] ?? ''])
    .filter((condition) => condition.includes('search_words @@'));
  expect(checks.length).toBeGreaterThan(0);
  // In the plan's text the query's quotes are doubled: `''kurt'':*`.
  expect(checks.every((condition) => condition.includes("kurt'':*"))).toBe(true);
});

it('when a search of several words is read from the names, then only the names are read from an index and the rest is checked on their rows', async () => {
  // Enough products for the planner to weigh bitmaps of the words against reading the names' rows:
  // a tenth named with both words, more with one of them in their names or descriptions.
  const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
  await database.db.execute(sql`insert into products
      (category_id, sub_category_id, name, description, type, price_paise, stock)
    select ${tree.category.id}, ${tree.sub.id},
      case when n % 10 = 0 then 'Cotton Kurta ' || n when n % 10 < 4 then 'Kurta ' || n
        else 'Linen Shirt ' || n end,
      case when n % 10 in (1, 4) then 'Soft cotton.' else '' end, 0, 20000 + n, 1
    from generate_series(1, 3000) n`);
  await database.db.execute(sql`analyze products`);
  const query: SearchQuery = {
    item: 'cotton kurta',
    count: 1,
    limit: 20,
    sortingMethod: 1,
    priceRange: [500, 3000],
    filterCategory: tree.category.id,
  };
  const { words, spellings, known } = await readWords(
    createSearchDictionary(database.db),
    query.item,
  );
  const first = namesFirst(query, words, spellings, { ...known, rows: largeShop });
  expect(first?.above).toBeCloseTo(1.7);
  // The names' page alone, with nothing to rank after it.
  const statement = cardPageStatement({
    where: sql`false`,
    orderBy: sql`p.id desc`,
    limit: query.limit,
    offset: 0,
    first,
  });
  const nodes = await planNodes(database.db, statement);
  const scans = nodes.filter((node) => node['Index Name']?.startsWith('products_'));
  const indexes = new Set(scans.map((node) => node['Index Name']));
  // The page's cards are then read by id.
  indexes.delete('products_pkey');
  // Left to itself, the planner also read every match of each word from the search indexes into
  // bitmaps ("cotton kurta" at 100,000 products: 68,261 products for the names' 1,588).
  expect([...indexes]).toEqual(['products_name_words']);
  // The names are not joined to the categories: the hidden ones' ids are read once and checked on
  // each name's row. Only the page's cards join anything (their products by id).
  const joins = nodes.filter((node) => /Join|Nested Loop/.test(node['Node Type'] ?? ''));
  expect(joins).toHaveLength(1);
});
