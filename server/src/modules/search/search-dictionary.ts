import { sql } from 'drizzle-orm';
import {
  executePrepared,
  rowsOf,
  SIMILARITY_THRESHOLD,
  WORD_SIMILARITY_THRESHOLD,
  type Database,
} from '../../db/client';
import { isAscii, similarityOf, trigramsInOrder, wordSimilarity } from './trigrams';

/** A dictionary word a search word may stand for, and how alike the two are (pg_trgm). */
export interface Spelling {
  /** The search word's place in the query. */
  word: number;
  term: string;
  similarity: number;
}

/** The most dictionary words one search word expands to, most alike first. */
const SPELLINGS_PER_WORD = 40;

/**
 * The most dictionary words a search word's beginnings are written out as (beginningsOf); a word
 * that more begin with keeps PostgreSQL's prefix match.
 */
export const BEGINNINGS_PER_WORD = 16;

/**
 * How long a dictionary read from the database answers before it is read again (in the
 * background, while the old one still answers). Words only ever join the dictionary, and a
 * catalogue change announced by any instance has the next search read it at once, so this bounds
 * how late a word added by some other writer (no Redis between instances, a script) is known.
 */
export const DICTIONARY_REFRESH_MS = 10_000;

interface Term {
  term: string;
  trigrams: string[];
  unique: Set<string>;
}

interface Loaded {
  /** Every word, in the database's order of `term` (its collation), which breaks ties. */
  terms: Term[];
  /** Every word in byte order (JavaScript's order of ASCII strings), for beginningsOf. */
  inByteOrder: string[];
  /** For each trigram, the terms (by place) that have it. */
  byTrigram: Map<string, number[]>;
  /** Whether every word is ASCII, so that pg_trgm's results can be worked out here. */
  ascii: boolean;
  /** The words that are their own English lexeme (search_terms.stem: "cotton", not "saree"). */
  ownLexemes: Set<string>;
  /** How many products have the common words and prices (null: no statistics yet). */
  rows: CatalogueRows | null;
  loadedAt: number;
}

/**
 * About how many products have a search word on search_words, and a cheapest price up to some
 * amount, from the statistics the database plans with (ANALYZE: products, the share of them with
 * each of the most common words, the distribution of min_price_paise).
 */
export interface CatalogueRows {
  /**
   * The products with any of `terms`, or with a word that begins with `word`, counting only the
   * common words: every other word is on fewer products than the least common of them.
   */
  of(word: string, terms: readonly string[]): number;
  /** The share (0 to 1) of products whose cheapest price is at most `paise`. */
  cheapestUpTo(paise: number): number;
}

/**
 * The dictionary of the catalogue's words (search_terms) and each search word's spellings in it:
 * the words alike by trigrams (pg_trgm's `%`) and those the search word is a part of (`<%`:
 * "shirt" in "sweatshirt"), most alike first. The dictionary is held in memory and matched here,
 * with the same results as asking the database (trigrams.ts), which saves each search a round
 * trip and a scan of the dictionary. Words or a dictionary with characters beyond ASCII, whose
 * trigrams depend on the database's locale, are looked up in the database as before.
 */
export function createSearchDictionary(
  db: Database,
  {
    refreshMs = DICTIONARY_REFRESH_MS,
    now = Date.now,
  }: { refreshMs?: number; now?: () => number } = {},
) {
  let current: Loaded | null = null;
  let loading: Promise<Loaded> | null = null;
  // Bumped by every invalidation: a read that started before one is not kept as fresh.
  let generation = 0;

  function load(): Promise<Loaded> {
    if (loading) return loading;
    const started = generation;
    const attempt = readDictionary(db, now).then(
      (loaded) => {
        if (loading === attempt) loading = null;
        if (started === generation) current = loaded;
        return loaded;
      },
      (err: unknown) => {
        if (loading === attempt) loading = null;
        throw err;
      },
    );
    loading = attempt;
    return attempt;
  }

  async function dictionary(): Promise<Loaded> {
    const held = current;
    if (!held) return load();
    if (now() - held.loadedAt >= refreshMs) {
      // Stale by age only: answer with what is held while a fresh copy loads.
      load().catch(() => undefined);
    }
    return held;
  }

  return {
    /** Each search word's spellings, in one list: by word, then most alike first. */
    async spellingsOf(words: string[]): Promise<Spelling[]> {
      if (words.length === 0) return [];
      const held = words.every(isAscii) ? await dictionary() : null;
      if (!held?.ascii) return spellingsInDatabase(db, words);
      return words.flatMap((word, index) => spellingsInMemory(held, word, index));
    },

    /**
     * For each search word, every dictionary word that begins with it (the word itself among
     * them when it is one), or null where the dictionary in memory cannot tell: words or a
     * dictionary beyond ASCII, or more than BEGINNINGS_PER_WORD such words.
     */
    async beginningsOf(words: string[]): Promise<(string[] | null)[]> {
      if (words.length === 0) return [];
      const held = words.every(isAscii) ? await dictionary() : null;
      if (!held?.ascii) return words.map(() => null);
      return words.map((word) => beginningsIn(held.inByteOrder, word));
    },

    /**
     * For each search word, whether it is a dictionary word that is its own English lexeme (what
     * plainto_tsquery('english', word) looks for), or null where the dictionary in memory cannot
     * tell (words or a dictionary beyond ASCII).
     */
    async ownLexemes(words: string[]): Promise<boolean[] | null> {
      const held = words.every(isAscii) ? await dictionary() : null;
      if (!held?.ascii) return null;
      return words.map((word) => held.ownLexemes.has(word));
    },

    /** How many products have the common words and prices, as the database last counted them. */
    async catalogueRows(): Promise<CatalogueRows | null> {
      return (await dictionary()).rows;
    },

    /**
     * Reads the dictionary now (at start), so that the first search after a start does not wait
     * for it. A failure is left for that first search to meet again.
     */
    async warm(): Promise<void> {
      await load();
    },

    /** The catalogue changed: the next search reads the dictionary afresh. */
    invalidate(): void {
      generation += 1;
      current = null;
      loading = null;
    },
  };
}

export type SearchDictionary = ReturnType<typeof createSearchDictionary>;

async function readDictionary(db: Database, now: () => number): Promise<Loaded> {
  const loadedAt = now();
  // One statement: the words, and the statistics of how many products have the common ones and
  // of their cheapest prices.
  const [row] = rowsOf<
    {
      terms: string[];
      /** For each of `terms`, whether it is its own English lexeme. */
      own: boolean[];
      products: number | null;
      common: string[] | null;
      shares: number[] | null;
    } & PriceStatistics
  >(
    await executePrepared(
      db,
      sql`select array(select term from search_terms order by term) as terms,
          array(select stem is not distinct from term from search_terms order by term) as own,
          (select reltuples from pg_class where oid = 'products'::regclass)::float8 as products,
          s.most_common_elems::text::text[] as common,
          s.most_common_elem_freqs::float8[] as shares,
          m.null_frac::float8 as price_nulls,
          m.most_common_vals::text::float8[] as price_values,
          m.most_common_freqs::float8[] as price_shares,
          m.histogram_bounds::text::float8[] as price_bounds
        from (select 1) one
        left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'products'
          and s.attname = 'search_words'
        left join pg_stats m on m.schemaname = current_schema() and m.tablename = 'products'
          and m.attname = 'min_price_paise'`,
    ),
  );
  const terms: Term[] = [];
  const byTrigram = new Map<string, number[]>();
  const ownLexemes = new Set<string>();
  let ascii = true;
  for (const [place, term] of (row?.terms ?? []).entries()) {
    if (!isAscii(term)) ascii = false;
    if (row!.own[place]) ownLexemes.add(term);
    const trigrams = trigramsInOrder(term);
    const unique = new Set(trigrams);
    for (const trigram of unique) {
      const list = byTrigram.get(trigram);
      if (list) list.push(terms.length);
      else byTrigram.set(trigram, [terms.length]);
    }
    terms.push({ term, trigrams, unique });
  }
  const rows = catalogueRowsOf(Number(row?.products ?? -1), row?.common, row?.shares, row);
  const inByteOrder = terms.map(({ term }) => term).sort();
  return { terms, inByteOrder, byTrigram, ascii, ownLexemes, rows, loadedAt };
}

/** The words of `sorted` (byte order) that begin with `word`; null past BEGINNINGS_PER_WORD. */
export function beginningsIn(sorted: readonly string[], word: string): string[] | null {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < word) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let place = low; place < sorted.length && sorted[place]!.startsWith(word); place += 1) {
    if (found.length === BEGINNINGS_PER_WORD) return null;
    found.push(sorted[place]!);
  }
  return found;
}

/** pg_stats of products.min_price_paise (each null when the column has no statistics). */
export interface PriceStatistics {
  price_nulls: number | null;
  price_values: number[] | null;
  price_shares: number[] | null;
  price_bounds: number[] | null;
}

/** CatalogueRows from the statistics; null before products were first analyzed. */
function catalogueRowsOf(
  products: number,
  common: string[] | null | undefined,
  shares: number[] | null | undefined,
  prices: PriceStatistics | undefined,
): CatalogueRows | null {
  if (!common || !shares || !(products >= 0)) return null;
  const counted = common.map((term, place) => ({ term, rows: Number(shares[place]) * products }));
  return {
    of(word, terms) {
      const wanted = new Set(terms);
      let total = 0;
      for (const { term, rows } of counted)
        if (term.startsWith(word) || wanted.has(term)) total += rows;
      return total;
    },
    cheapestUpTo: (paise) => shareUpTo(prices, paise),
  };
}

/**
 * The share of rows whose value is at most `value`, as PostgreSQL estimates it from a column's
 * statistics: its most common values with their shares, then the histogram of the others (equal
 * numbers of rows between its bounds, spread evenly within each bucket). Nulls are never counted.
 * Without statistics, 0.
 */
export function shareUpTo(stats: PriceStatistics | undefined, value: number): number {
  if (!stats) return 0;
  const values = (stats.price_values ?? []).map(Number);
  const valueShares = (stats.price_shares ?? []).map(Number);
  const bounds = (stats.price_bounds ?? []).map(Number);
  let share = 0;
  let common = 0;
  values.forEach((v, place) => {
    common += valueShares[place] ?? 0;
    if (v <= value) share += valueShares[place] ?? 0;
  });
  const others = Math.max(0, 1 - Number(stats.price_nulls ?? 0) - common);
  if (bounds.length >= 2 && others > 0) {
    const buckets = bounds.length - 1;
    let below: number;
    if (value < bounds[0]!) below = 0;
    else if (value >= bounds[buckets]!) below = 1;
    else {
      let i = 0;
      while (value >= bounds[i + 1]!) i += 1;
      const [from, to] = [bounds[i]!, bounds[i + 1]!];
      below = (i + (to > from ? (value - from) / (to - from) : 1)) / buckets;
    }
    share += others * below;
  }
  return Math.min(1, Math.max(0, share));
}

/**
 * What spellingsInDatabase answers for one word, from the dictionary in memory. Only words that
 * share a trigram with it can pass either threshold, and a word's similarity to any part of
 * another is at most the share of its trigrams the other has: the rest are not worked out.
 */
function spellingsInMemory(dictionary: Loaded, word: string, index: number): Spelling[] {
  const trigrams = trigramsInOrder(word);
  const unique = new Set(trigrams);
  // For each word sharing trigrams with this one, how many (each counted once).
  const shared = new Map<number, number>();
  for (const trigram of unique)
    for (const place of dictionary.byTrigram.get(trigram) ?? [])
      shared.set(place, (shared.get(place) ?? 0) + 1);
  const found: { place: number; similarity: number }[] = [];
  for (const [place, count] of shared) {
    const term = dictionary.terms[place]!;
    const alike = similarityOf(count, unique.size, term.unique.size);
    if (
      alike >= SIMILARITY_THRESHOLD ||
      (similarityOf(count, unique.size, count) >= WORD_SIMILARITY_THRESHOLD &&
        wordSimilarity(trigrams, term.trigrams) >= WORD_SIMILARITY_THRESHOLD)
    )
      found.push({ place, similarity: alike });
  }
  found.sort((a, b) => b.similarity - a.similarity || a.place - b.place);
  return found.slice(0, SPELLINGS_PER_WORD).map(({ place, similarity: alike }) => ({
    word: index,
    term: dictionary.terms[place]!.term,
    similarity: alike,
  }));
}

/** The spellings of every search word, looked up by the database in one query. */
export async function spellingsInDatabase(db: Database, words: string[]): Promise<Spelling[]> {
  if (words.length === 0) return [];
  // One text per count of words (at most 8): prepared.
  const result = await executePrepared(
    db,
    sql`
    select w.ord::int - 1 as word, t.term, similarity(t.term, w.word) as similarity
    from unnest(array[${sql.join(
      words.map((word) => sql`${word}`),
      sql`, `,
    )}]::text[]) with ordinality as w(word, ord)
    cross join lateral (
      select t.term from search_terms t where t.term % w.word or w.word <% t.term
      order by similarity(t.term, w.word) desc, t.term limit ${SPELLINGS_PER_WORD}
    ) t`,
  );
  return rowsOf<Spelling>(result).map((row) => ({ ...row, similarity: Number(row.similarity) }));
}
