import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema/commerce';
import {
  ADDRESS,
  ORDER,
  VENDOR_ORDER,
  WEBHOOK,
  beltLine,
  checkoutWith,
  codOrder,
  createShop,
  createShopAfresh,
  expireCheckout,
  openPayment,
  orderRow,
  paymentRows,
  placedOrder,
  post,
  refundRecordingProvider,
  stockOf,
  teeLine,
  type Shop,
  type Shopper,
} from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';
import {
  createTestPaymentProvider,
  type TestPaymentProvider,
} from '../../providers/payments/test-payments';
import request from 'supertest';

const database = databasePerFile();

let shop: Shop;
let stranger: Shopper;
beforeEach(async () => {
  shop = await createShop(database.db);
  stranger = await createCustomer(database.db, { name: 'Ravi Kumar' });
});

async function createShopWith(options: Parameters<typeof createShop>[1]) {
  const created = await createShopAfresh(database, options);
  stranger = await createCustomer(database.db, { name: 'Ravi Kumar' });
  return created;
}

const call = (path: string, shopper: Shopper, body: object) =>
  post(shop.app, `${ORDER}${path}`, shopper.token, body);

describe('resuming a checkout', () => {
  it('when the shopper reloads the payment page, then their open checkout is answered by id with its items and hold', async () => {
    const { orderId, amount } = await checkoutWith(shop, shop.shopper, [
      beltLine(shop, 2),
      teeLine(shop, 1),
    ]);

    const res = await call('/pending/get', shop.shopper, { orderId });

    expect(res.status).toBe(200);
    expect(res.body.checkout).toMatchObject({ orderId, amount, address: null });
    expect(res.body.checkout.items.map((item: { name: string }) => item.name)).toEqual([
      'Leather Belt',
      'Classic Tee',
    ]);
    expect(new Date(res.body.checkout.expiresAt).getTime()).toBeGreaterThan(Date.now());
    const list = await call('/pending', shop.shopper, {});
    expect(list.body.checkouts.map((c: { orderId: string }) => c.orderId)).toEqual([orderId]);
  });

  it('when another shopper asks for the checkout, then it is not found and they see none of it', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);

    const res = await call('/pending/get', stranger, { orderId });

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Order Not Found' });
    expect((await call('/pending', stranger, {})).body).toEqual({ checkouts: [] });
    const forged = await call('/pending', stranger, { userId: shop.shopper.id });
    expect(forged.status).toBe(403);
  });

  it('when the checkout expired or was placed, then it is no longer pending and says why', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    await expireCheckout(database.db, orderId);

    const expired = await call('/pending/get', shop.shopper, { orderId });
    expect(expired.status).toBe(409);
    expect(expired.body.error).toBe('This checkout has expired, please check out again');
    expect((await call('/pending', shop.shopper, {})).body.checkouts).toEqual([]);

    const placed = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    const again = await call('/pending/get', shop.shopper, { orderId: placed });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('This order is already placed');
  });

  it('when the shopper paid once with an address, then the resumed checkout carries it', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    await openPayment(shop, shop.shopper, orderId);

    const res = await call('/pending/get', shop.shopper, { orderId });

    expect(res.body.checkout.address).toEqual(ADDRESS);
  });
});

describe('one order by link (the bill)', () => {
  it('when the shopper opens their placed order by id, then it is answered; another shopper gets not found', async () => {
    const orderId = await placedOrder(shop, shop.shopper, [beltLine(shop)]);

    const mine = await call('/getOne', shop.shopper, { orderId });
    expect(mine.status).toBe(200);
    expect(mine.body.order).toMatchObject({ orderId, orderStatus: 1, orderAmount: 599 });

    const theirs = await call('/getOne', stranger, { orderId });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ error: 'Order Not Found' });
    const anonymous = await request(shop.app).post(`${ORDER}/getOne`).send({ orderId });
    expect(anonymous.status).toBe(401);
  });

  it('when the order still awaits payment, then it is no placed order to show', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    expect((await call('/getOne', shop.shopper, { orderId })).status).toBe(404);
  });
});

describe('the shopper cancels', () => {
  it('when an online order is canceled before shipping, then its stock returns, the refund is recorded and the order shows refunded', async () => {
    const orderId = await placedOrder(shop, shop.shopper, [beltLine(shop, 2)]);
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);

    const res = await call('/cancel', shop.shopper, { orderId });

    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ orderId, orderStatus: 5, refund: 'refunded' });
    expect(res.body.order.orderTime[4]).not.toBe('');
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
    const [payment] = await paymentRows(database.db, (await orderRow(database.db, orderId)).id);
    expect(payment).toMatchObject({ status: 'refunded', failureReason: 'refunded: canceled' });
    const list = await call('/get', shop.shopper, { count: 1 });
    expect(list.body.orders[0]).toMatchObject({ orderId, orderStatus: 5, refund: 'refunded' });
  });

  it('when the shopper cancels twice, then the stock returns once and the provider refunds once', async () => {
    const { provider, refunds } = refundRecordingProvider('cancel-tests');
    shop = await createShopWith({ provider });
    const orderId = await placedOrder(shop, shop.shopper, [teeLine(shop, 0, 2)]);
    const variant = shop.tee.variants[0]!.id;

    const [first, second] = await Promise.all([
      call('/cancel', shop.shopper, { orderId }),
      call('/cancel', shop.shopper, { orderId }),
    ]);
    const third = await call('/cancel', shop.shopper, { orderId });

    expect([first.status, second.status, third.status]).toEqual([200, 200, 200]);
    expect(third.body.order).toMatchObject({ orderStatus: 5, refund: 'refunded' });
    expect(await stockOf(database.db, shop.tee.product.id, variant)).toBe(3);
    expect(refunds).toHaveLength(1);
  });

  it('when the order is shipped, then it can no longer be canceled and nothing changes', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    await post(shop.app, `${VENDOR_ORDER}/changeStatus`, shop.vendor.token, {
      userId: shop.shopper.id,
      orders: [{ orderId, orderStatus: 3 }],
    });

    const res = await call('/cancel', shop.shopper, { orderId });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe('This order is already shipped and can no longer be canceled');
    expect((await orderRow(database.db, orderId)).status).toBe(3);
    expect(await stockOf(database.db, shop.belt.id)).toBe(4);
  });

  it('when a processing cash-on-delivery order is canceled, then its stock returns and there is no refund', async () => {
    const orderId = await codOrder(shop, shop.shopper, [beltLine(shop)]);
    await post(shop.app, `${VENDOR_ORDER}/changeStatus`, shop.vendor.token, {
      userId: shop.shopper.id,
      orders: [{ orderId, orderStatus: 2 }],
    });

    const res = await call('/cancel', shop.shopper, { orderId });

    expect(res.status).toBe(200);
    expect(res.body.order.orderStatus).toBe(5);
    expect(res.body.order.refund).toBeUndefined();
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
  });

  it('when another shopper cancels the order, then it is not found and the order stays', async () => {
    const orderId = await placedOrder(shop, shop.shopper, [beltLine(shop)]);

    const res = await call('/cancel', stranger, { orderId });

    expect(res.status).toBe(404);
    expect((await orderRow(database.db, orderId)).status).toBe(1);
    expect(await stockOf(database.db, shop.belt.id)).toBe(4);
  });

  it('when the shopper cancels while the shop ships, then exactly one wins and stock and refund agree', async () => {
    const orderId = await placedOrder(shop, shop.shopper, [beltLine(shop)]);

    const [cancel, ship] = await Promise.all([
      call('/cancel', shop.shopper, { orderId }),
      post(shop.app, `${VENDOR_ORDER}/changeStatus`, shop.vendor.token, {
        userId: shop.shopper.id,
        orders: [{ orderId, orderStatus: 3 }],
      }),
    ]);

    const row = await orderRow(database.db, orderId);
    const [payment] = await paymentRows(database.db, row.id);
    if (row.status === 5) {
      // The cancel came first; shipping a canceled, refunded order is refused.
      expect(cancel.status).toBe(200);
      expect(ship.status).toBe(409);
      expect(await stockOf(database.db, shop.belt.id)).toBe(5);
      expect(payment!.status).toBe('refunded');
    } else {
      expect(row.status).toBe(3);
      expect(ship.status).toBe(200);
      expect(cancel.status).toBe(409);
      expect(await stockOf(database.db, shop.belt.id)).toBe(4);
      expect(payment!.status).toBe('captured');
    }
  });

  it("when the shop cancels an online order, then the same refund runs and the order can't be reopened", async () => {
    const orderId = await placedOrder(shop, shop.shopper, [beltLine(shop)]);

    const res = await post(shop.app, `${VENDOR_ORDER}/changeStatus`, shop.vendor.token, {
      userId: shop.shopper.id,
      orders: [{ orderId, orderStatus: 5 }],
    });
    expect(res.status).toBe(200);
    expect(res.body.usserOrders[0]).toMatchObject({ orderStatus: 5, refund: 'refunded' });

    const reopen = await post(shop.app, `${VENDOR_ORDER}/changeStatus`, shop.vendor.token, {
      userId: shop.shopper.id,
      orders: [{ orderId, orderStatus: 2 }],
    });
    expect(reopen.status).toBe(409);
    expect((await orderRow(database.db, orderId)).status).toBe(5);
  });
});

describe('a refund the provider processes later', () => {
  let provider: TestPaymentProvider;
  beforeEach(async () => {
    const base = createTestPaymentProvider('later-refunds');
    provider = {
      ...base,
      refund: async () => ({ refundId: 'rfnd_later', status: 'pending' }),
    };
    shop = await createShopWith({ provider });
  });

  it('when the refund is pending, then the order shows refund initiated until refund.processed arrives', async () => {
    const orderId = await placedOrder(shop, shop.shopper, [beltLine(shop)]);
    const canceled = await call('/cancel', shop.shopper, { orderId });
    expect(canceled.body.order.refund).toBe('initiated');
    const row = await orderRow(database.db, orderId);
    const [payment] = await paymentRows(database.db, row.id);
    expect(payment!.failureReason).toBe('refund initiated: canceled');

    const body = JSON.stringify({
      event: 'refund.processed',
      payload: {
        refund: { entity: { id: 'rfnd_later', payment_id: payment!.providerPaymentId } },
        payment: { entity: { id: payment!.providerPaymentId, order_id: payment!.providerOrderId } },
      },
    });
    const hook = await request(shop.app)
      .post(WEBHOOK)
      .set('Content-Type', 'application/json')
      .set('X-Razorpay-Signature', provider.signWebhook(body))
      .send(body);

    expect(hook.body).toEqual({ status: 'handled' });
    const [after] = await database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after).toMatchObject({ status: 'refunded', failureReason: 'refunded: canceled' });
    const list = await call('/get', shop.shopper, { count: 1 });
    expect(list.body.orders[0].refund).toBe('refunded');
  });
});
