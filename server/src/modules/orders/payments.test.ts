import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/content';
import { orders } from '../../db/schema/commerce';
import { PaymentProviderError } from '../../providers/payments/payment-provider-error';
import { createTestPaymentProvider } from '../../providers/payments/test-payments';
import {
  ADDRESS,
  CART,
  ORDER,
  beltLine,
  checkoutWith,
  createShop,
  createShopAfresh,
  expireCheckout,
  openPayment,
  orderLimits,
  orderRow,
  paidProof,
  paymentRows,
  post,
  refundRecordingProvider,
  setCod,
  stockOf,
  teeLine,
  withConfig,
  type Shop,
} from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';
import { releaseExpiredReservations } from './reservations';

const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});
const as = (path: string, body: object, token = shop.shopper.token) =>
  post(shop.app, `${ORDER}${path}`, token, body);
const expire = (orderId: string) => expireCheckout(database.db, orderId);

describe('pay', () => {
  it.each([
    [{ ...ADDRESS, city: '' }, 'All Fields are required'],
    [{ ...ADDRESS, nearby: '   ' }, 'All Fields are required'],
    [{ address: 'x', city: 'y' }, 'All Fields are required'],
    [undefined, 'All Fields are required'],
    [{ ...ADDRESS, pincode: '4110' }, 'Pincode must be 6 digits'],
  ])('when the address is %p, then 400 %p', async (address, error) => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    const res = await as('/pay', { orderId, address, paymentType: 2 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
  });

  it('when cash on delivery is on, then the order is placed at once and the bought lines leave the cart', async () => {
    const other = await createCustomer(database.db);
    await post(shop.app, `${CART}/add`, other.token, { item: beltLine(shop) });
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop, 2)]);
    const res = await as('/pay', {
      userId: shop.shopper.id,
      orderId,
      address: ADDRESS,
      paymentType: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.orders).toHaveLength(1);
    expect(res.body.orders[0]).toMatchObject({
      orderId,
      orderStatus: 1,
      orderAmount: 1198,
      orderPayment: { paymentType: 1, paymentDetail: { TransitionId: '' } },
      orderAddress: '12 MG Road, City Park, Pune, Pune - 411001',
      address: ADDRESS,
    });
    expect(res.body.orders[0].orderTime[0]).not.toBe('');
    expect((await post(shop.app, `${CART}/get`, shop.shopper.token)).body.cart).toEqual([]);
    expect((await post(shop.app, `${CART}/get`, other.token)).body.cart).toHaveLength(1);
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);
    const sent = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.orderCode, orderId));
    expect(sent.map((n) => n.audience).sort()).toEqual(['customer', 'vendor']);
  });

  it('when the shopper already has the most open cash-on-delivery orders, then another must be paid online', async () => {
    shop = withConfig(shop, orderLimits({ openCodOrders: 2 }));
    for (let i = 0; i < 2; i += 1) {
      const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
      expect((await as('/pay', { orderId, address: ADDRESS, paymentType: 1 })).status).toBe(200);
    }
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);

    const res = await as('/pay', { orderId, address: ADDRESS, paymentType: 1 });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'You already have 2 cash-on-delivery orders on their way: please pay this one online',
    );
    expect((await orderRow(database.db, orderId)).status).toBe(0);
    expect((await as('/pay', { orderId, address: ADDRESS, paymentType: 2 })).status).toBe(200);
  });

  it('when one of the open cash-on-delivery orders is delivered, then another may be placed', async () => {
    shop = withConfig(shop, orderLimits({ openCodOrders: 1 }));
    const first = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    await as('/pay', { orderId: first.orderId, address: ADDRESS, paymentType: 1 });
    await database.db.update(orders).set({ status: 4 }).where(eq(orders.orderCode, first.orderId));
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);

    expect((await as('/pay', { orderId, address: ADDRESS, paymentType: 1 })).status).toBe(200);
  });

  it('when cash on delivery is off, then 409 and the address is still stored', async () => {
    await setCod(database.db, false);
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    const res = await as('/pay', { orderId, address: ADDRESS, paymentType: 1 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Cash on delivery is not available right now, please pay online');
    const order = await orderRow(database.db, orderId);
    expect(order).toMatchObject({ status: 0, address: ADDRESS });
  });

  it('when paying online, then a payment is opened for the server amount with the customer prefilled', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [
      beltLine(shop, 2),
      teeLine(shop, 1),
    ]);
    const res = await as('/pay', { orderId, address: ADDRESS, paymentType: 2, amount: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      payment: {
        provider: 'test',
        providerOrderId: expect.stringMatching(/^order_test_/),
        amountPaise: 2 * 59900 + 54900,
        currency: 'INR',
        orderId,
        name: 'Asha Verma',
        contact: `+91${shop.shopper.phone}`,
      },
    });
    const again = await as('/pay', { orderId, address: ADDRESS, paymentType: 2 });
    expect(again.body.payment.providerOrderId).toBe(res.body.payment.providerOrderId);
    const order = await orderRow(database.db, orderId);
    expect(await paymentRows(database.db, order.id)).toEqual([
      expect.objectContaining({ provider: 'test', status: 'created', amountPaise: 174700 }),
    ]);
  });

  it("when the order is someone else's, expired or already placed, then it cannot be paid", async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    const other = await createCustomer(database.db);
    expect(
      (await as('/pay', { orderId, address: ADDRESS, paymentType: 2 }, other.token)).status,
    ).toBe(404);
    expect(
      (await as('/pay', { userId: other.id, orderId, address: ADDRESS, paymentType: 2 })).status,
    ).toBe(403);
    expect((await as('/pay', { orderId: 'nope', address: ADDRESS, paymentType: 2 })).status).toBe(
      404,
    );

    await expire(orderId);
    const expired = await as('/pay', { orderId, address: ADDRESS, paymentType: 2 });
    expect(expired.status).toBe(409);
    expect(expired.body.error).toBe('This checkout has expired, please check out again');

    const fresh = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    await as('/pay', { orderId: fresh.orderId, address: ADDRESS, paymentType: 1 });
    const placed = await as('/pay', { orderId: fresh.orderId, address: ADDRESS, paymentType: 2 });
    expect(placed.status).toBe(409);
    expect(placed.body.error).toBe('This order is already placed');
  });

  it('when the provider fails, then 502, no payment row, and the order stays payable', async () => {
    const working = createTestPaymentProvider('down-then-up');
    let down = true;
    shop = await createShopAfresh(database, {
      provider: {
        ...working,
        createOrder: async (input) => {
          if (down) throw new PaymentProviderError('Razorpay /orders did not answer');
          return working.createOrder(input);
        },
      },
    });
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    const res = await as('/pay', { orderId, address: ADDRESS, paymentType: 2 });
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(
      'The payment service is not responding, please try again in a moment',
    );
    const order = await orderRow(database.db, orderId);
    expect(await paymentRows(database.db, order.id)).toEqual([]);
    expect(order.status).toBe(0);
    down = false;
    expect((await as('/pay', { orderId, address: ADDRESS, paymentType: 2 })).status).toBe(200);
  });
});

describe('testPayment', () => {
  it('when the test checkout fails, then the payment is marked failed and the order stays payable', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    expect((await as('/testPayment', { orderId, outcome: 'success' })).status).toBe(409);
    const { providerOrderId } = await openPayment(shop, shop.shopper, orderId);
    const failed = await as('/testPayment', { orderId, outcome: 'failure' });
    expect(failed.status).toBe(402);
    const order = await orderRow(database.db, orderId);
    expect((await paymentRows(database.db, order.id))[0]).toMatchObject({ status: 'failed' });

    const retry = await as('/testPayment', { orderId, outcome: 'success' });
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual({
      paymentId: expect.stringMatching(/^pay_test_/),
      providerOrderId,
      signature: expect.any(String),
    });
    expect((await as('/add', { order: { orderId, payment: retry.body } })).status).toBe(200);
  });

  it('when another customer asks, then 404; a bad outcome is 400', async () => {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop)]);
    await openPayment(shop, shop.shopper, orderId);
    const other = await createCustomer(database.db);
    expect((await as('/testPayment', { orderId, outcome: 'success' }, other.token)).status).toBe(
      404,
    );
    expect((await as('/testPayment', { orderId, outcome: 'maybe' })).status).toBe(400);
  });
});

describe('add (confirm an online payment)', () => {
  it('when the proof is valid, then the order is placed once, the cart lines leave and both sides are told', async () => {
    await post(shop.app, `${CART}/set`, shop.shopper.token, {
      cart: [beltLine(shop), teeLine(shop, 0, 2)],
    });
    const { orderId } = await checkoutWith(shop, shop.shopper, [teeLine(shop, 0, 2)]);
    await post(shop.app, `${CART}/add`, shop.shopper.token, { item: beltLine(shop) });
    await openPayment(shop, shop.shopper, orderId);
    const proof = (await as('/testPayment', { orderId, outcome: 'success' })).body;

    const res = await as('/add', { userId: shop.shopper.id, order: { orderId, payment: proof } });
    expect(res.status).toBe(200);
    expect(res.body.orders).toHaveLength(1);
    expect(res.body.orders[0]).toMatchObject({
      orderId,
      orderStatus: 1,
      orderAmount: 998,
      orderPayment: { paymentType: 2, paymentDetail: { TransitionId: proof.paymentId } },
    });
    const order = await orderRow(database.db, orderId);
    expect(await paymentRows(database.db, order.id)).toEqual([
      expect.objectContaining({ status: 'captured', providerPaymentId: proof.paymentId }),
    ]);
    const cart = (await post(shop.app, `${CART}/get`, shop.shopper.token)).body.cart;
    expect(cart.map((line: { id: number }) => line.id)).toEqual([shop.belt.id]);
    const vendorBadge = await post(
      shop.app,
      '/api/vendor/order/156/getNewNotify',
      shop.vendor.token,
    );
    expect(vendorBadge.body).toEqual({ newNotify: 1 });
    const bell = await as('/getNotify', {});
    expect(bell.body.notify[0]).toMatch(
      new RegExp(`^Your order is placed\\. Order ID: ${orderId}, `),
    );

    // The same payment again changes nothing.
    const again = await as('/add', { order: { orderId, payment: proof } });
    expect(again.status).toBe(200);
    expect(again.body.orders).toHaveLength(1);
    expect(
      (await post(shop.app, '/api/vendor/order/156/getNewNotify', shop.vendor.token)).body,
    ).toEqual({ newNotify: 1 });
    expect(await stockOf(database.db, shop.tee.product.id, shop.tee.variants[0]!.id)).toBe(1);
  });

  it('when the signature is forged or belongs to another order, then 400 and nothing is placed', async () => {
    const first = await paidProof(shop, shop.shopper, [beltLine(shop)]);
    const forged = { ...first.proof, signature: 'a'.repeat(64) };
    const res = await as('/add', { order: { orderId: first.orderId, payment: forged } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Payment verification failed');
    const swapped = { ...first.proof, paymentId: 'pay_test_other' };
    expect((await as('/add', { order: { orderId: first.orderId, payment: swapped } })).status).toBe(
      400,
    );

    // Another order of the same shopper, paid: its proof cannot confirm the first order.
    const other = await createCustomer(database.db);
    const second = await paidProof(shop, other, [teeLine(shop, 1)]);
    const replay = await as('/add', { order: { orderId: first.orderId, payment: second.proof } });
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('This payment does not belong to this order');
    expect(
      (await as('/add', { order: { orderId: second.orderId, payment: second.proof } })).status,
    ).toBe(404);
    expect((await orderRow(database.db, first.orderId)).status).toBe(0);
    expect((await orderRow(database.db, second.orderId)).status).toBe(0);
  });

  it('when the order amount no longer matches the payment, then 400', async () => {
    const { orderId, proof } = await paidProof(shop, shop.shopper, [beltLine(shop)]);
    await database.db.update(orders).set({ amountPaise: 100 }).where(eq(orders.orderCode, orderId));
    const res = await as('/add', { order: { orderId, payment: proof } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('The payment amount does not match the order');
  });

  it('when the payment arrives after the reservation lapsed and stock is left, then the stock is taken again', async () => {
    const { orderId, proof } = await paidProof(shop, shop.shopper, [beltLine(shop, 2)]);
    await expire(orderId);
    expect(await releaseExpiredReservations(database.db)).toBe(1);
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);

    const res = await as('/add', { order: { orderId, payment: proof } });
    expect(res.status).toBe(200);
    expect(res.body.orders[0]).toMatchObject({ orderId, orderStatus: 1 });
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);
    expect((await orderRow(database.db, orderId)).stockReleasedAt).toBeNull();
  });

  it('when the checkout expired and the owner changed the price meanwhile, then the payment is refunded, the order canceled, its stock returned and the shopper told', async () => {
    const { provider, refunds } = refundRecordingProvider('refunds');
    shop = await createShopAfresh(database, { provider });
    const { orderId, proof } = await paidProof(shop, shop.shopper, [beltLine(shop, 2)]);
    await expire(orderId);
    await database.db
      .update(products)
      .set({ pricePaise: 79900 })
      .where(eq(products.id, shop.belt.id));

    const res = await as('/add', { order: { orderId, payment: proof } });

    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Sorry, your checkout expired and the price has changed since: the order is canceled and your payment will be refunded',
    );
    expect(refunds).toEqual([proof.paymentId]);
    const order = await orderRow(database.db, orderId);
    expect(order).toMatchObject({ status: 5, transactionId: proof.paymentId });
    expect(order.stockReleasedAt).not.toBeNull();
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
    expect((await paymentRows(database.db, order.id))[0]).toMatchObject({ status: 'refunded' });
    const bell = await as('/getNotify', {});
    expect(bell.body.notify[0]).toMatch(/^Sorry, your checkout expired and the price/);
  });

  it('when the checkout expired but every price is unchanged, then the order is placed at its price', async () => {
    const { orderId, proof } = await paidProof(shop, shop.shopper, [beltLine(shop, 2)]);
    await expire(orderId);
    await database.db
      .update(products)
      .set({ mrpPaise: 120000 })
      .where(eq(products.id, shop.belt.id));

    const res = await as('/add', { order: { orderId, payment: proof } });

    expect(res.status).toBe(200);
    expect(res.body.orders[0]).toMatchObject({ orderId, orderStatus: 1 });
    expect(await stockOf(database.db, shop.belt.id)).toBe(3);
  });

  it('when the payment arrives after the stock was sold, then it is refunded, the order canceled and the shopper told', async () => {
    const { provider, refunds } = refundRecordingProvider('refunds');
    shop = await createShopAfresh(database, { provider });
    const { orderId, proof } = await paidProof(shop, shop.shopper, [teeLine(shop, 1)]);
    await expire(orderId);
    await releaseExpiredReservations(database.db);
    const rival = await createCustomer(database.db);
    await checkoutWith(shop, rival, [teeLine(shop, 1)]);

    const res = await as('/add', { order: { orderId, payment: proof } });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/sold out .* refunded/);
    expect(refunds).toEqual([proof.paymentId]);
    const order = await orderRow(database.db, orderId);
    expect(order).toMatchObject({ status: 5, transactionId: proof.paymentId });
    expect(order.canceledAt).not.toBeNull();
    expect((await paymentRows(database.db, order.id))[0]).toMatchObject({ status: 'refunded' });
    expect(await stockOf(database.db, shop.tee.product.id, shop.tee.variants[1]!.id)).toBe(0);
    const bell = await as('/getNotify', {});
    expect(bell.body.notify[0]).toMatch(/^Sorry, the items sold out/);

    // Seen again: still refunded once, nothing else changes.
    expect((await as('/add', { order: { orderId, payment: proof } })).status).toBe(409);
    expect(refunds).toHaveLength(1);
  });
});
