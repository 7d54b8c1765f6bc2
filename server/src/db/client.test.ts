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
});
