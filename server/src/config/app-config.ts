import path from 'node:path';
import type { LoginLimits } from '../modules/auth/account-limits';
import type { OtpLimits } from '../modules/auth/otp.service';
import type { OrderLimits } from '../modules/orders/order-limits';
import {
  cloudinaryCredentialsFrom,
  type CloudinaryCredentials,
} from '../providers/images/cloudinary-image-store';
import type { OtpSettings } from '../providers/otp/otp-provider';
import type { RazorpayCredentials } from '../providers/payments/razorpay-payments';
import type { Env } from './env';

/** The application's settings: what services, routes and the app are built from. */
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
  /** API requests that do their work at once, the others waiting their turn (0: no limit); 8 when unset. */
  apiConcurrency?: number;
  /** Seconds public catalogue reads are cached (0: not cached); 10 when unset. */
  readCacheSeconds?: number;
  /** MB of answers (their JSON) the read cache keeps at most; 4 when unset. */
  readCacheMb?: number;
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

/**
 * The read cache's size when READ_CACHE_MB is unset. On the embedded database the shop's memory
 * is the budget (250 MB with the database inside): 4 MB. With a PostgreSQL server it is not, and
 * the shoppers scenario (10,000 products) answered 60 % of its reads from a 4 MB cache, 80 % from
 * 16 MB, and 82–83 % from 32 or 64 MB, for 585 and 779 MB of resident memory against 459 MB.
 */
export function readCacheMbDefault(databaseUrl: string | undefined): number {
  return databaseUrl ? 16 : 4;
}

/** The application's settings from the parsed environment. */
export function appConfigFrom(
  env: Env,
  extra: { jwtSecret: string; clientDist?: string },
): AppConfig {
  const twilio =
    env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_VERIFY_SERVICE_SID
      ? {
          accountSid: env.TWILIO_ACCOUNT_SID,
          authToken: env.TWILIO_AUTH_TOKEN,
          serviceSid: env.TWILIO_VERIFY_SERVICE_SID,
        }
      : undefined;
  return {
    jwtSecret: extra.jwtSecret,
    shopName: env.SHOP_NAME,
    shopTagline: env.SHOP_TAGLINE,
    publicUrl: env.PUBLIC_URL,
    corsOrigins: env.CORS_ORIGINS,
    clientDist: env.CLIENT_DIST ?? extra.clientDist,
    uploadsDir: path.join(path.resolve(env.DATA_DIR), 'uploads'),
    trustProxy: env.TRUST_PROXY,
    razorpayConfigured: Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET),
    razorpay:
      env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET
        ? {
            keyId: env.RAZORPAY_KEY_ID,
            keySecret: env.RAZORPAY_KEY_SECRET,
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET,
          }
        : undefined,
    reservationMinutes: env.RESERVATION_MINUTES,
    orderLimits: {
      unitsPerLine: env.MAX_UNITS_PER_LINE,
      checkoutsPerHour: env.CHECKOUTS_PER_HOUR,
      openCodOrders: env.MAX_OPEN_COD_ORDERS,
    },
    apiConcurrency: env.API_CONCURRENCY,
    readCacheSeconds: env.READ_CACHE_SECONDS,
    readCacheMb: env.READ_CACHE_MB ?? readCacheMbDefault(env.DATABASE_URL),
    cloudinaryConfigured: Boolean(env.CLOUDINARY_URL || env.CLOUDINARY_CLOUD_NAME),
    cloudinary: cloudinaryCredentialsFrom(env),
    twilio,
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    limits: {
      otp: {
        ttlMinutes: env.OTP_TTL_MINUTES,
        maxAttempts: env.OTP_MAX_ATTEMPTS,
        maxGuessesPerCode: env.OTP_MAX_GUESSES_PER_CODE,
        sendsPerClientPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
        sendsPerNumberAndClientPerHour: env.OTP_SENDS_PER_NUMBER_PER_IP_PER_HOUR,
        sendsPerNumber: env.OTP_SENDS_PER_NUMBER,
        numberWindowMinutes: env.OTP_NUMBER_WINDOW_MINUTES,
      },
      login: {
        failuresPerNumberAndClient: env.LOGIN_FAILURES_PER_NUMBER_PER_IP,
        failuresPerClient: env.LOGIN_FAILURES_PER_IP,
        failuresPerNumberBeforeDelay: env.LOGIN_FAILURES_PER_NUMBER_BEFORE_DELAY,
        windowMinutes: env.LOGIN_WINDOW_MINUTES,
        passwordWritesPerClientPerHour: env.PASSWORD_WRITES_PER_IP_PER_HOUR,
        numberChecksPerClientPerHour: env.NUMBER_CHECKS_PER_IP_PER_HOUR,
      },
    },
  };
}
