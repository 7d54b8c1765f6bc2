import zlib from 'node:zlib';
import type { SQL } from 'drizzle-orm';
import request from 'supertest';
import {
  createCategoryTree,
  createSimpleProduct,
  createSubCategory,
  createVariableProduct,
} from '../../../test/catalog-factory';
import { createVendor } from '../../../test/factories';
import { createTestApp } from '../../../test/test-app';
import type { FacetsResponse } from '../../contracts/facets';
import { databasePerFile } from '../../../test/test-db';
import { fetchRaw } from '../../../test/fetch-raw';
import { planNodes, type PlanNode } from '../../../test/query-plans';
import { createSearchService } from '../search/search.service';
import { createCatalogService } from './catalog.service';
import { FACET_COUNTS_KEEP_MS } from './facets';

const database = databasePerFile();

const api = () => request(createTestApp(database.db));
const CATEGORY = '/api/vendor/product/156/product/get/category';

/**
 * Men: a tee in S/M × Red/Blue (₹499 of ₹799, M-Blue ₹1,299 of ₹1,299), a shirt in L × Blue
 * (₹1,499 of ₹2,999: 50% off) and a simple belt (₹599 of ₹999: 40% off). Women: a dress.
 */
async function shop() {
  const men = await createCategoryTree(database.db, { category: 'Men', sub: 'Topwear' });
  const tee = await createVariableProduct(
    database.db,
    men,
    [
      { size: 'S', colour: 'Red' },
      { size: 'M', colour: 'Red' },
      { size: 'M', colour: 'Blue', price: 129900, mrp: 129900 },
    ],
    { name: 'Crew Tee' },
  );
  const shirt = await createVariableProduct(
    database.db,
    men,
    [{ size: 'L', colour: 'Blue', price: 149900, mrp: 299900 }],
    { name: 'Oxford Shirt' },
  );
  const belt = await createSimpleProduct(database.db, men, { name: 'Leather Belt' });
  const women = await createCategoryTree(database.db, { category: 'Women', sub: 'Dresses' });
  await createSimpleProduct(database.db, women, { name: 'Midi Dress', pricePaise: 99900 });
  return { men, tee, shirt, belt };
}

/**
 * A category's counts under `picks`, as the three tests of counting per product read them:
 * sizes and colours as "value count" (sorted), the buckets' and the steps' counts in order.
 */
async function countsOf(category: number, picks: Record<string, unknown>) {
  const response = await api()
    .post('/api/user/facets')
    .send({ category, ...picks });
  expect(response.status).toBe(200);
  const body = response.body as FacetsResponse;
  const named = (rows: FacetsResponse['sizes']) =>
    rows.map((row) => `${row.value} ${row.count}`).sort();
  return {
    sizes: named(body.sizes),
    colours: named(body.colours),
    prices: body.prices.map((bucket) => bucket.count),
    discounts: body.discounts.map((step) => step.count),
    halfOff: body.discounts.find((step) => step.value === 50)?.count,
  };
}

/** The test database, with the statements run through it recorded on their way to it. */
function recordingStatements() {
  const statements: SQL[] = [];
  const recording = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property !== 'execute') return Reflect.get(target, property, receiver) as unknown;
      return (statement: SQL) => {
        statements.push(statement);
        return target.execute(statement);
      };
    },
  });
  return { recording, statements };
}

async function list(body: Record<string, unknown>) {
  const response = await api().post(CATEGORY).send(body);
  expect(response.status).toBe(200);
  return (response.body.myCollection.myProducts as { productName: string }[]).map(
    (card) => card.productName,
  );
}

describe('category list: sort and filters', () => {
  it('sorts by price both ways and keeps newest first by default', async () => {
    const { men } = await shop();
    const category = men.category.id;
    expect(await list({ category })).toEqual(['Leather Belt', 'Oxford Shirt', 'Crew Tee']);
    expect(await list({ category, sortingMethod: 3 })).toEqual([
      'Crew Tee',
      'Leather Belt',
      'Oxford Shirt',
    ]);
    expect(await list({ category, sortingMethod: 4 })).toEqual([
      'Oxford Shirt',
      'Leather Belt',
      'Crew Tee',
    ]);
  });

  it('filters by size, colour (on one variant), discount and price', async () => {
    const { men } = await shop();
    const category = men.category.id;
    expect(await list({ category, sizes: ['M'] })).toEqual(['Crew Tee']);
    expect(await list({ category, sizes: ['S', 'L'] })).toEqual(['Oxford Shirt', 'Crew Tee']);
    expect(await list({ category, colours: ['Blue'] })).toEqual(['Oxford Shirt', 'Crew Tee']);
    // S comes only in Red: no variant is S and Blue.
    expect(await list({ category, sizes: ['S'], colours: ['Blue'] })).toEqual([]);
    expect(await list({ category, minDiscount: 40 })).toEqual(['Leather Belt', 'Oxford Shirt']);
    expect(await list({ category, minDiscount: 50 })).toEqual(['Oxford Shirt']);
    // The tee's M-Blue costs ₹1,299, its other variants ₹499: blue under ₹1,000 is none.
    expect(await list({ category, colours: ['Blue'], priceRange: [null, 1000] })).toEqual([]);
    expect(await list({ category, priceRange: [500, 1000] })).toEqual(['Leather Belt']);
  });

  it('refuses bad filters with a clear error', async () => {
    const { men } = await shop();
    const category = men.category.id;
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ sizes: 'M' }, /Sizes must be a list/],
      [{ sizes: Array.from({ length: 21 }, (_, i) => `S${i}`) }, /at most 20 sizes/],
      [{ colours: ['x'.repeat(41)] }, /too long/],
      [{ colours: [''] }, /empty/],
      [{ minDiscount: 95 }, /minDiscount/],
      [{ minDiscount: 12.5 }, /minDiscount/],
      [{ sortingMethod: 7 }, /sortingMethod/],
      [{ priceRange: [900, 100] }, /Minimum price/],
    ];
    for (const [body, error] of cases) {
      const response = await api()
        .post(CATEGORY)
        .send({ category, ...body });
      expect(response.status).toBe(400);
      expect(response.body.error).toMatch(error);
    }
  });
});

describe('POST /api/user/facets', () => {
  it('counts each value over the category, applying the other facets only', async () => {
    const { men } = await shop();
    const response = await api().post('/api/user/facets').send({ category: men.category.id });
    expect(response.status).toBe(200);
    // In the shop's order of values (each product here has its own Size attribute: L and S
    // are both first of theirs).
    expect(response.body.sizes).toEqual([
      { value: 'L', count: 1 },
      { value: 'S', count: 1 },
      { value: 'M', count: 1 },
    ]);
    expect(response.body.colours).toEqual([
      { value: 'Blue', count: 2 },
      { value: 'Red', count: 1 },
    ]);
    const discount = (body: { discounts: { value: number; count: number }[] }, value: number) =>
      body.discounts.find((d) => d.value === value)?.count;
    expect(discount(response.body, 30)).toBe(3);
    expect(discount(response.body, 40)).toBe(2);
    expect(discount(response.body, 50)).toBe(1);
    expect(discount(response.body, 60)).toBe(0);
    expect(response.body.prices).toEqual([
      { min: null, max: 499, count: 1 },
      { min: 500, max: 999, count: 1 },
      { min: 1000, max: 1999, count: 2 },
      { min: 2000, max: 2999, count: 0 },
      { min: 3000, max: null, count: 0 },
    ]);

    const picked = await api()
      .post('/api/user/facets')
      .send({ category: men.category.id, sizes: ['S'], colours: ['Green'] });
    // Sizes count under the colour filter (none is Green), colours under the size filter (S is
    // Red); a picked value the shop lacks stays listed, at 0, so it can be cleared.
    expect(picked.body.sizes).toEqual([{ value: 'S', count: 0 }]);
    expect(picked.body.colours).toEqual([
      { value: 'Red', count: 1 },
      { value: 'Green', count: 0 },
    ]);
    expect(picked.body.prices.map((p: { count: number }) => p.count)).toEqual([0, 0, 0, 0, 0]);
  });

  it('counts a name two attributes share once per product, with and without picks', async () => {
    const men = await createCategoryTree(database.db, { category: 'Men', sub: 'Topwear' });
    // Each product has a Size attribute of its own, both with an M.
    await createVariableProduct(database.db, men, [
      { size: 'M', colour: 'Red' },
      { size: 'L', colour: 'Blue' },
    ]);
    await createVariableProduct(database.db, men, [
      { size: 'M', colour: 'Blue' },
      { size: 'M', colour: 'Red' },
    ]);
    const counts = async (picks: Record<string, unknown>) => {
      const response = await api()
        .post('/api/user/facets')
        .send({ category: men.category.id, ...picks });
      expect(response.status).toBe(200);
      return response.body as { sizes: unknown[]; colours: unknown[] };
    };
    expect((await counts({})).sizes).toEqual([
      { value: 'M', count: 2 },
      { value: 'L', count: 1 },
    ]);
    // Sizes under a colour pick come from the variants: both products have a Red M.
    const red = await counts({ colours: ['Red'] });
    expect(red.sizes).toEqual([{ value: 'M', count: 2 }]);
    // Red and Blue are each first of one product's colours: equal places, so by name.
    expect(red.colours).toEqual([
      { value: 'Blue', count: 2 },
      { value: 'Red', count: 2 },
    ]);
    const medium = await counts({ sizes: ['M'], colours: ['Blue'] });
    expect(medium.sizes).toEqual([
      { value: 'M', count: 1 },
      { value: 'L', count: 1 },
    ]);
    expect(medium.colours).toEqual([
      { value: 'Blue', count: 1 },
      { value: 'Red', count: 2 },
    ]);
  });

  it("reads each counted product's values and prices in its row, and with nothing picked counts values without sorting them by product", async () => {
    const { men } = await shop();
    const { recording, statements } = recordingStatements();
    const nothing = { sizes: [], colours: [], minDiscount: 0, priceRange: null };
    const catalog = createCatalogService(recording);
    await catalog.categoryFacets({ ...nothing, category: men.category.id, subCategory: -1 });
    await catalog.categoryFacets({ ...nothing, category: men.category.id, sizes: ['M'] });
    await catalog.categoryFacets({ ...nothing, category: men.category.id, minDiscount: 40 });
    await createSearchService(recording).facets({ ...nothing, item: 'tee', filterCategory: -1 });
    expect(statements).toHaveLength(4);
    const distinctCounts: string[][] = [];
    for (const [index, statement] of statements.entries()) {
      const nodes = await planNodes(database.db, statement, [], { verbose: true });
      // A set-returning function read as a table runs once per row it is joined to: only those
      // that run once per statement may be (the value ids' keys, g, and the discount steps, d).
      // With nothing picked (the first and the last), the keys are read from each product's row
      // (key_ids): no value id is mapped to its key, so the keys by value id are not built.
      const tables = nodes
        .filter((node) => node['Node Type'] === 'Function Scan')
        .map((node) => node.Alias)
        .sort();
      expect(tables).toEqual(index === 0 || index === 3 ? ['d'] : ['d', 'g']);
      expect(nodes.some((node) => node['Node Type'] === 'ProjectSet')).toBe(true);
      distinctCounts.push(
        nodes
          .flatMap((node) => node.Output ?? [])
          .filter((output) => /count\(DISTINCT/i.test(output)),
      );
    }
    // With nothing picked (the first and the last), the values are counted from one row per
    // product without sorting every (value, product) pair for a distinct count: the price
    // buckets' count is the one distinct count (a product's prices may share a bucket).
    expect(distinctCounts[0]).toHaveLength(1);
    expect(distinctCounts[3]).toHaveLength(1);
  });

  it('under a pick, reads the variants of the products that have a picked value, not of every product listed', async () => {
    const men = await createCategoryTree(database.db, { category: 'Men', sub: 'Topwear' });
    await createVariableProduct(database.db, men, [
      { size: 'S', colour: 'Red', price: 49900, mrp: 99900 },
      { size: 'M', colour: 'Blue', price: 59900, mrp: 59900 },
    ]);
    await createVariableProduct(database.db, men, [{ size: 'L', colour: 'Red', price: 159900 }]);
    for (const [size, price] of [
      ['S', 69900],
      ['M', 79900],
      ['L', 89900],
      ['XL', 249900],
    ] as const)
      await createVariableProduct(database.db, men, [{ size, colour: 'Green', price }]);
    await createSimpleProduct(database.db, men, { name: 'Belt', pricePaise: 59900 });
    const { recording, statements } = recordingStatements();
    const catalog = createCatalogService(recording);
    const nothing = { sizes: [], colours: [], minDiscount: 0, priceRange: null };
    const red = await catalog.categoryFacets({
      ...nothing,
      category: men.category.id,
      colours: ['Red'],
    });
    const named = (rows: FacetsResponse['sizes']) =>
      rows.map((row) => `${row.value} ${row.count}`).sort();
    expect(named(red.sizes)).toEqual(['L 1', 'S 1']);
    // Size M under ₹700: the sizes' counts keep the variants in the price range (of the first
    // product and the green S), the others' those in M and in it (the first product's M).
    const cheapM = await catalog.categoryFacets({
      ...nothing,
      category: men.category.id,
      sizes: ['M'],
      priceRange: [null, 700],
    });
    expect(named(cheapM.sizes)).toEqual(['M 1', 'S 2']);
    expect(named(cheapM.colours)).toEqual(['Blue 1']);
    expect(statements).toHaveLength(2);
    // How many products' variants each statement looked up (one index scan per product).
    const productsRead: number[] = [];
    for (const statement of statements) {
      const nodes = await planNodes(database.db, statement, ['enable_seqscan'], { analyze: true });
      productsRead.push(
        nodes
          .filter((node) => node['Index Name'] === 'variant_facets_product_id_variant_id_pk')
          .reduce((sum, node) => sum + (node['Actual Loops'] ?? 0), 0),
      );
    }
    // Red: the two products in red, of the six listed with variants. M under ₹700: the three
    // with a variant some facet's counts keep: a price under ₹700 (the first product and the
    // green S) or size M at any price (the price buckets' counts: the green M); not the L or XL.
    expect(productsRead).toEqual([2, 3]);
  });

  it('counts a product once in each price bucket and discount it reaches, and a price between buckets in none', async () => {
    const men = await createCategoryTree(database.db, { category: 'Men', sub: 'Topwear' });
    await createSimpleProduct(database.db, men, {
      name: 'Belt',
      pricePaise: 49950,
      mrpPaise: 49950,
    });
    await createVariableProduct(database.db, men, [
      { size: 'S', colour: 'Red', price: 39900, mrp: 79900 },
      { size: 'M', colour: 'Red', price: 249900, mrp: 499900 },
      { size: 'L', colour: 'Red', price: 259900, mrp: 259900 },
    ]);
    const facets = async (picks: Record<string, unknown>) => {
      const { prices, halfOff } = await countsOf(men.category.id, picks);
      return { prices, halfOff };
    };
    // ₹499.50 is above "under ₹499" and below "₹500 – ₹999"; ₹2,499 and ₹2,599 are one product.
    expect(await facets({})).toEqual({ prices: [1, 0, 0, 1, 0], halfOff: 1 });
    // With a colour picked the variants are counted one by one: still a product once.
    expect(await facets({ colours: ['Red'] })).toEqual({ prices: [1, 0, 0, 1, 0], halfOff: 1 });
    expect(await facets({ sizes: ['M', 'L'] })).toEqual({ prices: [0, 0, 0, 1, 0], halfOff: 1 });
    expect(await facets({ sizes: ['L'] })).toEqual({ prices: [0, 0, 0, 1, 0], halfOff: 0 });
  });

  it('with a price range alone, counts a product priced on both sides of it by its variants in it', async () => {
    const men = await createCategoryTree(database.db, { category: 'Men', sub: 'Topwear' });
    await createVariableProduct(database.db, men, [
      { size: 'S', colour: 'Red', price: 39900, mrp: 79900 },
      { size: 'M', colour: 'Red', price: 249900, mrp: 499900 },
      { size: 'L', colour: 'Blue', price: 259900, mrp: 259900 },
    ]);
    await createVariableProduct(database.db, men, [
      { size: 'XL', colour: 'Green', price: 219900, mrp: 219900 },
      { size: 'XXL', colour: 'Green', price: 229900, mrp: 229900 },
    ]);
    const facets = async (priceRange: [number | null, number | null]) => {
      const { sizes, colours, halfOff } = await countsOf(men.category.id, { priceRange });
      return { sizes, colours, halfOff };
    };
    // The shirt is wholly in the range; the tee's S (₹399) is not.
    expect(await facets([2000, 3000])).toEqual({
      sizes: ['L 1', 'M 1', 'XL 1', 'XXL 1'],
      colours: ['Blue 1', 'Green 1', 'Red 1'],
      halfOff: 1,
    });
    expect(await facets([2000, 2550])).toEqual({
      sizes: ['M 1', 'XL 1', 'XXL 1'],
      colours: ['Green 1', 'Red 1'],
      halfOff: 1,
    });
    expect(await facets([null, 2400])).toEqual({
      sizes: ['S 1', 'XL 1', 'XXL 1'],
      colours: ['Green 1', 'Red 1'],
      halfOff: 1,
    });
    expect(await facets([2300, null])).toEqual({
      sizes: ['L 1', 'M 1'],
      colours: ['Blue 1', 'Red 1'],
      halfOff: 1,
    });
  });

  it('with a discount alone, counts a product some of whose variants have it by those variants', async () => {
    const men = await createCategoryTree(database.db, { category: 'Men', sub: 'Topwear' });
    await createVariableProduct(database.db, men, [
      { size: 'S', colour: 'Red', price: 80000, mrp: 100000 },
      { size: 'M', colour: 'Blue', price: 60000, mrp: 100000 },
    ]);
    await createVariableProduct(database.db, men, [
      { size: 'XL', colour: 'Green', price: 250000, mrp: 500000 },
      { size: 'XXL', colour: 'Green', price: 130000, mrp: 200000 },
    ]);
    await createSimpleProduct(database.db, men, { pricePaise: 70000, mrpPaise: 100000 });
    await createVariableProduct(database.db, men, [
      { size: 'L', colour: 'Red', price: 45000, mrp: 50000 },
    ]);
    const facets = async (minDiscount: number) => {
      const { sizes, colours, prices, discounts } = await countsOf(men.category.id, {
        minDiscount,
      });
      return { sizes, colours, prices, discounts };
    };
    // 20 and 40 % off; 50 and 35 %; the simple product 30 %; 10 %. The discounts' own counts
    // apply no pick.
    const discounts = [4, 3, 3, 2, 1, 0, 0];
    expect(await facets(30)).toEqual({
      sizes: ['M 1', 'XL 1', 'XXL 1'],
      colours: ['Blue 1', 'Green 1'],
      prices: [0, 2, 1, 1, 0],
      discounts,
    });
    expect(await facets(40)).toEqual({
      sizes: ['M 1', 'XL 1'],
      colours: ['Blue 1', 'Green 1'],
      prices: [0, 1, 0, 1, 0],
      discounts,
    });
    expect(await facets(50)).toEqual({
      sizes: ['XL 1'],
      colours: ['Green 1'],
      prices: [0, 0, 0, 1, 0],
      discounts,
    });
  });

  it("over a search, counts without joining the categories, under a pick looks the picked values' ids up once, and never with parallel workers", async () => {
    const { men } = await shop();
    const { recording, statements } = recordingStatements();
    const nothing = { sizes: [], colours: [], minDiscount: 0, priceRange: null };
    const search = createSearchService(recording);
    const tee = await search.facets({ ...nothing, item: 'tee', filterCategory: -1 });
    await search.facets({ ...nothing, item: 'tee', filterCategory: -1, colours: ['Red'] });
    await createCatalogService(recording).categoryFacets({
      ...nothing,
      category: men.category.id,
      sizes: ['M'],
      colours: ['Red'],
      priceRange: [null, 2000],
    });
    expect(tee.sizes.length).toBeGreaterThan(0);
    expect(statements).toHaveLength(3);
    const plans = await Promise.all(
      statements.map((statement) => planNodes(database.db, statement, [])),
    );
    const reading = (nodes: PlanNode[], ...tables: string[]) =>
      nodes.filter((node) => tables.includes(node['Relation Name'] ?? ''));
    // A search's matches are checked against the hidden categories (two small sub-selects): the
    // categories are not joined to every match, which planned the counts a third slower.
    for (const nodes of plans.slice(0, 2)) {
      const categories = reading(nodes, 'categories', 'sub_categories');
      expect(categories.length).toBeGreaterThan(0);
      for (const node of categories) expect(node.Filter).toMatch(/status <> 1/);
    }
    // The values' keys are read as the writes left them (value_keys), and the picked values'
    // ids looked up once for the sizes and once for the colours, not at each condition using them.
    expect(plans.map((nodes) => reading(nodes, 'value_keys').length)).toEqual([1, 1, 1]);
    expect(plans.map((nodes) => reading(nodes, 'attribute_values').length)).toEqual([0, 2, 2]);
    // Never with parallel workers, however cheap the planner is told they are: on a server whose
    // cores run many requests at once, they made a large search's counts slower.
    const free = {
      parallel_setup_cost: 0,
      parallel_tuple_cost: 0,
      min_parallel_table_scan_size: 0,
      min_parallel_index_scan_size: 0,
    };
    for (const statement of statements) {
      const nodes = await planNodes(database.db, statement, [], { settings: free });
      expect(nodes.filter((node) => node['Node Type'].startsWith('Gather'))).toEqual([]);
    }
  });

  it('counts within a sub-category and over a search', async () => {
    const { men } = await shop();
    const shoes = await createSubCategory(database.db, men.category.id, { name: 'Shoes' });
    await createVariableProduct(
      database.db,
      { category: men.category, sub: shoes },
      [{ size: 'UK 8', colour: 'Black' }],
      { name: 'Running Shoe' },
    );
    const sub = await api()
      .post('/api/user/facets')
      .send({ category: men.category.id, subCategory: shoes.id });
    expect(sub.body.sizes).toEqual([{ value: 'UK 8', count: 1 }]);

    const search = await api().post('/api/user/facets').send({ item: 'shirt' });
    expect(search.status).toBe(200);
    expect(search.body.sizes).toEqual([{ value: 'L', count: 1 }]);
    const items = await api()
      .post('/api/user/search')
      .send({ item: 'tee', count: 1, limit: 20, sizes: ['L'] });
    expect(items.body.items).toEqual([]);
    const tee = await api()
      .post('/api/user/search')
      .send({ item: 'tee', count: 1, limit: 20, sizes: ['S'], minDiscount: 30 });
    expect(tee.body.items.map((i: { productName: string }) => i.productName)).toEqual(['Crew Tee']);
  });

  it('over a search, counts in one statement, and over a misspelt one by its loose pass', async () => {
    await shop();
    database.queries.length = 0;
    const search = await api().post('/api/user/facets').send({ item: 'shirt' });
    expect(search.body.sizes).toEqual([{ value: 'L', count: 1 }]);
    // (Each test app reads the catalogue's words into memory first; a server, once.)
    const reads = database.queries.filter((query) => !query.includes('from search_terms'));
    // Every spelling of "shirt" is near enough for the strict pass: nothing else to ask.
    expect(reads).toHaveLength(1);

    const misspelt = await api().post('/api/user/facets').send({ item: 'shurt' });
    expect(misspelt.body.sizes).toEqual([{ value: 'L', count: 1 }]);
  });

  it('picks values of any spelling: quotes, backslashes, commas and braces', async () => {
    const men = await createCategoryTree(database.db, { category: 'Men', sub: 'Bottomwear' });
    // Quotes, backslashes, commas and braces: what an array's literal must escape.
    const odd = { size: '32\\34 "long"', colour: "Ivory, {Off} 'White'" };
    await createVariableProduct(database.db, men, [odd, { size: 'M', colour: 'Red' }], {
      name: 'Pleated Trousers',
    });
    const counts = async (picks: Record<string, unknown>) => {
      const response = await api()
        .post('/api/user/facets')
        .send({ category: men.category.id, ...picks });
      expect(response.status).toBe(200);
      return response.body as FacetsResponse;
    };
    // Each facet counts under the other's pick: only the odd variant is in both.
    const picked = await counts({ sizes: [odd.size], colours: [odd.colour] });
    expect(picked.sizes).toEqual([{ value: odd.size, count: 1 }]);
    expect(picked.colours).toEqual([{ value: odd.colour, count: 1 }]);
    // Both sizes picked: the colours count over either.
    expect((await counts({ sizes: [odd.size, 'M'] })).colours).toEqual([
      { value: odd.colour, count: 1 },
      { value: 'Red', count: 1 },
    ]);
  });

  it('needs exactly one of a category and a search text, and bounded filters', async () => {
    await shop();
    const bad: Record<string, unknown>[] = [
      {},
      { category: 1, item: 'tee' },
      { category: 0 },
      { item: 'x'.repeat(101) },
      { item: 'tee', minDiscount: -10 },
      { item: 'tee', colours: [7] },
    ];
    for (const body of bad) {
      const response = await api().post('/api/user/facets').send(body);
      expect(response.status).toBe(400);
      expect(typeof response.body.error).toBe('string');
    }
  });

  it("keeps a list's counts past the read cache's time (they show no stock) until a catalogue write, and its cards for that time only", async () => {
    const { men } = await shop();
    const realNow = Date.now;
    let later = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
    try {
      const app = createTestApp(database.db, { readCacheSeconds: 10 }); // one read cache
      const counts = async () =>
        (await request(app).post('/api/user/facets').send({ category: men.category.id }))
          .body as FacetsResponse;
      const searched = async () =>
        (await request(app).post('/api/user/facets').send({ item: 'derby' }))
          .body as FacetsResponse;
      const names = async () =>
        (
          (await request(app).post(CATEGORY).send({ category: men.category.id })).body.myCollection
            .myProducts as { productName: string }[]
        ).map((card) => card.productName);
      const sizes = (body: FacetsResponse) =>
        body.sizes.map((size) => `${size.value} ${size.count}`);
      const before = await counts();
      expect(sizes(before)).toEqual(['L 1', 'S 1', 'M 1']);
      const searchedBefore = await searched();
      expect(sizes(searchedBefore)).not.toContain('UK 8 1');
      expect(await names()).toEqual(['Leather Belt', 'Oxford Shirt', 'Crew Tee']);
      // A product added behind the shop's back (no write of the vendor's announces it).
      const shoe = await createVariableProduct(
        database.db,
        men,
        [{ size: 'UK 8', colour: 'Tan' }],
        {
          name: 'Derby Shoe',
        },
      );

      later = 30_000; // past the read cache's 10 s
      expect(await names()).toEqual(['Derby Shoe', 'Leather Belt', 'Oxford Shirt', 'Crew Tee']);
      expect(await counts()).toEqual(before);
      expect(await searched()).toEqual(searchedBefore);
      later = FACET_COUNTS_KEEP_MS + 1_000;
      expect(sizes(await counts())).toEqual(['L 1', 'S 1', 'UK 8 1', 'M 1']);
      expect(sizes(await searched())).toContain('UK 8 1');

      // A write of the vendor's drops them at once.
      const vendor = await createVendor(database.db);
      const deleted = await request(app)
        .post('/api/vendor/product/156/deleteProduct')
        .set('Authorization', `Bearer ${vendor.token}`)
        .send({ id: shoe.product.id });
      expect(deleted.status).toBe(200);
      expect(await counts()).toEqual(before);
      expect(await searched()).toEqual(searchedBefore);
    } finally {
      clock.mockRestore();
    }
  });

  it('when the read cache hands out the same counts again, then they are compressed once per encoding', async () => {
    const men = await createCategoryTree(database.db, { category: 'Men', sub: 'Topwear' });
    // Sizes enough for an answer over the compression threshold (COMPRESSION.thresholdBytes).
    const sizes = Array.from({ length: 30 }, (_, i) => `Waist ${28 + i} inches`);
    await createVariableProduct(
      database.db,
      men,
      sizes.map((size) => ({ size, colour: 'Indigo' })),
      { name: 'Slim Jeans' },
    );
    const app = createTestApp(database.db);
    const brotli = jest.spyOn(zlib, 'brotliCompressSync');
    const gzip = jest.spyOn(zlib, 'gzipSync');
    try {
      const ask = (accept: string) =>
        fetchRaw(app, '/api/user/facets', {
          method: 'POST',
          headers: { 'accept-encoding': accept, 'content-type': 'application/json' },
          body: JSON.stringify({ category: men.category.id }),
        });
      const answers = [];
      for (const accept of ['gzip, deflate, br, zstd', 'br', 'gzip', 'br'])
        answers.push(await ask(accept));
      expect(answers.map((answer) => answer.headers['content-encoding'])).toEqual([
        'br',
        'br',
        'gzip',
        'br',
      ]);
      expect(brotli).toHaveBeenCalledTimes(1);
      expect(gzip).toHaveBeenCalledTimes(1);
      const body = JSON.parse(answers[0]!.text) as FacetsResponse;
      expect(body.sizes).toHaveLength(30);
      expect(body.sizes[0]).toEqual({ value: expect.stringMatching(/^Waist/), count: 1 });
      for (const answer of answers) expect(JSON.parse(answer.text)).toEqual(body);
    } finally {
      brotli.mockRestore();
      gzip.mockRestore();
    }
  });
});
