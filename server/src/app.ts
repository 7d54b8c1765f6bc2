import compression from 'compression';
import express, { Router, type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { API_SEGMENT } from './contracts/common';
import type { Database } from './db/client';
import { createAuthGuards } from './http/auth';
import { apiNotFound, errorHandler } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { staticClient } from './http/static-client';
import type { Logger } from './lib/logger';
import { customerAuthRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createTokenService } from './modules/auth/tokens';
import { publicCatalogRoutes } from './modules/catalog/catalog.routes';
import { createCatalogService } from './modules/catalog/catalog.service';
import { healthRoutes } from './modules/health/health.routes';
import { searchRoutes } from './modules/search/search.routes';
import { createSearchService } from './modules/search/search.service';
import { publicSliderRoutes } from './modules/sliders/sliders.routes';
import { createSlidersService } from './modules/sliders/sliders.service';
import { demoImageRoutes } from './modules/media/demo-images.routes';
import { vendorAuthRoutes } from './modules/vendor/vendor.routes';
import { createVendorService } from './modules/vendor/vendor.service';

export interface AppConfig {
  jwtSecret: string;
  shopName: string;
  /** Folder of the built client; the SPA is not served when it is missing. */
  clientDist?: string;
  /** Folder of stored uploads, served at /uploads. */
  uploadsDir: string;
  /** Express `trust proxy` setting; unset means X-Forwarded-For is ignored. */
  trustProxy?: string;
  razorpayConfigured: boolean;
  cloudinaryConfigured: boolean;
}

export interface AppDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Builds the whole HTTP application from its dependencies; listening is the caller's job. */
export function createApp({ db, config, logger }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(config.trustProxy));
  app.set('query parser', 'simple');

  const tokens = createTokenService(config.jwtSecret);
  const vendors = createVendorService(db, tokens);
  const customers = createAuthService(db);
  const catalog = createCatalogService(db);
  const search = createSearchService(db);
  const sliders = createSlidersService(db);
  const guards = createAuthGuards(tokens, (claims) =>
    claims.role === 'vendor' ? vendors.isCurrent(claims) : customers.isCurrent(claims),
  );

  app.use(pinoHttp({ logger, autoLogging: { ignore: (req) => !req.url?.startsWith('/api') } }));
  app.use(securityHeaders({ razorpay: config.razorpayConfigured, cloudinary: config.cloudinaryConfigured }));
  app.use(compression());

  const api = Router();
  api.use(express.json({ limit: '100kb' }));
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });
  api.use('/health', healthRoutes(db));
  // Constant JSON without the database: the framework's ceiling in benchmarks.
  api.get('/ping', (_req, res) => {
    res.json({ pong: true });
  });
  api.use(`/vendor/${API_SEGMENT}`, vendorAuthRoutes(vendors, guards));
  api.use(`/vendor/product/${API_SEGMENT}`, publicCatalogRoutes(catalog, guards));
  api.use(`/vendor/general/${API_SEGMENT}`, publicSliderRoutes(sliders));
  api.use(`/user/auth/${API_SEGMENT}`, customerAuthRoutes(customers, guards));
  api.use('/user', searchRoutes(search, guards));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use('/uploads/demo', demoImageRoutes());
  app.use('/uploads', express.static(config.uploadsDir, { maxAge: YEAR_MS, immutable: true, index: false, fallthrough: false }));
  app.use(staticClient(config.clientDist, config.shopName));
  app.use(errorHandler(logger));
  return app;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
