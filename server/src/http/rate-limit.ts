import { TooManyRequests } from './errors';

export interface RateLimitOptions {
  /** Attempts allowed per key within one window. */
  limit: number;
  windowMs: number;
  message: string;
  now?: () => number;
}

/**
 * Fixed-window counter per key (a phone number, a client address), in memory: enough for one
 * process; several API instances would share it through Redis (REDIS_URL).
 */
export function createRateLimiter({ limit, windowMs, message, now = Date.now }: RateLimitOptions) {
  const windows = new Map<string, { count: number; resetAt: number }>();

  function sweep(at: number) {
    if (windows.size < 10_000) return;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    /** Counts one attempt; throws 429 once the key is over its limit for this window. */
    consume(key: string): void {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count > limit) {
        throw new TooManyRequests(message, Math.ceil((window.resetAt - at) / 1000));
      }
    },
    reset(key: string): void {
      windows.delete(key);
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
