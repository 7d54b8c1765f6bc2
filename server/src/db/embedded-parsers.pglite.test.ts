import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { executePrepared, openDatabase, rowsOf, type DatabaseHandle } from './client';

// What Drizzle keeps as text on PGlite, in one row: a date, a timestamp with and without zone,
// an interval, and arrays of numerics, timestamps and dates; and what PGlite parses itself.
const row = sql`select '2026-11-29'::date as day,
    '2026-11-29 10:30:00'::timestamp as at,
    '2026-11-29 10:30:00+05:30'::timestamptz as at_zone,
    '1 day 02:00'::interval as span,
    array[1.50, 2.25]::numeric[] as amounts,
    array['2026-11-29 10:30:00'::timestamp] as times,
    array['2026-11-29'::date] as days,
    array[1, 2]::int[] as counts,
    '{"a": 1}'::jsonb as doc,
    true as flag`;

const expected = {
  day: '2026-11-29',
  at: '2026-11-29 10:30:00',
  at_zone: '2026-11-29 05:00:00+00',
  span: '1 day 02:00:00',
  amounts: '{1.50,2.25}',
  times: '{"2026-11-29 10:30:00"}',
  days: '{2026-11-29}',
  counts: [1, 2],
  doc: { a: 1 },
  flag: true,
};

describe('on PGlite, results are parsed by the instance, not per query', () => {
  let handle: DatabaseHandle;
  const seen: (QueryOptions | undefined)[] = [];

  beforeAll(async () => {
    // Every query PGlite is asked for, with the options it is asked with.
    const query = PGlite.prototype.query;
    jest.spyOn(PGlite.prototype, 'query').mockImplementation(function (
      this: PGlite,
      text: string,
      params?: unknown[],
      options?: QueryOptions,
    ) {
      seen.push(options);
      return query.call(this, text, params, options);
    } as typeof PGlite.prototype.query);
    handle = await openDatabase({
      loadDataDir: new Blob([readFileSync(process.env.TEST_PGLITE_DUMP!)]),
    });
  });

  afterAll(async () => {
    jest.restoreAllMocks();
    await handle.close();
  });

  it("gives Drizzle's types as text and the rest parsed, as Drizzle's own parsers did", async () => {
    expect(rowsOf(await handle.db.execute(row))).toEqual([expected]);
    expect(rowsOf(await executePrepared(handle.db, row))).toEqual([expected]);
    const inTransaction = await handle.db.transaction(async (tx) => rowsOf(await tx.execute(row)));
    expect(inTransaction).toEqual([expected]);
  });

  it("asks PGlite without Drizzle's parsers, which PGlite would copy with its own for every result", async () => {
    seen.length = 0;
    await handle.db.execute(sql`select 1 as one`);
    await handle.db.execute(sql`select ${'two'}::text as two`);
    expect(seen).toHaveLength(2);
    for (const options of seen) {
      expect(options?.rowMode).toBe('object');
      expect(options?.parsers).toBeUndefined();
    }
  });

  it('leaves parsers of other types to the caller who passes them', async () => {
    const [parsed] = (
      await (handle.db as unknown as { $client: PGlite }).$client.query<{ n: unknown }>(
        'select 41::int as n',
        [],
        {
          parsers: { 23: (value: string) => Number(value) + 1 },
        },
      )
    ).rows;
    expect(parsed).toEqual({ n: 42 });
  });
});
