import { ServiceUnavailable } from '../http/errors';
import { pgErrorCode } from '../lib/pg-errors';
import type { Database } from './client';

const ATTEMPTS = 6;
const BASE_DELAY_MS = 8;

/**
 * Runs `work` (one whole transaction) again when PostgreSQL aborted it for a reason that a
 * fresh attempt fixes: a deadlock, a serialization failure, or two new orders drawing the same
 * order id. The waits grow and are jittered so the losers of a race do not meet again. When
 * every attempt lost, the caller gets a 503 (nothing was saved), never a 500.
 */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (!isRetryable(err)) throw err;
      if (attempt >= ATTEMPTS) throw new ServiceUnavailable();
      const ceiling = BASE_DELAY_MS * 2 ** attempt;
      await new Promise((resolve) => setTimeout(resolve, ceiling / 2 + Math.random() * ceiling));
    }
  }
}

/** `db.transaction(work)`, retried as `withRetry` says: every write path goes through this. */
export function transact<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return withRetry(() => db.transaction((tx) => work(tx as Database)));
}

export function isRetryable(err: unknown): boolean {
  const code = pgErrorCode(err);
  if (code === '40P01' || code === '40001') return true;
  return code === '23505' && constraintOf(err) === 'orders_order_code_unique';
}

function constraintOf(err: unknown): string | undefined {
  for (
    let current = err;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    const constraint = (current as { constraint?: unknown }).constraint;
    if (typeof constraint === 'string') return constraint;
  }
  return undefined;
}
