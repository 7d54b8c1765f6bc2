import { sql } from 'drizzle-orm';
import { createCategoryTree, createVariableProduct } from '../../../test/catalog-factory';
import { planNodes } from '../../../test/query-plans';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { categoryPage, type CategoryQuery } from './catalog.service';
import { cardPageStatement } from './product-cards';

// How a category page reads its products (migration 0019): the page's ids from one index alone,
// then the page's cards from their rows, compressed with lz4 where the database has it.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

/**
 * The scans of the page's plan when the database may only read an index alone: a scan of
 * another kind (it then has no other choice) means the index lacks a column the page needs.
 */
async function scansOfPage(query: CategoryQuery) {
  const nodes = await planNodes(database.db, cardPageStatement(categoryPage(query)), [
    'enable_seqscan',
    'enable_bitmapscan',
    'enable_indexscan',
  ]);
  return nodes
    .filter((node) => node['Index Name']?.startsWith('products_by'))
    .map((node) => `${node['Node Type']} ${node['Index Name']}`);
}

it.each([
  { order: 'newest first', sortingMethod: 1, sub: false, index: 'products_by_category' },
  { order: 'cheapest first', sortingMethod: 3, sub: false, index: 'products_by_category_price' },
  { order: 'dearest first', sortingMethod: 4, sub: false, index: 'products_by_category_price' },
  { order: 'of a sub-category', sortingMethod: 1, sub: true, index: 'products_by_sub_category' },
])(
  'when a category page is read $order, then its products are chosen from $index alone',
  async ({ sortingMethod, sub, index }) => {
    const tree = await createCategoryTree(database.db);
    const scans = await scansOfPage({
      category: tree.category.id,
      subCategory: sub ? tree.sub.id : undefined,
      count: 2,
      limit: 20,
      sortingMethod,
    });
    expect(scans).toEqual([`Index Only Scan ${index}`]);
  },
);

// The embedded database is built without lz4 and keeps PostgreSQL's default, pglz.
const compression = process.env.DATABASE_URL ? 'lz4' : 'pglz';

it(`when a product with many variants is written, then its card is compressed with ${compression}`, async () => {
  const tree = await createCategoryTree(database.db);
  const { product } = await createVariableProduct(
    database.db,
    tree,
    ['S', 'M', 'L', 'XL', 'XXL', '3XL'].flatMap((size) =>
      ['Black', 'Indigo'].map((colour) => ({ size, colour, price: 1349, mrp: 2499, stock: 30 })),
    ),
  );
  const result = await database.db.execute(
    sql`select octet_length(card_json) as "length", pg_column_compression(card_json) as "method"
      from products where id = ${product.id}`,
  );
  const [card] = rowsOf<{ length: number; method: string | null }>(result);
  // Above the size at which PostgreSQL compresses a row's values (~2 KB).
  expect(Number(card!.length)).toBeGreaterThan(2100);
  expect(card!.method).toBe(compression);
});

it('when a size or colour is picked, then the page looks at variable products alone, which it can read in order', async () => {
  const tree = await createCategoryTree(database.db);
  const conditionsOf = async (picks: Partial<CategoryQuery>) => {
    const page = categoryPage({
      category: tree.category.id,
      subCategory: tree.sub.id,
      count: 1,
      limit: 20,
      ...picks,
    });
    const nodes = await planNodes(database.db, cardPageStatement(page));
    return nodes
      .flatMap((node) => [node['Index Cond'], node['Recheck Cond'], node.Filter])
      .filter((condition) => condition !== undefined)
      .join(' ');
  };
  // A simple product has no size or colour: checking for one (an `or` of both kinds) had the
  // planner read every product of a sub-category and sort them at 10,000 products.
  for (const picks of [{ sizes: ['M'] }, { colours: ['Red'] }, { sizes: ['M'], minDiscount: 10 }]) {
    const conditions = await conditionsOf(picks);
    expect([picks, conditions]).toEqual([picks, expect.stringContaining('type = 1')]);
    expect([picks, conditions]).toEqual([picks, expect.not.stringContaining('type = 0')]);
  }
  // A discount or a price alone keeps simple products.
  for (const picks of [{}, { minDiscount: 10 }, { priceRange: [500, 900] as [number, number] }])
    expect([picks, await conditionsOf(picks)]).toEqual([
      picks,
      expect.stringContaining('type = 0'),
    ]);
});
