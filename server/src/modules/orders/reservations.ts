import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema/commerce';
import type { Logger } from '../../lib/logger';
import { stockLinesOf } from './order-stock';
import { itemsOf } from './orders.repository';
import { returnStock } from './stock.repository';

const BATCH = 100;

/**
 * Returns the stock of unpaid orders whose reservation ended before `now` and marks them
 * released; they stay at status 0 (never shown as placed). Rows another transaction holds (a
 * payment being confirmed) are skipped until the next sweep. Answers how many were released.
 */
export async function releaseExpiredReservations(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const expired = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.status, 0), isNull(orders.stockReleasedAt), lt(orders.reservedUntil, now)),
        )
        .orderBy(asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (expired.length === 0) return 0;
      const ids = expired.map((row) => row.id);
      await returnStock(tx, stockLinesOf(await itemsOf(tx, ids)));
      await tx.update(orders).set({ stockReleasedAt: now }).where(inArray(orders.id, ids));
      return ids.length;
    });
    released += count;
    if (count < BATCH) return released;
  }
}

/** Sweeps every `intervalMs` until stopped; a failed sweep is logged and retried next time. */
export function startReservationSweep(
  db: Database,
  logger: Logger,
  intervalMs = 60_000,
): { stop(): void } {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    releaseExpiredReservations(db)
      .then((count) => {
        if (count > 0) logger.info({ count }, 'released the stock of expired checkouts');
      })
      .catch((err: unknown) => logger.error({ err }, 'releasing expired checkouts failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
