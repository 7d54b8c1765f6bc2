import path from 'node:path';
import type { AppConfig } from '../app';
import { cloudinaryCredentialsFrom } from '../providers/images/cloudinary-image-store';
import type { Env } from './env';

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
    readCacheSeconds: env.READ_CACHE_SECONDS,
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
