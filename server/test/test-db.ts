import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, rowsOf, type Database } from '../src/db/client';

export interface TestDatabase {
  db: Database;
  /** Statements sent since the last reset (to prove a fixed number of queries per request). */
  queries: string[];
  /** Empties every table and restarts identities (~10 ms), for isolation between tests. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A fresh, migrated, empty database for one test file: PGlite loaded from the global setup's
 * dump, or a clone of the migrated template on the PostgreSQL server when DATABASE_URL is set.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) return clonePostgres(url);
  const dumpFile = process.env.TEST_PGLITE_DUMP;
  if (!dumpFile) throw new Error('TEST_PGLITE_DUMP is not set: run the tests through jest');
  const queries: string[] = [];
  const handle = await openDatabase({
    loadDataDir: new Blob([readFileSync(dumpFile)]),
    onQuery: (q) => queries.push(q),
  });
  return { db: handle.db, queries, reset: () => resetAll(handle.db, queries), close: handle.close };
}

async function clonePostgres(url: string): Promise<TestDatabase> {
  const template = process.env.TEST_PG_TEMPLATE;
  if (!template) throw new Error('TEST_PG_TEMPLATE is not set: run the tests through jest');
  const name = `shop_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  const fileUrl = new URL(url);
  fileUrl.pathname = `/${name}`;
  const queries: string[] = [];
  const handle = await openDatabase({
    url: fileUrl.toString(),
    poolSize: 20,
    // Races of 50 requests queue for the pool's 20 connections on a busy 2-core machine: the
    // shop's 5 s wait (503 after it) is tested on its own, these tests check correctness.
    timeouts: { connectMs: 60_000, statementMs: 60_000, idleInTransactionMs: 60_000 },
    onQuery: (q) => queries.push(q),
  });
  return {
    db: handle.db,
    queries,
    reset: () => resetAll(handle.db, queries),
    close: async () => {
      await handle.close();
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function resetAll(db: Database, queries: string[]): Promise<void> {
  await truncateAll(db);
  queries.length = 0;
}

async function truncateAll(db: Database): Promise<void> {
  const result = await db.execute(sql`select tablename from pg_tables where schemaname = 'public'`);
  const tables = rowsOf<{ tablename: string }>(result)
    .map((row) => `"${row.tablename}"`)
    .join(', ');
  if (tables) await db.execute(sql.raw(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`));
}

/**
 * The database of a test file: created before its first test, emptied before each test (before
 * the file's own beforeEach hooks, which may fill it) and closed after the last test.
 */
export function databasePerFile(): TestDatabase {
  let current: TestDatabase | undefined;
  // Loading a PGlite database or cloning a template took over 30 s on a machine shared with
  // other builds (load average 20 on 2 cores): the set-up gets its own, longer limit.
  beforeAll(async () => {
    current = await createTestDatabase();
  }, 120_000);
  afterAll(() => current?.close());
  beforeEach(() => opened().reset());
  const opened = () => {
    if (!current) throw new Error('the test database opens in beforeAll: use it inside tests');
    return current;
  };
  return {
    get db() {
      return opened().db;
    },
    get queries() {
      return opened().queries;
    },
    reset: () => opened().reset(),
    close: () => opened().close(),
  };
}
