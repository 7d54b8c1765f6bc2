import { sql } from 'drizzle-orm';
import {
  createCategoryTree,
  createSimpleProduct,
  createSubCategory,
} from '../../../test/catalog-factory';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { seedDemoData } from '../../db/seed/seed-demo';
import { selectCardPage } from '../catalog/product-cards';
import { createSearchDictionary } from './search-dictionary';
import {
  createSearchService,
  namesFirst,
  readWords,
  searchWords,
  type SearchQuery,
} from './search.service';

// A search of several words in relevance order reads its page first from the products whose
// names hold every word (products_name_words, migration 0034), which answers when their ranks
// alone decide it; its pages must be the pages that ranking every match gives, whether the names
// decide them or not.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

// Names read first however few products the words find (the test shops are small).
const withNames = () => createSearchService(database.db, undefined, { namesFrom: 0 });
const everyMatch = () => createSearchService(database.db, undefined, { rankedPages: false });

/** A search's card names, and the page statements it sent (each reads cards). */
async function search(query: SearchQuery, service = withNames()) {
  const before = database.queries.length;
  const names = (await service.search(query)).parse().map((card) => card.productName);
  const read = database.queries.slice(before);
  return { names, pages: read.filter((q) => q.includes('string_agg(p.card_json')) };
}

/**
 * Whether the names answer a search's page: its page from the names alone, with nothing to rank
 * after them (a page that finds no product), is not empty.
 */
async function answeredFromNames(query: SearchQuery): Promise<boolean> {
  const { words, spellings, known } = await readWords(
    createSearchDictionary(database.db),
    query.item,
  );
  const first = namesFirst(query, words, spellings, known, 0);
  if (!first) return false;
  const page = await selectCardPage(database.db, {
    where: sql`false`,
    orderBy: sql`p.id desc`,
    limit: query.limit,
    offset: (query.count - 1) * query.limit,
    first,
  });
  return page.count > 0;
}

it('when several words are searched, then the page read from the names is the page that ranking every match gives', async () => {
  await seedDemoData(database.db, { products: 300, seed: 7 });
  const named = rowsOf<{ name: string }>(
    await database.db.execute(sql`select distinct name from products order by name`),
  ).map((row) => searchWords(row.name.replace(/—.*/, '')));
  // Two and three words of one name, next to each other or not, and two words of two names.
  const items = new Set<string>();
  // Every other name's words (all of them took 35 s).
  named.forEach((words, index) => {
    if (index % 2 === 1) return;
    if (words.length >= 2) items.add(`${words[0]} ${words[1]}`);
    if (words.length >= 3) items.add(`${words[0]} ${words[2]}`);
    if (words.length >= 3) items.add(words.slice(0, 3).join(' '));
    const other = named[(index * 7 + 3) % named.length]!;
    if (words.length >= 1 && other.length >= 2) items.add(`${words[0]} ${other[1]}`);
  });
  const [category] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select id from categories order by id limit 1`),
  );
  const queries: Omit<SearchQuery, 'item'>[] = [
    { count: 1, limit: 20, sortingMethod: 1 },
    { count: 1, limit: 3, sortingMethod: 1 },
    { count: 2, limit: 5, sortingMethod: 1 },
    { count: 1, limit: 10, sortingMethod: 2, filterCategory: category!.id },
    { count: 1, limit: 5, sortingMethod: 1, priceRange: [500, 3000] },
    { count: 1, limit: 5, sortingMethod: 1, sizes: ['M'] },
  ];
  expect(items.size).toBeGreaterThan(40);
  let fromNames = 0;
  let tried = 0;
  for (const item of items) {
    for (const query of queries) {
      const { names, pages } = await search({ item, ...query });
      expect(pages).toHaveLength(1);
      if (pages[0]!.includes('ts_filter(p.search_words')) {
        tried += 1;
        if (await answeredFromNames({ item, ...query })) fromNames += 1;
      }
      expect([item, query, names]).toEqual([
        item,
        query,
        (await search({ item, ...query }, everyMatch())).names,
      ]);
    }
  }
  // Many pages come from the names alone; some words are far apart in them, or rank too low.
  // (In the demo catalogue of 300 products: 96 of the 762 tried, of 1,890 searches.)
  expect(fromNames).toBeGreaterThan(items.size / 8);
  expect(tried - fromNames).toBeGreaterThan(items.size / 2);
  // Each search answered twice: 20-35 s alone.
}, 120_000);

/** Kurtas whose names hold both words at every 4th, the rest "kurta" alone, priced apart. */
async function createKurtas() {
  const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
  for (let i = 0; i < 24; i += 1)
    await createSimpleProduct(database.db, tree, {
      name: i % 4 === 0 ? `Cotton Kurta ${i}` : `Kurta ${i}`,
      keywords: 'cotton, festive',
      description: 'A cotton kurta, block printed by hand.',
      pricePaise: 50_000 + i * 1_000,
    });
  return tree;
}

it('when the names hold a full page that ranks above every other product, then it is read from them alone', async () => {
  const tree = await createKurtas();
  for (const query of [
    { item: 'cotton kurta', count: 1, limit: 6, sortingMethod: 1 },
    { item: 'kurta cotton', count: 2, limit: 3, sortingMethod: 1 },
    { item: 'cotton kurta', count: 1, limit: 4, sortingMethod: 1, priceRange: [500, 700] },
    {
      item: 'cotton kurta',
      count: 1,
      limit: 6,
      sortingMethod: 1,
      filterCategory: tree.category.id,
    },
  ] as SearchQuery[]) {
    expect(await answeredFromNames(query)).toBe(true);
    const { names, pages } = await search(query);
    expect(pages).toHaveLength(1);
    expect(names).toHaveLength(query.limit);
    expect(names.every((name) => name.startsWith('Cotton Kurta'))).toBe(true);
    expect(names).toEqual((await search(query, everyMatch())).names);
  }
});

it('when a category or a sub-category is disabled, then the page read from the names leaves its products out', async () => {
  const tree = await createKurtas();
  const hiddenCategory = await createCategoryTree(database.db, { category: 'Sale', sub: 'Old' });
  await database.db.execute(
    sql`update categories set status = 0 where id = ${hiddenCategory.category.id}`,
  );
  const hiddenSub = {
    category: tree.category,
    sub: await createSubCategory(database.db, tree.category.id, { name: 'Drafts', status: 0 }),
  };
  // Named as the shown ones (as many words, so they rank alike) and newer: among equal ranks
  // they would come first.
  const hidden: string[] = [];
  for (let i = 0; i < 6; i += 1) {
    const product = await createSimpleProduct(database.db, i % 2 ? hiddenCategory : hiddenSub, {
      name: `Cotton Kurta ${100 + i}`,
      keywords: 'cotton, festive',
      description: 'A cotton kurta, block printed by hand.',
      pricePaise: 50_000,
    });
    hidden.push(product.name);
  }
  const query = { item: 'cotton kurta', count: 1, limit: 6, sortingMethod: 1 };
  expect(await answeredFromNames(query)).toBe(true);
  const { names } = await search(query);
  expect(names).toHaveLength(6);
  expect(names.filter((name) => hidden.includes(name))).toEqual([]);
  expect(names).toEqual((await search(query, everyMatch())).names);
});

it('when the names hold fewer than a page, then every match is ranked', async () => {
  await createKurtas();
  // Six names hold both words: the page's seventh product is a kurta with "cotton" elsewhere.
  const query = { item: 'cotton kurta', count: 1, limit: 10, sortingMethod: 1 };
  expect(await answeredFromNames(query)).toBe(false);
  expect(await answeredFromNames({ ...query, limit: 6 })).toBe(true);
  const { names } = await search(query);
  expect(names.slice(0, 6).every((name) => name.startsWith('Cotton Kurta'))).toBe(true);
  expect(names[6]).toMatch(/^Kurta /);
  expect(names).toEqual((await search(query, everyMatch())).names);
  // A later page past the names.
  const later = { ...query, count: 2, limit: 5 };
  expect((await search(later)).names).toEqual((await search(later, everyMatch())).names);
});

it('when a product whose name lacks a word ranks above the names, then it comes first', async () => {
  const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
  // Both words in the name, far apart, nothing else: its words' proximity counts little.
  for (let i = 0; i < 4; i += 1)
    await createSimpleProduct(database.db, tree, {
      name: `Cotton Anarkali Flared Long Festive Mirror Work Embroidered Kurta ${i}`,
      keywords: 'festive',
      description: 'Hand finished.',
    });
  // "cotton" only beside the name, in its keywords and description, next to "kurta".
  const close = await createSimpleProduct(database.db, tree, {
    name: 'Kurta Set',
    keywords: 'cotton, kurta',
    description: 'Cotton kurta, cotton kurta lining, soft cotton kurta.',
  });
  const query = { item: 'cotton kurta', count: 1, limit: 3, sortingMethod: 1 };
  // The names fill the page, and their last ranks too low to decide it.
  expect(await answeredFromNames(query)).toBe(false);
  const { names } = await search(query);
  expect(names[0]).toBe(close.name);
  expect(names).toEqual((await search(query, everyMatch())).names);
});

it("when a word's English lexeme is not the word, or a word is misspelt, then every match is ranked", async () => {
  const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Sarees' });
  for (let i = 0; i < 12; i += 1)
    await createSimpleProduct(database.db, tree, {
      name: i % 2 === 0 ? `Georgette Saree ${i}` : `Silk Saree ${i}`,
      description: 'A georgette saree for the evening.',
    });
  for (const item of ['georgette saree', 'georgete saree']) {
    const query = { item, count: 1, limit: 4, sortingMethod: 1 };
    expect(await answeredFromNames(query)).toBe(false);
    const { names } = await search(query);
    expect(names).toHaveLength(4);
    expect(names.every((name) => name.startsWith('Georgette Saree'))).toBe(true);
    expect(names).toEqual((await search(query, everyMatch())).names);
  }
});

it('when the words find few products, then every match is ranked without reading the names first', async () => {
  await createKurtas();
  await database.db.execute(sql`analyze products`);
  const query = { item: 'cotton kurta', count: 1, limit: 6, sortingMethod: 1 };
  // The names would answer (the first test above), but 24 kurtas cost little to rank.
  expect(await answeredFromNames(query)).toBe(true);
  const { names, pages } = await search(query, createSearchService(database.db));
  expect(pages).toHaveLength(1);
  expect(pages[0]).not.toContain('ts_filter(p.search_words');
  expect(pages[0]).toContain('search_lexemes(');
  expect(names).toEqual((await search(query, everyMatch())).names);
});
