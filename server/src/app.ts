import compression from 'compression';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { apiRoutes } from './api-routes';
import type { Database } from './db/client';
import { crossOrigin } from './http/cors';
import { errorHandler } from './http/error-handler';
import { securityHeaders } from './http/security-headers';
import { staticClient } from './http/static-client';
import { createFirstPageReader } from './modules/catalog/first-page';
import { serializeError, type Logger } from './lib/logger';
import { createSharedState, type SharedState } from './lib/shared-state';
import type { LoginLimits } from './modules/auth/account-limits';
import type { OtpLimits } from './modules/auth/otp.service';
import { demoImageRoutes } from './modules/media/demo-images.routes';
import { crawlRoutes } from './modules/seo/crawl.routes';
import { shareImageRoutes } from './modules/seo/share-image';
import type { CloudinaryCredentials } from './providers/images/cloudinary-image-store';
import type { OrderLimits } from './modules/orders/order-limits';
import type { OtpSettings } from './providers/otp/otp-provider';
import type { RazorpayCredentials } from './providers/payments/razorpay-payments';
import { createServices, type Providers } from './services';

export interface AppConfig {
  jwtSecret: string;
  shopName: string;
  /** One line about the shop: the home page's description in search results and link previews. */
  shopTagline?: string;
  /** The shop's public origin for absolute URLs; derived from each request when unset. */
  publicUrl?: string;
  /** Other origins whose pages may call the API (CORS, without credentials); none when unset. */
  corsOrigins?: string[];
  /** Folder of the built client; the SPA is not served when it is missing. */
  clientDist?: string;
  /** Folder of stored uploads, served at /uploads. */
  uploadsDir: string;
  /** Express `trust proxy` setting; unset means X-Forwarded-For is ignored. */
  trustProxy?: string;
  razorpayConfigured: boolean;
  /** Razorpay keys; the built-in test checkout takes payments when they are unset. */
  razorpay?: RazorpayCredentials;
  /** Minutes a checkout holds its stock while the shopper pays. */
  reservationMinutes: number;
  /** Bounds on what one shopper can hold without paying. */
  orderLimits: OrderLimits;
  /** Seconds public catalogue reads are cached (0: not cached); 10 when unset. */
  readCacheSeconds?: number;
  cloudinaryConfigured: boolean;
  /** Images go to Cloudinary when set, otherwise to uploadsDir. */
  cloudinary?: CloudinaryCredentials;
  twilio?: OtpSettings['twilio'];
  /** Redis shared by every instance (limits, cache invalidation); in-process when unset. */
  redisUrl?: string;
  /** Prefix of every Redis key and channel, so several shops or test runs share one server. */
  redisKeyPrefix?: string;
  limits: { otp: OtpLimits; login: LoginLimits };
}

export interface AppDeps {
  db: Database;
  config: AppConfig;
  logger: Logger;
  providers?: Providers;
  /** State shared with other instances; built from config.redisUrl when not given. */
  shared?: SharedState;
}

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** Builds the whole HTTP application from its dependencies; listening is the caller's job. */
export function createApp({ db, config, logger, providers, shared }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', parseTrustProxy(config.trustProxy));
  app.set('query parser', 'simple');

  const state =
    shared ??
    createSharedState(
      { redisUrl: config.redisUrl, keyPrefix: config.redisKeyPrefix ?? 'vastra' },
      logger,
    );
  const services = createServices(db, config, logger, providers ?? {}, state);

  app.use(
    pinoHttp({
      logger,
      serializers: { err: serializeError },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api') },
    }),
  );
  app.use(
    securityHeaders({
      razorpay: config.razorpayConfigured,
      cloudinary: config.cloudinaryConfigured,
    }),
  );
  app.use(compression());

  // Before every route and guard: a preflight never meets a 401.
  app.use('/api', crossOrigin(config.corsOrigins ?? []));
  app.use('/api', apiRoutes(db, services));
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
  app.use('/share', shareImageRoutes(services.catalog, config.uploadsDir, logger));
  app.use(crawlRoutes(services.seo, config.publicUrl));
  app.use(
    staticClient(
      config.clientDist,
      config.shopName,
      { read: createFirstPageReader(services.catalog, services.sliders), logger },
      { read: services.seo.pageMeta, publicUrl: config.publicUrl },
    ),
  );
  app.use(errorHandler(logger));
  return app;
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value) return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
