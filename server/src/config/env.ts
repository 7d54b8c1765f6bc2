import { z } from 'zod';

export const DEFAULT_SHOP_TAGLINE =
  'Clothing for every day and every occasion, delivered across India.';

/**
 * API requests an instance works on at once when API_CONCURRENCY is not set: enough to keep the
 * server busy while the database answers, few enough that a request's round trips do not each
 * wait behind many others. 4 rather than 8: the shoppers' p99 at 50 connections 69 against 78-80
 * ms, the same throughput and reads past the cache (measured in docs/operations.md).
 */
export const DEFAULT_API_CONCURRENCY = 4;

/**
 * The connections each pool of a PostgreSQL server keeps when DATABASE_POOL_SIZE is unset: one
 * for each request the work gate lets in, and one for the work outside it (the storefront's pages,
 * payment webhooks, the health check), at most the 10 pg's pool keeps by default (also the size
 * when the gate is off). More could not be used at once, and each costs the server a process that
 * pays its start, its catalogue caches and every prepared statement once more: with the gate at 4
 * an instance holds 10 connections instead of 20, so a server's max_connections allows twice the
 * instances (docs/performance.md, "Pools the size of the work gate").
 */
export function databasePoolSizeDefault(apiConcurrency: number): number {
  return apiConcurrency > 0 ? Math.min(apiConcurrency + 1, 10) : 10;
}

/**
 * How long a client may take to send a request's headers, and the whole request. Node's own
 * limits are 60 s and 300 s, checked every 30 s, so a client that trickled its headers held a
 * socket for up to 90 s. A phone on a poor link sends a request's few hundred bytes of headers in
 * a second or two. The whole request keeps Node's 300 s: the owner's upload of ten photos of 5 MB
 * takes 200 s at 2 Mbps. Behind a proxy that reads bodies before passing them on (nginx does,
 * deploy/nginx.conf), it can be much lower (docs/operations.md, "Slow clients").
 */
export const DEFAULT_HTTP_HEADERS_TIMEOUT_MS = 20_000;
export const DEFAULT_HTTP_REQUEST_TIMEOUT_MS = 300_000;

/** Every environment variable the server reads, parsed once at start-up. */
const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(3_600_000)
    .default(30_000),
  /** Connections in each of the instance's two pools; derived from API_CONCURRENCY when unset. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).optional(),
  SHUTDOWN_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(15_000),
  /** A client's request headers must all have come within this (docs/operations.md). */
  HTTP_HEADERS_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(600_000)
    .default(DEFAULT_HTTP_HEADERS_TIMEOUT_MS),
  /** A client's whole request, its body included, must have come within this. */
  HTTP_REQUEST_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .max(3_600_000)
    .default(DEFAULT_HTTP_REQUEST_TIMEOUT_MS),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO_DATA: booleanish.default(true),
  SHOP_NAME: z.string().min(1).default('Vastra'),
  SHOP_TAGLINE: z.string().min(1).default(DEFAULT_SHOP_TAGLINE),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
  /** Origins (comma-separated) whose pages may call the API; empty: the shop's own origin only. */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .url({ protocol: /^https?$/, error: 'must be http(s) origins, comma-separated' })
          .transform((url) => new URL(url).origin),
      ),
    ),
  VENDOR_NAME: z.string().min(1).default('Vastra Owner'),
  VENDOR_PHONE: z
    .string()
    .regex(/^[6-9]\d{9}$/, 'must be a 10-digit Indian mobile number')
    .default('9876543210'),
  VENDOR_PASSWORD: z.string().min(8, 'must be at least 8 characters').default('vastra-admin-2026'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `pretty` (readable lines) or `json`; unset: pretty in development or at a terminal, JSON in production. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  TRUST_PROXY: z.string().optional(),
  CLIENT_DIST: z.string().optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_VERIFY_SERVICE_SID: z.string().optional(),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  MAX_UNITS_PER_LINE: z.coerce.number().int().min(1).max(1000).default(10),
  CHECKOUTS_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  MAX_OPEN_COD_ORDERS: z.coerce.number().int().min(1).max(100).default(2),
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  /** API requests that do their work at once; the others wait their turn (0: no limit). */
  API_CONCURRENCY: z.coerce.number().int().min(0).max(1000).default(DEFAULT_API_CONCURRENCY),
  /** The read cache's size, in MB of the answers' JSON (unset: see readCacheMbDefault). */
  READ_CACHE_MB: z.coerce.number().int().min(1).max(1024).optional(),
  /** The embedded database's buffer pool, in MB (part of the process's resident memory). */
  EMBEDDED_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(4096).default(16),
  CLOUDINARY_URL: z
    .string()
    .regex(
      /^cloudinary:\/\/[^:@/]+:[^@/]+@[\w-]+$/,
      'must look like cloudinary://API_KEY:API_SECRET@CLOUD_NAME',
    )
    .optional(),
  CLOUDINARY_CLOUD_NAME: z.string().optional(),
  CLOUDINARY_API_KEY: z.string().optional(),
  CLOUDINARY_API_SECRET: z.string().optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('vastra'),
  ALLOW_TEST_PAYMENTS: booleanish.default(false),
  ALLOW_LOG_OTP: booleanish.default(false),
  OTP_TTL_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  OTP_MAX_GUESSES_PER_CODE: z.coerce.number().int().min(1).max(100).default(25),
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  OTP_SENDS_PER_NUMBER_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(3),
  OTP_SENDS_PER_NUMBER: z.coerce.number().int().min(1).default(5),
  OTP_NUMBER_WINDOW_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  LOGIN_FAILURES_PER_NUMBER_PER_IP: z.coerce.number().int().min(1).default(10),
  LOGIN_FAILURES_PER_IP: z.coerce.number().int().min(1).default(50),
  LOGIN_FAILURES_PER_NUMBER_BEFORE_DELAY: z.coerce.number().int().min(1).default(100),
  LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  PASSWORD_WRITES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  NUMBER_CHECKS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(30),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('Invalid configuration: JWT_SECRET is required when NODE_ENV=production');
  }
  // The built-in test checkout marks orders as paid without money changing hands.
  if (
    env.NODE_ENV === 'production' &&
    !(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET) &&
    !env.ALLOW_TEST_PAYMENTS
  ) {
    throw new ConfigError(
      'Invalid configuration: RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are required when NODE_ENV=production (or ALLOW_TEST_PAYMENTS=true for a demo)',
    );
  }
  // Without Twilio, sign-up and reset codes go to the server log: anyone reading it gets in.
  if (
    env.NODE_ENV === 'production' &&
    !(env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID) &&
    !env.ALLOW_LOG_OTP
  ) {
    throw new ConfigError(
      'Invalid configuration: TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID are required when NODE_ENV=production (or ALLOW_LOG_OTP=true for a demo)',
    );
  }
  if (env.HTTP_REQUEST_TIMEOUT_MS < env.HTTP_HEADERS_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration: HTTP_REQUEST_TIMEOUT_MS must not be less than HTTP_HEADERS_TIMEOUT_MS',
    );
  }
  const cloudinaryParts = [
    env.CLOUDINARY_CLOUD_NAME,
    env.CLOUDINARY_API_KEY,
    env.CLOUDINARY_API_SECRET,
  ].filter(Boolean);
  if (!env.CLOUDINARY_URL && cloudinaryParts.length > 0 && cloudinaryParts.length < 3) {
    throw new ConfigError(
      'Invalid configuration: CLOUDINARY_CLOUD_NAME, CLOUDINARY_API_KEY and CLOUDINARY_API_SECRET must be set together',
    );
  }
  return env;
}
