import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import { appConfigFrom } from './config/app-config';
import { ConfigError, parseEnv, type Env } from './config/env';
import { resolveJwtSecret } from './config/secrets';
import { openConfiguredDatabase } from './db/open';
import { isCatalogueEmpty, seedDemoData } from './db/seed/seed-demo';
import { createLogger } from './lib/logger';
import { createSharedState } from './lib/shared-state';
import { createVendorService } from './modules/vendor/vendor.service';
import { createTokenService } from './modules/auth/tokens';
import { startReservationSweep } from './modules/orders/reservations';

const DEFAULT_VENDOR_PASSWORD = 'vastra-admin-2026';

async function main(env: Env): Promise<void> {
  const startedAt = Date.now();
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });

  const handle = await openConfiguredDatabase(env);
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
  if (env.SEED_DEMO_DATA && (await isCatalogueEmpty(handle.db))) {
    const summary = await seedDemoData(handle.db);
    logger.info(summary, 'demo catalogue loaded');
  }

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

  const server = app.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info(
      { port, startupMs: Date.now() - startedAt },
      `shop ready on http://localhost:${port}`,
    );
    const password =
      env.VENDOR_PASSWORD === DEFAULT_VENDOR_PASSWORD ? ` password ${DEFAULT_VENDOR_PASSWORD}` : '';
    logger.info(
      `vendor admin: http://localhost:${port}/vendor/login  phone ${env.VENDOR_PHONE}${password}`,
    );
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    sweep.stop();
    logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(() => {
      Promise.all([shared.close(), handle.close()])
        .catch((err: unknown) => logger.error({ err }, 'closing the database or Redis failed'))
        .finally(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

function defaultClientDist(): string | undefined {
  // Both src/main.ts and the dist/main.js bundle sit two levels below the repository root.
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
  process.stderr.write(`Start-up failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
