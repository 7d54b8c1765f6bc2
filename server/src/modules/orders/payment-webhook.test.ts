import { createHmac } from 'node:crypto';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/content';
import { paymentEvents } from '../../db/schema/commerce';
import { createRazorpayProvider } from '../../providers/payments/razorpay-payments';
import { createTestPaymentProvider } from '../../providers/payments/test-payments';
import {
  ORDER,
  WEBHOOK,
  beltLine,
  checkoutWith,
  confirmPayment,
  createShop,
  expireCheckout,
  openPayment,
  orderRow,
  paymentRows,
  post,
  stockOf,
  testPaymentProof,
  type Shop,
} from '../../../test/commerce-factory';
import { databasePerFile } from '../../../test/test-db';

const database = databasePerFile();

function capturedEvent(
  providerOrderId: string,
  paymentId: string,
  amount: number,
  event = 'payment.captured',
) {
  return JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: paymentId,
          order_id: providerOrderId,
          amount,
          currency: 'INR',
          status: 'captured',
        },
      },
    },
  });
}

function deliver(shop: Shop, body: string, signature: string | undefined, eventId?: string) {
  let call = request(shop.app).post(WEBHOOK).set('Content-Type', 'application/json');
  if (signature !== undefined) call = call.set('X-Razorpay-Signature', signature);
  if (eventId) call = call.set('X-Razorpay-Event-Id', eventId);
  return call.send(body);
}

describe('payment webhook (test provider)', () => {
  const provider = createTestPaymentProvider('webhook-tests');
  let shop: Shop;
  beforeEach(async () => {
    shop = await createShop(database.db, { provider });
  });

  async function openedOrder() {
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop, 2)]);
    const payment = await openPayment(shop, shop.shopper, orderId);
    return { orderId, ...payment };
  }

  it('when a signed payment.captured arrives, then the order is placed; a repeated delivery changes nothing', async () => {
    const { orderId, providerOrderId, amountPaise } = await openedOrder();
    const body = capturedEvent(providerOrderId, 'pay_hook_1', amountPaise);
    const res = await deliver(shop, body, provider.signWebhook(body), 'evt_1');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'handled' });
    expect(await orderRow(database.db, orderId)).toMatchObject({
      status: 1,
      paymentType: 2,
      transactionId: 'pay_hook_1',
    });

    const repeat = await deliver(shop, body, provider.signWebhook(body), 'evt_1');
    expect(repeat.body).toEqual({ status: 'duplicate' });
    // order.paid for the same payment (another event id, any order of arrival): still one order.
    const paid = capturedEvent(providerOrderId, 'pay_hook_1', amountPaise, 'order.paid');
    expect((await deliver(shop, paid, provider.signWebhook(paid), 'evt_2')).body).toEqual({
      status: 'handled',
    });
    const vendorNotes = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.audience, 'vendor'));
    expect(vendorNotes).toHaveLength(1);
    expect(await database.db.$count(paymentEvents)).toBe(2);
  });

  it('when the same signed body comes again under another event-id header, then it is processed once', async () => {
    const { orderId, providerOrderId, amountPaise } = await openedOrder();
    const body = capturedEvent(providerOrderId, 'pay_hook_2', amountPaise);

    const first = await deliver(shop, body, provider.signWebhook(body), 'evt_a');
    const replay = await deliver(shop, body, provider.signWebhook(body), 'evt_forged');

    expect(first.body).toEqual({ status: 'handled' });
    expect(replay.body).toEqual({ status: 'duplicate' });
    expect(await database.db.$count(paymentEvents)).toBe(1);
    expect((await orderRow(database.db, orderId)).transactionId).toBe('pay_hook_2');
  });

  it('when different events arrive for the same payment, then each is processed', async () => {
    const { orderId, providerOrderId, amountPaise } = await openedOrder();
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_same', order_id: providerOrderId } } },
    });
    const captured = capturedEvent(providerOrderId, 'pay_same', amountPaise);

    const answers = [];
    for (const body of [failed, captured])
      answers.push((await deliver(shop, body, provider.signWebhook(body), 'evt_same')).body);

    expect(answers).toEqual([{ status: 'handled' }, { status: 'handled' }]);
    expect((await orderRow(database.db, orderId)).status).toBe(1);
  });

  it('when a payment is captured after the checkout expired and the price changed, then it is refunded and the order canceled', async () => {
    const refund = jest.spyOn(provider, 'refund');
    const { orderId } = await openedOrder();
    const proof = await testPaymentProof(shop, shop.shopper, orderId);
    await expireCheckout(database.db, orderId);
    await database.db
      .update(products)
      .set({ pricePaise: 49900 })
      .where(eq(products.id, shop.belt.id));
    const body = capturedEvent(proof.providerOrderId, proof.paymentId, 119800);

    const res = await deliver(shop, body, provider.signWebhook(body));

    expect(res.body).toEqual({ status: 'handled' });
    expect(refund).toHaveBeenCalledWith(proof.paymentId, 119800);
    const order = await orderRow(database.db, orderId);
    expect(order.status).toBe(5);
    expect((await paymentRows(database.db, order.id))[0]).toMatchObject({ status: 'refunded' });
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
    const [note] = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.audience, 'customer'));
    expect(note!.message).toMatch(/^Sorry, your checkout expired and the price has changed/);
    refund.mockRestore();
  });

  it('when the webhook confirmed first, then the browser proof answers the one placed order', async () => {
    const { orderId } = await openedOrder();
    const proof = await testPaymentProof(shop, shop.shopper, orderId);
    const body = capturedEvent(proof.providerOrderId, proof.paymentId, 119800);
    expect((await deliver(shop, body, provider.signWebhook(body), 'evt_first')).body).toEqual({
      status: 'handled',
    });
    const res = await confirmPayment(shop, shop.shopper, orderId, proof);
    expect(res.status).toBe(200);
    expect(res.body.orders).toHaveLength(1);
    expect(res.body.orders[0]).toMatchObject({ orderId, orderStatus: 1 });
  });

  it('when the browser confirmed first, then the webhook is a no-op', async () => {
    const { orderId } = await openedOrder();
    const proof = await testPaymentProof(shop, shop.shopper, orderId);
    expect((await confirmPayment(shop, shop.shopper, orderId, proof)).status).toBe(200);
    const body = capturedEvent(proof.providerOrderId, proof.paymentId, 119800);
    expect((await deliver(shop, body, provider.signWebhook(body), 'evt_after')).body).toEqual({
      status: 'handled',
    });
    expect((await post(shop.app, `${ORDER}/get`, shop.shopper.token, {})).body.orders).toHaveLength(
      1,
    );
  });

  it('when the signature is missing or wrong, then 400 / 401 and nothing is recorded', async () => {
    const { orderId, providerOrderId, amountPaise } = await openedOrder();
    const body = capturedEvent(providerOrderId, 'pay_x', amountPaise);
    expect((await deliver(shop, body, undefined)).status).toBe(400);
    const forged = await deliver(
      shop,
      body,
      createHmac('sha256', 'guess').update(body).digest('hex'),
    );
    expect(forged.status).toBe(401);
    // A signature of another body does not cover this one.
    expect((await deliver(shop, body, provider.signWebhook(`${body} `))).status).toBe(401);
    expect((await orderRow(database.db, orderId)).status).toBe(0);
    expect(await database.db.$count(paymentEvents)).toBe(0);
  });

  it('when the amount differs, the order is unknown or the event is not a capture, then 200 ignored', async () => {
    const { orderId, providerOrderId, amountPaise } = await openedOrder();
    const wrongAmount = capturedEvent(providerOrderId, 'pay_y', amountPaise - 100);
    expect((await deliver(shop, wrongAmount, provider.signWebhook(wrongAmount))).body).toEqual({
      status: 'ignored',
    });
    const unknown = capturedEvent('order_unknown', 'pay_z', amountPaise);
    expect((await deliver(shop, unknown, provider.signWebhook(unknown))).body).toEqual({
      status: 'ignored',
    });
    const refund = JSON.stringify({ event: 'refund.created', payload: {} });
    expect((await deliver(shop, refund, provider.signWebhook(refund))).body).toEqual({
      status: 'ignored',
    });
    expect((await orderRow(database.db, orderId)).status).toBe(0);
  });

  it('when payment.failed arrives, then the payment is marked failed and the order stays payable', async () => {
    const { orderId, providerOrderId } = await openedOrder();
    const body = JSON.stringify({
      event: 'payment.failed',
      payload: {
        payment: {
          entity: { id: 'pay_f', order_id: providerOrderId, error_description: 'Card declined' },
        },
      },
    });
    expect((await deliver(shop, body, provider.signWebhook(body), 'evt_f')).body).toEqual({
      status: 'handled',
    });
    const order = await orderRow(database.db, orderId);
    expect((await paymentRows(database.db, order.id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Card declined',
    });
    expect(order.status).toBe(0);
  });

  it('when the body is not JSON, then 400', async () => {
    const res = await deliver(shop, 'not json', provider.signWebhook('not json'));
    expect(res.status).toBe(400);
  });
});

describe('payment webhook (Razorpay)', () => {
  const fakeFetch = (async () =>
    new Response(JSON.stringify({ id: 'order_rzp_1', amount: 119800, currency: 'INR' }), {
      status: 200,
    })) as typeof fetch;

  it('when Razorpay has a webhook secret, then its HMAC over the raw body is checked', async () => {
    const provider = createRazorpayProvider(
      { keyId: 'rzp_test_k', keySecret: 'key-secret', webhookSecret: 'hook-secret' },
      { fetch: fakeFetch },
    );
    const shop = await createShop(database.db, { provider });
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop, 2)]);
    const payment = await openPayment(shop, shop.shopper, orderId);
    expect(payment).toMatchObject({
      provider: 'razorpay',
      keyId: 'rzp_test_k',
      providerOrderId: 'order_rzp_1',
    });

    const body = capturedEvent('order_rzp_1', 'pay_rzp_1', 119800);
    const wrong = createHmac('sha256', 'key-secret').update(body).digest('hex');
    expect((await deliver(shop, body, wrong)).status).toBe(401);
    const signature = createHmac('sha256', 'hook-secret').update(body).digest('hex');
    expect((await deliver(shop, body, signature, 'evt_rzp')).body).toEqual({ status: 'handled' });
    expect(await orderRow(database.db, orderId)).toMatchObject({
      status: 1,
      transactionId: 'pay_rzp_1',
    });
  });

  it("when Razorpay is active, then Checkout's proof is checked with the key secret and testPayment is gone", async () => {
    const provider = createRazorpayProvider(
      { keyId: 'rzp_test_k', keySecret: 'key-secret' },
      { fetch: fakeFetch },
    );
    const shop = await createShop(database.db, { provider });
    const { orderId } = await checkoutWith(shop, shop.shopper, [beltLine(shop, 2)]);
    await openPayment(shop, shop.shopper, orderId);
    const test = await post(shop.app, `${ORDER}/testPayment`, shop.shopper.token, {
      orderId,
      outcome: 'success',
    });
    expect(test.status).toBe(404);

    const payment = { paymentId: 'pay_rzp_9', providerOrderId: 'order_rzp_1' };
    const forged = {
      ...payment,
      signature: createHmac('sha256', 'wrong').update('order_rzp_1|pay_rzp_9').digest('hex'),
    };
    expect((await confirmPayment(shop, shop.shopper, orderId, forged)).status).toBe(400);
    const signature = createHmac('sha256', 'key-secret')
      .update('order_rzp_1|pay_rzp_9')
      .digest('hex');
    const res = await confirmPayment(shop, shop.shopper, orderId, { ...payment, signature });
    expect(res.status).toBe(200);
    expect(res.body.orders[0]).toMatchObject({
      orderId,
      orderPayment: { paymentType: 2, paymentDetail: { TransitionId: 'pay_rzp_9' } },
    });
  });

  it('when Razorpay has no webhook secret, then the webhook answers 404', async () => {
    const provider = createRazorpayProvider({ keyId: 'k', keySecret: 's' }, { fetch: fakeFetch });
    const shop = await createShop(database.db, { provider });
    const res = await deliver(shop, '{}', 'x');
    expect(res.status).toBe(404);
  });
});
