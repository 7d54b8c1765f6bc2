import { sql } from 'drizzle-orm';
import { createCategoryTree, createSimpleProduct } from '../../test/catalog-factory';
import { databasePerFile } from '../../test/test-db';
import { loadProductDocument } from '../modules/catalog/product-detail.repository';
import { executePrepared, rowsOf } from './client';

// PGlite is one session: what one call prepared, every later call finds.
const database = databasePerFile();

const prepared = async () =>
  rowsOf<{ name: string; statement: string }>(
    await database.db.execute(sql`select name, statement from pg_prepared_statements
      where name like 'shop\\_%' order by prepare_time, name`),
  );

describe('on PGlite, hot reads are prepared statements', () => {
  it('prepares a statement of whole-number parameters once and executes it with each', async () => {
    const count = (marker: number) =>
      executePrepared(
        database.db,
        sql`select ${marker}::int as marker, count(*)::int as n
        from categories where id > ${marker - 1000}`,
      );
    expect(rowsOf(await count(1))).toEqual([{ marker: 1, n: 0 }]);
    expect(rowsOf(await count(2))).toEqual([{ marker: 2, n: 0 }]);
    const names = (await prepared()).filter((row) => row.statement.includes('marker'));
    expect(names).toHaveLength(1);
    expect(names[0]!.name).toMatch(/^shop_[0-9a-f]{24}$/);
  });

  it('prepares a statement of text parameters too, each text one literal whatever it holds', async () => {
    const echo = (text: string) =>
      executePrepared(
        database.db,
        sql`select ${text}::text as echo, length(${text})::int as n`,
      ).then(rowsOf);
    // Quotes, backslashes and what would end the literal or the command if written out as is.
    const texts = [
      'kurta',
      "it's",
      "'); drop table products; --",
      'back\\slash \\',
      "\\'; select 1; --",
      "E'x'",
      '$$ dollar $q$',
      'सूती कुर्ता',
      '',
    ];
    for (const text of texts) expect(await echo(text)).toEqual([{ echo: text, n: text.length }]);
    const names = (await prepared()).filter((row) => row.statement.includes('length('));
    expect(names).toHaveLength(1);
    // The products table is still there.
    expect(rowsOf(await database.db.execute(sql`select count(*)::int as n from products`))).toEqual(
      [{ n: 0 }],
    );
  });

  it('writes out booleans and nulls, and runs a text PostgreSQL cannot hold unprepared', async () => {
    const pick = (flag: boolean | null, text: string) =>
      executePrepared(
        database.db,
        sql`select (${flag}::boolean is true) as yes, (${flag}::boolean is null) as unknown,
          ${text}::text as text`,
      ).then(rowsOf);
    expect(await pick(true, 'a')).toEqual([{ yes: true, unknown: false, text: 'a' }]);
    expect(await pick(false, 'b')).toEqual([{ yes: false, unknown: false, text: 'b' }]);
    expect(await pick(null, 'c')).toEqual([{ yes: false, unknown: true, text: 'c' }]);
    // A NUL character would break the EXECUTE's message ("invalid message format"): sent as a
    // parameter instead, which the database refuses as a failed query; the session goes on.
    await expect(pick(true, 'cut\0short')).rejects.toThrow(/^Failed query/);
    expect(await pick(true, 'after')).toEqual([{ yes: true, unknown: false, text: 'after' }]);
  });

  it('a product page is read by a prepared statement, for every product', async () => {
    const tree = await createCategoryTree(database.db);
    const one = await createSimpleProduct(database.db, tree, { name: 'Linen Shirt' });
    const two = await createSimpleProduct(database.db, tree, { name: 'Cotton Kurta' });
    const before = (await prepared()).length;
    database.queries.length = 0;
    expect((await loadProductDocument(database.db, one.id, 10))?.product.name).toBe('Linen Shirt');
    expect((await loadProductDocument(database.db, two.id, 10))?.product.name).toBe('Cotton Kurta');
    expect(database.queries).toHaveLength(2);
    const after = await prepared();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)!.statement).toContain('json_build_object');
  });
});
