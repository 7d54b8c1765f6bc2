import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { schema, type Schema } from './schema';

/** One Drizzle type for both drivers, so services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations in `migrationsFolder` that are not applied yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
}

/** Called with every SQL statement Drizzle sends (tests count queries with it). */
export type QueryListener = (query: string) => void;

export type DatabaseOptions = { onQuery?: QueryListener } & (
  { url: string; poolSize?: number } | { dataDir?: string; loadDataDir?: Blob | File }
);

// Search looks a word's spellings up in its dictionary with pg_trgm: alike words (`%`, 0.3 by
// default) and words it is part of (`<%`, set here to 0.3: "shirt" in "sweatshirt").
const TRIGRAM_THRESHOLD = 'pg_trgm.word_similarity_threshold = 0.3';

/**
 * Opens PostgreSQL: a server when `url` is given, otherwise embedded PGlite
 * (file-backed under `dataDir`, or in memory when it is omitted).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if ('url' in options) return openPostgres(options.url, options.poolSize, logger);
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.exec(`SET ${TRIGRAM_THRESHOLD}`);
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  poolSize = 10,
  logger?: { logQuery: QueryListener },
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c ${TRIGRAM_THRESHOLD.replace(' = ', '=')}`,
  });
  pool.on('error', () => undefined); // idle client errors surface on the next query instead
  const db = drizzlePostgres(pool, { schema, logger }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async (migrationsFolder) => {
      await migratePostgres(drizzlePostgres(pool), { migrationsFolder });
    },
    close: () => pool.end(),
  };
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of a raw `db.execute` result; both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
