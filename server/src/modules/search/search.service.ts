import { sql, type SQL } from 'drizzle-orm';
import type { ProductCard } from '../../contracts/products';
import {
  SUGGESTIONS_PER_KIND,
  type CategorySuggestion,
  type SearchSuggestionsResponse,
} from '../../contracts/search-suggestions';
import { executePrepared, rowsOf, type Database } from '../../db/client';
import { textArray } from '../../db/text-array';
import { Invalid, NotFound } from '../../http/errors';
import { toPaise } from '../../lib/money';
import { RawJson } from '../../lib/json-once';
import { createReadCache, type ReadCache } from '../../lib/read-cache';
import type { FacetsResponse } from '../../contracts/facets';
import { facetFiltersOf } from '../catalog/catalog.service';
import { countFacets, facetCondition, FACET_COUNTS_KEEP_MS } from '../catalog/facets';
import {
  anyCard,
  inShownCategory,
  listable,
  listableAlone,
  productInStock,
  productListable,
  selectCardPage,
  selectCards,
  type CardPage,
  someVariant,
} from '../catalog/product-cards';
import {
  createSearchDictionary,
  type SearchDictionary,
  type Spelling,
  type CatalogueRows,
} from './search-dictionary';

const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'of', 'in', 'with', 'to', 'on']);
/** How many recently viewed products a shopper's suggestion list keeps. */
export const SUGGESTION_LIST_SIZE = 20;
const ROW_SIZE = 12;

export interface SearchQuery {
  item: string;
  count: number;
  limit: number;
  sortingMethod: number;
  priceRange?: [number | null, number | null] | null;
  filterCategory?: number | null;
  sizes?: string[];
  colours?: string[];
  minDiscount?: number;
}

/** Words of a query as matched against search_words: lower case, hyphens and dots dropped. */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]+/gu, ''))
    .filter((word) => word.length >= 2 && !STOP_WORDS.has(word))
    .slice(0, 8);
}

/** Search, related products and recommendations. */
export function createSearchService(
  db: Database,
  cache: ReadCache = createReadCache({ ttlMs: 0, maxBytes: 0 }),
  {
    rankedPages = true,
    pricedPagesFrom = PRICED_PAGES_FROM,
    namesFrom = NAMES_FROM,
    dictionary = createSearchDictionary(db),
  }: {
    /** false ranks every match for each page (what ranked pages must equal). */
    rankedPages?: boolean;
    /** How many products a word must find for a search by price to read search_ranks. */
    pricedPagesFrom?: number;
    /** How many products every word must find for a search to read the names first. */
    namesFrom?: number;
    /** The catalogue's words, for typos and partial words (one per process, kept fresh). */
    dictionary?: SearchDictionary;
  } = {},
) {
  async function searchNow(query: SearchQuery): Promise<RawJson<ProductCard[]>> {
    // Only punctuation ('%', '_', quotes): nothing to look for, so nothing matches.
    if (query.item.trim() !== '' && !/[\p{L}\p{N}]/u.test(query.item)) return new RawJson('[]');
    const { words, spellings, known } = await readWords(dictionary, query.item);
    const ranked = rankedPages
      ? ((await rankedPage(db, query, words, spellings, known)) ??
        (await pricedPage(db, query, words, spellings, known, pricedPagesFrom)))
      : null;
    if (ranked) return ranked;
    const page = { limit: query.limit, offset: (query.count - 1) * query.limit };
    const strict = {
      ...searchQuery(query, words, spellings, { loose: false, ...known }),
      // Several words: the page from the names, when they decide it, in the same statement.
      first: rankedPages ? namesFirst(query, words, spellings, known, namesFrom) : undefined,
    };
    if (!hasLoosePass(words, spellings)) return selectCards(db, { ...strict, ...page });
    const loose = searchQuery(query, words, spellings, { loose: true, ...known });
    if (strict.prepared && !loose.prepared) {
      // The loose pass's far-off spellings may find too many products for one plan to suit
      // (preparable): in the same statement it would have every search planned anew, most of
      // which its strict pass answers. The strict pass runs prepared alone; the loose one after
      // it only when the strict pass finds nothing at all (an empty later page may be the end of
      // its matches).
      const found = await selectCardPage(db, { ...strict, ...page });
      if (found.count > 0 || (page.offset > 0 && (await anyCard(db, strict)))) return found.cards;
      return selectCards(db, { ...loose, ...page });
    }
    // When the strict pass finds nothing, the loose pass answers: in the same statement, so a
    // misspelt search costs one round trip, not two or three.
    return selectCards(db, {
      ...strict,
      ...page,
      prepared: strict.prepared && loose.prepared,
      orElse: loose,
    });
  }

  /** The counts of the filter values over what the search finds (strict pass, else loose). */
  async function facetsNow(query: SearchQuery): Promise<FacetsResponse> {
    const filters = facetFiltersOf(query);
    const unfiltered = { ...query, priceRange: null, sizes: [], colours: [], minDiscount: 0 };
    if (query.item.trim() !== '' && !/[\p{L}\p{N}]/u.test(query.item))
      return countFacets(db, sql`false`, filters, query.priceRange, { categoriesJoined: false });
    const { words, spellings, known } = await readWords(dictionary, query.item);
    const strict = searchQuery(unfiltered, words, spellings, { loose: false, ...known });
    const loose = hasLoosePass(words, spellings)
      ? searchQuery(unfiltered, words, spellings, { loose: true, ...known })
      : undefined;
    return countFacets(db, strict.where, filters, query.priceRange, {
      orElse: loose?.where,
      categoriesJoined: strict.categoriesJoined,
    });
  }

  /**
   * Products like this one: same sub-category first, then the same category; never itself. One
   * statement: the product's own row (whether shoppers may see it, its category and
   * sub-category) is read inside it.
   */
  async function relatedNow(productId: number): Promise<RawJson<ProductCard[]>> {
    const own = (column: SQL) =>
      sql`(select q.${column} from products q where q.id = ${productId})`;
    const category = own(sql`category_id`);
    const subCategory = own(sql`sub_category_id`);
    // The row's first ROW_SIZE are among the best rated ROW_SIZE of the same sub-category and
    // of the category's other sub-categories: both read by rating index, never the whole category.
    const best = (sub: SQL) => sql`select p.id from products p
      where ${productListable} and p.category_id = ${category} and p.id <> ${productId}
        and ${sub}
      order by p.rating_avg desc, p.id desc limit ${ROW_SIZE}`;
    // The product's own category and sub-category are shown, or it is not listed (`also`): only
    // the other sub-categories are checked. The same sub-category comes first in the row, so
    // when it holds a row the others are not read at all (a one-time filter on its count).
    const near = sql`near as materialized (${best(sql`p.sub_category_id = ${subCategory}`)})`;
    const candidates = sql`select id from near
      union all select x.id from (
        ${best(sql`p.sub_category_id <> ${subCategory} and ${inShownCategory}`)}) x
      where (select count(*) from near) < ${ROW_SIZE}`;
    const page = await selectCardPage(db, {
      with: near,
      where: sql`p.id = any(array(${candidates})) and ${listableAlone}`,
      orderBy: sql`(p.sub_category_id = ${subCategory}) desc, p.rating_avg desc, p.id desc`,
      limit: ROW_SIZE,
      offset: 0,
      prepared: true,
      also: sql`select ${listableAlone} from products p where p.id = ${productId}`,
      categoriesJoined: false,
    });
    // A hidden product's neighbours would tell what it is: it has none for shoppers.
    if (page.also !== true) throw new NotFound('Product Not Found');
    return page.cards;
  }

  async function suggestionsNow(customerId: string): Promise<RawJson<ProductCard[]>> {
    const ids = rowsOf<{ id: number }>(await executePrepared(db, suggestedIds(customerId))).map(
      (row) => row.id,
    );
    return cardsInOrder(ids, sql`true`);
  }

  /** The cards of `ids` that `where` keeps, in the order of `ids`. */
  function cardsInOrder(ids: readonly number[], where: SQL): Promise<RawJson<ProductCard[]>> {
    if (ids.length === 0) return Promise.resolve(new RawJson('[]'));
    const list = sql`array[${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}]::int[]`;
    return selectCards(db, {
      where: sql`p.id = any(${list}) and ${where}`,
      orderBy: sql`array_position(${list}, p.id)`,
      limit: ROW_SIZE,
      offset: 0,
      // One text per count of ids, at most a row's.
      prepared: true,
    });
  }

  return {
    /** Reads what searches need before the first one comes (the dictionary, at start). */
    warm(): Promise<void> {
      return dictionary.warm();
    },

    /**
     * Every word must match the name, brand, keywords or category (typo-tolerant, through the
     * dictionary of the catalogue's words) or the descriptions (full text). Default order is
     * relevance; ties and prices sort by id, so pages never repeat or skip a product.
     */
    search(query: SearchQuery): Promise<RawJson<ProductCard[]>> {
      return cache.get(`search:${JSON.stringify(query)}`, () => searchNow(query));
    },

    facets(query: Omit<SearchQuery, 'count' | 'limit' | 'sortingMethod'>): Promise<FacetsResponse> {
      const full = { ...query, count: 1, limit: 1, sortingMethod: 1 };
      return cache.get(
        `facets:${JSON.stringify(full)}`,
        () => facetsNow(full),
        FACET_COUNTS_KEEP_MS,
      );
    },

    /**
     * As the shopper types: enabled categories and sub-categories whose names have every word
     * (as the start of one of their words), and the first products the search would list.
     */
    suggest(item: string): Promise<SearchSuggestionsResponse> {
      return cache.get(`suggest:${item.toLowerCase()}`, async () => {
        const [categories, products] = await Promise.all([
          matchingCategories(db, searchWords(item)),
          searchNow({ item, count: 1, limit: SUGGESTIONS_PER_KIND, sortingMethod: 1 }),
        ]);
        return {
          categories,
          products: products.parse().map((card) => ({
            _id: card._id,
            productName: card.productName,
            productBrand: card.productBrand,
            coverImg: card.CoverImages[0] ?? null,
          })),
        };
      });
    },

    /** The cards of products a shopper viewed (kept in their browser), those still listed. */
    cards(ids: readonly number[]): Promise<RawJson<ProductCard[]>> {
      const unique = [...new Set(ids)];
      return cache.get(`cards:${unique.join(',')}`, () => cardsInOrder(unique, listable));
    },

    related(productId: number): Promise<RawJson<ProductCard[]>> {
      return cache.get(`related:${productId}`, () => relatedNow(productId));
    },

    /**
     * Records a view; the list keeps each product once and only the newest SUGGESTION_LIST_SIZE.
     * One statement: the product's check, the view and the list's trim (the product viewed and
     * the newest others), where a check, `begin`, two writes and `commit` were five round trips
     * on every product page a signed-in shopper opens.
     */
    async recordView(customerId: string, productId: number): Promise<void> {
      const result = await executePrepared(
        db,
        sql`with product as (
            select p.id from products p where p.id = ${productId} and ${listableAlone}),
          viewed as (
            insert into product_views (customer_id, product_id)
            select ${customerId}::uuid, id from product
            on conflict (customer_id, product_id) do update set viewed_at = now()
            returning product_id),
          trimmed as (
            delete from product_views
            where customer_id = ${customerId} and product_id <> ${productId}
              and exists (select 1 from viewed)
              and product_id not in (
                select product_id from product_views
                where customer_id = ${customerId} and product_id <> ${productId}
                order by viewed_at desc limit ${SUGGESTION_LIST_SIZE - 1}))
          select count(*)::int as recorded from viewed`,
      );
      if (rowsOf<{ recorded: number }>(result)[0]?.recorded !== 1)
        throw new NotFound('Product Not Found');
      cache.delete(suggestionsKey(customerId));
    },

    /**
     * Recommendations from what the shopper viewed: same sub-categories, then categories, best
     * rated first, products not yet viewed before viewed ones; popular products fill the rest.
     * Only products with something in stock.
     */
    suggestions(customerId: string): Promise<RawJson<ProductCard[]>> {
      return cache.get(suggestionsKey(customerId), () => suggestionsNow(customerId));
    },
  };
}

/**
 * Categories (alone) and sub-categories (with their category's name) whose names contain every
 * word as the start of a word; shown ones only, in the menu's order, categories first.
 */
async function matchingCategories(db: Database, words: string[]): Promise<CategorySuggestion[]> {
  if (words.length === 0) return [];
  // Words are letters and digits only (searchWords), so they are safe inside a regex.
  const all = (text: SQL) =>
    sql.join(
      words.map((word) => sql`${text} ~* ${`\\m${word}`}`),
      sql` and `,
    );
  const result = await db.execute(sql`
    select * from (
      select c.id as category_id, c.name as category_name, c.display_index,
        null::int as sub_id, null::text as sub_name, 0 as sub_index
      from categories c where c.status = 1 and ${all(sql`c.name`)}
      union all
      select c.id, c.name, c.display_index, s.id, s.name, s.display_index
      from sub_categories s join categories c on c.id = s.category_id
      where c.status = 1 and s.status = 1 and ${all(sql`(c.name || ' ' || s.name)`)}
    ) found
    order by sub_id is not null, display_index, category_id, sub_index, sub_id
    limit ${SUGGESTIONS_PER_KIND}`);
  return rowsOf<{
    category_id: number;
    category_name: string;
    display_index: number;
    sub_id: number | null;
    sub_name: string | null;
  }>(result).map((row) => ({
    category: {
      _id: row.category_id,
      categoryName: row.category_name,
      categoryIndex: row.display_index,
    },
    subCategory:
      row.sub_id === null ? null : { _id: row.sub_id, subCategoryName: row.sub_name ?? '' },
  }));
}

/** A shopper's cached row; their own views clear it at once, vendor writes clear every row. */
const suggestionsKey = (customerId: string) => `suggestions:${customerId}`;

const byRating = sql`p.rating_avg desc, p.rating_count desc, p.id desc`;

/**
 * The ids of a shopper's suggestion row, in order. Candidates are read from rating indexes with
 * a bound: the viewed products, the best rated unviewed ones of every viewed sub-category, of
 * every other sub-category of the viewed categories, and overall. The first ROW_SIZE of the
 * row's order over all products are always among them, so the row is exact without ranking the
 * shop (a second, simple query reads the cards).
 *
 * The viewed sub-categories' products come first in the row, so when they are ROW_SIZE or more
 * they are the row: the other candidates are then not read at all (a one-time filter on their
 * count). That is the usual case, a shopper's views holding a sub-category of a dozen products,
 * and it halves the statement's time (1.8 → 0.95 ms at 10,000 products, 10 views over 8
 * sub-categories: 1,077 → 477 buffers).
 */
function suggestedIds(customerId: string): SQL {
  const columns = sql`p.id, p.sub_category_id, p.rating_avg, p.rating_count`;
  const best = (where: SQL) => sql`select ${columns} from products p
    where ${where} and ${productListable} and ${productInStock} and p.id not in (select id from viewed)
    order by ${byRating} limit ${ROW_SIZE}`;
  return sql`with viewed as (
      select ${columns}, p.category_id, ${productListable} and ${productInStock} as listable
      from product_views pv
      join products p on p.id = pv.product_id
      where pv.customer_id = ${customerId}),
    shown as (
      select s.id, s.category_id from sub_categories s join categories c on c.id = s.category_id
      where s.status = 1 and c.status = 1),
    subs as (select id from shown where id in (select sub_category_id from viewed)),
    siblings as (select id from shown
      where category_id in (select category_id from viewed) and id not in (select id from subs)),
    near as materialized (
      select x.* from subs cross join lateral (${best(sql`p.sub_category_id = subs.id`)}) x),
    far as (
      select x.* from siblings cross join lateral (
        ${best(sql`p.sub_category_id = siblings.id`)}) x
      union select x.* from (${best(sql`p.sub_category_id in (select id from shown)`)}) x),
    unviewed as (
      select * from near
      union select * from far where (select count(*) from near) < ${ROW_SIZE})
    select p.id from (
      select *, false as seen from unviewed
      union all select id, sub_category_id, rating_avg, rating_count, true from viewed
      where listable and sub_category_id in (select id from shown)) p
    order by p.seen asc,
      (case when p.sub_category_id in (select id from subs) then 2
            when p.sub_category_id in (select id from siblings) then 1 else 0 end) desc,
      ${byRating}
    limit ${ROW_SIZE}`;
}

/** What the dictionary in memory tells of a search's words, for searchQuery. */
interface WordsKnown {
  /** How many products have the catalogue's common words and prices (null: not known). */
  rows: CatalogueRows | null;
  /** For each word, the dictionary words that begin with it (null: not known). */
  beginnings: (string[] | null)[];
  /** For each word, whether it is a dictionary word and its own English lexeme (null: not known). */
  ownLexemes: boolean[] | null;
}

/** A search's words, their spellings and what the dictionary in memory tells of them. */
export async function readWords(
  dictionary: SearchDictionary,
  item: string,
): Promise<{ words: string[]; spellings: Spelling[]; known: WordsKnown }> {
  const words = searchWords(item);
  const [spellings, rows, beginnings, ownLexemes] = await Promise.all([
    dictionary.spellingsOf(words),
    dictionary.catalogueRows(),
    dictionary.beginningsOf(words),
    dictionary.ownLexemes(words),
  ]);
  return { words, spellings, known: { rows, beginnings, ownLexemes } };
}

/** Similarity from which a dictionary word counts as the same word misspelt (strict pass). */
const STRICT_SIMILARITY = 0.5;

/**
 * Whether a search's loose pass differs from its strict one: only when some spelling is too far
 * off for the strict pass (searchQuery), else it finds the same products.
 */
function hasLoosePass(words: string[], spellings: Spelling[]): boolean {
  return words.length > 0 && spellings.some((s) => s.similarity < STRICT_SIMILARITY);
}

/** How many of a word's best ranked products a ranked page reads per product it shows. */
const RANKED_DEPTH_PER_ROW = 8;

/**
 * A one-word search in relevance order, read from search_ranks (migration 0018) when its best
 * spelling is one dictionary word. Every product that word finds has its rank there, kept at
 * write time by the very expression searchQuery orders by:
 * - the word itself (it is its own best spelling): `rank`, the word on search_words plus its
 *   English lexeme on search_vector;
 * - a misspelt word: `words_rank`, the best spelling on search_words, when no product's
 *   descriptions hold the misspelt word's own lexeme (so that part is zero for every product).
 * The page is the best ranked products that pass the search's filters and match condition (of
 * the strict pass, or of the loose one when the strict one finds nothing), read from an index in
 * order (at most RANKED_DEPTH_PER_ROW a row) instead of ranking every match.
 * Every other product the search finds (by another spelling, or as the start of a longer word)
 * ranks zero, after all of these: so a full page is exactly the page searchQuery gives. A page
 * that comes back short (the end of the ranked products, filters that pass few of the best, a
 * lexeme some description holds) is answered by searchQuery instead.
 */
async function rankedPage(
  db: Database,
  query: SearchQuery,
  words: string[],
  spellings: Spelling[],
  known: WordsKnown,
): Promise<RawJson<ProductCard[]> | null> {
  const [word] = words;
  if (words.length !== 1 || !word || byPrice(query)) return null;
  const top = Math.max(0, ...spellings.map((s) => s.similarity));
  const best = spellings.filter((s) => s.similarity === top);
  if (best.length !== 1) return null;
  const term = best[0]!.term;
  // A spelling too far off for the strict pass (and not the word's continuation) finds products
  // only in the loose pass, which answers when the strict pass finds nothing at all.
  let loose = false;
  if (top < STRICT_SIMILARITY && !term.startsWith(word)) {
    if (await anyCard(db, searchQuery(query, words, spellings, { loose: false, ...known })))
      return null;
    loose = true;
  }
  const offset = (query.count - 1) * query.limit;
  const depth = RANKED_DEPTH_PER_ROW * (offset + query.limit);
  const ranked =
    term === word
      ? sql`select r.product_id, r.rank from search_ranks r where r.term = ${term}
          order by r.rank desc, r.product_id desc limit ${depth}`
      : sql`select r.product_id, r.words_rank as rank from search_ranks r
          where r.term = ${term} and r.words_rank > 0 and not exists (select 1 from products q
            where q.search_vector @@ plainto_tsquery('english', ${word}))
          order by r.words_rank desc, r.product_id desc limit ${depth}`;
  const page = await selectCardPage(db, {
    from: sql`(${ranked}) r join products p on p.id = r.product_id`,
    // With the joins: its generic plan walks search_ranks and looks each product up (without
    // them it read every product the word finds, 10,996 at 100,000 products, to join them).
    where: searchQuery(query, words, spellings, { loose, joined: true, ...known }).where,
    orderBy: sql`r.rank desc, r.product_id desc`,
    limit: query.limit,
    offset,
    // Without filters the statement's text is one for every word.
    prepared: !hasFilters(query),
  });
  return page.count === query.limit ? page.cards : null;
}

/** The most dictionary words a search by price reads the products of (pricedPage). */
const PRICED_WORDS = 16;

/**
 * How many products a word's spellings must find (by the database's statistics) for a search by
 * price to read search_ranks (pricedPage). Measured on the PostgreSQL server, one search at a
 * time: at 10,000 products the bench's searches by price, whose words find under 2,000 products,
 * were quicker sorting every match ("kur" 3.5 against 4.8 ms, "jeens" 3.8 against 5.7); at
 * 100,000 products, where "kur" finds 9,525, sorting them took 25 ms and pricedPage 4.3.
 */
export const PRICED_PAGES_FROM = 2_000;

/**
 * A one-word search by price (cheapest or dearest first), read from search_ranks' price index
 * (migration 0021) instead of finding and sorting every match. In the strict pass a product
 * matches the word when its words hold a spelling alike enough (STRICT_SIMILARITY, from the
 * dictionary in memory) or a word that begins with it, or its descriptions hold the word's
 * English lexeme. search_ranks holds every product under each word that finds it, with its
 * cheapest price, so the products of those words, each word's read in the search's order up to a
 * depth, hold every match up to the product where the first of the cut-off reads stopped: those
 * up to it are kept, and the search's own condition and filters pick the page from them. The
 * words that begin with the search word are read in the same statement from the dictionary table
 * (one range of its byte order), so a word added since the dictionary in memory was loaded is not
 * missed. The gate counts every spelling (the loose pass's too), so a broad misspelling qualifies.
 * When the strict pass finds nothing at all, the loose pass's spellings (every one found) are read
 * the same way. searchQuery answers instead when a word is not in search_ranks (a stop word, or
 * several lexemes), when more than PRICED_WORDS words stand for it, when descriptions hold the
 * search word while no dictionary word is it, and when the page comes back short (the end of the
 * matches, filters that pass few).
 */
async function pricedPage(
  db: Database,
  query: SearchQuery,
  words: string[],
  spellings: Spelling[],
  known: WordsKnown,
  fromMatches: number,
): Promise<RawJson<ProductCard[]> | null> {
  const [word] = words;
  // Letters and digits of ASCII: the next word in byte order is the last letter's successor.
  if (words.length !== 1 || !word || !/^[a-z0-9]+$/.test(word)) return null;
  if (!byPrice(query)) return null;
  // Within a category, its own price index in order is quicker (products_by_category_price:
  // "sneakers" in one category at 100,000 products, 2.6 ms against 4.7 read from search_ranks).
  if ((query.filterCategory ?? 0) > 0) return null;
  // A word on few products: sorting its matches is quicker (the database's statistics).
  const found = known.rows?.of(
    word,
    spellings.map((s) => s.term),
  );
  if (fromMatches > 0 && (found === undefined || found <= fromMatches)) return null;
  const strict = await pricedPass(db, query, word, spellings, known, false);
  if (strict.exact && strict.count > 0) return strict.cards;
  // The strict pass finds nothing at all, read whole or asked: the loose pass answers.
  const none =
    strict.exact && query.count === 1
      ? true
      : !(await anyCard(db, searchQuery(query, words, spellings, { loose: false, ...known })));
  if (!none) return strict.exact ? strict.cards : null;
  const loose = await pricedPass(db, query, word, spellings, known, true);
  return loose.exact ? loose.cards : null;
}

/**
 * pricedPage in one pass: its page, and whether it is exact (full, or every product of every
 * word read, so that nothing was cut off).
 */
async function pricedPass(
  db: Database,
  query: SearchQuery,
  word: string,
  spellings: Spelling[],
  known: WordsKnown,
  loose: boolean,
): Promise<{ cards: RawJson<ProductCard[]>; count: number; exact: boolean }> {
  const page = await selectCardPage(db, pricedPassPage(query, word, spellings, known, loose));
  return {
    cards: page.cards,
    count: page.count,
    exact: page.count === query.limit || page.also === true,
  };
}

/** pricedPass's page of cards; `also` tells whether it is exact when it is not full. */
export function pricedPassPage(
  query: SearchQuery,
  word: string,
  spellings: Spelling[],
  known: WordsKnown,
  loose: boolean,
): CardPage {
  const cheapestFirst = query.sortingMethod === 3;
  const alike = spellings
    .filter((s) => loose || s.similarity >= STRICT_SIMILARITY)
    .map((s) => s.term);
  const after = word.slice(0, -1) + String.fromCharCode(word.charCodeAt(word.length - 1) + 1);
  const offset = (query.count - 1) * query.limit;
  const depth = RANKED_DEPTH_PER_ROW * (offset + query.limit);
  const direction = cheapestFirst ? sql`asc` : sql`desc`;
  const order = sql`price ${direction}, product_id desc`;
  // Every product of a word that comes before the last one its read reached is read; so is every
  // product before the first of those last ones (stop), from each word.
  const readUpTo = cheapestFirst
    ? sql`(r.price, -r.product_id) <= (select s.price, -s.product_id from stop s)`
    : sql`(r.price, r.product_id) >= (select s.price, s.product_id from stop s)`;
  const subqueries = sql`terms as (
      select t.term from search_terms t
      where (t.term ~>=~ ${word} and t.term ~<~ ${after})
        or t.term = any(${textArray(alike)})),
    usable as (
      select count(*) <= ${PRICED_WORDS} and coalesce(bool_and(search_term_ranked(term)), false)
        and (coalesce(bool_or(term = ${word}), false) or not exists (select 1 from products q
          where q.search_vector @@ plainto_tsquery('english', ${word}))) as ok
      from terms),
    read as (
      select r.* from terms t cross join lateral (
        select r.product_id, r.price, row_number() over (order by ${order}) as n
        from search_ranks r
        where r.term = t.term and r.price is not null
        order by ${order} limit ${depth}) r
      where (select ok from usable)),
    stop as (select r.price, r.product_id from read r where r.n = ${depth} order by ${order} limit 1),
    candidates as (
      select distinct r.product_id from read r
      where not exists (select 1 from stop) or ${readUpTo})`;
  return {
    with: subqueries,
    from: sql`candidates r join products p on p.id = r.product_id`,
    // The hidden categories' ids read once and checked on each candidate's row: joined, each
    // candidate scanned the categories and the sub-categories ("kur", dearest first, at 100,000
    // products: 1.3-1.5 against 1.9-2.4 ms; docs/performance.md).
    where: searchQuery(query, [word], spellings, { loose, ...known }).where,
    categoriesJoined: false,
    orderBy: sql`p.min_price_paise ${direction}, p.id desc`,
    limit: query.limit,
    offset,
    prepared: !hasFilters(query),
    also: sql`select u.ok and not exists (select 1 from stop) from usable u`,
  };
}

/**
 * Each word's best spellings: the dictionary words most alike it (the word itself when it is
 * one), on which relevance ranks search_words (searchQuery).
 */
function bestSpellings(words: string[], spellings: Spelling[]): string[][] {
  return words.map((_, index) => {
    const own = spellings.filter((s) => s.word === index);
    const top = Math.max(0, ...own.map((s) => s.similarity));
    return own.filter((s) => s.similarity === top).map((s) => s.term);
  });
}

/**
 * What a product ranks under when its name lacks one of a search's `count` best spellings, with
 * room for rounding (namesFirst). Relevance is the mean of the spellings' ts_rank on
 * search_words plus the phrase's proximity rank on search_vector (searchQuery):
 * - the proximity rank is at most 1 (one minus a product of factors between 0 and 1, or, for a
 *   phrase of one lexeme, the first position's weight at most, as search_vector's weights fall
 *   from its name at A to its descriptions at C);
 * - a spelling's ts_rank is under its first position's weight: under 1 in the name, whose words
 *   come first at weight A, and under 0.4 elsewhere (brand, keywords, categories at weight B).
 */
const namelessRank = (count: number) => 2 - 0.6 / count + 1e-4;

/**
 * How many products every word of a search must find (by the database's statistics, with the
 * words it begins) for its names to be read first (namesFirst). Below, ranking every match costs
 * little, and names that do not decide the page would add their own ranking to it. At 10,000
 * products no word of the bench's catalogue finds 2,000; at 100,000, "cotton kurta" (7,938
 * products have "kurta") reads 1,588 names instead of ranking 4,762 matches.
 */
export const NAMES_FROM = 2_000;

/**
 * A search of several words in relevance order: its page read first from the products whose names
 * hold every word (products_name_words, migration 0034), before ranking every match (CardPage's
 * `first`, in the same statement). When that page, under the search's conditions (of its strict
 * pass), is full and its last product ranks above namelessRank, every product with a word missing
 * from its name ranks below the whole page, so the page is the one ranking every match gives and
 * answers; otherwise (names that fill no page, or rank too low) every match is ranked.
 *
 * Only when every word is a dictionary word (its own best spelling) and its own English lexeme,
 * so that the names count in the phrase's proximity rank: otherwise no name ranks high enough for
 * the bound ("georgette saree" looks for "georgett" and "sare" in search_vector, whose names hold
 * "georgette" and "saree"; a misspelt word's lexeme is in no name).
 */
export function namesFirst(
  query: SearchQuery,
  words: string[],
  spellings: Spelling[],
  known: Pick<WordsKnown, 'ownLexemes'> & Omit<Parameters<typeof searchQuery>[3], 'loose'>,
  fromMatches = NAMES_FROM,
): CardPage['first'] {
  if (words.length < 2 || byPrice(query) || !known.ownLexemes?.every(Boolean)) return undefined;
  const { rows } = known;
  if (fromMatches > 0 && !(rows && Math.min(...words.map((w) => rows.of(w, [w]))) > fromMatches))
    return undefined;
  const best = bestSpellings(words, spellings);
  if (best.some((terms, index) => terms.length !== 1 || terms[0] !== words[index]))
    return undefined;
  const terms = [...new Set(words)];
  const { rank } = searchQuery(query, words, spellings, { ...known, loose: false });
  // The strict pass's conditions but the words': a name holding every word holds each word's own
  // spelling, which each word's condition accepts. Without the words' conditions and with the
  // hidden categories' ids rather than the categories joined, "cotton kurta" at 100,000 products
  // took 3.1 against 3.6 ms (docs/performance.md).
  const rest = searchQuery(query, [], [], { ...known, loose: false });
  return {
    // Only the names are read from an index; the rest is checked on their rows (onRows): one plan
    // for any words.
    where: sql`ts_filter(p.search_words, '{a}') @@ ${allOf(terms)}::tsquery
      and ${onRows(rest.where)}`,
    rank: rank!,
    above: namelessRank(terms.length),
  };
}

/** Whether a search sorts by price, cheapest (3) or dearest (4) first. */
const byPrice = (query: SearchQuery) => query.sortingMethod === 3 || query.sortingMethod === 4;

/** Whether a search narrows its matches by category, price, size, colour or discount. */
function hasFilters(query: SearchQuery): boolean {
  return (
    (query.filterCategory ?? 0) > 0 ||
    priceCondition(query.priceRange) !== undefined ||
    hasFacetFilters(query)
  );
}

/** Whether a search narrows its matches by size, colour or discount (facetCondition). */
function hasFacetFilters(query: SearchQuery): boolean {
  const picked = facetFiltersOf(query);
  return picked.sizes.length > 0 || picked.colours.length > 0 || picked.minDiscount > 0;
}

/** A term as a tsquery's operand (no parsing, so no stemming or splitting), after `mark`. */
const operand = (term: string, mark = '') => `'${mark}${term.replace(/['\\]/g, (c) => `\\${c}`)}'`;

/**
 * A tsquery literal matching any of the terms, or words beginning with `prefix`; each term after
 * `mark` (SEARCH_WORDS_MARK, for search_lexemes).
 */
function anyOf(terms: string[], prefix?: string, mark = ''): string {
  const quoted = terms.map((term) => operand(term, mark));
  if (prefix) quoted.push(`${operand(prefix, mark)}:*`);
  return quoted.join(' | ');
}

/** A tsquery literal matching every one of the terms. */
const allOf = (terms: string[]) => terms.map((term) => operand(term)).join(' & ');

/**
 * What sets search_words' lexemes apart from search_vector's in search_lexemes (migration 0030):
 * a leading space, which no lexeme of the text search parser holds.
 */
const SEARCH_WORDS_MARK = ' ';

/**
 * The filter and order of a search. Every word must match search_words by one of its spellings
 * (the word itself and words it begins; in the strict pass also dictionary words at least
 * STRICT_SIMILARITY alike, in the loose pass every spelling found) or the descriptions by full
 * text. Default order is relevance: the best spellings weighted by where they occur, then the
 * description match; ties and prices sort by id, so pages never repeat or skip a product.
 */
export function searchQuery(
  query: SearchQuery,
  words: string[],
  spellings: Spelling[],
  {
    loose,
    joined = false,
    rows,
    beginnings = [],
  }: {
    loose: boolean;
    /** Join categories (listable) rather than check the hidden ones (listableAlone). */
    joined?: boolean;
    /** How many products have the catalogue's common words and prices (null: not known). */
    rows: CatalogueRows | null;
    /**
     * For each word, the dictionary words that begin with it (SearchDictionary.beginningsOf);
     * null or missing: not known, so PostgreSQL matches the beginning itself.
     */
    beginnings?: readonly (readonly string[] | null)[];
  },
) {
  // With words, the words' indexes find the rows and the rest is checked on them (onRows).
  const conditions: SQL[] = [
    joined ? listable : words.length > 0 ? onRows(listableAlone) : listableAlone,
  ];
  const best = bestSpellings(words, spellings).flat();
  // Whether every word finds few products, so that one plan suits all (see preparable).
  let fewMatches = rows !== null;
  const perWord = words.map((word, index) => {
    const own = spellings.filter((s) => s.word === index);
    const usable = own.filter((s) => loose || s.similarity >= STRICT_SIMILARITY);
    const found = rows?.of(
      word,
      usable.map((s) => s.term),
    );
    if (found === undefined || found > FEW_MATCHES) fewMatches = false;
    return { word, usable: usable.map((s) => s.term), begin: beginnings[index] };
  });
  // In relevance order every match is read from the words' index, so the words that begin with
  // a search word are written out where the dictionary knows them: a prefix match (`word:*`)
  // reads its range of the index on its own, and has every row it finds checked again ("cotton
  // kurta" at 100,000 products: 18.5 against 24.4 ms of execution, measured with each column's
  // index). A search by price keeps the prefix match, which its plans (an index in price order,
  // the word checked on each product) were measured with. A word added by another writer since
  // the dictionary was read is found by its beginning once the dictionary knows it
  // (DICTIONARY_REFRESH_MS at most), and at once by the whole word.
  const writtenOut = !byPrice(query);
  const spelt = (mark: string) =>
    perWord.map(({ word, usable, begin }) =>
      writtenOut && begin
        ? anyOf([...new Set([...usable, word, ...begin])], undefined, mark)
        : anyOf(usable, word, mark),
    );
  if (writtenOut && !joined && words.length > 0) {
    // Every word's spellings (on search_words) or English lexeme (on the descriptions), all the
    // words together, in one scan of search_lexemes' index (migration 0030): PostgreSQL's GIN scan
    // steps over a common word's entries past the rarer words' matches, where each word read from
    // both columns' indexes built a bitmap of all its matches ("cotton kurta" at 100,000 products:
    // 50,798 entries for "cotton", 17,463 for "kurta", 4,762 products with both).
    const groups = spelt(SEARCH_WORDS_MARK).map(
      (any, index) => sql`(${any}::tsquery || plainto_tsquery('english', ${words[index]}))`,
    );
    conditions.push(
      sql`search_lexemes(p.search_words, p.search_vector) @@ (${sql.join(groups, sql` && `)})`,
    );
  } else {
    // Checked on the rows a ranked page or an index in price order reads, where search_lexemes
    // would be computed for each of them.
    spelt('').forEach((any, index) =>
      conditions.push(
        sql`(p.search_words @@ ${any}::tsquery or p.search_vector @@ plainto_tsquery('english', ${words[index]}))`,
      ),
    );
  }
  if (query.filterCategory && query.filterCategory > 0)
    conditions.push(sql`p.category_id = ${query.filterCategory}`);
  const range = priceCondition(query.priceRange);
  if (range)
    conditions.push(
      words.length > 0 &&
        !byPrice(query) &&
        rows &&
        rows.cheapestUpTo(range.high) >= BROAD_PRICE_RANGE
        ? onRows(range.condition)
        : range.condition,
    );
  // Sizes, colours and discount: one variant must meet them and the price range together.
  if (hasFacetFilters(query)) {
    const facets = facetCondition(facetFiltersOf(query), query.priceRange);
    if (facets) conditions.push(facets);
  }
  const phrase = words.join(' ');
  // The phrase's query is made once per search (a scalar subquery, which the plan runs first):
  // a prepared statement's plan, made for any phrase, made it again for every match it ranked
  // (0.8 ms of 2.9 for the 475 matches of "cotton kurta" at 10,000 products).
  const rank = phrase
    ? sql`ts_rank(p.search_words, ${anyOf(best.length > 0 ? best : words)}::tsquery)
        + ts_rank(p.search_vector, (select plainto_tsquery('english', ${phrase})))`
    : undefined;
  const orderBy =
    query.sortingMethod === 3
      ? sql`p.min_price_paise asc, p.id desc`
      : query.sortingMethod === 4
        ? sql`p.min_price_paise desc, p.id desc`
        : rank
          ? sql`${rank} desc, p.id desc`
          : sql`p.id desc`;
  return {
    where: sql.join(conditions, sql` and `),
    orderBy,
    /** A product's relevance (with words): what the default order sorts by first. */
    rank,
    categoriesJoined: joined,
    prepared: preparable(query, words, fewMatches),
  };
}

/**
 * How many products a search word may find for a search by price to run prepared. Measured with
 * the bench's searches (PostgreSQL server, the read cache off): at 10,000 products, where words
 * find up to 1,900 products, every search with words was faster prepared; at 100,000, searches
 * with a word that finds 7,900 products or more were up to twice as slow (the generic plan read
 * every word's index, where a plan made for the words read the rare word's and checked the
 * common one on its few products). In relevance order the words are one scan of search_lexemes
 * for any words (preparable).
 */
export const FEW_MATCHES = 2_000;

/**
 * Whether a search's statements run prepared (executePrepared: planned once per text, for any
 * words and values). Planning an unprepared search cost 0.6-1.2 ms, as much as running it. A
 * generic plan does not know the values, so only searches whose best plan holds for all of them:
 * - with words in relevance order: one scan of search_lexemes finds every word's matches, common
 *   words' too (100,000 products, the bench's ten searches at 10 connections: 319 -> 364 req/s
 *   on average, p99 150 -> 115 ms);
 * - with words by price, when each finds few products (FEW_MATCHES, from the database's
 *   statistics of the words): the plan starts from the search indexes (a generic plan expects a
 *   word on 0.5 % of the products);
 * - without words, only with no price range: by id, by price or by category, from an index in
 *   order. A price range alone would be planned for a third of the products, read in order, and
 *   a range that holds nothing read the whole table.
 * Sizes, colours and discount make one text per length of their lists: never prepared.
 */
function preparable(query: SearchQuery, words: string[], fewMatches: boolean): boolean {
  if (hasFacetFilters(query)) return false;
  if (words.length > 0) return !byPrice(query) || fewMatches;
  return priceCondition(query.priceRange) === undefined;
}

/**
 * A condition PostgreSQL checks on the rows other conditions found, never by an index of its own:
 * a boolean test of it, which no index matches. A search's words are read from their indexes;
 * their matches are what the rest is checked on. Left to itself, the planner (expecting the
 * words to find up to three times the products they do) also read indexes for conditions that
 * hold for most products, and intersected the results: "cotton kurta" between ₹500 and ₹3,000 at
 * 100,000 products read 86,504 entries of products_by_price (12.7 of its 38 ms) to set aside 52
 * of its 4,762 matches, and with the price range out of its reach, the whole of
 * products_by_sub_category for the listable and price checks (17 ms). Checked on the matches:
 * 17 ms of execution (docs/query-plans.md).
 */
const onRows = (condition: SQL) => sql`(${condition}) is true`;

/**
 * The share of products whose cheapest price is at most a price range's top from which a search
 * with words checks the range on its matches (onRows) instead of reading the price index for it.
 * The index reads an entry for every product whose cheapest price is at most the range's top, to
 * set aside the matches outside the range; an entry costs about a tenth of a match checked on its
 * row (0.15 against 1.5 µs at 100,000 products), so from three quarters of the shop on, reading
 * them costs more than checking the matches unless the words find most of the shop (and a range
 * that broad sets few of them aside). Below, the planner keeps the choice ("shirt" between ₹500
 * and ₹600: 37 ms with the index, 163 without). A search by price keeps the range for the index
 * it walks in order: products_by_price holds both prices, and checks the range at both ends of
 * each product without reading its row (the cheapest silk between ₹2,000 and ₹4,000 at 100,000
 * products: 17 ms, where reading the rows below the range took 219).
 */
export const BROAD_PRICE_RANGE = 0.75;

function priceCondition(
  range: SearchQuery['priceRange'],
): { condition: SQL; high: number } | undefined {
  if (!range) return undefined;
  const [min, max] = range;
  if (min === null && max === null) return undefined;
  if (min !== null && max !== null && min > max)
    throw new Invalid('Minimum price must not be more than the maximum price');
  const low = min === null ? 0 : toPaise(Math.floor(min * 100) / 100);
  const high = max === null ? 2_147_483_647 : toPaise(Math.ceil(max * 100) / 100);
  // A product with a price in the range has its cheapest price at most `high` and its dearest
  // at least `low` (min/max_price_paise: the least and greatest of its variants' prices, kept by
  // triggers), checked first from the row itself (and by index). Of those, one whose cheapest or
  // dearest price is itself in the range has that variant; only a product whose prices span the
  // whole range (cheapest below it, dearest above) has its variants looked at.
  return {
    condition: sql`p.min_price_paise <= ${high} and p.max_price_paise >= ${low}
    and ((p.type = 0 and p.price_paise between ${low} and ${high})
      or (p.type = 1 and (p.min_price_paise >= ${low} or p.max_price_paise <= ${high}
        or ${someVariant(sql`v.price_paise between ${low} and ${high}`)})))`,
    high,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
