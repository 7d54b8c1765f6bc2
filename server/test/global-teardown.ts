import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Cleans up what global-setup.ts made for the run: the migrated PGlite dump's folder in the
 * system's temporary directory (42 MB a run), or the template database on the PostgreSQL server.
 */
export default async function globalTeardown(): Promise<void> {
  const dump = process.env.TEST_PGLITE_DUMP;
  // The dump's folder is global-setup.ts's own (mkdtemp).
  if (dump) rmSync(path.dirname(dump), { recursive: true, force: true });
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
