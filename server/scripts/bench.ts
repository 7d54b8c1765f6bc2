/**
 * `npm run bench`: seeds 10,000 products (most with 4–12 variants) and load-tests the built
 * server's read endpoints with autocannon (10 connections, 10 s each after 1 s uncounted) on
 * embedded PGlite and on the PostgreSQL server (BENCH_DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/shop_bench), next to a constant-JSON route (the framework's
 * ceiling), with the CPU time each answer took of the shop, the PostgreSQL server and the load
 * generator (cpu-per-answer.ts). Then the PostgreSQL server once more with 100,000 products
 * (BENCH_LARGE_PRODUCTS), its category pages and searches past the cache. Writes
 * docs/performance.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { withProcessEnv } from '../src/config/process-env';
import { openDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/db/open';
import { seedDemoData } from '../src/db/seed/seed-demo';
import { customers } from '../src/db/schema/people';
import { createTokenService } from '../src/modules/auth/tokens';
import {
  shoppersLabel,
  writeReport,
  type InTurns,
  type LargeCatalogue,
  type Memory,
  type Row,
} from './bench-report';
import { prepareShopperWorld, shopperRequests, type ShopperWorld } from './bench-shoppers';
import { seedBenchOrders } from './bench-orders';
import { cpuPerAnswer, processCpuMs, readCpu } from './cpu-per-answer';
import { cpuTimes, stolenShare } from './cpu-steal';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 10_000);
/**
 * The large catalogue: after the two databases, the PostgreSQL server is seeded again with this
 * many products and its category pages and searches are read past the cache (0 leaves it out).
 */
const LARGE_PRODUCTS = Number(process.env.BENCH_LARGE_PRODUCTS ?? 100_000);
/** The rows the large catalogue measures (their labels in readPlan). */
const LARGE_ROWS = [
  'constant JSON (ceiling)',
  'category list (20/page)',
  'search (typos, partial words, filters, sorts)',
];
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-123';
/** The shoppers scenario: seconds per run, and its runs. */
const SHOPPER_SECONDS = Number(process.env.BENCH_SHOPPER_SECONDS ?? 60);
/**
 * Each run on a fresh server (its cache empty and its code cold, as after a deploy), but for
 * those marked `afterRun`: the server of the run before once more, as a shop that has been
 * running a while. The fresh run's first seconds fill the cache, compile the hot code and open
 * the pool's connections, and those answers set much of its p99.
 */
const SHOPPER_RUNS: { connections: number; afterRun?: boolean }[] = [
  { connections: 10 },
  { connections: 50 },
  { connections: 50, afterRun: true },
];
/**
 * How long each endpoint row's requests are sent, uncounted, before its measured run. A server
 * just started compiles its hot code, opens its database connections and prepares its
 * statements in its first hundreds of answers: at 10,000 products the search mix past the cache
 * on a fresh server measured 531 and 604 req/s (p99 50 and 48 ms) counted from the first
 * request, 690 and 680 (p99 36 and 33 ms) after one such second (docs/performance.md). The rows
 * measure a running shop's reads, as the turns do (inTurns); the shoppers runs still start on a
 * fresh server, as after a deploy.
 */
const WARM_SECONDS = 1;
/**
 * The server bundles to measure. BENCH_SERVERS=a/main.js,b/main.js compares builds (before and
 * after a change) on the same data: each endpoint on each bundle in turn, so a busy machine
 * weighs on both alike.
 */
const BUNDLES = (process.env.BENCH_SERVERS ?? 'server/dist/main.js').split(',').filter(Boolean);
/** The first of the ports the bench's servers listen on (one per database). */
const PORT = Number(process.env.BENCH_PORT ?? 3900);
/** How long a server may take to start listening before the bench gives up. */
const START_TIMEOUT_MS = 3 * 60_000;
const POSTGRES_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/shop_bench';

interface Target {
  name: string;
  /** How many products its catalogue is seeded with. */
  products: number;
  env: Record<string, string>;
  prepare(): Promise<{ customerToken: string; vendorToken: string; world: ShopperWorld }>;
  cleanup(): Promise<void>;
}

async function seedInto(handle: Awaited<ReturnType<typeof openDatabase>>, products: number) {
  await handle.migrate(migrationsFolder());
  const started = Date.now();
  const summary = await seedDemoData(handle.db, { products });
  process.stdout.write(
    `  seeded ${JSON.stringify(summary)} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`,
  );
  const [customer] = await handle.db.select().from(customers).limit(1);
  if (!customer) throw new Error('the seed made no customers');
  const ordersStarted = Date.now();
  const vendorId = await seedBenchOrders(handle.db, ORDERS);
  process.stdout.write(
    `  seeded ${ORDERS} orders in ${((Date.now() - ordersStarted) / 1000).toFixed(1)} s\n`,
  );
  return {
    world: await prepareShopperWorld(handle.db, JWT_SECRET),
    vendorToken: createTokenService(JWT_SECRET).issue({
      sub: String(vendorId),
      role: 'vendor',
      ver: 0,
    }),
    customerToken: createTokenService(JWT_SECRET).issue({
      sub: customer.id,
      role: 'customer',
      ver: customer.tokenVersion,
    }),
  };
}

function pgliteTarget(): Target {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  return {
    name: 'PGlite (embedded)',
    products: PRODUCTS,
    env: { DATA_DIR: dataDir },
    async prepare() {
      const handle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        return await seedInto(handle, PRODUCTS);
      } finally {
        await handle.close();
      }
    },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function postgresTarget(products = PRODUCTS): Target {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-'));
  const url = new URL(POSTGRES_URL);
  const name = url.pathname.slice(1);
  const admin = async (text: string) => {
    const adminUrl = new URL(POSTGRES_URL);
    adminUrl.pathname = '/postgres';
    const client = new pg.Client({ connectionString: adminUrl.toString() });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  return {
    name: 'PostgreSQL server',
    products,
    env: { DATA_DIR: dataDir, DATABASE_URL: POSTGRES_URL },
    async prepare() {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin(`CREATE DATABASE ${name}`);
      const handle = await openDatabase({ url: POSTGRES_URL });
      try {
        return await seedInto(handle, products);
      } finally {
        await handle.close();
      }
    },
    async cleanup() {
      rmSync(dataDir, { recursive: true, force: true });
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Each server's read cache counts from its last "read cache since the start" line (logged at
 * shutdown and on SIGUSR2), and how many such lines it has written.
 */
const cacheStats = new WeakMap<ChildProcess, { hits: number; misses: number; lines: number }>();

/** A running server's read cache counts so far (SIGUSR2 makes it log them). */
async function cacheCounts(child: ChildProcess): Promise<{ hits: number; misses: number }> {
  const linesBefore = cacheStats.get(child)?.lines ?? 0;
  child.kill('SIGUSR2');
  const giveUpAt = Date.now() + 10_000;
  while (Date.now() < giveUpAt) {
    const stats = cacheStats.get(child);
    if (stats && stats.lines > linesBefore) return stats;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the server did not log its read cache counts within 10 s of SIGUSR2');
}

async function startServer(
  env: Record<string, string>,
  port: number,
  bundle = BUNDLES[0]!,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, [bundle], {
    cwd: ROOT,
    // As the shop's launchers start it (npm start, the Dockerfile).
    env: {
      ...withProcessEnv(process.env),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET,
      NODE_ENV: 'production',
      ALLOW_TEST_PAYMENTS: 'true',
      ALLOW_LOG_OTP: 'true',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (!stopping.has(child))
      process.stderr.write(
        `  the server stopped by itself (exit code ${code}, signal ${signal})\n`,
      );
  });
  let pending = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('read cache since the start')) {
        const stats = (JSON.parse(line) as { readCache?: { hits: number; misses: number } })
          .readCache;
        if (stats)
          cacheStats.set(child, { ...stats, lines: (cacheStats.get(child)?.lines ?? 0) + 1 });
      } else process.stdout.write(`${line}\n`);
    }
  });
  // A start checks every table through its primary key and analyzes them (100,000 orders here):
  // on a loaded machine a minute was not always enough.
  const giveUpAt = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < giveUpAt) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stopping.add(child);
  child.kill();
  throw new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s`);
}

async function post<T>(base: string, url: string, body: unknown): Promise<T> {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as T;
}

/** A running server of the bench, and whether its database is the PostgreSQL server. */
interface Served {
  process: ChildProcess;
  databaseServer: boolean;
}

type Request = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};

async function load(
  base: string,
  label: string,
  requests: Request[],
  {
    connections = 10,
    duration = DURATION,
    server,
  }: {
    connections?: number;
    duration?: number;
    /** The shop's server: its CPU per answer, and the PostgreSQL server's if it has one. */
    server?: Served;
  } = {},
): Promise<Row> {
  let next = 0;
  const cpuBefore = server && readCpu(server.process.pid!, server.databaseServer);
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const chosen = requests[next++ % requests.length]!;
          return {
            ...request,
            ...chosen,
            headers: { 'content-type': 'application/json', ...chosen.headers },
          };
        },
      },
    ],
  });
  // Server errors and failed requests; 4xx answers (a sold-out line, a cart at its limit) are
  // the shop refusing a shopper, counted apart.
  const errors = result.errors + result.timeouts + result['5xx'];
  const cpuAfter = server && readCpu(server.process.pid!, server.databaseServer);
  return {
    cpu: cpuBefore && cpuAfter && cpuPerAnswer(cpuBefore, cpuAfter, result.requests.total),
    endpoint: label,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: errors + result['4xx'],
    serverErrors: errors,
    refused: result['4xx'],
  };
}

/** The server's resident memory in MB (Linux /proc; undefined elsewhere). */
function residentMb(child: ChildProcess): number | undefined {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
  } catch {
    return undefined;
  }
}

/**
 * The endpoint rows, each label with the requests it cycles through: categories and products as
 * the running server lists them, and the signed-in shopper's suggestion list filled first.
 */
async function readPlan(
  base: string,
  customerToken: string,
  vendorToken: string,
): Promise<[string, Request[]][]> {
  const raw = await fetch(`${base}/api/vendor/product/156/getRawData`).then(
    (r) => r.json() as Promise<{ myRawData: { categories: { _id: number }[] } }>,
  );
  const categoryIds = raw.myRawData.categories.map((c) => c._id);
  const listed = await post<{ items: { _id: number }[] }>(base, '/api/user/search', {
    item: '',
    limit: 60,
    sortingMethod: 1,
  });
  const productIds = listed.items.map((item) => item._id);
  const json = (body: unknown) => JSON.stringify(body);
  const auth = { authorization: `barear ${customerToken}` };
  const owner = { authorization: `barear ${vendorToken}` };
  for (const id of productIds.slice(0, 10)) {
    await fetch(`${base}/api/user/addToSuggestionList`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: json({ product: id }),
    });
  }
  return [
    ['constant JSON (ceiling)', [{ method: 'GET', path: '/api/ping' }]],
    [
      'category list (20/page)',
      categoryIds.flatMap((category) =>
        [1, 2, 3].map((count) => ({
          method: 'POST' as const,
          path: '/api/vendor/product/156/product/get/category',
          body: json({ category, count, limit: 20 }),
        })),
      ),
    ],
    [
      'product detail',
      productIds.map((id) => ({
        method: 'POST' as const,
        path: '/api/vendor/product/156/getProductWithID',
        body: json({ id }),
      })),
    ],
    [
      'search (typos, partial words, filters, sorts)',
      [
        { item: 'tshirt', sortingMethod: 1 },
        { item: 'jeens', sortingMethod: 3 },
        { item: 'cotton kurta', sortingMethod: 1, priceRange: [500, 3000] },
        { item: 'sneakers', sortingMethod: 4, filterCategory: categoryIds[4] ?? -1 },
        { item: 'dress', sortingMethod: 1, count: 2 },
        { item: '', sortingMethod: 3, priceRange: [null, 999] },
        { item: 't-shrt', sortingMethod: 1, count: 3 },
        { item: 'blue shirt', sortingMethod: 1 },
        { item: 'kur', sortingMethod: 4 },
        { item: 'georgette saree', sortingMethod: 1, priceRange: [1000, null] },
      ].map((body) => ({
        method: 'POST' as const,
        path: '/api/user/search',
        body: json({ count: 1, limit: 20, ...body }),
      })),
    ],
    [
      'related products',
      productIds.map((productId) => ({
        method: 'POST' as const,
        path: '/api/user/relatedProducts',
        body: json({ productId }),
      })),
    ],
    [
      'owner dashboard (100k orders)',
      [1, 3, 5, 10].map((lowStock) => ({
        method: 'GET' as const,
        path: `/api/vendor/office/156/dashboard?lowStock=${lowStock}`,
        headers: owner,
      })),
    ],
    [
      'owner order table (search, filters)',
      ['', 'status=1', 'q=Customer%2012', 'q=70000012', 'paymentType=1&page=40', 'q=4321'].map(
        (query) => ({
          method: 'GET' as const,
          path: `/api/vendor/office/156/orders?${query}`,
          headers: owner,
        }),
      ),
    ],
    [
      'owner customers table (search)',
      ['', 'q=Customer%2012', 'page=20', 'q=98765'].map((query) => ({
        method: 'GET' as const,
        path: `/api/vendor/office/156/customers?${query}`,
        headers: owner,
      })),
    ],
    [
      'suggestions (signed in)',
      [{ method: 'POST', path: '/api/user/getSuggestProducts', body: json({}), headers: auth }],
    ],
  ];
}

/** BENCH_ONLY=suggestions,search runs just the endpoints whose label starts with one of them. */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const chosen = (label: string) => !only || only.some((start) => label.startsWith(start));

/**
 * A database's run: its rows, and the requests of its reads (`readPlan`, as its own catalogue
 * lists them) for the turns after both runs. With `keep`, its data stays for those turns and
 * the caller cleans up.
 */
async function measure(
  target: Target,
  port: number,
  memory: Memory,
  keep = false,
): Promise<{ rows: Row[]; plan: [string, Request[]][] }> {
  process.stdout.write(`\n${target.name}: seeding ${target.products} products\n`);
  const { customerToken, vendorToken, world } = await target.prepare();
  let server = await startServer(target.env, port);
  const base = `http://127.0.0.1:${port}`;
  memory.idle = residentMb(server);
  try {
    const plan = (await readPlan(base, customerToken, vendorToken)).filter(([label]) =>
      chosen(label),
    );
    if (!only || only.includes('sitemap')) await timeSitemap(base);
    if (BUNDLES.length > 1) {
      await stop(server);
      return { rows: await compareBundles(target, port, plan), plan };
    }
    const rows: Row[] = [];
    const databaseServer = Boolean(target.env.DATABASE_URL);
    const served = () => ({ process: server, databaseServer });
    for (const [label, requests] of plan) rows.push(await report(base, label, requests, served()));
    memory.afterReads = residentMb(server);
    // The same catalogue reads with the read cache off: what every first request costs.
    await stop(server);
    server = await startServer({ ...target.env, READ_CACHE_SECONDS: '0' }, port);
    for (const [label, requests] of plan.filter(([label]) => CACHED.has(label)))
      rows.push(await report(base, `${label}, no cache`, requests, served()));
    memory.afterReads = Math.max(memory.afterReads ?? 0, residentMb(server) ?? 0);
    // Shoppers: a fresh server (empty cache, as after a deploy) per run, but for a run after one.
    if (!only || only.includes('shoppers')) {
      let ceiling: Row | undefined;
      for (const [run, shopperRun] of SHOPPER_RUNS.entries()) {
        const { connections } = shopperRun;
        // Each run's shoppers are its own: their carts are empty whatever the run before did.
        const traffic = shopperRequests(world, { run, runs: SHOPPER_RUNS.length });
        if (!shopperRun.afterRun || !ceiling) {
          await stop(server);
          server = await startServer(target.env, port);
          // What any answer reaches on this server at these connections: the constant route.
          ceiling = await load(base, 'constant JSON', [{ method: 'GET', path: '/api/ping' }], {
            connections,
          });
        }
        const label = shoppersLabel(shopperRun);
        const cacheBefore = await cacheCounts(server);
        const row = await load(base, label, traffic, {
          connections,
          duration: SHOPPER_SECONDS,
          server: served(),
        });
        const cacheAfter = await cacheCounts(server);
        row.ceiling = { rps: ceiling.rps, p99: ceiling.p99 };
        const hits = cacheAfter.hits - cacheBefore.hits;
        row.cacheHitRate = hits / Math.max(1, hits + cacheAfter.misses - cacheBefore.misses);
        memory.afterShoppers = Math.max(memory.afterShoppers ?? 0, residentMb(server) ?? 0);
        rows.push(row);
        process.stdout.write(
          `  ${label.padEnd(44)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.serverErrors}  refused ${row.refused}  cache hits ${(row.cacheHitRate * 100).toFixed(0)} %  (constant route: ${ceiling.rps.toFixed(0)} req/s, p99 ${ceiling.p99} ms)${cpuText(row)}\n`,
        );
      }
    }
    return { rows, plan };
  } finally {
    await stop(server);
    if (!keep) await target.cleanup();
  }
}

/** The reads past the cache the two databases are weighed by, and the rounds they take turns in. */
const IN_TURNS_ROWS = [
  'category list (20/page)',
  'product detail',
  'related products',
  'search (typos, partial words, filters, sorts)',
];
/** How many rounds the databases take turns in (BENCH_TURNS). */
const IN_TURNS_ROUNDS = Number(process.env.BENCH_TURNS ?? 6);

/**
 * The embedded database against the PostgreSQL server, in turns: both read past the cache by
 * servers running at once, in short bursts one after the other (the one that goes first
 * alternating by round), so that both meet the same moments of the machine. Each database's own
 * run is minutes from the other's, and the same build's CPU per answer has moved by two fifths
 * between such runs (docs/performance.md): its share of the other's measured the machine's
 * moments as much as the databases. Each server is warmed by one uncounted burst per read.
 */
async function inTurns(
  parts: { target: Target; plan: [string, Request[]][] }[],
  port: number,
): Promise<InTurns> {
  if (parts.length !== 2) throw new Error('turns need both databases');
  // With the defaults, six rounds of 3 s: each database reads each endpoint for 18 s (10 s in
  // its own run).
  const seconds = Math.max(1, Math.round(DURATION / 3));
  const servers: ChildProcess[] = [];
  const result: InTurns = { rounds: IN_TURNS_ROUNDS, seconds, rows: [] };
  process.stdout.write(
    `\nPGlite against the PostgreSQL server, in turns (${IN_TURNS_ROUNDS} rounds of ${seconds} s each)\n`,
  );
  try {
    for (const [index, { target }] of parts.entries())
      servers.push(await startServer({ ...target.env, READ_CACHE_SECONDS: '0' }, port + index));
    const base = (index: number) => `http://127.0.0.1:${port + index}`;
    for (const label of IN_TURNS_ROWS.filter(chosen)) {
      const requestsOf = (index: number) =>
        parts[index]!.plan.find(([planned]) => planned === label)?.[1];
      if (!requestsOf(0) || !requestsOf(1)) continue;
      const burst = (index: number, duration: number) =>
        load(base(index), label, requestsOf(index)!, { duration });
      for (const index of [0, 1]) await burst(index, 1);
      const bursts: [Row[], Row[]] = [[], []];
      for (let round = 0; round < IN_TURNS_ROUNDS; round += 1)
        for (const index of round % 2 === 0 ? [0, 1] : [1, 0])
          bursts[index]!.push(await burst(index, seconds));
      const [own, theirs] = bursts.map((rows) => combine(`${label}, no cache`, rows));
      const shares = bursts[0].map((row, round) => row.rps / Math.max(1, bursts[1][round]!.rps));
      result.rows.push({ endpoint: `${label}, no cache`, embedded: own!, server: theirs!, shares });
      process.stdout.write(
        `  ${label.padEnd(44)} PGlite ${own!.rps.toFixed(0)} req/s (p99 ${own!.p99} ms), server ${theirs!.rps.toFixed(0)} req/s (p99 ${theirs!.p99} ms): ${((own!.rps / Math.max(1, theirs!.rps)) * 100).toFixed(1)} %, rounds ${shares.map((share) => (share * 100).toFixed(0)).join(', ')} %\n`,
      );
    }
    return result;
  } finally {
    for (const running of servers) await stop(running);
  }
}

/**
 * The large catalogue (LARGE_PRODUCTS on the PostgreSQL server): the constant route, then
 * category pages and searches past the cache, on one server started with the read cache off.
 */
async function measureLarge(target: Target, port: number): Promise<Row[]> {
  process.stdout.write(`\n${target.name}: seeding ${target.products} products\n`);
  const { customerToken, vendorToken } = await target.prepare();
  const server = await startServer({ ...target.env, READ_CACHE_SECONDS: '0' }, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    const plan = (await readPlan(base, customerToken, vendorToken)).filter(
      ([label]) => LARGE_ROWS.includes(label) && chosen(label),
    );
    const served = { process: server, databaseServer: true };
    const rows: Row[] = [];
    for (const [label, requests] of plan) {
      const uncached = CACHED.has(label) ? `${label}, no cache` : label;
      rows.push(await report(base, uncached, requests, served));
    }
    return rows;
  } finally {
    await stop(server);
    await target.cleanup();
  }
}

/**
 * BENCH_SERVERS: every bundle runs at once, each on its own copy of the seeded data (PGlite) or
 * on the same database (PostgreSQL), and the load alternates between them in short bursts
 * (BENCH_ROUNDS of DURATION / BENCH_ROUNDS seconds each, after WARM_SECONDS uncounted on each),
 * so a busy machine weighs on all alike.
 * A row's figures: throughput over all its bursts, the median burst's p50 and p99, and the
 * server's own CPU time per answer. Cached rows first, then the same on servers without cache.
 */
async function compareBundles(
  target: Target,
  port: number,
  plan: [string, Request[]][],
): Promise<Row[]> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  const copies = BUNDLES.map((_, index) => {
    if (index === 0 || target.env.DATABASE_URL) return target.env;
    const dataDir = `${target.env.DATA_DIR}-${index}`;
    cpSync(target.env.DATA_DIR!, dataDir, { recursive: true });
    return { ...target.env, DATA_DIR: dataDir };
  });
  const rows: Row[] = [];
  try {
    for (const uncached of [false, true]) {
      const labels = plan.filter(([label]) => !uncached || CACHED.has(label));
      if (labels.length === 0) continue;
      const cache: Record<string, string> = uncached ? { READ_CACHE_SECONDS: '0' } : {};
      const servers: ChildProcess[] = [];
      try {
        for (const [index, bundle] of BUNDLES.entries())
          servers.push(
            await startServer({ ...copies[index]!, ...cache }, port + 10 + index, bundle),
          );
        for (const [label, requests] of labels) {
          const bursts = BUNDLES.map(() => [] as Row[]);
          const cpu = BUNDLES.map(() => 0);
          // Each server's first answers of this read, uncounted (WARM_SECONDS).
          for (const index of BUNDLES.keys())
            await load(`http://127.0.0.1:${port + 10 + index}`, label, requests, {
              duration: WARM_SECONDS,
            });
          for (let round = 0; round < rounds; round += 1)
            for (const [index, server] of servers.entries()) {
              const before = processCpuMs(server.pid!) ?? 0;
              bursts[index]!.push(
                await load(`http://127.0.0.1:${port + 10 + index}`, label, requests, {
                  duration: DURATION / rounds,
                }),
              );
              cpu[index]! += (processCpuMs(server.pid!) ?? 0) - before;
            }
          for (const [index, bundle] of BUNDLES.entries()) {
            const name = `${label}${uncached ? ', no cache' : ''} [${path.basename(path.dirname(bundle))}]`;
            const row = combine(name, bursts[index]!);
            const answers = Math.max(1, row.rps * DURATION);
            process.stdout.write(
              `  ${name.padEnd(60)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}  CPU ${(cpu[index]! / answers).toFixed(3)} ms/answer\n`,
            );
            rows.push(row);
          }
        }
      } finally {
        for (const server of servers) await stop(server);
      }
    }
  } finally {
    for (const copy of copies.slice(1))
      if (copy.DATA_DIR !== target.env.DATA_DIR)
        rmSync(copy.DATA_DIR!, { recursive: true, force: true });
  }
  return rows;
}

/** One row from equal bursts: their mean throughput, the median burst's latencies. */
function combine(endpoint: string, bursts: Row[]): Row {
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const sum = (pick: (row: Row) => number) => bursts.reduce((total, row) => total + pick(row), 0);
  return {
    endpoint,
    rps: sum((row) => row.rps) / bursts.length,
    p50: median(bursts.map((row) => row.p50)),
    p99: median(bursts.map((row) => row.p99)),
    errors: sum((row) => row.errors),
    serverErrors: sum((row) => row.serverErrors ?? 0),
    refused: sum((row) => row.refused ?? 0),
  };
}

/** The sitemap's first build on a fresh server (the read cache is empty), then a cached read. */
async function timeSitemap(base: string): Promise<void> {
  const timed = async () => {
    const started = performance.now();
    const xml = await fetch(`${base}/sitemap.xml`).then((r) => r.text());
    return { ms: performance.now() - started, urls: xml.match(/<loc>/g)?.length ?? 0 };
  };
  const cold = await timed();
  const warm = await timed();
  process.stdout.write(
    `  ${'sitemap.xml build'.padEnd(44)} ${cold.urls} URLs  cold ${cold.ms.toFixed(0)} ms  cached ${warm.ms.toFixed(0)} ms\n`,
  );
}

/** The endpoints served through the read cache. */
const CACHED = new Set([
  'category list (20/page)',
  'product detail',
  'search (typos, partial words, filters, sorts)',
  'related products',
  'suggestions (signed in)',
]);

async function report(
  base: string,
  label: string,
  requests: Request[],
  server: Served,
): Promise<Row> {
  await load(base, label, requests, { duration: WARM_SECONDS });
  const row = await load(base, label, requests, { server });
  process.stdout.write(
    `  ${label.padEnd(44)} ${row.rps.toFixed(0).padStart(6)} req/s  p50 ${row.p50} ms  p99 ${row.p99} ms  errors ${row.errors}${cpuText(row)}\n`,
  );
  return row;
}

/** A row's CPU per answer of each part, for the console. */
function cpuText({ cpu }: Row): string {
  if (!cpu) return '';
  const database = cpu.database === undefined ? '' : ` database ${cpu.database.toFixed(0)}`;
  const thread = cpu.shopThread === undefined ? '' : ` (main thread ${cpu.shopThread.toFixed(0)})`;
  return `  CPU µs/answer: shop ${cpu.shop.toFixed(0)}${thread}${database} load ${cpu.loadGenerator.toFixed(0)}`;
}

/** The servers the bench itself is stopping (any other exit is reported). */
const stopping = new WeakSet<ChildProcess>();

async function stop(server: ChildProcess): Promise<void> {
  stopping.add(server);
  if (server.exitCode !== null || server.signalCode !== null) return;
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

const results: { target: string; rows: Row[]; memory: Memory; stolen?: number }[] = [];
const cpuAtStart = cpuTimes();
// BENCH_TARGETS=postgres (or pglite) measures one database only.
const targets = [pgliteTarget(), postgresTarget()].filter(
  (t) => !process.env.BENCH_TARGETS || t.name.toLowerCase().includes(process.env.BENCH_TARGETS),
);
const printStolen = (stolen: number | undefined) => {
  if (stolen !== undefined)
    process.stdout.write(
      `  CPU time taken by the hypervisor (steal): ${(stolen * 100).toFixed(1)} %\n`,
    );
};
// Both databases measured: their data stays for the turns after their own runs.
const turning = targets.length === 2 && BUNDLES.length === 1 && IN_TURNS_ROWS.some(chosen);
const plans: { target: Target; plan: [string, Request[]][] }[] = [];
const kept: Target[] = [];
let turns: InTurns | undefined;
try {
  for (const [index, target] of targets.entries()) {
    const memory: Memory = {};
    const before = cpuTimes();
    if (turning) kept.push(target);
    const { rows, plan } = await measure(target, PORT + index, memory, turning);
    if (turning) plans.push({ target, plan });
    const stolen = stolenShare(before, cpuTimes());
    results.push({ target: target.name, rows, memory, stolen });
    process.stdout.write(`  resident memory (MB): ${JSON.stringify(memory)}\n`);
    printStolen(stolen);
  }
  if (turning) {
    const before = cpuTimes();
    turns = await inTurns(plans, PORT + 20);
    turns.stolen = stolenShare(before, cpuTimes());
    printStolen(turns.stolen);
  }
} finally {
  for (const target of kept) await target.cleanup();
}
// The large catalogue, on the PostgreSQL server, after both databases' runs.
let large: LargeCatalogue | undefined;
if (
  LARGE_PRODUCTS > 0 &&
  BUNDLES.length === 1 &&
  targets.some((target) => target.name === 'PostgreSQL server') &&
  // A partial run seeds the large catalogue only for a read past the cache it asked for.
  LARGE_ROWS.some((row) => CACHED.has(row) && chosen(row))
) {
  const before = cpuTimes();
  const rows = await measureLarge(postgresTarget(LARGE_PRODUCTS), PORT + targets.length);
  large = { products: LARGE_PRODUCTS, rows, stolen: stolenShare(before, cpuTimes()) };
  printStolen(large.stolen);
}
// A partial run only prints its rows; docs/performance.md holds full runs.
if (!process.env.BENCH_ONLY && !process.env.BENCH_TARGETS && BUNDLES.length === 1)
  await writeReport(ROOT, results, {
    products: PRODUCTS,
    seconds: DURATION,
    warmSeconds: WARM_SECONDS,
    shopperSeconds: SHOPPER_SECONDS,
    machine: await machine(),
    cpuAtStart,
    cores: os.availableParallelism(),
    large,
    turns,
  });

/** The machine the run measured: its processor, memory, Node.js and PostgreSQL server. */
async function machine(): Promise<string> {
  const cpus = os.cpus();
  const client = new pg.Client({ connectionString: POSTGRES_URL.replace(/\/[^/]*$/, '/postgres') });
  let postgres = 'unknown';
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version: string }>('show server_version');
    postgres = rows[0]?.server_version.split(' ')[0] ?? postgres;
  } catch {
    // The version is only a note in the report.
  } finally {
    await client.end().catch(() => undefined);
  }
  return `a ${cpus.length}-core machine: ${cpus[0]?.model.trim() ?? 'unknown processor'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node.js ${process.version}, PostgreSQL ${postgres}`;
}
