import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { appConfigFrom } from './config/app-config';
import { ConfigError, parseEnv, type Env } from './config/env';
import { resolveJwtSecret } from './config/secrets';
import { restrictToOwner } from './db/data-dir';
import { openConfiguredDatabase } from './db/open';
import { describeStartupError } from './db/startup-errors';
import { seedDemoDataIfEmpty } from './db/seed/seed-demo';
import { shutDown, trackRequests } from './http/graceful-shutdown';
import { createShopServer, listening } from './http/shop-server';
import { createLogger, logFormatFor } from './lib/logger';
import { createSharedState } from './lib/shared-state';
import { createVendorService } from './modules/vendor/vendor.service';
import { createTokenService } from './modules/auth/tokens';
import { startReservationSweep } from './modules/orders/reservations';
import { startupBanner } from './startup-banner';

const DEFAULT_VENDOR_PASSWORD = 'vastra-admin-2026';

async function main(env: Env): Promise<void> {
  const startedAt = Date.now();
  const logger = createLogger(
    env.LOG_LEVEL,
    undefined,
    logFormatFor({ ...env, isTTY: process.stdout.isTTY }),
  );
  const dataDir = path.resolve(env.DATA_DIR);
  // The data directory (database, JWT secret, uploads) is the shop user's alone.
  process.umask(0o077);
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  restrictToOwner(dataDir);

  const handle = await openConfiguredDatabase(
    env,
    (err) =>
      logger.warn({ err: err.message }, 'a database connection was lost; the pool replaces it'),
    (err) =>
      logger.warn(
        { err: err instanceof Error ? err.message : String(err) },
        'the embedded database could not be vacuumed; the next run tries again',
      ),
  );
  logger.info({ database: handle.kind }, 'database ready');
  const jwtSecret = resolveJwtSecret(env.JWT_SECRET, dataDir);

  const vendors = createVendorService(handle.db, createTokenService(jwtSecret));
  if (
    await vendors.ensureAccount({
      name: env.VENDOR_NAME,
      phone: env.VENDOR_PHONE,
      password: env.VENDOR_PASSWORD,
    })
  ) {
    logger.info(
      { phone: env.VENDOR_PHONE },
      'vendor account created from VENDOR_PHONE / VENDOR_PASSWORD',
    );
  }
  const summary = env.SEED_DEMO_DATA ? await seedDemoDataIfEmpty(handle.db) : null;
  if (summary) logger.info(summary, 'demo catalogue loaded');

  // Limits and cache invalidation shared with the other instances through Redis, when set.
  const shared = createSharedState(
    { redisUrl: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX },
    logger,
  );
  const app = createApp({
    db: handle.db,
    logger,
    config: appConfigFrom(env, { jwtSecret, clientDist: defaultClientDist() }),
    shared,
  });

  // Unpaid checkouts past their reservation give their stock back every minute.
  const sweep = startReservationSweep(handle.db, logger);

  // The search dictionary is read before the first search needs it (the first search after a
  // start took 32-102 ms, 13-39 with the dictionary read here; docs/performance.md). A database
  // that fails here fails that search too, which says so then; the start goes on.
  await (app.locals.warm as () => Promise<void>)().catch((err: unknown) =>
    logger.warn(
      { err: err instanceof Error ? err.message : String(err) },
      'the search dictionary could not be read at start; the first search reads it',
    ),
  );

  const server = createShopServer(app, {
    headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
  });
  server.keepAliveTimeout = 65_000;
  const drain = trackRequests(server);
  // A port in use fails the start (main's catch says why) instead of a banner for a shop that
  // does not listen.
  await listening(server, env.PORT, env.HOST);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const smsConfigured = Boolean(
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID,
  );
  logger.info(
    { port, startupMs: Date.now() - startedAt },
    startupBanner({
      url: `http://localhost:${port}`,
      vendorPhone: env.VENDOR_PHONE,
      defaultVendorPassword:
        env.VENDOR_PASSWORD === DEFAULT_VENDOR_PASSWORD ? DEFAULT_VENDOR_PASSWORD : undefined,
      smsConfigured,
    }),
  );

  // The read cache's counts in one line whatever LOG_LEVEL says: at shutdown, and whenever an
  // operator (or the bench, between its runs on one server) sends SIGUSR2.
  const logCacheCounts = () =>
    logger
      .child({}, { level: 'info' })
      .info(
        { readCache: (app.locals.readCacheStats as () => { hits: number; misses: number })() },
        'read cache since the start',
      );
  process.on('SIGUSR2', logCacheCounts);

  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logCacheCounts();
    void shutDown(signal, {
      drain,
      drainTimeoutMs: env.SHUTDOWN_DRAIN_TIMEOUT_MS,
      logger,
      stopJobs: () => sweep.stop(),
      // Redis (shared limits and cache) closes with the database, once no request needs it.
      closeDatabase: async () => {
        await Promise.all([shared.close(), handle.close()]);
      },
    }).then((code) => process.exit(code));
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
}

function defaultClientDist(): string | undefined {
  // Both src/serve.ts and the dist/ bundle's files sit two levels below the repository root.
  const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../client/dist');
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
}

let env: Env;
try {
  env = parseEnv();
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
main(env).catch((err: unknown) => {
  const reason = describeStartupError(err, {
    databaseUrl: env.DATABASE_URL,
    connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
  });
  process.stderr.write(`Start-up failed: ${reason}\n`);
  process.exit(1);
});
