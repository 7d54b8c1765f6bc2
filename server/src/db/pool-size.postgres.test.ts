import { sql } from 'drizzle-orm';
import { parseEnv } from '../config/env';
import { cloneTemplate } from '../../test/server-database';
import { executePrepared, rowsOf, type DatabaseHandle } from './client';
import { openConfiguredDatabase } from './open';

// The connections an instance opens to a PostgreSQL server: each of its two pools (plain
// statements, prepared ones) holds at most DATABASE_POOL_SIZE, by default one more than the
// requests the work gate lets in (config/env.ts, databasePoolSizeDefault).
describe('the connections of an instance on a PostgreSQL server', () => {
  let database: Awaited<ReturnType<typeof cloneTemplate>>;
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await cloneTemplate();
  });
  afterEach(async () => {
    await handle?.close();
    handle = undefined;
  });
  afterAll(async () => {
    await database?.drop();
  });

  /** The server processes that answered 24 statements sent at once to each pool. */
  async function backendsUnderLoad(vars: Record<string, string>) {
    handle = await openConfiguredDatabase(parseEnv({ DATABASE_URL: database.url, ...vars }));
    const db = handle.db;
    const pidOf = (rows: unknown) => Number(rowsOf<{ pid: number }>(rows)[0]!.pid);
    const plain = await Promise.all(
      Array.from({ length: 24 }, () =>
        db.execute(sql`select pg_backend_pid() as pid, pg_sleep(0.05)`).then(pidOf),
      ),
    );
    const prepared = await Promise.all(
      Array.from({ length: 24 }, () =>
        executePrepared(db, sql`select pg_backend_pid() as pid, pg_sleep(0.05)`).then(pidOf),
      ),
    );
    return { plain: new Set(plain).size, prepared: new Set(prepared).size };
  }

  it('when API_CONCURRENCY is 2 and no pool size is set, then each pool opens at most 3', async () => {
    expect(await backendsUnderLoad({ API_CONCURRENCY: '2' })).toEqual({ plain: 3, prepared: 3 });
  });

  it('when DATABASE_POOL_SIZE is set, then each pool opens that many, whatever the gate', async () => {
    expect(await backendsUnderLoad({ API_CONCURRENCY: '2', DATABASE_POOL_SIZE: '6' })).toEqual({
      plain: 6,
      prepared: 6,
    });
  });

  it('when the gate is off, then each pool opens up to 10, as pg pools do by default', async () => {
    expect(await backendsUnderLoad({ API_CONCURRENCY: '0' })).toEqual({
      plain: 10,
      prepared: 10,
    });
  });
});
