import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createHash } from 'node:crypto';
import { sql, type Logger, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgDialect, PgQueryResultHKT, PgSession } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Socket } from 'node:net';
import pg from 'pg';
import { DURABLE_START_PARAMS, DurableNodeFS } from './durable-node-fs';
import { schema, type Schema } from './schema';

/** One Drizzle type for both drivers, so services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed SQL migrations in `migrationsFolder` that are not applied yet. */
  migrate(migrationsFolder: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the whole data directory. */
  dumpDataDir?(): Promise<Blob>;
}

/** Called with every SQL statement Drizzle sends (tests count queries with it). */
export type QueryListener = (query: string) => void;

/**
 * How long a PostgreSQL connection may wait idle in a pool before it is closed (pg's default is
 * 10 s). A new connection costs its first request 35-40 ms (the server starts a process for it
 * and reads its catalogue into that process's caches; prepared statements are prepared again):
 * a category page past the cache took 43-48 ms after 12 s without requests against 7-9 ms after
 * 1 s, which a shop with a visitor every few seconds paid on most pages.
 */
export const POOL_IDLE_MS = 10 * 60_000;

/** Limits on a PostgreSQL server's connections, in milliseconds. */
export interface ServerTimeouts {
  /** Opening a connection (TCP and start-up), and waiting for a free one in the pool. */
  connectMs: number;
  /** One statement on the server; the client gives up on a silent link a second later. */
  statementMs: number;
  /** A transaction left idle, after which the server ends its session. */
  idleInTransactionMs: number;
}

export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  connectMs: 5_000,
  statementMs: 15_000,
  idleInTransactionMs: 30_000,
};

export type DatabaseOptions = { onQuery?: QueryListener } & (
  | {
      url: string;
      /** Connections each of the two pools keeps at most (10 when unset). */
      poolSize?: number;
      timeouts?: ServerTimeouts;
      /** Told about connections lost outside any query (the pool replaces them by itself). */
      onConnectionError?: (err: Error) => void;
    }
  | {
      dataDir?: string;
      loadDataDir?: Blob | File;
      /** Commits reach the disk before PGlite answers (default for a `dataDir`). */
      durable?: boolean;
      /** PostgreSQL's buffer pool; DEFAULT_EMBEDDED_SHARED_BUFFERS_MB when unset. */
      sharedBuffersMb?: number;
    }
);

/** pg_trgm's `%`: how alike two words must be (its default, set for every session). */
export const SIMILARITY_THRESHOLD = 0.3;
/** pg_trgm's `<%`: how alike a word and a part of another must be ("shirt" in "sweatshirt"). */
export const WORD_SIMILARITY_THRESHOLD = 0.3;

/**
 * Settings of every session of the shop's. Search looks a word's spellings up in its dictionary
 * with pg_trgm: alike words (`%`, 0.3 by default) and words it is part of (`<%`, set here to
 * 0.3: "shirt" in "sweatshirt"). A page read at random costs about what one read in order does
 * when the catalogue is in memory or on an SSD (PostgreSQL's default of 4 is for spinning
 * disks): with 4 the planner read all 10,000 products to rank a broad search's 1,100 matches
 * instead of going through the search index, 25 ms against 4 ms. No JIT compilation: a
 * statement whose plan costs over 100,000 (a search whose matches are each checked for a picked
 * size and colour) spent 40 of its 52 ms compiling itself at 10,000 products, for work measured
 * in milliseconds; the shop's statements are short, and PGlite has no JIT.
 */
const SESSION_SETTINGS: [string, string][] = [
  ['pg_trgm.similarity_threshold', String(SIMILARITY_THRESHOLD)],
  ['pg_trgm.word_similarity_threshold', String(WORD_SIMILARITY_THRESHOLD)],
  ['random_page_cost', '1.1'],
  ['jit', 'off'],
];
/** The same settings as start-up options of a PostgreSQL server connection. */
const SESSION_OPTIONS = SESSION_SETTINGS.map(([name, value]) => `-c ${name}=${value}`).join(' ');

/**
 * PGlite's buffer pool, in MB (`EMBEDDED_SHARED_BUFFERS_MB`). It sits inside PGlite's WebAssembly
 * memory, which never shrinks: PostgreSQL's default (128 MB) kept the embedded shop at ~430 MB
 * resident when idle, 32 MB near 290 MB; with 16 MB that memory holds 51 MB after the bench's
 * reads instead of 69. Pages beyond the pool are read from the operating system's file cache,
 * which holds them anyway.
 */
export const DEFAULT_EMBEDDED_SHARED_BUFFERS_MB = 16;

/**
 * Opens PostgreSQL: a server when `url` is given, otherwise embedded PGlite
 * (file-backed under `dataDir`, or in memory when it is omitted).
 */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const logger = options.onQuery ? { logQuery: options.onQuery } : undefined;
  if ('url' in options) return openPostgres(options, logger);
  const durable = options.dataDir !== undefined && options.durable !== false;
  const startParams = [
    ...(durable ? DURABLE_START_PARAMS : PGlite.defaultStartParams),
    '-c',
    `shared_buffers=${options.sharedBuffersMb ?? DEFAULT_EMBEDDED_SHARED_BUFFERS_MB}MB`,
  ];
  const client = await PGlite.create({
    ...(durable
      ? { fs: new DurableNodeFS(options.dataDir!), startParams }
      : { dataDir: options.dataDir, startParams }),
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  await client.exec(SESSION_SETTINGS.map(([name, value]) => `SET ${name} = ${value};`).join('\n'));
  const db = drizzlePglite(client, { schema, logger }) as unknown as Database;
  parseOnce(client, db);
  return {
    db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(drizzlePglite(client), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/** Advisory lock key under which an instance migrates a PostgreSQL server's database. */
export const MIGRATION_LOCK = 7_310_415_004;

/** PGlite's type parsers, by type id. */
type Parsers = NonNullable<QueryOptions['parsers']>;

/**
 * Drizzle hands PGlite its type parsers with every query (to keep dates, times and intervals
 * as text), and PGlite 0.5 merges those into its own, one per type and array type (351), for
 * every result: measured, ~180 µs of a query's ~250 µs on the embedded database. Drizzle's
 * parsers become the instance's own here (after PGlite's start, which sets the array types'),
 * and a query or transaction that brings just those no longer passes them along, so every
 * result is parsed as before without the copy.
 */
function parseOnce(client: PGlite, db: Database): void {
  const probe = (db as unknown as { session: PgSession }).session.prepareQuery(
    { sql: '', params: [] },
    undefined,
    undefined,
    false,
  ) as unknown as { rawQueryConfig: QueryOptions };
  const own: Parsers = { ...probe.rawQueryConfig.parsers };
  Object.assign(client.parsers, own);
  const types = new Set(Object.keys(own));
  const lighter = (options?: QueryOptions): QueryOptions | undefined => {
    const parsers = options?.parsers;
    if (!parsers || !Object.keys(parsers).every((type) => types.has(type))) return options;
    return { ...options, parsers: undefined };
  };
  type Query = (query: string, params?: unknown[], options?: QueryOptions) => Promise<unknown>;
  const withLighterQueries = <T extends { query: unknown }>(target: T): T => {
    const query = (target.query as Query).bind(target);
    (target as { query: Query }).query = (text, params, options) =>
      query(text, params, lighter(options));
    return target;
  };
  withLighterQueries(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: (tx: unknown) => Promise<unknown>) =>
    transaction((tx) => callback(withLighterQueries(tx)))) as PGlite['transaction'];
}

async function openPostgres(
  options: Extract<DatabaseOptions, { url: string }>,
  logger?: { logQuery: QueryListener },
): Promise<DatabaseHandle> {
  const timeouts = options.timeouts ?? DEFAULT_SERVER_TIMEOUTS;
  const onConnectionError = options.onConnectionError ?? (() => undefined);
  const silentMs = timeouts.statementMs + 1_000;
  const requestPool = (sessionOptions: string) => {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      options: sessionOptions,
      connectionTimeoutMillis: timeouts.connectMs,
      statement_timeout: timeouts.statementMs,
      idle_in_transaction_session_timeout: timeouts.idleInTransactionMs,
      // Idle connections live long (POOL_IDLE_MS): TCP keep-alive probes from their first 30 s
      // of quiet keep a firewall or NAT between shop and database from forgetting them (where
      // one drops an idle link silently, the next request would wait out the silence limit).
      keepAlive: true,
      keepAliveInitialDelayMillis: 30_000,
      idleTimeoutMillis: POOL_IDLE_MS,
    });
    releaseOnFailedBegin(pool);
    // Idle clients' errors reach the pool; the rest surface on the next query instead.
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => guardClient(client, silentMs, onConnectionError));
    // A link is watched for silence while a request holds its connection, not while it waits
    // idle in the pool (where silence is all it has to say).
    pool.on('acquire', (client) => socketOf(client)?.setTimeout(silentMs));
    pool.on('release', (_err: Error | undefined, client: pg.PoolClient) =>
      socketOf(client)?.setTimeout(0),
    );
    return pool;
  };
  const pool = requestPool(SESSION_OPTIONS);
  // Prepared statements run on connections of their own that keep one plan per statement (see
  // executePrepared); connections open only as they are needed.
  const preparedPool = requestPool(`${SESSION_OPTIONS} -c ${GENERIC_PLANS.join('=')}`);
  const db = drizzlePostgres(pool, { schema, logger }) as unknown as Database;
  preparedDatabases.set(
    db,
    drizzlePostgres(preparedPool, { schema, logger }) as unknown as Database,
  );
  return {
    db,
    kind: 'postgres',
    // A migration may rewrite a whole table (a minute or more at 100,000 products): it runs on a
    // connection of its own, without the statement timeout or the silent-link cut that guard
    // requests, so a large shop's upgrade is not cancelled halfway (it would roll back).
    // Instances that start together take turns (MIGRATION_LOCK, held by that connection): each
    // reads which migrations are applied after the one before has committed its own, where both
    // would apply the same one and the second fail to start.
    migrate: async (migrationsFolder) => {
      const own = new pg.Pool({
        connectionString: options.url,
        max: 1,
        options: SESSION_OPTIONS,
        connectionTimeoutMillis: timeouts.connectMs,
        statement_timeout: 0,
        keepAlive: true,
      });
      own.on('error', onConnectionError);
      try {
        const session = await own.connect();
        try {
          await session.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePostgres(drizzlePostgres(session), { migrationsFolder });
        } finally {
          // Ending the session (own.end) lets the lock go.
          session.release();
        }
      } finally {
        await own.end();
      }
    },
    close: async () => {
      await Promise.all([pool.end(), preparedPool.end()]);
    },
  };
}

/**
 * A checked-out client (a transaction between two statements) has no error listener of the
 * pool's, so a dropped link would be an unhandled 'error' event that ends the process. And a
 * link that goes silent (a frozen network, a stopped server) never errors by itself: while a
 * request holds the connection (the pool's acquire sets the socket's timeout, release clears
 * it), after `silentMs` without a byte the socket is destroyed, the statement fails, and the
 * pool drops the client instead of handing it out again.
 */
function guardClient(client: pg.PoolClient, silentMs: number, onError: (err: Error) => void) {
  client.on('error', onError);
  const socket = socketOf(client);
  socket?.on('timeout', () => {
    socket.destroy(new Error(`The database link went silent for ${silentMs} ms`));
  });
}

/**
 * Drizzle's transactions (drizzle-orm 0.45, its issue 6023) check a client out with `connect()`
 * and send BEGIN before the `try` whose `finally` releases it: a BEGIN that failed left its
 * client checked out for the process's life. BEGIN fails when the server ended the connection
 * between its checkout and the statement (a restart, a failover, connections terminated) or
 * the link went silent, so after as many such failures as the pool has connections, every
 * transaction waited for a connection and answered 503 until the shop was restarted. Here a
 * checked-out client whose first statement is a BEGIN that fails is released at once with the
 * error (the pool drops it and opens another when needed), and a second release, from a
 * Drizzle that releases it itself, does nothing. `pool.query` checks out with a callback and
 * releases by itself: it is left as it is.
 */
function releaseOnFailedBegin(pool: pg.Pool): void {
  type Connect = (...args: unknown[]) => unknown;
  const connect = pool.connect.bind(pool) as Connect;
  (pool as unknown as { connect: Connect }).connect = (...args) => {
    if (args.length > 0) return connect(...args);
    return (connect() as Promise<pg.PoolClient>).then(watchBegin);
  };
}

function watchBegin(client: pg.PoolClient): pg.PoolClient {
  type Query = (...args: unknown[]) => unknown;
  const own = client as unknown as { query?: Query; release: (err?: Error | boolean) => void };
  const release = own.release;
  let released = false;
  own.release = (err) => {
    if (released) return;
    released = true;
    delete own.query;
    release(err);
  };
  // Only the checkout's first statement is watched; then the client's own query is back.
  own.query = (...args) => {
    delete own.query;
    const answer = (client.query as unknown as Query).apply(client, args);
    if (isBegin(args[0]) && answer instanceof Promise)
      answer.catch((err: unknown) => own.release(err instanceof Error ? err : true));
    return answer;
  };
  return client;
}

/** Whether a statement (a text, or a query config as Drizzle sends it) is BEGIN. */
function isBegin(statement: unknown): boolean {
  const text =
    typeof statement === 'object' && statement !== null
      ? (statement as { text?: unknown }).text
      : statement;
  return typeof text === 'string' && /^\s*begin\b/i.test(text);
}

/** A pg client's socket (pg keeps it on its connection), when it has one. */
function socketOf(client: pg.PoolClient): Socket | undefined {
  const socket = (client as unknown as { connection?: { stream?: Socket } }).connection?.stream;
  return socket && typeof socket.setTimeout === 'function' ? socket : undefined;
}

/** Throws when the database does not answer. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * `db.execute` as a prepared statement: the database parses and plans it once per connection,
 * then only binds the parameters. For the hot reads planning cost more than running: a product
 * page's statement ran 1,580 times a second unprepared and 6,400 prepared on the PostgreSQL
 * server (pgbench, 4 clients, 10,000 products), and took 2.0 ms against 0.6 ms on PGlite. The
 * name is a hash of the text, so the same text is the same statement, and every text stays
 * prepared for the connection's life: only for statements whose SQL is one of a few (what
 * varies is in the parameters).
 *
 * Each runs under GENERIC_PLANS: its one plan is made once, never again for new parameters.
 * PostgreSQL's own choice re-planned a page of cards on every execution, since a plan made for
 * an unknown `limit $2 offset $3` is costed for a tenth of the matches: a category page cost the
 * server 1.2 ms of CPU, 0.6 ms of which went to planning. The statements prepared here are the
 * fixed shapes (ids, a category, a dictionary word, a page), whose best plan does not depend on
 * the values; searches with their filters' values stay unprepared and planned for those values.
 */
export function executePrepared(db: Database, query: SQL): Promise<unknown> {
  const target = preparedDatabases.get(db) ?? db;
  const internals = target as unknown as {
    dialect: PgDialect;
    session: PgSession;
    $client?: unknown;
  };
  const compiled = internals.dialect.sqlToQuery(query);
  const name = statementName(compiled.sql);
  const run = (statementName?: string) =>
    internals.session.prepareQuery(compiled, undefined, statementName, false).execute();
  if (internals.$client instanceof PGlite)
    return executeEmbedded(internals.session, internals.$client, name, compiled, () => run());
  return run(name);
}

/**
 * Each prepared text's statement name, made once: a SHA-1 of the text on every call was ~1 % of
 * an uncached page's CPU.
 */
const statementNames = new Map<string, string>();

function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `shop_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // Prepared texts are a few dozen by design; the bound only guards against a mistake.
    if (statementNames.size >= 1_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * The setting under which prepared statements run: one generic plan per statement (on the
 * PostgreSQL server, the prepared statements' own connections; on PGlite, each EXECUTE).
 */
const GENERIC_PLANS = ['plan_cache_mode', 'force_generic_plan'] as const;

/** A PostgreSQL server's request database → the same on the prepared statements' connections. */
const preparedDatabases = new WeakMap<Database, Database>();

/** Per PGlite instance, each statement name's PREPARE: whether it succeeded. */
const embeddedStatements = new WeakMap<PGlite, Map<string, Promise<boolean>>>();

/**
 * PGlite's driver sends every statement unnamed, so its one session prepares with SQL: PREPARE
 * once (not counted as a query: it is in-process), then EXECUTE with the parameters written out
 * as literals (embeddedLiteral). A parameter of another kind, or a text PREPARE refuses, runs
 * unprepared.
 */
async function executeEmbedded(
  session: PgSession,
  client: PGlite,
  name: string,
  compiled: { sql: string; params: unknown[] },
  unprepared: () => Promise<unknown>,
): Promise<unknown> {
  const literals = compiled.params.map(embeddedLiteral);
  if (literals.includes(undefined)) return unprepared();
  let known = embeddedStatements.get(client);
  if (!known) embeddedStatements.set(client, (known = new Map()));
  let prepared = known.get(name);
  if (!prepared) {
    prepared = client.exec(`prepare ${name} as ${compiled.sql}`).then(
      () => true,
      () => false,
    );
    known.set(name, prepared);
  }
  if (!(await prepared)) return unprepared();
  const args = literals.length > 0 ? `(${literals.join(', ')})` : '';
  const text = `execute ${name}${args}`;
  // Drizzle's own statement for the text: its logger, and its options for raw results (which
  // types stay text), so the answer is what db.execute would give. The statement logged is the
  // one the database runs, as on a server (tests read which tables a request touched).
  const statement = session.prepareQuery(
    { sql: text, params: [] },
    undefined,
    undefined,
    false,
  ) as unknown as { logger: Logger; rawQueryConfig: QueryOptions };
  statement.logger.logQuery(compiled.sql, compiled.params);
  // One simple query is one implicit transaction: SET LOCAL holds for this EXECUTE alone.
  // The instance parses Drizzle's types itself (parseOnce): only the row mode is passed.
  const [, result] = await client.exec(`set local ${GENERIC_PLANS.join(' = ')}; ${text}`, {
    rowMode: statement.rawQueryConfig.rowMode,
  });
  return result;
}

/**
 * A parameter written out for EXECUTE: whole numbers, texts (the search's words and tsqueries:
 * unprepared, every search was planned anew on PGlite's one thread), booleans and null.
 * A text is an escape string (E'...', whatever standard_conforming_strings says) with its
 * backslashes and quotes doubled, so it is always one literal; like the untyped parameter of
 * the unprepared statement, it takes the type PREPARE inferred. A text with a NUL character
 * (which PostgreSQL's texts cannot hold, and which breaks the command's message) and any other
 * value are not written out.
 */
function embeddedLiteral(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? String(value) : undefined;
  if (value === null) return 'null';
  if (typeof value === 'boolean') return `'${value}'`;
  if (typeof value !== 'string' || value.includes('\0')) return undefined;
  return `E'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/** The rows of a raw `db.execute` result; both drivers answer with `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
