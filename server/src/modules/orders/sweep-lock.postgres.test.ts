import { and, eq, isNull, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/commerce';
import { createShop, stockOf, type Shop } from '../../../test/commerce-factory';
import { createOrder } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';
import { releaseExpiredReservations, SWEEP_LOCK } from './reservations';

// Several instances sweep one PostgreSQL database. Runs only with DATABASE_URL (jest.config.js):
// on PGlite there is one connection, so nothing runs concurrently.
const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});

/** `count` unpaid orders of one belt each, their reservations lapsed a minute ago. */
async function expiredOrders(count: number) {
  for (let i = 0; i < count; i += 1) {
    await createOrder(database.db, shop.shopper.id, [shop.belt.id], 0);
  }
  await database.db.update(orders).set({ reservedUntil: new Date(Date.now() - 60_000) });
}

const unreleased = () =>
  database.db.$count(orders, and(eq(orders.status, 0), isNull(orders.stockReleasedAt)));

describe('the reservation sweep across instances', () => {
  it('when two instances sweep at once, then one does all the work and each order gives its stock back once', async () => {
    await expiredOrders(150);
    const before = await stockOf(database.db, shop.belt.id);

    const counts = await Promise.all([
      releaseExpiredReservations(database.db),
      releaseExpiredReservations(database.db),
    ]);

    expect(counts.sort((a, b) => a - b)).toEqual([0, 150]);
    expect(await stockOf(database.db, shop.belt.id)).toBe(before + 150);
    expect(await unreleased()).toBe(0);
  });

  it('when another instance holds the sweep, then this one releases nothing, and sweeps once it is free', async () => {
    await expiredOrders(3);
    const before = await stockOf(database.db, shop.belt.id);

    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SWEEP_LOCK})`);
      expect(await releaseExpiredReservations(database.db)).toBe(0);
    });
    expect(await stockOf(database.db, shop.belt.id)).toBe(before);
    expect(await unreleased()).toBe(3);

    expect(await releaseExpiredReservations(database.db)).toBe(3);
    expect(await stockOf(database.db, shop.belt.id)).toBe(before + 3);
  });
});
