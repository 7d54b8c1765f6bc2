import { sql } from 'drizzle-orm';
import { createCategoryTree, createSimpleProduct } from '../../../test/catalog-factory';
import { planNodes } from '../../../test/query-plans';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { cardPageStatement } from '../catalog/product-cards';
import { createSearchDictionary, type CatalogueRows } from './search-dictionary';
import { searchQuery, searchWords, type SearchQuery } from './search.service';

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

async function scansOf(query: SearchQuery, off: Parameters<typeof planNodes>[2]) {
  const words = searchWords(query.item);
  const spellings = await createSearchDictionary(database.db).spellingsOf(words);
  const statement = cardPageStatement({
    ...searchQuery(query, words, spellings, { loose: false, rows: largeShop }),
    limit: query.limit,
    offset: 0,
  });
  return (await planNodes(database.db, statement, off)).filter((node) =>
    node['Index Name']?.startsWith('products_'),
  );
}

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
  expect([...indexes].sort()).toEqual(['products_search_fts', 'products_search_words']);
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
