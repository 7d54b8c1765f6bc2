import { and, eq, isNull } from 'drizzle-orm';
import { variants } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/content';
import { orders } from '../../db/schema/commerce';
import {
  CART,
  ORDER,
  WEBHOOK,
  createShop,
  orderRow,
  paidProof,
  post,
  stockOf,
  teeLine,
  type Shop,
} from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db';
import request from 'supertest';
import type { TestPaymentProvider } from '../../providers/payments/test-payments';

// Races. They run on both databases: on PGlite (one connection) they only show the outcome
// is right when requests interleave; in the PostgreSQL pass of CI (DATABASE_URL, a pool of 20
// connections) the transactions really run at once and the row locks decide.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(() => database.reset());

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});

describe('concurrent checkouts', () => {
  it('when 50 shoppers check out the last 5 units at once, then exactly 5 orders reserve them and stock ends at 0', async () => {
    const variantId = shop.tee.variants[0]!.id;
    await database.db.update(variants).set({ stock: 5 }).where(eq(variants.id, variantId));
    const shoppers = [];
    for (let i = 0; i < 50; i += 1) {
      const shopper = await createCustomer(database.db);
      const added = await post(shop.app, `${CART}/add`, shopper.token, {
        item: teeLine(shop, 0, 1),
      });
      expect(added.status).toBe(200);
      shoppers.push(shopper);
    }

    const answers = await Promise.all(
      shoppers.map((shopper) => post(shop.app, `${ORDER}/checkout`, shopper.token, {})),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(45);
    expect(await stockOf(database.db, shop.tee.product.id, variantId)).toBe(0);
    expect(
      await database.db.$count(orders, and(eq(orders.status, 0), isNull(orders.stockReleasedAt))),
    ).toBe(5);
    expect(new Set(answers.filter((a) => a.status === 200).map((a) => a.body.orderId)).size).toBe(
      5,
    );
  });
});

describe('concurrent confirmations', () => {
  it('when the same payment is confirmed by two requests and the webhook at once, then one order is placed', async () => {
    const provider = shop.provider as TestPaymentProvider;
    const { orderId, proof } = await paidProof(shop, shop.shopper, [teeLine(shop, 0, 2)]);
    const body = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: { id: proof.paymentId, order_id: proof.providerOrderId, amount: 99800 },
        },
      },
    });
    const confirm = () =>
      post(shop.app, `${ORDER}/add`, shop.shopper.token, { order: { orderId, payment: proof } });
    const hook = () =>
      request(shop.app)
        .post(WEBHOOK)
        .set('Content-Type', 'application/json')
        .set('X-Razorpay-Signature', provider.signWebhook(body))
        .send(body);

    const [a, b, c] = await Promise.all([confirm(), confirm(), hook()]);

    expect([a.status, b.status, c.status]).toEqual([200, 200, 200]);
    expect(a.body.orders).toHaveLength(1);
    expect(b.body.orders).toHaveLength(1);
    expect(await orderRow(database.db, orderId)).toMatchObject({
      status: 1,
      transactionId: proof.paymentId,
    });
    expect(await stockOf(database.db, shop.tee.product.id, shop.tee.variants[0]!.id)).toBe(1);
    expect(await database.db.$count(notifications, eq(notifications.audience, 'vendor'))).toBe(1);
  });
});
