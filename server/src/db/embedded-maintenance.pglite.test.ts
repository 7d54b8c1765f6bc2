import { sql } from 'drizzle-orm';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from '../config/env';
import { rowsOf, type Database } from './client';
import { maintainTables, scheduleMaintenance } from './embedded-maintenance';
import { openConfiguredDatabase } from './open';

// PGlite has no autovacuum: the shop vacuums and analyzes its embedded tables by autovacuum's
// thresholds, at start, while it runs and at a clean stop.
interface Activity {
  dead: number;
  vacuums: number;
  analyzes: number;
  rows: number;
}

async function activity(db: Database, table: string): Promise<Activity> {
  await db.execute(sql`select pg_stat_force_next_flush()`);
  const result = await db.execute(sql`
    select s.n_dead_tup::int as dead, s.vacuum_count::int as vacuums,
      s.analyze_count::int as analyzes, c.reltuples::int as rows
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid where s.relname = ${table}`);
  return rowsOf<Activity>(result)[0]!;
}

describe('the embedded database is vacuumed and analyzed by the shop', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-maintenance-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  const open = () => openConfiguredDatabase(parseEnv({ DATA_DIR: dataDir }));

  it('vacuums a table once its dead rows pass 50 + 20 % of it, and no table below that', async () => {
    const handle = await open();
    try {
      const { db } = handle;
      await db.execute(sql`create table maintained (id int primary key, stock int)`);
      await db.execute(sql`create table quiet (id int primary key, stock int)`);
      for (const table of ['maintained', 'quiet'])
        await db.execute(
          sql`insert into ${sql.identifier(table)} select g, 0 from generate_series(1, 1000) g`,
        );
      await maintainTables(db);
      expect((await activity(db, 'maintained')).rows).toBe(1000);

      // 249 dead rows: under 50 + 20 % of 1,000.
      await db.execute(sql`update maintained set stock = stock + 1 where id < 250`);
      await db.execute(sql`update quiet set stock = stock + 1 where id < 100`);
      expect(await maintainTables(db)).toEqual({ vacuumed: [], analyzed: ['maintained'] });
      expect((await activity(db, 'maintained')).dead).toBe(249);

      // Every sale rewrites a row: 2 more and it passes 250.
      await db.execute(sql`update maintained set stock = stock + 1 where id in (500, 501)`);
      expect(await maintainTables(db)).toEqual({
        vacuumed: ['maintained'],
        analyzed: ['maintained'],
      });
      expect(await activity(db, 'maintained')).toMatchObject({ dead: 0, vacuums: 1 });
      expect(await activity(db, 'quiet')).toMatchObject({ dead: 99, vacuums: 0 });
    } finally {
      await handle.close();
    }
  });

  it('a restart analyzes only tables never analyzed; a clean stop first acts on what was written', async () => {
    let handle = await open();
    await handle.db.execute(sql`create table grown (id int primary key)`);
    await handle.db.execute(sql`insert into grown select generate_series(1, 10)`);
    await maintainTables(handle.db);
    expect((await activity(handle.db, 'grown')).rows).toBe(10);
    // 490 rows more, then a clean stop: the counters would be lost with the process.
    await handle.db.execute(sql`insert into grown select generate_series(11, 500)`);
    await handle.close();

    handle = await open();
    try {
      // The statistics were taken at the stop, and nothing is analyzed again at the start.
      expect(await activity(handle.db, 'grown')).toMatchObject({ rows: 500, analyzes: 0 });
      expect(await activity(handle.db, 'products')).toMatchObject({ analyzes: 0 });
      await handle.db.execute(sql`create table fresh (id int primary key)`);
      await handle.db.execute(sql`insert into fresh select generate_series(1, 20)`);
      expect((await maintainTables(handle.db)).analyzed).toEqual(['fresh']);
    } finally {
      await handle.close();
    }
  });

  it('runs on its own while the shop runs, one run at a time, until stopped', async () => {
    const handle = await open();
    const errors: unknown[] = [];
    try {
      await handle.db.execute(sql`create table busy (id int primary key, stock int)`);
      await handle.db.execute(sql`insert into busy select g, 0 from generate_series(1, 100) g`);
      await maintainTables(handle.db);
      await handle.db.execute(sql`update busy set stock = 1`);
      const stop = scheduleMaintenance(handle.db, (err) => errors.push(err), 50);
      const deadline = Date.now() + 10_000;
      while ((await activity(handle.db, 'busy')).vacuums === 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 50));
      await stop();
      expect(await activity(handle.db, 'busy')).toMatchObject({ dead: 0, vacuums: 1 });
      expect(errors).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
