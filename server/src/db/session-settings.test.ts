import { sql } from 'drizzle-orm';
import { databasePerFile } from '../../test/test-db';
import { rowsOf } from './client';

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
