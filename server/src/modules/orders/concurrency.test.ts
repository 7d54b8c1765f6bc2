import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { products, variants } from '../../db/schema/catalog';
import { notifications } from '../../db/schema/content';
import { cartItems, orders } from '../../db/schema/commerce';
import {
  ADDRESS,
  CART,
  ORDER,
  WEBHOOK,
  beltLine,
  confirmPayment,
  createShop,
  orderLimits,
  orderRow,
  paidProof,
  post,
  stockOf,
  teeLine,
  withConfig,
  type Shop,
} from '../../../test/commerce-factory';
import { createSimpleProduct } from '../../../test/catalog-factory';
import { createCustomer } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';
import request from 'supertest';
import type { TestPaymentProvider } from '../../providers/payments/test-payments';

// Races. They run on both databases: on PGlite (one connection) they only show the outcome
// is right when requests interleave; in the PostgreSQL pass of CI (DATABASE_URL, a pool of 20
// connections) the transactions really run at once and the row locks decide.
const database = databasePerFile();

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
    // 150 requests: on a loaded machine (a full run shares two cores) this outlasts 30 s.
  }, 90_000);
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
    const confirm = () => confirmPayment(shop, shop.shopper, orderId, proof);
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

// Real concurrency needs the PostgreSQL server (PGlite runs one transaction at a time).
if (process.env.DATABASE_URL) {
  describe('on the PostgreSQL server, many shoppers at once', () => {
    it('when 12 shoppers add, set and check out overlapping products for many rounds, then no answer is a 5xx and every unit is accounted for', async () => {
      shop = withConfig(shop, orderLimits({ checkoutsPerHour: 1000 }));
      const goods = [];
      for (let i = 0; i < 6; i += 1)
        goods.push(
          await createSimpleProduct(database.db, shop.tree, { name: `Kurta ${i}`, stock: 60 }),
        );
      const lines = [
        ...goods.map((product) => ({ id: product.id, itemQty: 1 })),
        teeLine(shop, 0, 1),
        teeLine(shop, 1, 1),
      ];
      const shoppers = [];
      for (let i = 0; i < 12; i += 1) shoppers.push(await createCustomer(database.db));
      const before = await stockTotal();

      const answers = (
        await Promise.all(
          shoppers.map(async (shopper, n) => {
            const seen: number[] = [];
            for (let round = 0; round < 8; round += 1) {
              // Each shopper walks the products in its own order, so the locks would cross.
              const mine = lines.map((_, i) => lines[(i * (n + 1) + round) % lines.length]!);
              const cart = [
                ...new Map(mine.slice(0, 4).map((l) => [JSON.stringify(l), l])).values(),
              ];
              seen.push((await post(shop.app, `${CART}/set`, shopper.token, { cart })).status);
              const extra = mine[5]!;
              seen.push(
                (await post(shop.app, `${CART}/add`, shopper.token, { item: extra })).status,
              );
              seen.push((await post(shop.app, `${ORDER}/checkout`, shopper.token, {})).status);
            }
            return seen;
          }),
        )
      ).flat();

      expect(answers.filter((status) => status >= 500)).toEqual([]);
      expect(answers.filter((status) => status === 200).length).toBeGreaterThan(answers.length / 2);
      expect((await stockTotal()) + (await heldUnits())).toBe(before);
    }, 90_000);

    it('when the owner deletes products while shoppers check out carts holding them, then no answer is a 5xx and every unit left is accounted for', async () => {
      shop = withConfig(shop, orderLimits({ checkoutsPerHour: 1000 }));
      const goods = [];
      for (let i = 0; i < 8; i += 1)
        goods.push(
          await createSimpleProduct(database.db, shop.tree, { name: `Dupatta ${i}`, stock: 40 }),
        );
      const kept = goods.slice(0, 4);
      const doomed = goods.slice(4);
      const shoppers = [];
      for (let i = 0; i < 10; i += 1) shoppers.push(await createCustomer(database.db));
      for (const [n, shopper] of shoppers.entries()) {
        const cart = [kept[n % 4]!, doomed[n % 4]!, doomed[(n + 1) % 4]!].map((product) => ({
          id: product.id,
          itemQty: 1,
        }));
        expect((await post(shop.app, `${CART}/set`, shopper.token, { cart })).status).toBe(200);
      }
      const keptBefore = await stockOf(database.db, kept[0]!.id);

      const checkouts = shoppers.flatMap((shopper) =>
        [0, 1].map(() => post(shop.app, `${ORDER}/checkout`, shopper.token, {})),
      );
      const deletions = doomed.map((product) =>
        post(shop.app, '/api/vendor/product/156/deleteProduct', shop.vendor.token, {
          id: product.id,
        }),
      );
      const answers = await Promise.all([...checkouts, ...deletions]);

      // Every cart keeps a product that is not deleted, so every checkout goes through.
      expect(answers.map((answer) => answer.status)).toEqual(Array(answers.length).fill(200));
      // The kept products' units are in stock or held by exactly one open checkout per shopper.
      const keptStock = (await Promise.all(kept.map((p) => stockOf(database.db, p.id)))).reduce(
        (sum, stock) => sum + stock,
        0,
      );
      const keptHeld = Number(
        rowsOf<{ held: string }>(
          await database.db.execute(sql`select coalesce(sum(oi.quantity), 0) as held
            from order_items oi join orders o on o.id = oi.order_id
            where o.stock_released_at is null and oi.product_id in (${sql.join(
              kept.map((p) => sql`${p.id}::int`),
              sql`, `,
            )})`),
        )[0]!.held,
      );
      expect(keptStock + keptHeld).toBe(4 * keptBefore);
      expect(keptHeld).toBeLessThanOrEqual(shoppers.length);
      const open = await database.db.$count(
        orders,
        and(eq(orders.status, 0), isNull(orders.stockReleasedAt)),
      );
      expect(open).toBeLessThanOrEqual(shoppers.length);
    }, 90_000);

    it('when one shopper sends 70 adds of different products at once, then the cart stops at 50 lines and the rest are told why', async () => {
      const goods = [];
      for (let i = 0; i < 70; i += 1)
        goods.push(await createSimpleProduct(database.db, shop.tree, { name: `Scarf ${i}` }));

      const answers = await Promise.all(
        goods.map((product) =>
          post(shop.app, `${CART}/add`, shop.shopper.token, { item: { id: product.id } }),
        ),
      );

      expect(answers.filter((a) => a.status === 200)).toHaveLength(50);
      const refused = answers.filter((a) => a.status !== 200);
      expect(refused.map((a) => [a.status, a.body.error])).toEqual(
        Array(20).fill([400, 'Your cart can hold at most 50 items']),
      );
      expect(await database.db.$count(cartItems, eq(cartItems.customerId, shop.shopper.id))).toBe(
        50,
      );
    });

    it('when one shopper sends pay calls, checkouts and cart saves at once, then no answer is a 5xx', async () => {
      shop = withConfig(shop, orderLimits({ checkoutsPerHour: 1000 }));
      const cart = [beltLine(shop, 1), teeLine(shop, 0, 1)];
      const call = (path: string, body: object) => post(shop.app, path, shop.shopper.token, body);
      const statuses: number[] = [];
      for (let round = 0; round < 12; round += 1) {
        await database.db.update(products).set({ stock: 50 });
        await database.db.update(variants).set({ stock: 50 });
        await call(`${CART}/set`, { cart });
        const { orderId } = (await call(`${ORDER}/checkout`, {})).body;
        const pay = (paymentType: number) =>
          call(`${ORDER}/pay`, { orderId, address: ADDRESS, paymentType });
        const answers = await Promise.all([
          pay(1),
          call(`${ORDER}/checkout`, {}),
          pay(2),
          call(`${CART}/set`, { cart: [...cart].reverse() }),
          pay(1),
          call(`${ORDER}/checkout`, {}),
          pay(2),
          pay(1),
        ]);
        statuses.push(...answers.map((answer) => answer.status));
        await database.db.update(orders).set({ status: 5 }).where(eq(orders.status, 1));
      }

      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThan(12);
    });
  });
}

async function stockTotal(): Promise<number> {
  const result = await database.db.execute(
    sql`select (select coalesce(sum(stock), 0) from products where type = 0)
      + (select coalesce(sum(stock), 0) from variants) as total`,
  );
  return Number(rowsOf<{ total: string }>(result)[0]!.total);
}

/** Units held by checkouts and orders that have not given their stock back. */
async function heldUnits(): Promise<number> {
  const result = await database.db.execute(
    sql`select coalesce(sum(oi.quantity), 0) as held from order_items oi
      join orders o on o.id = oi.order_id where o.stock_released_at is null`,
  );
  return Number(rowsOf<{ held: string }>(result)[0]!.held);
}
