import { eq, sql } from 'drizzle-orm';
import { createCategoryTree, createSimpleProduct } from '../../test/catalog-factory';
import { cloneTemplate } from '../../test/server-database';
import { createCustomer } from '../../test/factories';
import { describeCart, insertAndDescribe } from '../modules/cart/cart.repository';
import { loadProductDocument } from '../modules/catalog/product-detail.repository';
import { createSearchService, FEW_MATCHES } from '../modules/search/search.service';
import { products } from './schema/catalog';
import { executePrepared, openDatabase, rowsOf, type DatabaseHandle } from './client';

// Prepared statements live on a server's connections (the pool's connections for them): one
// connection here, so what one call prepared is what the next finds, and what lists them.
describe('on a PostgreSQL server, hot reads are prepared statements', () => {
  let database: Awaited<ReturnType<typeof cloneTemplate>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await cloneTemplate();
    handle = await openDatabase({ url: database.url, poolSize: 1 });
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  const prepared = async () =>
    rowsOf<{ name: string; statement: string }>(
      await executePrepared(
        handle.db,
        sql`select name, statement from pg_prepared_statements
        where name like 'shop\\_%' and statement not like '%pg_prepared_statements%'
        order by prepare_time`,
      ),
    );

  // The statements that sort a search's matches (not its reads of search_ranks: rankedPage by
  // relevance, pricedPage by price over a broad word, each one prepared statement for every word).
  const searchStatements = async () =>
    (await prepared()).filter(
      (row) =>
        /search_words @@|search_lexemes\(/.test(row.statement) &&
        !row.statement.includes('search_ranks'),
    );

  /** More products named `${name} n` than FEW_MATCHES (a word on many products), analyzed. */
  async function manyNamed(tree: { category: { id: number }; sub: { id: number } }, name: string) {
    await handle.db.execute(sql`insert into products
        (category_id, sub_category_id, name, type, price_paise, stock)
      select ${tree.category.id}, ${tree.sub.id}, ${name} || ' ' || n, 0, 99900 + n, 1
      from generate_series(1, ${FEW_MATCHES + 100}) n`);
    await handle.db.execute(sql`analyze products`);
  }

  it('prepares one named statement per text and reuses it', async () => {
    const listing = (marker: number) =>
      executePrepared(handle.db, sql`select ${marker}::int as marker, count(*) from categories`);
    expect(rowsOf(await listing(1))).toEqual([{ marker: 1, count: '0' }]);
    expect(rowsOf(await listing(2))).toEqual([{ marker: 2, count: '0' }]);
    const names = (await prepared()).filter((row) => row.statement.includes('marker'));
    expect(names).toHaveLength(1);
    expect(names[0]!.name).toMatch(/^shop_[0-9a-f]{24}$/);
  });

  it('a product page is read by a prepared statement, planned once for every product', async () => {
    const tree = await createCategoryTree(handle.db);
    const one = await createSimpleProduct(handle.db, tree, { name: 'Linen Shirt' });
    const two = await createSimpleProduct(handle.db, tree, { name: 'Cotton Kurta' });
    const before = (await prepared()).length;
    expect((await loadProductDocument(handle.db, one.id, 10))?.product.name).toBe('Linen Shirt');
    expect((await loadProductDocument(handle.db, two.id, 10))?.product.name).toBe('Cotton Kurta');
    const after = await prepared();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.statement).toContain('json_build_object');
  });

  it('a search for words few products have is prepared once for every word; common words and a price range alone are planned per search', async () => {
    const tree = await createCategoryTree(handle.db);
    await createSimpleProduct(handle.db, tree, { name: 'Wool Shawl', pricePaise: 99900 });
    await createSimpleProduct(handle.db, tree, { name: 'Silk Saree', pricePaise: 499900 });
    await manyNamed(tree, 'Denim Jacket');
    const search = createSearchService(handle.db);
    const names = async (body: { item: string; priceRange?: [number, number] }) =>
      (await search.search({ count: 1, limit: 20, sortingMethod: 3, ...body }))
        .parse()
        .map((card) => card.productName);
    const before = (await searchStatements()).length;
    expect(await names({ item: 'shawl' })).toEqual(['Wool Shawl']);
    expect(await names({ item: 'saree' })).toEqual(['Silk Saree']);
    // A misspelt word: the same statement finds nothing, then the loose pass answers.
    expect(await names({ item: 'sarree' })).toEqual(['Silk Saree']);
    const after = await searchStatements();
    expect(after).toHaveLength(before + 1);
    // A word on many products: planned for its words, never prepared.
    expect(await names({ item: 'denim jacket' })).toHaveLength(20);
    expect(await searchStatements()).toHaveLength(before + 1);
    // By price alone, the plan depends on the range: planned for each search, never prepared.
    const all = (await prepared()).length;
    expect(await names({ item: '', priceRange: [4000, 6000] })).toEqual(['Silk Saree']);
    expect(await prepared()).toHaveLength(all);
  });
  it('a search in relevance order is prepared once for every count of words, however many products its words find', async () => {
    await handle.db.delete(products);
    const tree = await createCategoryTree(handle.db);
    await createSimpleProduct(handle.db, tree, { name: 'Silk Saree', pricePaise: 499900 });
    await manyNamed(tree, 'Denim Jacket');
    const search = createSearchService(handle.db);
    const names = async (item: string) =>
      (await search.search({ count: 1, limit: 2, sortingMethod: 1, item }))
        .parse()
        .map((card) => card.productName);
    const before = (await searchStatements()).length;
    // The words are found in one scan of search_lexemes whatever they are: one plan suits all.
    // ("jackets" is no dictionary word, "saree" not its own English lexeme: every match ranked.)
    expect(await names('denim jackets')).toHaveLength(2);
    const common = (await searchStatements()).slice(before);
    expect(common).toHaveLength(1);
    expect(common[0]!.statement).toContain('search_lexemes(');
    expect(await names('silk saree')).toEqual(['Silk Saree']);
    expect((await searchStatements()).slice(before)).toEqual(common);
    // Read first from the names (namesFirst): one plan for any words, the names' index, and
    // every match ranked after it in the same statement when the names do not answer.
    expect(await names('denim jacket')).toHaveLength(2);
    const fromNames = (await searchStatements()).slice(before + 1);
    expect(fromNames).toHaveLength(1);
    expect(fromNames[0]!.statement).toContain("ts_filter(p.search_words, '{a}')");
    expect(fromNames[0]!.statement).toContain('search_lexemes(');
    expect(await names('silk jacket')).toEqual([]);
    expect(await names('jacket denim')).toHaveLength(2);
    expect((await searchStatements()).slice(before)).toEqual([...common, ...fromNames]);
  });

  it('a word few products have is prepared even when its far-off spellings are common: the loose pass runs apart, only when needed', async () => {
    // A catalogue of its own (the tests above share the database).
    await handle.db.delete(products);
    const tree = await createCategoryTree(handle.db);
    await createSimpleProduct(handle.db, tree, { name: 'Silk Saree', pricePaise: 499900 });
    // "sari" is a spelling of "saree" too far off for the strict pass, on many products.
    await manyNamed(tree, 'Sari Wrap');
    const search = createSearchService(handle.db);
    const names = async (body: { item: string; count?: number }) =>
      (await search.search({ count: 1, limit: 2, sortingMethod: 1, ...body }))
        .parse()
        .map((card) => card.productName);
    const before = (await searchStatements()).length;

    // The strict pass answers, prepared; the loose pass, which would find every wrap, is not read.
    expect(await names({ item: 'saree' })).toEqual(['Silk Saree']);
    expect(await names({ item: 'saree', count: 2 })).toEqual([]);
    // Its page, and on the later page whether it finds anything at all: both prepared.
    const strict = (await searchStatements()).slice(before);
    expect(strict).toHaveLength(2);
    // When the strict pass finds nothing to show, the loose pass answers, page by page.
    await handle.db.update(products).set({ status: 0 }).where(eq(products.name, 'Silk Saree'));
    const wrap = (n: number) => `Sari Wrap ${FEW_MATCHES + 100 - n}`;
    expect(await names({ item: 'saree' })).toEqual([wrap(0), wrap(1)]);
    expect(await names({ item: 'saree', count: 2 })).toEqual([wrap(2), wrap(3)]);
    // No other search statement was prepared: the loose pass was planned for its words.
    expect((await searchStatements()).slice(before).map((row) => row.name)).toEqual(
      strict.map((row) => row.name),
    );
  });

  it("a cart add and a cart read are prepared statements on the transaction's connection, one per text for every shopper", async () => {
    const tree = await createCategoryTree(handle.db);
    const belt = await createSimpleProduct(handle.db, tree, { name: 'Leather Belt' });
    const shawl = await createSimpleProduct(handle.db, tree, { name: 'Wool Shawl' });
    const asha = await createCustomer(handle.db);
    const ravi = await createCustomer(handle.db, { name: 'Ravi Kumar' });
    const cartStatements = await handle.db.transaction(async (tx) => {
      const line = (productId: number) => ({ productId, variantId: null, quantity: 1 });
      await insertAndDescribe(tx, asha.id, line(belt.id));
      await insertAndDescribe(tx, ravi.id, line(shawl.id));
      expect((await describeCart(tx, asha.id)).map((row) => row.name)).toEqual(['Leather Belt']);
      expect((await describeCart(tx, ravi.id)).map((row) => row.name)).toEqual(['Wool Shawl']);
      return rowsOf<{ name: string; statement: string }>(
        await tx.execute(sql`select name, statement from pg_prepared_statements
          where statement like '%from cart_items%'`),
      );
    });
    // The add's statement (its insert and the cart) and the read's, each prepared once.
    expect(cartStatements).toHaveLength(2);
    for (const row of cartStatements) expect(row.name).toMatch(/^shop_[0-9a-f]{24}$/);
  });
});
