import net from 'node:net';
import { spawnMain, stopChild, type ServerProcess } from '../../test/spawn-server';
import { damagedDatabase } from './data-dir';
import { describeStartupError } from './startup-errors';

/** Drizzle's wrapper, as start-up saw it: the cause is what matters. */
const failedQuery = (cause: unknown) =>
  Object.assign(new Error('Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"\nparams: '), {
    cause,
  });
const URL = 'postgres://shop@db.internal:6543/shop';

describe('start-up error lines', () => {
  it('when the server refuses the connection, then it names the address and the reason', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6543'), {
      code: 'ECONNREFUSED',
    });
    expect(describeStartupError(failedQuery(refused), { databaseUrl: URL })).toBe(
      'cannot reach the PostgreSQL server at db.internal:6543 (connection refused)',
    );
  });

  it('when the host is unknown, then it says so', () => {
    const unknown = Object.assign(new Error('getaddrinfo ENOTFOUND db.internal'), {
      code: 'ENOTFOUND',
    });
    expect(describeStartupError(unknown, { databaseUrl: URL })).toBe(
      'cannot reach the PostgreSQL server at db.internal:6543 (host not found)',
    );
  });

  it('when the server never answers, then it names the timeout and its setting', () => {
    const silent = new Error('timeout exceeded when trying to connect');
    expect(
      describeStartupError(failedQuery(silent), { databaseUrl: URL, connectTimeoutMs: 5000 }),
    ).toBe(
      'the PostgreSQL server at db.internal:6543 did not answer within 5000 ms (DATABASE_CONNECT_TIMEOUT_MS)',
    );
  });

  it.each([
    ['3D000', 'database "shop" does not exist'],
    ['28000', 'role "shop" does not exist'],
    ['28P01', 'password authentication failed for user "shop"'],
  ])('when the server answers %s, then its own message is the line', (code, message) => {
    const serverError = Object.assign(new Error(message), { code, severity: 'FATAL' });
    expect(describeStartupError(failedQuery(serverError), { databaseUrl: URL })).toBe(message);
  });

  it('when the embedded database is damaged, then the refusal is printed as it is', () => {
    expect(describeStartupError(damagedDatabase('/srv/shop/db', 'PG_VERSION is missing'))).toBe(
      'the embedded database under /srv/shop/db is damaged: PG_VERSION is missing; restore a backup (npm run restore) or move the folder away',
    );
  });
});

describe('a start-up that cannot reach its database', () => {
  let server: ServerProcess | undefined;
  afterEach(() => stopChild(server));

  it('when nothing listens at DATABASE_URL, then the process exits 1 with one line naming the address', async () => {
    const port = await freePort();
    server = spawnMain({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shop` });

    expect(await server.exited).toBe(1);
    expect(server.stderr().trim()).toBe(
      `Start-up failed: cannot reach the PostgreSQL server at 127.0.0.1:${port} (connection refused)`,
    );
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
