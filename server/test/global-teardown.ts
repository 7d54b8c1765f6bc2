import pg from 'pg';

/** Drops this run's template database on the PostgreSQL server (see global-setup.ts). */
export default async function globalTeardown(): Promise<void> {
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
