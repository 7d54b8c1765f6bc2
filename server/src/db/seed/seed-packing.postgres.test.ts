import { sql } from 'drizzle-orm';
import pg from 'pg';
import { databasePerFile } from '../../../test/test-db';
import { rowsOf } from '../client';
import { packProducts, seedDemoData } from './seed-demo';

// A server hosting other databases: a transaction open in one of them holds back what a table
// rewrite may drop, while a vacuum of this database's tables does not wait for it. Runs only with
// DATABASE_URL (jest.config.js); PGlite has one database and one connection.
const database = databasePerFile();

const rows = async <T>(query: ReturnType<typeof sql>) =>
  rowsOf<T>(await database.db.execute(query));

/** A description too long and too random to compress into the row: stored in the toast table. */
const longDescription = sql`(select string_agg(md5(random()::text), '') from generate_series(1, 120))`;

describe('packing the products table on a server with other databases', () => {
  test('when a transaction is open in another database and the toast table was vacuumed since products were rewritten, then packing keeps every product and leaves no old versions', async () => {
    await seedDemoData(database.db, { products: 30, seed: 3 });
    const other = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select txid_current()');
      // Two rewrites of every product: the first one's long values are now an old version's.
      await database.db.execute(sql`update products set description = ${longDescription}`);
      await database.db.execute(sql`update products set description = ${longDescription}`);
      const [toast] = await rows<{ name: string }>(
        sql`select reltoastrelid::regclass::text as name from pg_class where oid = 'products'::regclass`,
      );
      // What autovacuum does at any moment: it only waits for this database's transactions.
      await database.db.execute(sql.raw(`vacuum ${toast!.name}`));
      const before = await rows(sql`select * from products order by id`);

      await packProducts(database.db);

      expect(await rows(sql`select * from products order by id`)).toEqual(before);
      const [table] = await rows<{ pages: number; used: number }>(sql`select
        (pg_relation_size('products') / current_setting('block_size')::int)::int as pages,
        (select count(distinct (ctid::text::point)[0])::int from products) as used`);
      expect(table!.pages).toBe(table!.used);
    } finally {
      await other.query('rollback');
      await other.end();
    }
  });
});
