import { sql } from 'drizzle-orm';
import request from 'supertest';
import { beltLine, CART, createShop, post } from '../../test/commerce-factory';
import { createCustomer } from '../../test/factories';
import { startFreezingProxy, type FreezingProxy } from '../../test/freezing-proxy';
import { adminQuery, cloneTemplate } from '../../test/server-database';
import {
  spawnMain,
  startMain,
  stopChild,
  type RunningServer,
  type ServerProcess,
} from '../../test/spawn-server';
import { openDatabase, rowsOf, type DatabaseHandle, type ServerTimeouts } from './client';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './connection-errors';

// Faults of a PostgreSQL server: connections cut, a link that goes silent, a server that is
// not there. They need the server (DATABASE_URL), so the PGlite pass does not run this file.
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const serverAddress = () => {
  const url = new URL(process.env.DATABASE_URL!);
  return { host: url.hostname, port: Number(url.port || 5432) };
};

/** A copy of the template database, opened through a proxy that can freeze the link. */
async function behindFreezingProxy(options: { poolSize?: number; timeouts: ServerTimeouts }) {
  const database = await cloneTemplate();
  const proxy = await startFreezingProxy(serverAddress());
  const url = new URL(database.url);
  url.host = `127.0.0.1:${proxy.port}`;
  const handle = await openDatabase({ url: url.toString(), ...options });
  return { database, proxy, handle };
}

describe('when PostgreSQL connections are terminated under load', () => {
  let database: Awaited<ReturnType<typeof cloneTemplate>>;
  let handle: DatabaseHandle;
  let server: RunningServer | undefined;
  afterAll(async () => {
    await stopChild(server);
    await handle?.close();
    await database?.drop();
  });

  it('then the process stays up, requests in flight get 503 and later ones succeed', async () => {
    database = await cloneTemplate();
    handle = await openDatabase({ url: database.url, poolSize: 2 });
    const shop = await createShop(handle.db);
    const shoppers = await Promise.all(Array.from({ length: 8 }, () => createCustomer(handle.db)));
    server = await startMain({ DATABASE_URL: database.url });
    const setCart = async (token: string) => {
      const answer = await fetch(`${server!.url}${CART}/set`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `barear ${token}` },
        body: JSON.stringify({ cart: [beltLine(shop)] }),
      });
      return { status: answer.status, body: (await answer.json()) as { error?: string } };
    };

    const answers: Array<{ status: number; body: { error?: string } }> = [];
    let loading = true;
    const load = shoppers.map(async (shopper) => {
      while (loading) answers.push(await setCart(shopper.token));
    });
    await pause(500);
    for (let round = 0; round < 6; round += 1) {
      await adminQuery(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [database.name],
      );
      await pause(150);
    }
    loading = false;
    await Promise.all(load);

    expect(server.child.exitCode).toBeNull();
    const statuses = new Set(answers.map((answer) => answer.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    expect(answers.find((answer) => answer.status === 503)!.body).toEqual({
      error: UNAVAILABLE_MESSAGE,
    });
    expect((await setCart(shoppers[0]!.token)).status).toBe(200);
    expect(server.stderr()).not.toContain('Unhandled');
  });
});

describe('when the link to PostgreSQL freezes', () => {
  let database: Awaited<ReturnType<typeof cloneTemplate>>;
  let proxy: FreezingProxy;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    ({ database, proxy, handle } = await behindFreezingProxy({
      timeouts: { connectMs: 1_000, statementMs: 1_000, idleInTransactionMs: 5_000 },
    }));
  });
  afterAll(async () => {
    await handle?.close().catch(() => undefined);
    await proxy?.close();
    await database?.drop();
  });

  it('then health answers 503 within a second and requests 503 within the statement timeout, and both recover', async () => {
    const shop = await createShop(handle.db);
    expect((await request(shop.app).get('/api/health')).body).toEqual({
      status: 'ok',
      database: 'ok',
    });

    proxy.freeze();
    let started = Date.now();
    const health = await request(shop.app).get('/api/health').timeout(5_000);
    // The probe's own second (the body says so), not a wait on the frozen link: with 2 cores
    // shared by the test runner's workers, the answer itself has come 1.6 s after the freeze.
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'unavailable', database: 'no answer within 1000 ms' });

    started = Date.now();
    const cart = await post(shop.app, `${CART}/set`, shop.shopper.token, {
      cart: [beltLine(shop)],
    }).timeout(10_000);
    expect(cart.status).toBe(503);
    expect(cart.body).toEqual({ error: UNAVAILABLE_MESSAGE });
    expect(Date.now() - started).toBeLessThan(5_000);

    proxy.thaw();
    await pause(1_500);
    const again = await post(shop.app, `${CART}/set`, shop.shopper.token, {
      cart: [beltLine(shop)],
    });
    expect(again.status).toBe(200);
    expect((await request(shop.app).get('/api/health')).status).toBe(200);
  });
});

describe('when a transaction begins on a connection that has gone', () => {
  let database: Awaited<ReturnType<typeof cloneTemplate>>;
  let proxy: FreezingProxy;
  let handle: DatabaseHandle;
  afterAll(async () => {
    // A pool that lost a connection for good would wait for it forever here.
    await Promise.race([handle?.close().catch(() => undefined), pause(2_000)]);
    await proxy?.close();
    await database?.drop();
  });

  it('then the connection goes back to the pool dropped, and the next transaction gets a new one', async () => {
    // One connection, and a link given up on 1.3 s into its silence.
    ({ database, proxy, handle } = await behindFreezingProxy({
      poolSize: 1,
      timeouts: { connectMs: 1_000, statementMs: 300, idleInTransactionMs: 5_000 },
    }));
    const backend = () =>
      handle.db.transaction(
        async (tx) =>
          rowsOf<{ pid: number }>(await tx.execute(sql`select pg_backend_pid() as pid`))[0]!.pid,
      );
    const first = await backend();

    // The pool's one connection waits idle; its BEGIN is the first statement the frozen link
    // swallows.
    proxy.freeze();
    const failed = await backend().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(isDatabaseUnavailable(failed)).toBe(true);
    proxy.thaw();

    const next = await backend();
    expect(next).not.toBe(first);
    expect(await backend()).toBe(next);
  });
});

describe('when the shop starts against a database it cannot use', () => {
  let server: ServerProcess | undefined;
  let proxy: FreezingProxy | undefined;
  afterEach(async () => {
    await stopChild(server);
    await proxy?.close();
  });

  it('when the server accepts connections but never answers, then start-up fails after the connect timeout with one line', async () => {
    proxy = await startFreezingProxy(serverAddress());
    proxy.freeze();
    const started = Date.now();
    server = spawnMain({
      DATABASE_URL: `postgres://postgres@127.0.0.1:${proxy.port}/shop`,
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
    });

    expect(await server.exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(server.stderr().trim()).toBe(
      `Start-up failed: the PostgreSQL server at 127.0.0.1:${proxy.port} did not answer within 1000 ms (DATABASE_CONNECT_TIMEOUT_MS)`,
    );
  });

  it.each([
    [
      'database',
      (url: URL) => (url.pathname = '/no_such_shop'),
      'database "no_such_shop" does not exist',
    ],
    ['role', (url: URL) => (url.username = 'no_such_role'), 'role "no_such_role" does not exist'],
  ])(
    'when the %s does not exist, then start-up says so in one line',
    async (_what, spoil, line) => {
      const url = new URL(process.env.DATABASE_URL!);
      spoil(url);
      server = spawnMain({ DATABASE_URL: url.toString() });

      expect(await server.exited).toBe(1);
      expect(server.stderr().trim()).toBe(`Start-up failed: ${line}`);
    },
  );
});

describe('when a connection waits idle in the pool', () => {
  let database: Awaited<ReturnType<typeof cloneTemplate>>;
  let handle: DatabaseHandle;
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('then it is kept past the silence limit and pg’s 10 s, and the next statement runs on it with nothing reported lost', async () => {
    database = await cloneTemplate();
    const lost: Error[] = [];
    // The silence limit is the statement timeout and a second: 1.3 s here.
    handle = await openDatabase({
      url: database.url,
      poolSize: 1,
      timeouts: { connectMs: 2_000, statementMs: 300, idleInTransactionMs: 5_000 },
      onConnectionError: (err) => lost.push(err),
    });
    const backend = async () =>
      rowsOf<{ pid: number }>(await handle.db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid;
    const first = await backend();
    await pause(11_000);

    expect(await backend()).toBe(first);
    expect(lost).toEqual([]);
  }, 30_000);
});
