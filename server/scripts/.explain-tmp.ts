import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/db/open';
import { seedDemoData } from '../src/db/seed/seed-demo';
import { seedBenchOrders } from './bench-orders';
const URL_ = 'postgres://postgres@127.0.0.1:5432/h14ops_explain';
const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
await admin.connect();
if (process.argv[2] === 'seed') {
  await admin.query('DROP DATABASE IF EXISTS h14ops_explain WITH (FORCE)');
  await admin.query('CREATE DATABASE h14ops_explain');
  const h = await openDatabase({ url: URL_ });
  await h.migrate(migrationsFolder());
  await seedDemoData(h.db, { products: 2000 });
  await seedBenchOrders(h.db, 100_000);
  await h.close();
}
await admin.end();
