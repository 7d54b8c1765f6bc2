import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { rowsOf, type Database } from '../../db/client';
import { orders } from '../../db/schema/commerce';
import type { Logger } from '../../lib/logger';
import { stockLinesOf } from './order-stock';
import { itemsOf } from './orders.repository';
import { returnStock } from './stock.repository';

const BATCH = 100;
/** Advisory lock key of the sweep: one instance sweeps at a time, the others skip their turn. */
export const SWEEP_LOCK = 7_310_415_001;

/**
 * Returns the stock of unpaid orders whose reservation ended before `now` and marks them
 * released; they stay at status 0 (never shown as placed). Rows another transaction holds (a
 * payment being confirmed) are skipped until the next sweep. Answers how many were released.
 * When several instances share the database, only the one holding the sweep's advisory lock
 * works; a sweep that finds it taken answers 0 at once.
 */
export async function releaseExpiredReservations(
  db: Database,
  now: Date = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ locked: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`),
    );
    if (!lock?.locked) return 0;
    let released = 0;
    for (;;) {
      const expired = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(eq(orders.status, 0), isNull(orders.stockReleasedAt), lt(orders.reservedUntil, now)),
        )
        .orderBy(asc(orders.id))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (expired.length === 0) return released;
      const ids = expired.map((row) => row.id);
      await returnStock(tx, stockLinesOf(await itemsOf(tx, ids)));
      await tx.update(orders).set({ stockReleasedAt: now }).where(inArray(orders.id, ids));
      released += ids.length;
      if (ids.length < BATCH) return released;
    }
  });
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
