import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databasePoolSizeDefault, type Env } from '../config/env';
import { openDatabase, type DatabaseHandle } from './client';
import { claimDataDir, damagedDatabase, refuseIncompleteDataDir } from './data-dir';
import { maintainTables, scheduleMaintenance } from './embedded-maintenance';
import { checkEmbeddedDatabase, recordRowCounts } from './integrity';

/** server/drizzle, found from this file whether it runs from src/ (tsx) or the dist/ bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const serverRoot = here.includes(`${path.sep}src${path.sep}`)
    ? path.resolve(here, '../..')
    : path.resolve(here, '..');
  return path.join(serverRoot, 'drizzle');
}

/** Where the embedded database lives, and the row counts recorded at its last clean stop. */
export function embeddedPaths(env: Pick<Env, 'DATA_DIR'>) {
  const dataDir = path.resolve(env.DATA_DIR);
  return { dir: path.join(dataDir, 'db'), countsFile: path.join(dataDir, 'db-row-counts.json') };
}

/**
 * Opens the configured database (PostgreSQL server or PGlite under DATA_DIR) and migrates it.
 * `onConnectionError`: a PostgreSQL server's connection lost outside a query;
 * `onMaintenanceError`: the embedded database's vacuum and analyze failed (see
 * embedded-maintenance.ts; the next run tries again).
 */
export async function openConfiguredDatabase(
  env: Env,
  onConnectionError?: (err: Error) => void,
  onMaintenanceError: (err: unknown) => void = () => undefined,
): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL) return openEmbedded(env, onMaintenanceError);
  const handle = await openDatabase({
    url: env.DATABASE_URL,
    poolSize: env.DATABASE_POOL_SIZE ?? databasePoolSizeDefault(env.API_CONCURRENCY),
    timeouts: {
      connectMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    onConnectionError,
  });
  try {
    await handle.migrate(migrationsFolder());
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}

async function openEmbedded(
  env: Env,
  onMaintenanceError: (err: unknown) => void,
): Promise<DatabaseHandle> {
  const { dir, countsFile } = embeddedPaths(env);
  refuseIncompleteDataDir(dir);
  const release = claimDataDir(dir);
  try {
    const handle = await openClaimed(dir, countsFile, env.EMBEDDED_SHARED_BUFFERS_MB);
    const stopMaintenance = scheduleMaintenance(handle.db, onMaintenanceError);
    return {
      ...handle,
      close: async () => {
        try {
          await stopMaintenance();
          // The activity counters end with the process: what they hold is acted on now.
          await maintainTables(handle.db).catch(onMaintenanceError);
          await recordRowCounts(handle.db, countsFile);
          await handle.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

async function openClaimed(
  dir: string,
  countsFile: string,
  sharedBuffersMb: number,
): Promise<DatabaseHandle> {
  const existed = existsSync(path.join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ dataDir: dir, sharedBuffersMb });
  } catch (err) {
    if (!existed) throw err;
    throw damagedDatabase(dir, err instanceof Error ? err.message : String(err));
  }
  try {
    if (existed) await checkEmbeddedDatabase(handle.db, dir, countsFile);
    await handle.migrate(migrationsFolder());
    // PGlite runs no autovacuum (embedded-maintenance.ts): tables never analyzed are, now.
    await maintainTables(handle.db);
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
  return handle;
}
