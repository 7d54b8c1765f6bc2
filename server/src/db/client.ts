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

export type DatabaseOptions =
  | { url: string; schema?: string; poolSize?: number }
  | { dataDir?: string; loadDataDir?: Blob | File };

/**
 * Opens PostgreSQL: a server when `url` is given, otherwise embedded PGlite
 * (file-backed under `dataDir`, or in memory when it is omitted).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url, options.schema, options.poolSize);
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(
  url: string,
  searchPath: string | undefined,
  poolSize = 10,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: searchPath ? `-c search_path=${searchPath},public` : undefined,
  });
  pool.on('error', () => undefined); // idle client errors surface on the next query instead
  const db = drizzlePostgres(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    migrate: async (migrationsFolder) => {
      await migratePostgres(drizzlePostgres(pool), {
        migrationsFolder,
        migrationsSchema: searchPath ?? 'drizzle',
      });
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
