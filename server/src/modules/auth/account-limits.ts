import { setTimeout as sleep } from 'node:timers/promises';
import type { LimiterFactory, RateLimiter } from '../../http/rate-limit';

export interface LoginLimits {
  /** Wrong passwords for one account from one client address before that pair is refused. */
  failuresPerNumberAndClient: number;
  /** Wrong passwords from one client address, whatever the account. */
  failuresPerClient: number;
  /** Wrong passwords for one account from anywhere before each attempt on it is slowed down. */
  failuresPerNumberBeforeDelay: number;
  windowMinutes: number;
  /** Requests that store a new password (sign-up, reset, change) per client address per hour. */
  passwordWritesPerClientPerHour: number;
  /** "Is this number registered?" questions per client address per hour. */
  numberChecksPerClientPerHour: number;
}

/** Each wrong password past the per-account threshold adds this much wait, up to the cap. */
const DELAY_STEP_MS = 100;
const DELAY_CAP_MS = 10_000;

/**
 * Runs password checks under limits that slow an attacker without locking the owner out:
 * failures count per (account, address) and per address, a success gives its points back, and
 * an account under a wide attack is only slowed down, never locked.
 */
export interface PasswordGuard {
  check<T>(account: string, client: string, work: () => Promise<T>): Promise<T>;
}

export function createPasswordGuard(
  limiters: LimiterFactory,
  limits: LoginLimits,
  name: string,
  message: string,
  wait: (ms: number) => Promise<unknown> = sleep,
): PasswordGuard {
  const windowSeconds = limits.windowMinutes * 60;
  const perPair = limiters.create(`${name}-failures-pair`, {
    limit: limits.failuresPerNumberAndClient,
    windowSeconds,
    blockSeconds: windowSeconds,
    message,
  });
  const perClient = limiters.create(`${name}-failures-client`, {
    limit: limits.failuresPerClient,
    windowSeconds,
    message,
  });
  const perAccount = limiters.create(`${name}-failures-account`, {
    limit: Number.MAX_SAFE_INTEGER,
    windowSeconds,
    message,
  });

  return {
    async check<T>(account: string, client: string, work: () => Promise<T>): Promise<T> {
      const pair = `${account}|${client}`;
      // Counted before the (slow) hash so a burst cannot outrun the counters; refunded on success.
      await perClient.consume(client);
      await perPair.consume(pair);
      const excess = (await perAccount.used(account)) - limits.failuresPerNumberBeforeDelay;
      if (excess > 0) await wait(Math.min(DELAY_CAP_MS, excess * DELAY_STEP_MS));
      let result: T;
      try {
        result = await work();
      } catch (err) {
        await perAccount.penalise(account);
        throw err;
      }
      await Promise.all([perClient.refund(client), perPair.reset(pair)]);
      return result;
    },
  };
}

/** Every account limit of the shop, built once so the routes share one set of counters. */
export function createAccountLimits(
  limiters: LimiterFactory,
  limits: LoginLimits,
  wait?: (ms: number) => Promise<unknown>,
) {
  const hour = 60 * 60;
  return {
    customerPasswords: createPasswordGuard(
      limiters,
      limits,
      'customer-password',
      'Too many attempts, please try again in a few minutes',
      wait,
    ),
    vendorPasswords: createPasswordGuard(
      limiters,
      limits,
      'vendor-password',
      'Too many login attempts, please try again in a few minutes',
      wait,
    ),
    vendorPasswordChecks: createPasswordGuard(
      limiters,
      limits,
      'vendor-password-check',
      'Too many password attempts, please try again in a few minutes',
      wait,
    ),
    passwordWrites: limiters.create('password-writes', {
      limit: limits.passwordWritesPerClientPerHour,
      windowSeconds: hour,
      message: 'Too many attempts, please try again later',
    }) satisfies RateLimiter,
    numberChecks: limiters.create('number-checks', {
      limit: limits.numberChecksPerClientPerHour,
      windowSeconds: hour,
      message: 'Too many requests, please try again later',
    }) satisfies RateLimiter,
  };
}

export type AccountLimits = ReturnType<typeof createAccountLimits>;
