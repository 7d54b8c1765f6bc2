import { sql } from 'drizzle-orm';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { seedDemoData } from '../../db/seed/seed-demo';
import { createSearchDictionary } from './search-dictionary';
import { createSearchService, type SearchQuery } from './search.service';

// A search in relevance order writes out the dictionary words that begin with each search word
// instead of matching the beginning as a prefix, and checks a word far commoner than the others
// on the rows they find: both only change how the database finds the matches, never which.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

/** The search as it was: every beginning matched as a prefix by the database. */
function prefixesOnly() {
  const dictionary = createSearchDictionary(database.db);
  return createSearchService(database.db, undefined, {
    dictionary: { ...dictionary, beginningsOf: async (words) => words.map(() => null) },
  });
}

it('when words and parts of words are searched in any order, then the pages and filter counts are those of prefix matches', async () => {
  await seedDemoData(database.db, { products: 300, seed: 7 });
  const terms = rowsOf<{ term: string }>(
    await database.db.execute(
      sql`select term from search_terms where term ~ '^[a-z]{4,}$' order by term`,
    ),
  ).map((row) => row.term);
  expect(terms.length).toBeGreaterThan(30);
  // Whole words, their first three letters, and pairs of them (a common word with a rarer one).
  const items = terms
    .filter((_, index) => index % 4 === 0)
    .flatMap((term, index, picked) => [
      term,
      term.slice(0, 3),
      `${term} ${picked[(index * 7 + 3) % picked.length]!}`,
      `${term.slice(0, 4)} ${picked[(index * 5 + 1) % picked.length]!.slice(0, 3)}`,
    ]);
  const queries: Omit<SearchQuery, 'item'>[] = [
    { count: 1, limit: 20, sortingMethod: 1 },
    { count: 2, limit: 5, sortingMethod: 1 },
    { count: 1, limit: 10, sortingMethod: 2, priceRange: [300, 3000] },
    { count: 1, limit: 10, sortingMethod: 1, colours: ['Black', 'Navy'] },
    { count: 1, limit: 10, sortingMethod: 3 },
  ];
  const written = createSearchService(database.db);
  const prefixed = prefixesOnly();
  let found = 0;
  for (const item of items) {
    for (const query of queries) {
      const page = (await written.search({ item, ...query })).text;
      expect([item, query, page]).toEqual([
        item,
        query,
        (await prefixed.search({ item, ...query })).text,
      ]);
      if (page !== '[]') found += 1;
    }
    expect([item, await written.facets({ item })]).toEqual([item, await prefixed.facets({ item })]);
  }
  // Most of them find something, so the pages compared are not all empty.
  expect(found).toBeGreaterThan((items.length * queries.length) / 2);
}, 120_000);
