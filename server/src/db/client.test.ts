import { sql } from 'drizzle-orm';
import { databasePerFile } from '../../test/test-db';
import { executePrepared, rowsOf } from './client';

const database = databasePerFile();

describe("the shop's database sessions", () => {
  it('price random reads like reads in order and take word parts from 0.3 alike', async () => {
    const setting = async (name: string) =>
      rowsOf<{ value: string }>(
        await database.db.execute(sql`select current_setting(${name}) as value`),
      )[0]!.value;
    expect(await setting('random_page_cost')).toBe('1.1');
    expect(await setting('pg_trgm.word_similarity_threshold')).toBe('0.3');
    // Statements that are not prepared (a search with its filters) are planned for their values.
    expect(await setting('plan_cache_mode')).toBe('auto');
  });
});

describe('executePrepared', () => {
  // The statement lists the connection's prepared statements, itself among them on a server.
  const preparedNames = async (marker: number) =>
    rowsOf<{ name: string; marker: number }>(
      await executePrepared(
        database.db,
        sql`select name, ${marker}::int as marker from pg_prepared_statements
          where statement like '%pg_prepared_statements%' order by name`,
      ),
    );

  it('answers as execute does, with its parameters', async () => {
    const rows = await preparedNames(7);
    expect(rows.every((row) => row.marker === 7)).toBe(true);
    const again = await preparedNames(8);
    expect(again.every((row) => row.marker === 8)).toBe(true);
  });

  it('plans a page of a list once, whatever its page and size', async () => {
    // A page's shape: which rows (the parameters) vary, the statement does not.
    const page = (limit: number, offset: number) =>
      executePrepared(
        database.db,
        sql`select array(select g from generate_series(1, 500) g
          where g % 3 = 0 order by g desc limit ${limit} offset ${offset}) as ids`,
      ).then((result) => rowsOf<{ ids: number[] }>(result)[0]!.ids);
    for (let count = 1; count <= 8; count += 1)
      expect(await page(20, (count - 1) * 20)).toEqual(
        Array.from({ length: 20 }, (_, i) => 498 - 3 * ((count - 1) * 20 + i)),
      );
    expect(await page(5, 160)).toEqual([18, 15, 12, 9, 6]);
    // Listed from the statements' own session (a server's prepared statements are per session).
    const [plans] = rowsOf<{ generic: number; custom: number }>(
      await executePrepared(
        database.db,
        sql`select generic_plans::int as generic, custom_plans::int as custom
          from pg_prepared_statements where statement like '%generate_series(1, 500)%'
            and statement not like '%pg_prepared_statements%'`,
      ),
    );
    expect(plans).toEqual({ generic: 9, custom: 0 });
  });
});
