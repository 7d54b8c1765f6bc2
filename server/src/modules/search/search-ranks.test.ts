import { eq, sql } from 'drizzle-orm';
import {
  createCategoryTree,
  createSimpleProduct,
  createSubCategory,
} from '../../../test/catalog-factory';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { categories, products } from '../../db/schema/catalog';
import { seedDemoData } from '../../db/seed/seed-demo';
import { createSearchService, type SearchQuery } from './search.service';

// search_ranks (migration 0018) holds, for every dictionary word a shopper can type, the rank of
// every product the word finds, so a one-word search reads its page from an index in order. It
// must hold exactly those products and those ranks after any write, and the pages read from it
// must be the pages that ranking every match gives.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

interface Rank {
  term: string;
  product_id: number;
  rank: number;
  words_rank: number;
  price: number | string | null;
}

const byKey = (a: Rank, b: Rank) =>
  a.term < b.term ? -1 : a.term > b.term ? 1 : a.product_id - b.product_id;

/** The table's rows, and the rows worked out again from every word and every product. */
async function storedAndExpected() {
  const stored = rowsOf<Rank>(
    await database.db.execute(
      sql`select term, product_id, rank, words_rank, price from search_ranks`,
    ),
  );
  // Independent of the triggers: every word a shopper can type (letters and digits, English
  // lexemes at most one) against every product, ranked as the search ranks it.
  const expected = rowsOf<Rank>(
    await database.db.execute(sql`select t.term, p.id as product_id, x.words_rank + case
          when t.stem is null then 0::real
          else ts_rank(p.search_vector, plainto_tsquery('english', t.term)) end as rank,
        x.words_rank, p.min_price_paise as price
      from search_terms t cross join products p
      cross join lateral (
        select ts_rank(p.search_words, ('''' || t.term || '''')::tsquery) as words_rank) x
      where length(t.term) >= 2 and t.term ~ '^[[:alnum:]]+$'
        and length(to_tsvector('english'::regconfig, t.term)) <= 1
        and (p.search_words @@ ('''' || t.term || '''')::tsquery
          or (t.stem is not null and p.search_vector @@ plainto_tsquery('english', t.term)))`),
  );
  return { stored: stored.sort(byKey), expected: expected.sort(byKey) };
}

async function expectRanksUpToDate() {
  const { stored, expected } = await storedAndExpected();
  expect(expected.length).toBeGreaterThan(0);
  expect(stored).toEqual(expected);
  return stored;
}

it('when products are written, renamed, described, moved and deleted, then the ranks follow', async () => {
  const db = database.db;
  const men = await createCategoryTree(db, { category: 'Men', sub: 'Shirts' });
  const women = await createCategoryTree(db, { category: 'Women', sub: 'Kurtas' });
  const linen = await createSimpleProduct(db, men, {
    name: 'Linen Shirt',
    keywords: 'summer, breezy',
    description: 'A cotton blend shirt for hot days.',
  });
  const kurta = await createSimpleProduct(db, women, {
    name: 'Cotton Kurta',
    description: 'Pairs with denim or chinos.',
  });
  const rows = await expectRanksUpToDate();
  // A word of the name, and a word found only in another product's description.
  expect(rows.some((r) => r.term === 'linen' && r.product_id === linen.id)).toBe(true);
  expect(rows.some((r) => r.term === 'cotton' && r.product_id === linen.id)).toBe(true);

  // A new word in a name: the dictionary learns it, and a product that already had it in its
  // description is ranked for it too.
  await createSimpleProduct(db, men, { name: 'Denim Jacket' });
  expect(
    (await expectRanksUpToDate()).some((r) => r.term === 'denim' && r.product_id === kurta.id),
  ).toBe(true);

  // Renamed, described again, a new word of its own.
  await db.update(products).set({ name: 'Khadi Overshirt' }).where(eq(products.id, linen.id));
  await db
    .update(products)
    .set({ description: 'Handwoven khadi, shirt of the season.' })
    .where(eq(products.id, kurta.id));
  const renamed = await expectRanksUpToDate();
  expect(renamed.some((r) => r.term === 'linen')).toBe(false);

  // A renamed category rewrites the category words of its products.
  await db.update(categories).set({ name: 'Menswear' }).where(eq(categories.id, men.category.id));
  expect((await expectRanksUpToDate()).some((r) => r.term === 'menswear')).toBe(true);

  // Stock leaves the ranks alone, a new price moves the product's; a deleted product leaves none.
  await db.update(products).set({ stock: 3, pricePaise: 1000 }).where(eq(products.id, kurta.id));
  expect(
    (await expectRanksUpToDate())
      .filter((r) => r.product_id === kurta.id)
      .every((r) => Number(r.price) === 1000),
  ).toBe(true);
  await db.delete(products).where(eq(products.id, linen.id));
  const left = await expectRanksUpToDate();
  expect(left.some((r) => r.product_id === linen.id)).toBe(false);
});

it('when a catalogue is loaded in bulk, then every product has its ranks', async () => {
  await seedDemoData(database.db, { products: 120, seed: 11 });
  await expectRanksUpToDate();
  // A variant's new price makes its product's cheapest price: the product's ranks follow it.
  await database.db.execute(
    sql`update variants set price_paise = 100 where id = (select min(id) from variants)`,
  );
  const [moved] = rowsOf<{ product_id: number }>(
    await database.db.execute(sql`select product_id from variants order by id limit 1`),
  );
  const ranks = await expectRanksUpToDate();
  expect(ranks.filter((r) => r.product_id === moved!.product_id).length).toBeGreaterThan(0);
  expect(
    ranks.filter((r) => r.product_id === moved!.product_id).every((r) => Number(r.price) === 100),
  ).toBe(true);
});

/**
 * 25 tees: every fourth a crew t-shirt with "tshirt" in its name only, the rest polos keyed
 * "tshirt" (so a misspelling of it finds them in the loose pass alone); priced by `price` if given.
 */
async function createTees(price?: (index: number) => number) {
  const tree = await createCategoryTree(database.db, { category: 'Men', sub: 'Tees' });
  for (let i = 0; i < 25; i += 1)
    await createSimpleProduct(database.db, tree, {
      name: i % 4 === 0 ? `Crew T-Shirt ${i}` : `Polo ${i}`,
      keywords: i % 4 === 0 ? 'cotton' : 'tshirt, cotton',
      ...(price ? { pricePaise: price(i) } : {}),
    });
}

/** Whether a search's page came from the ranks alone: one page statement, reading them. */
function answeredFromRanks(read: string[]): boolean {
  const pages = read.filter((q) => q.includes('string_agg(p.card_json'));
  return pages.length === 1 && pages[0]!.includes('search_ranks');
}

describe('one-word searches in relevance order', () => {
  // Every search by price through search_ranks, however few products its word finds.
  const ranked = () => createSearchService(database.db, undefined, { pricedPagesFrom: 0 });
  const everyMatch = () => createSearchService(database.db, undefined, { rankedPages: false });

  it('when a page is read from the ranks, then it is the page that ranking every match gives', async () => {
    await seedDemoData(database.db, { products: 300, seed: 5 });
    const words = rowsOf<{ term: string }>(
      await database.db.execute(sql`select distinct term from search_ranks order by term`),
    )
      // Every third word and its misspellings (~15 s): all of them took a minute.
      .filter((_, index) => index % 3 === 0)
      .map((row) => row.term);
    const [category] = rowsOf<{ id: number }>(
      await database.db.execute(sql`select id from categories order by id limit 1`),
    );
    const queries: Omit<SearchQuery, 'item'>[] = [
      { count: 1, limit: 20, sortingMethod: 1 },
      { count: 2, limit: 20, sortingMethod: 1 },
      { count: 1, limit: 5, sortingMethod: 2 },
      { count: 1, limit: 20, sortingMethod: 1, filterCategory: category!.id },
      { count: 1, limit: 10, sortingMethod: 1, priceRange: [500, 2000] },
      { count: 1, limit: 10, sortingMethod: 1, sizes: ['M'] },
      // By price (pricedPage): cheapest and dearest first, a later page, a price range.
      { count: 1, limit: 20, sortingMethod: 3 },
      { count: 2, limit: 10, sortingMethod: 4 },
      { count: 1, limit: 10, sortingMethod: 4, priceRange: [500, 2000] },
    ];
    expect(words.length).toBeGreaterThan(40);
    // Each longer word misspelt: its third letter dropped, its third and fourth swapped.
    const typos = words.flatMap((word) =>
      word.length < 5
        ? []
        : [word.slice(0, 2) + word.slice(3), word.slice(0, 2) + word[3] + word[2] + word.slice(4)],
    );
    let fromRanks = 0;
    let typosFromRanks = 0;
    let byPriceFromRanks = 0;
    for (const item of [...words, ...typos]) {
      for (const query of queries) {
        const before = database.queries.length;
        const page = (await ranked().search({ item, ...query })).text;
        const read = database.queries.slice(before);
        if (query.sortingMethod >= 3) {
          if (answeredFromRanks(read)) byPriceFromRanks += 1;
        } else if (read.some((q) => q.includes('search_ranks'))) {
          // A page answered from the ranks ranks nothing itself.
          if (!read.some((q) => q.includes('ts_rank'))) {
            fromRanks += 1;
            if (!words.includes(item)) typosFromRanks += 1;
          }
        }
        expect([item, query, page]).toEqual([
          item,
          query,
          (await everyMatch().search({ item, ...query })).text,
        ]);
      }
    }
    // Most broad words fill their pages from the ranks, by relevance and by price.
    expect(fromRanks).toBeGreaterThan(words.length);
    expect(byPriceFromRanks).toBeGreaterThan(words.length / 2);
    expect(typosFromRanks).toBeGreaterThan(typos.length / 10);
    // ~3,000 searches, each answered twice: 15-30 s alone, more beside the other test files.
  }, 120_000);

  it('when a broad word is misspelt, then its first page ranks no product either', async () => {
    const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
    for (let i = 0; i < 30; i += 1)
      await createSimpleProduct(database.db, tree, {
        name: i % 2 === 0 ? `Kurta ${i}` : `Cotton Kurta ${i}`,
        keywords: i % 3 === 0 ? 'kurta, festive' : 'festive',
      });
    const query = { item: 'kurtta', count: 1, limit: 20, sortingMethod: 1 };
    const before = database.queries.length;
    const page = (await ranked().search(query)).parse().map((card) => card.productName);
    const read = database.queries.slice(before);
    expect(read.filter((q) => q.includes('search_ranks'))).toHaveLength(1);
    expect(read.some((q) => q.includes('ts_rank'))).toBe(false);
    expect(page).toHaveLength(20);
    expect(page).toEqual(
      (await everyMatch().search(query)).parse().map((card) => card.productName),
    );
  });

  it('when only the loose pass finds a misspelt word, then its page is read from the ranks too', async () => {
    await createTees();
    // "tshrt" is 0.44 alike "tshirt": too far off for the strict pass, which finds nothing.
    for (const count of [1, 2]) {
      const query = { item: 't-shrt', count, limit: 10, sortingMethod: 1 };
      const before = database.queries.length;
      const page = (await ranked().search(query)).parse().map((card) => card.productName);
      const read = database.queries.slice(before);
      expect(read.some((q) => q.includes('ts_rank'))).toBe(false);
      expect(page).toHaveLength(10);
      expect(page).toEqual(
        (await everyMatch().search(query)).parse().map((card) => card.productName),
      );
    }
  });

  it('when a broad word is searched, then its first page ranks no product', async () => {
    const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
    for (let i = 0; i < 30; i += 1)
      await createSimpleProduct(database.db, tree, {
        name: `Kurta ${i}`,
        description: i % 3 === 0 ? 'A kurta in soft cotton.' : 'Block printed.',
      });
    const before = database.queries.length;
    const page = (await ranked().search({ item: 'kurta', count: 1, limit: 20, sortingMethod: 1 }))
      .parse()
      .map((card) => card.productName);
    const read = database.queries.slice(before);
    expect(read.filter((q) => q.includes('search_ranks'))).toHaveLength(1);
    expect(read.some((q) => q.includes('ts_rank'))).toBe(false);
    // Names and descriptions both count: the kurtas described as kurtas come first.
    expect(page.slice(0, 10)).toEqual(
      [27, 24, 21, 18, 15, 12, 9, 6, 3, 0].map((i) => `Kurta ${i}`),
    );
    expect(page).toEqual(
      (await everyMatch().search({ item: 'kurta', count: 1, limit: 20, sortingMethod: 1 }))
        .parse()
        .map((card) => card.productName),
    );
  });
});

describe('one-word searches by price', () => {
  // Every search by price through search_ranks, however few products its word finds.
  const ranked = () => createSearchService(database.db, undefined, { pricedPagesFrom: 0 });
  const everyMatch = () => createSearchService(database.db, undefined, { rankedPages: false });
  const names = async (query: SearchQuery, service = ranked()) =>
    (await service.search(query)).parse().map((card) => card.productName);

  it('when a word is searched cheapest or dearest first, then its page is read from the ranks and follows new prices', async () => {
    const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
    for (let i = 0; i < 40; i += 1)
      await createSimpleProduct(database.db, tree, {
        // Two words that begin with "kur", one alike misspelling's word, one description.
        name: i % 3 === 0 ? `Kurti ${i}` : i % 3 === 1 ? `Kurta ${i}` : `Tunic ${i}`,
        description: i % 3 === 2 ? 'A short kurta of cotton.' : 'Block printed.',
        pricePaise: 10_000 + ((i * 7919) % 40) * 1_000,
      });
    for (const sortingMethod of [3, 4]) {
      for (const [count, limit] of [
        [1, 10],
        [2, 10],
        [1, 20],
      ] as const) {
        for (const item of ['kur', 'kurta', 'kurtta']) {
          const query = { item, count, limit, sortingMethod };
          const before = database.queries.length;
          const page = await names(query);
          // Every product of every word read (13 kurtas): a short last page is exact too.
          expect(answeredFromRanks(database.queries.slice(before))).toBe(true);
          if (item !== 'kurtta') expect(page).toHaveLength(limit);
          expect(page).toEqual(await names(query, everyMatch()));
        }
      }
    }
    // The dearest kurta made the cheapest: the next search by price has it first.
    const dearest = (
      await ranked().search({ item: 'kur', count: 1, limit: 10, sortingMethod: 4 })
    ).parse()[0]!;
    await database.db.update(products).set({ pricePaise: 100 }).where(eq(products.id, dearest._id));
    const query = { item: 'kur', count: 1, limit: 10, sortingMethod: 3 };
    const before = database.queries.length;
    const cheapest = await names(query);
    expect(answeredFromRanks(database.queries.slice(before))).toBe(true);
    expect(cheapest[0]).toBe(dearest.productName);
    expect(cheapest).toEqual(await names(query, everyMatch()));
  });

  it('when a category or a sub-category is disabled, then a page by price read from the ranks leaves its products out', async () => {
    const shown = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
    const hiddenCategory = await createCategoryTree(database.db, { category: 'Sale', sub: 'Old' });
    const hiddenSub = {
      category: shown.category,
      sub: await createSubCategory(database.db, shown.category.id, { name: 'Drafts', status: 0 }),
    };
    await database.db
      .update(categories)
      .set({ status: 0 })
      .where(eq(categories.id, hiddenCategory.category.id));
    // The hidden kurtas are the cheapest and the dearest: read first from the ranks either way.
    for (let i = 0; i < 12; i += 1) {
      await createSimpleProduct(database.db, shown, { name: `Kurta ${i}`, pricePaise: 50_000 + i });
      await createSimpleProduct(database.db, i % 2 ? hiddenCategory : hiddenSub, {
        name: `Hidden Kurta ${i}`,
        pricePaise: i < 6 ? 100 + i : 900_000 + i,
      });
    }
    for (const sortingMethod of [3, 4]) {
      const query = { item: 'kurta', count: 1, limit: 10, sortingMethod };
      const before = database.queries.length;
      const page = await names(query);
      expect(answeredFromRanks(database.queries.slice(before))).toBe(true);
      expect(page).toHaveLength(10);
      expect(page.filter((name) => name.startsWith('Hidden'))).toEqual([]);
      expect(page).toEqual(await names(query, everyMatch()));
    }
  });

  it('when a word finds few products, then a search by price sorts its matches instead', async () => {
    const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
    for (let i = 0; i < 30; i += 1)
      await createSimpleProduct(database.db, tree, { name: `Kurta ${i}`, pricePaise: 500 + i });
    await database.db.execute(sql`analyze products`);
    const query = { item: 'kurta', count: 1, limit: 10, sortingMethod: 3 };
    const before = database.queries.length;
    const page = await names(query, createSearchService(database.db));
    expect(database.queries.slice(before).some((q) => q.includes('search_ranks'))).toBe(false);
    expect(page).toEqual(await names(query));
    expect(page[0]).toBe('Kurta 0');
  });

  it('when only the loose pass finds a misspelt word, then its page by price is read from the ranks too', async () => {
    await createTees((i) => 20_000 + ((i * 11) % 25) * 500);
    // "tshrt" is 0.44 alike "tshirt": the strict pass finds nothing.
    const query = { item: 't-shrt', count: 1, limit: 10, sortingMethod: 4 };
    const before = database.queries.length;
    const page = await names(query);
    const pages = database.queries
      .slice(before)
      .filter((q) => q.includes('string_agg(p.card_json'));
    expect(pages).toHaveLength(2);
    expect(pages.every((q) => q.includes('search_ranks'))).toBe(true);
    expect(page).toHaveLength(10);
    expect(page).toEqual(await names(query, everyMatch()));
  });

  it('when a word that begins dictionary words joins the catalogue, then a search by price finds it at once', async () => {
    const tree = await createCategoryTree(database.db, { category: 'Men', sub: 'Shirts' });
    for (let i = 0; i < 12; i += 1)
      await createSimpleProduct(database.db, tree, {
        name: `Oxford Shirt ${i}`,
        pricePaise: 50_000 + i * 100,
      });
    const service = ranked();
    const query = { item: 'shi', count: 1, limit: 10, sortingMethod: 3 };
    expect(await names(query, service)).toHaveLength(10);
    // A new word beginning "shi" that the service's dictionary in memory has not seen yet.
    await createSimpleProduct(database.db, tree, { name: 'Shibori Dupatta', pricePaise: 900 });
    const before = database.queries.length;
    const page = await names(query, service);
    expect(answeredFromRanks(database.queries.slice(before))).toBe(true);
    expect(page[0]).toBe('Shibori Dupatta');
    expect(page).toEqual(await names(query, everyMatch()));
  });
});
