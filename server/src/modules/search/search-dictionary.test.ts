import { sql } from 'drizzle-orm';
import { createCategoryTree, createSimpleProduct } from '../../../test/catalog-factory';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import { rowsOf } from '../../db/client';
import { searchTerms } from '../../db/schema/catalog';
import { seedDemoData } from '../../db/seed/seed-demo';
import {
  BEGINNINGS_PER_WORD,
  beginningsIn,
  createSearchDictionary,
  shareUpTo,
  spellingsInDatabase,
  type SearchDictionary,
  type Spelling,
} from './search-dictionary';
import { similarityOf, trigramsInOrder, wordSimilarity } from './trigrams';

// The dictionary is matched in memory instead of by pg_trgm in the database: every answer must be
// the database's own, to the last bit of each similarity, on PGlite and on a PostgreSQL server.

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

async function addTerms(terms: string[]) {
  await database.db
    .insert(searchTerms)
    .values(terms.map((term) => ({ term })))
    .onConflictDoNothing();
}

/** Words spelt in every way a shopper gets them wrong, from the dictionary's words. */
function misspellings(terms: string[], random: () => number): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyz0123456789';
  const pick = () => letters[Math.floor(random() * letters.length)]!;
  const words = new Set<string>();
  for (const term of terms) {
    const word = term.replace(/[^a-z0-9]/g, '');
    if (word.length < 2) continue;
    const at = Math.floor(random() * word.length);
    words.add(word);
    words.add(word.slice(0, at) + word.slice(at + 1)); // a letter left out
    words.add(word.slice(0, at) + pick() + word.slice(at + 1)); // a wrong letter
    words.add(word.slice(0, at) + pick() + word.slice(at)); // a letter too many
    words.add(word.slice(0, at) + word.slice(at + 1, at + 2) + word[at] + word.slice(at + 2)); // swapped
    words.add(word.slice(0, Math.max(2, at + 1))); // the start only
    words.add(word + word.slice(0, 2)); // run on
  }
  for (let i = 0; i < 60; i += 1)
    words.add(Array.from({ length: 2 + Math.floor(random() * 9) }, pick).join(''));
  return [...words].filter((word) => word.length >= 2);
}

/** A small deterministic generator, so a failure can be replayed. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const comparable = (spellings: Spelling[]) =>
  spellings.map((s) => ({ ...s, similarity: Math.fround(s.similarity) }));

async function expectSameAsDatabase(words: string[]) {
  const dictionary = createSearchDictionary(database.db);
  // One word at a time and several at once (a query's words are looked up together).
  for (let i = 0; i < words.length; i += 1) {
    const query = i % 5 === 4 ? words.slice(i - 3, i + 1) : [words[i]!];
    expect(comparable(await dictionary.spellingsOf(query))).toEqual(
      comparable(await spellingsInDatabase(database.db, query)),
    );
  }
}

const AWKWARD_TERMS = [
  't-shirt',
  't-shirts',
  'tshirt',
  'a-line',
  'co-ord',
  'kurta-pyjama',
  '3xl',
  '100',
  'x',
  'aa',
  'aaa',
  'abab',
  'abababab',
  'shirt',
  'sweatshirt',
  'overshirt',
  'mississippi',
  'saree',
  'sari',
  'sarees',
];

describe('the search dictionary in memory', () => {
  it("gives the database's spellings for typos, parts and strangers, over the demo shop's words", async () => {
    await seedDemoData(database.db, { products: 120, seed: 7 });
    await addTerms(AWKWARD_TERMS);
    const terms = rowsOf<{ term: string }>(
      await database.db.execute(sql`select term from search_terms`),
    ).map((row) => row.term);
    expect(terms.length).toBeGreaterThan(150);
    const words = misspellings(terms, seededRandom(16));
    expect(words.length).toBeGreaterThan(800);
    await expectSameAsDatabase(words);
  }, 120_000);

  it('keeps more than forty alike words in the order the database breaks ties in', async () => {
    // Fifty words equally alike to "shirt", so the forty kept depend on the order of ties.
    await addTerms(
      Array.from({ length: 50 }, (_, i) => `shirt${String.fromCharCode(97 + (i % 26))}${i}`),
    );
    await expectSameAsDatabase(['shirt', 'shirta', 'shrt']);
  });

  it('asks the database for words beyond ASCII, and for any word once the dictionary has such words', async () => {
    await addTerms(['cafe', 'kurta', 'kurti']);
    await expectSameAsDatabase(['café', 'kurta']);
    await addTerms(['café', 'कुर्ता', 'naïve']);
    await expectSameAsDatabase(['cafe', 'café', 'kurta', 'naive', 'कुर्ता']);
  });

  it('when the catalogue changes, then the next search knows the new words', async () => {
    await addTerms(['kurta']);
    const dictionary = createSearchDictionary(database.db);
    expect(await dictionary.spellingsOf(['zardosi'])).toEqual([]);
    await addTerms(['zardozi']);
    dictionary.invalidate();
    expect((await dictionary.spellingsOf(['zardosi'])).map((s) => s.term)).toEqual(['zardozi']);
  });

  it('when no change is announced, then words added by another writer are known after the refresh time', async () => {
    let time = 0;
    await addTerms(['kurta']);
    const dictionary = createSearchDictionary(database.db, { refreshMs: 10_000, now: () => time });
    expect(await dictionary.spellingsOf(['zardosi'])).toEqual([]);
    await addTerms(['zardozi']);
    time = 9_999;
    expect(await dictionary.spellingsOf(['zardosi'])).toEqual([]);
    time = 10_000;
    // The old copy answers while a fresh one loads; the fresh one answers from then on.
    await dictionary.spellingsOf(['zardosi']);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await dictionary.spellingsOf(['zardosi'])).map((s) => s.term)).toEqual(['zardozi']);
  });

  it('when warmed at start, then the first search answers from the words read then', async () => {
    await addTerms(['kurta']);
    const dictionary = createSearchDictionary(database.db, { refreshMs: 10_000, now: () => 0 });
    await dictionary.warm();
    // A word added since, with no change announced, is not read by the first search: the
    // dictionary it answers from was read when warmed.
    await addTerms(['zardozi']);
    expect(await dictionary.spellingsOf(['zardosi'])).toEqual([]);
    expect((await dictionary.spellingsOf(['kurtaa'])).map((s) => s.term)).toEqual(['kurta']);
  });

  it.each([
    ['warmed at start', (dictionary: SearchDictionary) => dictionary.warm()],
    ['read by a search', (dictionary: SearchDictionary) => dictionary.spellingsOf(['kurtaa'])],
  ])(
    'when the dictionary cannot be %s, then that fails and the next search reads it again',
    async (_when, firstRead) => {
      await addTerms(['kurta']);
      const dictionary = createSearchDictionary(database.db);
      await database.db.execute(sql`alter table search_terms rename to search_terms_away`);
      try {
        await expect(firstRead(dictionary)).rejects.toThrow();
      } finally {
        await database.db.execute(sql`alter table search_terms_away rename to search_terms`);
      }
      expect((await dictionary.spellingsOf(['kurtaa'])).map((s) => s.term)).toEqual(['kurta']);
    },
  );

  it('gives every word that begins with each search word, and null where it cannot tell', async () => {
    await addTerms(['kurta', 'kurtas', 'kurti', 'kurt', 'kura', 'skurta', 'saree']);
    const dictionary = createSearchDictionary(database.db);
    // The word itself among them; words that only hold it, or sort next to it, are not.
    expect(await dictionary.beginningsOf(['kurt', 'sar', 'zari'])).toEqual([
      ['kurt', 'kurta', 'kurtas', 'kurti'],
      ['saree'],
      [],
    ]);
    // Beyond ASCII the database's collation decides what begins with what.
    expect(await dictionary.beginningsOf(['kürt'])).toEqual([null]);
    await addTerms(['café']);
    dictionary.invalidate();
    expect(await dictionary.beginningsOf(['kurt'])).toEqual([null]);
  });

  it('tells which words are dictionary words and their own English lexeme, and null where it cannot tell', async () => {
    await addTerms(['cotton', 'kurta', 'saree', 'printed', 'the', 'kurtas']);
    const dictionary = createSearchDictionary(database.db);
    // "saree" is "sare" in English, "printed" "print", "kurtas" "kurta"; "the" is a stop word.
    expect(
      await dictionary.ownLexemes(['cotton', 'kurta', 'saree', 'printed', 'the', 'kurtas', 'silk']),
    ).toEqual([true, true, false, false, false, false, false]);
    expect(await dictionary.ownLexemes(['kürta'])).toBeNull();
    await addTerms(['silk']);
    dictionary.invalidate();
    expect(await dictionary.ownLexemes(['silk'])).toEqual([true]);
  });

  it('when the catalogue changes, then the next search knows the words that begin with its words', async () => {
    await addTerms(['kurta', 'saree']);
    const dictionary = createSearchDictionary(database.db);
    expect(await dictionary.beginningsOf(['zard'])).toEqual([[]]);
    await addTerms(['zardozi']);
    dictionary.invalidate();
    expect(await dictionary.beginningsOf(['zard'])).toEqual([['zardozi']]);
  });

  it("knows about how many products have the common words, from the database's statistics", async () => {
    const tree = await createCategoryTree(database.db, { category: 'Women', sub: 'Kurtas' });
    for (let i = 0; i < 12; i += 1)
      await createSimpleProduct(database.db, tree, { name: `Cotton Kurta ${i}` });
    await createSimpleProduct(database.db, tree, { name: 'Silk Saree' });
    await database.db.execute(sql`analyze products`);
    const rows = (await createSearchDictionary(database.db).catalogueRows())!;
    expect(rows.of('cotton', [])).toBeCloseTo(12, 0);
    // Words the search word begins, and its spellings, are counted too.
    expect(rows.of('cot', [])).toBeCloseTo(12, 0);
    expect(rows.of('cotten', ['cotton', 'saree'])).toBeCloseTo(13, 0);
    expect(rows.of('silk', [])).toBeCloseTo(1, 0);
    expect(rows.of('linen', [])).toBe(0);
  });

  it("knows about what share of products have a cheapest price up to an amount, from the database's statistics", async () => {
    const tree = await createCategoryTree(database.db);
    // 30 products at ₹100, ₹200, ..., ₹3,000.
    for (let i = 1; i <= 30; i += 1)
      await createSimpleProduct(database.db, tree, { name: `Tee ${i}`, pricePaise: i * 10_000 });
    await database.db.execute(sql`analyze products`);
    const rows = (await createSearchDictionary(database.db).catalogueRows())!;
    expect(rows.cheapestUpTo(50)).toBe(0);
    expect(rows.cheapestUpTo(10_000)).toBeCloseTo(1 / 30, 1);
    expect(rows.cheapestUpTo(150_000)).toBeCloseTo(0.5, 1);
    expect(rows.cheapestUpTo(300_000)).toBe(1);
    expect(rows.cheapestUpTo(2_147_483_647)).toBe(1);
  });
});

describe('beginningsIn', () => {
  const sorted = ['a', 'ab', 'abc', 'abd', 'b', 'ba'];

  it('finds the words that begin with a word in a list in byte order, from its first place on', () => {
    expect(beginningsIn(sorted, 'ab')).toEqual(['ab', 'abc', 'abd']);
    expect(beginningsIn(sorted, 'a')).toEqual(['a', 'ab', 'abc', 'abd']);
    expect(beginningsIn(sorted, 'ba')).toEqual(['ba']);
    expect(beginningsIn(sorted, 'aa')).toEqual([]);
    expect(beginningsIn(sorted, 'c')).toEqual([]);
    expect(beginningsIn([], 'a')).toEqual([]);
  });

  it('gives null for a word that more words begin with than a search writes out', () => {
    const many = Array.from({ length: BEGINNINGS_PER_WORD + 1 }, (_, i) => `ku${i}`).sort();
    expect(beginningsIn(many, 'ku')).toBeNull();
    expect(beginningsIn(many.slice(1), 'ku')).toHaveLength(BEGINNINGS_PER_WORD);
  });
});

describe('shareUpTo', () => {
  const stats = {
    price_nulls: 0.1,
    price_values: [500, 100],
    price_shares: [0.2, 0.1],
    price_bounds: [0, 1000, 2000, 3000, 4000],
  };

  it('adds the common values up to the amount and the histogram of the others, spread evenly in each bucket', () => {
    // 60 % of the rows are neither null nor common: a quarter of them in each bucket.
    expect(shareUpTo(stats, 99)).toBeCloseTo(0.6 * (0.099 / 4), 6);
    expect(shareUpTo(stats, 100)).toBeCloseTo(0.1 + 0.6 * (0.1 / 4), 6);
    expect(shareUpTo(stats, 500)).toBeCloseTo(0.3 + 0.6 * (0.5 / 4), 6);
    expect(shareUpTo(stats, 2500)).toBeCloseTo(0.3 + 0.6 * (2.5 / 4), 6);
    // Nulls are never counted: at most 90 %.
    expect(shareUpTo(stats, 9999)).toBeCloseTo(0.9, 6);
    expect(shareUpTo(stats, -1)).toBe(0);
  });

  it('without statistics, or with only common values, counts what it knows', () => {
    expect(shareUpTo(undefined, 1000)).toBe(0);
    const common = {
      price_nulls: 0,
      price_values: [100, 200],
      price_shares: [0.5, 0.5],
      price_bounds: null,
    };
    expect(shareUpTo(common, 150)).toBeCloseTo(0.5, 6);
    expect(shareUpTo(common, 200)).toBeCloseTo(1, 6);
  });
});

describe('trigrams as pg_trgm makes them', () => {
  it('pads each word and drops what is not a letter or digit', () => {
    expect(trigramsInOrder('T-Sh')).toEqual(['  t', ' t ', '  s', ' sh', 'sh ']);
  });

  it.each([
    ['shirt', 'sweatshirt'],
    ['abab', 'abababab'],
    ['sari', 'saree'],
    ['kurta', 'kurta-pyjama'],
    ['xyz', 'abc'],
  ])("similarity and word similarity of %p and %p are the database's", async (word, term) => {
    const result = await database.db.execute(
      sql`select similarity(${term}, ${word}) as s, word_similarity(${word}, ${term}) as w`,
    );
    const [row] = rowsOf<{ s: number | string; w: number | string }>(result);
    const trigrams = trigramsInOrder(word);
    const termTrigrams = trigramsInOrder(term);
    const own = new Set(trigrams);
    const theirs = new Set(termTrigrams);
    const shared = [...own].filter((trigram) => theirs.has(trigram)).length;
    expect(similarityOf(shared, own.size, theirs.size)).toBe(Math.fround(Number(row!.s)));
    expect(wordSimilarity(trigrams, termTrigrams)).toBe(Math.fround(Number(row!.w)));
  });
});
