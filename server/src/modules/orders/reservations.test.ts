import { eq } from 'drizzle-orm';
import { orders } from '../../db/schema/commerce';
import {
  ADDRESS,
  ORDER,
  VENDOR_ORDER,
  beltLine,
  checkoutWith,
  createShop,
  orderRow,
  post,
  stockOf,
  teeLine,
  type Shop,
} from '../../../test/commerce-factory';
import { databasePerFile } from '../../../test/test-db';
import { releaseExpiredReservations, startReservationSweep } from './reservations';
import { createLogger } from '../../lib/logger';

const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});

describe('reservation expiry', () => {
  it('when the clock passes reserved_until, then the sweep returns the stock once and the order is never shown as placed', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [
      beltLine(shop, 2),
      teeLine(shop, 0, 3),
    ]);
    const { reservedUntil } = await orderRow(database.db, orderId);
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);

    expect(
      await releaseExpiredReservations(database.db, new Date(reservedUntil!.getTime() - 1000)),
    ).toBe(0);
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);

    const later = new Date(reservedUntil!.getTime() + 1000);
    expect(await releaseExpiredReservations(database.db, later)).toBe(1);
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
    expect(await stockOf(database.db, shop.tee.product.id, shop.tee.variants[0]!.id)).toBe(3);
    expect(await orderRow(database.db, orderId)).toMatchObject({
      status: 0,
      stockReleasedAt: later,
    });

    expect(await releaseExpiredReservations(database.db, new Date(later.getTime() + 60_000))).toBe(
      0,
    );
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
    expect((await post(shop.app, `${ORDER}/get`, shop.shopper.token, {})).body.orders).toEqual([]);
    expect(
      (await post(shop.app, `${VENDOR_ORDER}/get`, shop.vendor.token, {})).body.orders,
    ).toEqual([]);
    const pay = await post(shop.app, `${ORDER}/pay`, shop.shopper.token, {
      orderId,
      address: ADDRESS,
      paymentType: 1,
    });
    expect(pay.status).toBe(409);
  });

  it('when orders are placed, then the sweep leaves them alone', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop, 2)]);
    await post(shop.app, `${ORDER}/pay`, shop.shopper.token, {
      orderId,
      address: ADDRESS,
      paymentType: 1,
    });
    await database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 60_000) })
      .where(eq(orders.orderCode, orderId));
    expect(await releaseExpiredReservations(database.db)).toBe(0);
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);
  });

  it('when the periodic sweep runs, then it releases and can be stopped', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop, 1)]);
    await database.db
      .update(orders)
      .set({ reservedUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.orderCode, orderId));
    const sweep = startReservationSweep(database.db, createLogger('silent'), 20);
    try {
      for (let i = 0; i < 100 && (await stockOf(database.db, shop.belt.id)) !== 5; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      sweep.stop();
    }
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
  });
});
