import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** How global-setup.ts names the folder it makes for the dump (mkdtemp in the temporary directory). */
export const DUMP_FOLDER_PREFIX = 'shop-test-';

/**
 * Whether a dump's folder is one global-setup.ts made: only that is removed. TEST_PGLITE_DUMP set
 * from outside (the PostgreSQL pass does not set it) could name a file in any folder, the
 * temporary directory itself included.
 */
const madeBySetup = (folder: string) =>
  path.dirname(folder) === path.resolve(os.tmpdir()) &&
  path.basename(folder).startsWith(DUMP_FOLDER_PREFIX);

/**
 * Cleans up what global-setup.ts made for the run: the migrated PGlite dump's folder in the
 * system's temporary directory (42 MB a run), or the template database on the PostgreSQL server.
 */
export default async function globalTeardown(): Promise<void> {
  const dump = process.env.TEST_PGLITE_DUMP;
  const folder = dump && path.dirname(path.resolve(dump));
  if (folder && madeBySetup(folder)) rmSync(folder, { recursive: true, force: true });
  const url = process.env.DATABASE_URL;
  const template = process.env.TEST_PG_TEMPLATE;
  if (!url || !template) return;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
