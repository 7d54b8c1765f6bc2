import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { cloneTemplate } from '../../test/server-database';
import { openDatabase, rowsOf, type DatabaseHandle } from './client';

/** When the migrations below were made: later than every committed one. */
const PENDING_WHEN = 9_000_000_000_000;

/**
 * A migrations folder of one migration (`tag`, its statements), later than every committed one,
 * so the migrator applies it on a migrated clone.
 */
function pendingMigration(tag: string, statements: string[]): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'shop-migration-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = {
    version: '7',
    dialect: 'postgresql',
    entries: [{ idx: 0, version: '7', when: PENDING_WHEN, tag, breakpoints: true }],
  };
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify(journal));
  writeFileSync(
    path.join(folder, `${tag}.sql`),
    `${statements.join('\n--> statement-breakpoint\n')}\n`,
  );
  return folder;
}

// An upgrade may rewrite a whole table, which takes minutes on a large shop: it must not be
// cancelled by the statement timeout that bounds shoppers' requests (it would roll back, and the
// shop would not start), while requests keep that timeout.
describe('on a PostgreSQL server, migrations run past the statement timeout', () => {
  let database: Awaited<ReturnType<typeof cloneTemplate>>;
  let handle: DatabaseHandle;
  let folder: string;
  beforeAll(async () => {
    database = await cloneTemplate();
    handle = await openDatabase({
      url: database.url,
      timeouts: { connectMs: 5_000, statementMs: 300, idleInTransactionMs: 5_000 },
    });
    folder = pendingMigration('0000_slow', [
      'SELECT pg_sleep(1);',
      'CREATE TABLE slow_upgrade (id int);',
    ]);
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('when a migration statement outlasts the timeout, then it completes and requests still time out', async () => {
    await handle.migrate(folder);
    const tables = rowsOf<{ n: number }>(
      await handle.db.execute(
        sql`select count(*)::int as n from pg_tables where tablename = 'slow_upgrade'`,
      ),
    );
    expect(tables).toEqual([{ n: 1 }]);
    await expect(handle.db.execute(sql`select pg_sleep(1)`)).rejects.toThrow();
  });
});

// Instances started together (a deploy of two, or a restart of all) upgrade the same database.
describe('on a PostgreSQL server, instances that migrate at once', () => {
  let database: Awaited<ReturnType<typeof cloneTemplate>>;
  let handles: DatabaseHandle[];
  let folder: string;
  beforeAll(async () => {
    database = await cloneTemplate();
    const open = () =>
      openDatabase({
        url: database.url,
        timeouts: { connectMs: 5_000, statementMs: 5_000, idleInTransactionMs: 5_000 },
      });
    handles = await Promise.all([open(), open()]);
    // Long enough for the second instance to read what is applied while the first migrates.
    folder = pendingMigration('0000_upgrade', [
      'SELECT pg_sleep(0.5);',
      'CREATE TABLE joint_upgrade (id int);',
    ]);
  });
  afterAll(async () => {
    await Promise.all((handles ?? []).map((handle) => handle.close()));
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('when two instances start together on a pending migration, then both start and it is applied once', async () => {
    const results = await Promise.allSettled(handles.map((handle) => handle.migrate(folder)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
    const applied = rowsOf<{ n: number }>(
      await handles[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations
          where created_at = ${PENDING_WHEN}`,
      ),
    );
    expect(applied).toEqual([{ n: 1 }]);
  });
});
