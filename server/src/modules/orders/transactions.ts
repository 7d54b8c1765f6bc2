import { pgErrorCode } from '../../lib/pg-errors';

const ATTEMPTS = 4;

/**
 * Runs `work` (one whole transaction) again when PostgreSQL aborted it for a reason that a
 * fresh attempt fixes: a deadlock, a serialization failure, or two new orders drawing the same
 * random id suffix.
 */
export async function withRetry<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (err) {
      if (attempt >= ATTEMPTS || !isRetryable(err)) throw err;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}

function isRetryable(err: unknown): boolean {
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
