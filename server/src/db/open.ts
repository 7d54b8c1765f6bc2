import { sql } from 'drizzle-orm';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Env } from '../config/env';
import { openDatabase, type DatabaseHandle } from './client';

/** server/drizzle, found from this file whether it runs from src/ (tsx) or the dist/ bundle. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const serverRoot = here.includes(`${path.sep}src${path.sep}`)
    ? path.resolve(here, '../..')
    : path.resolve(here, '..');
  return path.join(serverRoot, 'drizzle');
}

/** Opens the configured database (PostgreSQL server or PGlite under DATA_DIR) and migrates it. */
export async function openConfiguredDatabase(env: Env): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (env.DATABASE_URL) {
    handle = await openDatabase({ url: env.DATABASE_URL });
  } else {
    const dataDir = path.resolve(env.DATA_DIR, 'db');
    mkdirSync(dataDir, { recursive: true });
    handle = await openDatabase({ dataDir });
  }
  await handle.migrate(migrationsFolder());
  // PGlite runs no autovacuum: refresh the planner's statistics at every start.
  if (handle.kind === 'pglite') await handle.db.execute(sql`analyze`);
  return handle;
}
