import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { TooManyRequests } from './errors';

export interface RateLimitOptions {
  /** Points (attempts) allowed per key within one window. */
  limit: number;
  windowSeconds: number;
  /** Once over the limit, the key stays refused this long (default: to the end of the window). */
  blockSeconds?: number;
  message: string;
}

/** A counter per key (a phone number, a client address, or both joined) within a window. */
export interface RateLimiter {
  /** Counts `points`; throws 429 once the key is over its limit. */
  consume(key: string, points?: number): Promise<void>;
  /** Counts `points` without ever refusing (a failure noticed after the work was done). */
  penalise(key: string, points?: number): Promise<void>;
  /** Gives back `points` counted earlier (an attempt that turned out not to be abuse). */
  refund(key: string, points?: number): Promise<void>;
  /** Points counted for the key in its current window. */
  used(key: string): Promise<number>;
  reset(key: string): Promise<void>;
}

/** Makes named limiters, all in one store (memory, or Redis shared by every instance). */
export interface LimiterFactory {
  create(name: string, options: RateLimitOptions): RateLimiter;
}

/** Limiters kept in this process: enough for one instance (REDIS_URL unset). */
export function memoryLimiters(): LimiterFactory {
  return {
    create: (name, options) => wrap(new RateLimiterMemory(settings(name, options)), options),
  };
}

/**
 * Limiters shared through Redis by every instance. While Redis is unreachable each instance
 * falls back to its own in-memory limiter (rate-limiter-flexible's insurance limiter), so limits
 * still hold per instance and no request fails because of Redis.
 */
export function redisLimiters(client: Redis, keyPrefix: string): LimiterFactory {
  return {
    create(name, options) {
      const base = settings(`${keyPrefix}:limit:${name}`, options);
      const limiter = new RateLimiterRedis({
        ...base,
        storeClient: client,
        useRedisPackage: false,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory(base),
      });
      return wrap(limiter, options);
    },
  };
}

function settings(keyPrefix: string, options: RateLimitOptions) {
  return {
    keyPrefix,
    points: options.limit,
    duration: options.windowSeconds,
    blockDuration: options.blockSeconds ?? 0,
  };
}

function wrap(limiter: RateLimiterAbstract, options: RateLimitOptions): RateLimiter {
  return {
    async consume(key, points = 1) {
      try {
        await limiter.consume(key, points);
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const wait = Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));
        throw new TooManyRequests(options.message, wait);
      }
    },
    // Book-keeping after the work is done: a store that is down must not fail the request.
    async penalise(key, points = 1) {
      await limiter.penalty(key, points).catch(ignore);
    },
    async refund(key, points = 1) {
      await limiter.reward(key, points).catch(ignore);
    },
    async used(key) {
      const current = await limiter.get(key).catch(ignore);
      return current?.consumedPoints ?? 0;
    },
    async reset(key) {
      await limiter.delete(key).catch(ignore);
    },
  };
}

const ignore = () => undefined;
