import express, { type Express } from 'express';
import { apiRoutes, isSaleStep } from './api-routes';
import type { Database } from './db/client';
import { compressAnswers } from './http/answer-encoding';
import { crossOrigin } from './http/cors';
import { errorHandler } from './http/error-handler';
import { etagsOnReadsOnly } from './http/read-etags';
import { createWorkGate, type WorkGate } from './http/work-gate';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { staticClient } from './http/static-client';
import { createFirstPageReader } from './modules/catalog/first-page';
import type { Logger } from './lib/logger';
import { createSharedState, type SharedState } from './lib/shared-state';
import { demoImageRoutes } from './db/seed/images/demo-images.routes';
import { invoicePageRoutes } from './modules/orders/invoice-page';
import { crawlRoutes } from './modules/seo/crawl.routes';
import { shareImageRoutes } from './modules/seo/share-image';
import type { AppConfig } from './config/app-config';
import { DEFAULT_API_CONCURRENCY } from './config/env';
import { createServices, type Providers } from './services';

export interface AppDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  providers?: Providers;
  /** State shared with other instances; built from config.redisUrl when not given. */
  shared?: SharedState;
  /** The requests' turns; createShopGate(config) when not given. */
  gate?: WorkGate;
}

/**
 * An instance's work gate (http/work-gate.ts): API_CONCURRENCY requests at once, a shopper's
 * cart and the steps of their sale first in line.
 */
export function createShopGate(config: Pick<AppConfig, 'apiConcurrency'>): WorkGate {
  return createWorkGate({
    limit: config.apiConcurrency ?? DEFAULT_API_CONCURRENCY,
    firstInLine: isSaleStep,
  });
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Builds the whole HTTP application from its dependencies; listening is the caller's job. */
export function createApp({
  db,
  config,
  logger,
  providers,
  shared,
  gate: given,
}: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(config.trustProxy));
  app.set('query parser', 'simple');
  etagsOnReadsOnly(app);

  const state =
    shared ??
    createSharedState(
      { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix ?? 'vastra' },
      logger,
    );
  const gate = given ?? createShopGate(config);
  const services = createServices(db, config, logger, providers ?? {}, state, gate);

  app.use(requestLog(logger));
  app.use(
    securityHeaders({
      razorpay: config.razorpayConfigured,
      cloudinary: config.cloudinaryConfigured,
    }),
  );
  // Answers the read cache hands out again are compressed once instead (lib/json-once.ts).
  app.use(compressAnswers());

  // Before every route and guard: a preflight never meets a 401.
  app.use('/api', crossOrigin(config.corsOrigins ?? []));
  app.use('/api', apiRoutes(db, services, { publicUrl: config.publicUrl, gate }));
  // Pictures are read by the client wherever it is served from (helmet says same-origin).
  app.use('/uploads', (_req, res, next) => {
    res.set('Cross-Origin-Resource-Policy', 'cross-origin');
    next();
  });
  app.use('/uploads/demo', demoImageRoutes());
  app.use(
    '/uploads',
    express.static(config.uploadsDir, {
      maxAge: YEAR_MS,
      immutable: true,
      index: false,
      fallthrough: false,
    }),
  );
  // The original admin's bill page on the API host (static; its script calls the vendor API).
  app.use('/files', invoicePageRoutes());
  app.use('/share', shareImageRoutes(services.catalog, config.uploadsDir, logger));
  app.use(crawlRoutes(services.seo, config.publicUrl));
  app.use(
    staticClient(
      config.clientDist,
      config.shopName,
      { read: createFirstPageReader(services.catalog, services.sliders), logger },
      { read: services.seo.pageMeta, publicUrl: config.publicUrl },
      services.readCache,
    ),
  );
  app.use(errorHandler(logger));
  // The read cache's hit and miss counts, logged when the server stops (serve.ts).
  app.locals.readCacheStats = () => services.readCache.stats();
  // What the first requests would otherwise wait for, read before the server listens (serve.ts).
  app.locals.warm = () => services.search.warm();
  return app;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
