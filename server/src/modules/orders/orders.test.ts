import { and, eq } from 'drizzle-orm';
import { variants } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/content';
import {
  ADDRESS,
  ORDER,
  VENDOR_ORDER,
  beltLine,
  checkoutWith,
  codOrder,
  createShop,
  orderRow,
  placedOrder,
  post,
  stockOf,
  teeLine,
  type Shop,
} from '../../../test/commerce-factory';
import { createCustomer, createOrder } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';
import { formatOrderTime } from './order-view';

const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});
const TIME = /^\d{2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} [AP]M$/;
const vendorPost = (path: string, body: object, token = shop.vendor.token) =>
  post(shop.app, `${VENDOR_ORDER}${path}`, token, body);

async function messagesTo(customerId: string) {
  const rows = await database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.audience, 'customer'), eq(notifications.customerId, customerId)))
    .orderBy(notifications.id);
  return rows.map((row) => row.message);
}

describe('order times', () => {
  it('are shown in Asia/Kolkata', () => {
    expect(formatOrderTime(new Date('2026-11-22T06:00:45Z'))).toBe('22 Nov 2026, 11:30 AM');
  });
});

describe('customer orders', () => {
  it('when orders are placed, then get answers them newest first in the spec shape with what a bill needs', async () => {
    const first = await placedOrder(shop, shop.shopper, [beltLine(shop, 2), teeLine(shop, 0, 1)]);
    const second = await codOrder(shop, shop.shopper, [teeLine(shop, 1)]);
    await checkoutWith(shop, shop.shopper, [beltLine(shop)]); // awaiting payment: never listed

    const res = await post(shop.app, `${ORDER}/get`, shop.shopper.token, {
      userId: shop.shopper.id,
      count: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o: { orderId: string }) => o.orderId)).toEqual([second, first]);
    const order = res.body.orders[1];
    expect(order).toEqual({
      orderId: first,
      orderStatus: 1,
      orderAmount: 1697,
      orderPayment: {
        paymentType: 2,
        paymentDetail: { TransitionId: expect.stringMatching(/^pay_test_/) },
      },
      orderTime: [expect.stringMatching(TIME), '', '', '', ''],
      orderAddress: '12 MG Road, City Park, Pune, Pune - 411001',
      address: ADDRESS,
      items: [
        {
          id: shop.belt.id,
          name: 'Leather Belt',
          coverImg: `/uploads/p${shop.belt.id}.jpg`,
          itemQty: 2,
          productType: 0,
          price: { price: 599, mrp: 999 },
          unitPrice: 599,
          lineTotal: 1198,
        },
        {
          id: shop.tee.product.id,
          name: 'Classic Tee',
          coverImg: `/uploads/v${shop.tee.variants[0]!.id}.jpg`,
          itemQty: 1,
          productType: 1,
          varient: {
            _id: shop.tee.variants[0]!.id,
            varienteAttributes: [
              { attr_id: shop.tee.attrs.size.id, attribute: shop.tee.attrs.size.name, value: 'M' },
              {
                attr_id: shop.tee.attrs.colour.id,
                attribute: shop.tee.attrs.colour.name,
                value: 'Red',
              },
            ],
            general: {
              price: 499,
              mrp: 799,
              itemQty: 1,
              images: [`/uploads/v${shop.tee.variants[0]!.id}.jpg`],
            },
          },
          unitPrice: 499,
          lineTotal: 499,
        },
      ],
    });
  });

  it('when there are more than 10, then they come 10 per page; another customer sees none of them', async () => {
    for (let i = 0; i < 12; i += 1)
      await createOrder(database.db, shop.shopper.id, [shop.belt.id], 1);
    const page1 = await post(shop.app, `${ORDER}/get`, shop.shopper.token, { count: 1 });
    const page2 = await post(shop.app, `${ORDER}/get`, shop.shopper.token, { count: 2 });
    expect(page1.body.orders).toHaveLength(10);
    expect(page2.body.orders).toHaveLength(2);
    expect(page1.body.orders[0].orderId).toMatch(/^T12-/);
    const other = await createCustomer(database.db);
    expect((await post(shop.app, `${ORDER}/get`, other.token, {})).body.orders).toEqual([]);
    expect(
      (await post(shop.app, `${ORDER}/get`, shop.shopper.token, { userId: other.id })).status,
    ).toBe(403);
  });
});

describe('vendor orders', () => {
  it('when the owner lists orders, then pairs of [userId, order] come newest first, 10 per page', async () => {
    const other = await createCustomer(database.db, { name: 'Ravi Kumar' });
    const mine = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    const theirs = await codOrder(shop, other, [teeLine(shop, 0)]);
    await checkoutWith(shop, shop.shopper, [beltLine(shop)]);

    const res = await vendorPost('/get', { count: 1 });
    expect(res.status).toBe(200);
    expect(
      res.body.orders.map(([userId, order]: [string, { orderId: string }]) => [
        userId,
        order.orderId,
      ]),
    ).toEqual([
      [other.id, theirs],
      [shop.shopper.id, mine],
    ]);
    expect(res.body.orders[0][1].customer).toEqual({ name: 'Ravi Kumar', phone: other.phone });
    expect((await vendorPost('/get', { count: 2 })).body.orders).toEqual([]);
  });

  it('when a customer token is used, then 403; without a token 401', async () => {
    expect((await vendorPost('/get', {}, shop.shopper.token)).status).toBe(403);
    expect((await post(shop.app, `${VENDOR_ORDER}/get`, undefined, {})).status).toBe(401);
    expect(
      (
        await vendorPost(
          '/changeStatus',
          { userId: shop.shopper.id, orders: [] },
          shop.shopper.token,
        )
      ).status,
    ).toBe(403);
  });
});

describe('changeStatus with the pairs vendor order/get answered', () => {
  it('reads [userId, order] pairs as well as {orderId, orderStatus}', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    const listed = await vendorPost('/get', { count: 1 });
    const pair = listed.body.orders.find(
      ([, order]: [string, { orderId: string }]) => order.orderId === orderId,
    );
    expect(pair[0]).toBe(shop.shopper.id);
    const changed = await vendorPost('/changeStatus', {
      userId: shop.shopper.id,
      orders: [[pair[0], { ...pair[1], orderStatus: 2 }]],
    });
    expect(changed.status).toBe(200);
    expect((await orderRow(database.db, orderId)).status).toBe(2);
  });

  it('order items carry varient.general.images and itemQty like a cart item', async () => {
    const orderId = await codOrder(shop, shop.shopper, [teeLine(shop, 0)]);
    const listed = await vendorPost('/get', { count: 1 });
    const [, order] = listed.body.orders.find(
      ([, candidate]: [string, { orderId: string }]) => candidate.orderId === orderId,
    );
    expect(order.items[0].varient.general).toEqual({
      price: expect.any(Number),
      mrp: expect.anything(),
      itemQty: order.items[0].itemQty,
      images: expect.any(Array),
    });
  });
});

describe('changeStatus/user', () => {
  const change = (userId: string, orderId: string, orderStatus: number, extra: object[] = []) =>
    vendorPost('/changeStatus/user', {
      userId,
      orders: [...extra, { orderId, orderStatus, orderTime: ['forged'], orderAmount: 1 }],
      notify: 'ignored text',
      orderIndex: extra.length,
    });

  it('when the status changes, then its slot is set, later slots are cleared, and the customer gets the message', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    const shipped = await change(shop.shopper.id, orderId, 3, [{ junk: true }]);
    expect(shipped.status).toBe(200);
    const [order] = shipped.body.usserOrders;
    expect(order.orderStatus).toBe(3);
    expect(order.orderTime).toEqual([
      expect.stringMatching(TIME),
      '',
      expect.stringMatching(TIME),
      '',
      '',
    ]);

    await change(shop.shopper.id, orderId, 4);
    const back = await change(shop.shopper.id, orderId, 2);
    expect(back.body.usserOrders[0].orderTime).toEqual([
      expect.stringMatching(TIME),
      expect.stringMatching(TIME),
      '',
      '',
      '',
    ]);
    const row = await orderRow(database.db, orderId);
    expect(row).toMatchObject({ status: 2, shippingAt: null, deliveredAt: null, canceledAt: null });

    await change(shop.shopper.id, orderId, 1);
    await change(shop.shopper.id, orderId, 5);
    const messages = await messagesTo(shop.shopper.id);
    const at = ` Order ID: ${orderId}, `;
    expect(messages.slice(1).map((m) => m.slice(0, m.indexOf(at) + at.length))).toEqual([
      `Your order is shipped.${at}`,
      `Your order is delivered.${at}`,
      `Your order is in Processing.${at}`,
      `Your order is Still Pending.${at}`,
      `Your order is Canceled.${at}`,
    ]);
    expect(messages[1]).toMatch(
      new RegExp(`${at}\\d{2} [A-Z][a-z]{2} \\d{4}, \\d{2}:\\d{2} [AP]M$`),
    );
  });

  it('when an order is canceled, then its stock comes back once; reopening takes it again or is refused', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop, 2)]);
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);
    await change(shop.shopper.id, orderId, 5);
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
    await change(shop.shopper.id, orderId, 5);
    await vendorPost('/changeStatus', {
      userId: shop.shopper.id,
      orders: [{ orderId, orderStatus: 5 }],
    });
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);

    await change(shop.shopper.id, orderId, 2);
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);
    await change(shop.shopper.id, orderId, 5);
    await codOrder(shop, await createCustomer(database.db), [beltLine(shop, 4)]);
    const refused = await change(shop.shopper.id, orderId, 3);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      `Order ${orderId} cannot be reopened: Only 1 left of Leather Belt`,
    );
    expect((await orderRow(database.db, orderId)).status).toBe(5);
    expect(await stockOf(database.db, shop.belt.id)).toBe(1);
  });

  it("when the order is not that customer's or the body is malformed, then nothing changes", async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    const other = await createCustomer(database.db);
    expect((await change(other.id, orderId, 3)).status).toBe(404);
    const pending = await checkoutWith(shop, other, [teeLine(shop, 0)]);
    expect((await change(other.id, pending.orderId, 3)).status).toBe(404);
    expect(
      (
        await vendorPost('/changeStatus/user', {
          userId: shop.shopper.id,
          orders: [{ orderId, orderStatus: 3 }],
          orderIndex: 1,
        })
      ).status,
    ).toBe(400);
    expect((await change(shop.shopper.id, orderId, 6)).status).toBe(400);
    expect((await change('not-a-uuid', orderId, 3)).status).toBe(400);
    expect((await orderRow(database.db, orderId)).status).toBe(1);
  });
});

describe('changeStatus', () => {
  it('when several orders are sent, then only those whose status differs change', async () => {
    const a = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    const b = await codOrder(shop, shop.shopper, [teeLine(shop, 0)]);
    const before = (await messagesTo(shop.shopper.id)).length;
    const res = await vendorPost('/changeStatus', {
      userId: shop.shopper.id,
      orders: [
        { orderId: a, orderStatus: 1 },
        { orderId: b, orderStatus: 4 },
      ],
    });
    expect(res.status).toBe(200);
    expect(
      res.body.usserOrders.map((o: { orderId: string; orderStatus: number }) => [
        o.orderId,
        o.orderStatus,
      ]),
    ).toEqual([
      [b, 4],
      [a, 1],
    ]);
    expect((await messagesTo(shop.shopper.id)).length).toBe(before + 1);
  });

  it('when one order is unknown, then 404 and none changes', async () => {
    const a = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    const res = await vendorPost('/changeStatus', {
      userId: shop.shopper.id,
      orders: [
        { orderId: a, orderStatus: 5 },
        { orderId: 'missing', orderStatus: 5 },
      ],
    });
    expect(res.status).toBe(404);
    expect((await orderRow(database.db, a)).status).toBe(1);
    expect(await stockOf(database.db, shop.belt.id)).toBe(4);
  });

  it('when a variant was deleted since, then canceling still works and skips its stock', async () => {
    const orderId = await codOrder(shop, shop.shopper, [teeLine(shop, 0, 2), beltLine(shop, 1)]);
    await database.db.delete(variants).where(eq(variants.id, shop.tee.variants[0]!.id));
    const res = await vendorPost('/changeStatus', {
      userId: shop.shopper.id,
      orders: [{ orderId, orderStatus: 5 }],
    });
    expect(res.status).toBe(200);
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
    const reopen = await vendorPost('/changeStatus', {
      userId: shop.shopper.id,
      orders: [{ orderId, orderStatus: 1 }],
    });
    expect(reopen.status).toBe(409);
    expect(reopen.body.error).toBe(
      `Order ${orderId} cannot be reopened: Classic Tee (M / Red) is out of stock`,
    );
  });
});
