import { eq } from 'drizzle-orm';
import { products, variants } from '../../db/schema/catalog';
import { orderItems, orders } from '../../db/schema/commerce';
import {
  CART,
  ORDER,
  beltLine,
  checkoutWith,
  createShop,
  orderLimits,
  orderRow,
  post,
  stockOf,
  teeLine,
  withConfig,
  type Shop,
} from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';

const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});
const checkout = (token = shop.shopper.token, body: object = {}) =>
  post(shop.app, `${ORDER}/checkout`, token, body);

describe('checkout', () => {
  it('when the cart can be fulfilled, then its stock is reserved and an order awaits payment', async () => {
    const before = Date.now();
    const res = await checkoutWithLines([beltLine(shop, 2), teeLine(shop, 0, 3)]);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      orderId: expect.stringMatching(/^1-\d{14}-[0-9A-F]{4}$/),
      amount: 2 * 599 + 3 * 499,
    });

    expect(await stockOf(database.db, shop.belt.id)).toBe(3);
    expect(await stockOf(database.db, shop.tee.product.id, shop.tee.variants[0]!.id)).toBe(0);
    const order = await orderRow(database.db, res.body.orderId);
    expect(order).toMatchObject({
      status: 0,
      amountPaise: 269500,
      customerId: shop.shopper.id,
      stockReleasedAt: null,
      orderedAt: null,
    });
    const minutes = (order.reservedUntil!.getTime() - before) / 60_000;
    expect(minutes).toBeGreaterThan(14.9);
    expect(minutes).toBeLessThan(15.2);

    const items = await database.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(orderItems.position);
    expect(items).toEqual([
      expect.objectContaining({
        productId: shop.belt.id,
        variantId: null,
        productType: 0,
        name: 'Leather Belt',
        unitPricePaise: 59900,
        mrpPaise: 99900,
        quantity: 2,
        variantAttributes: [],
      }),
      expect.objectContaining({
        productId: shop.tee.product.id,
        variantId: shop.tee.variants[0]!.id,
        productType: 1,
        name: 'Classic Tee',
        coverImage: `/uploads/v${shop.tee.variants[0]!.id}.jpg`,
        unitPricePaise: 49900,
        mrpPaise: 79900,
        quantity: 3,
        variantAttributes: [
          { attr_id: shop.tee.attrs.size.id, attribute: shop.tee.attrs.size.name, value: 'M' },
          {
            attr_id: shop.tee.attrs.colour.id,
            attribute: shop.tee.attrs.colour.name,
            value: 'Red',
          },
        ],
      }),
    ]);
    // The cart stays until the order is placed.
    expect((await post(shop.app, `${CART}/get`, shop.shopper.token)).body.cart).toHaveLength(2);
  });

  it('when the amount in the cart is at the new price, then the order charges the price at checkout', async () => {
    await post(shop.app, `${CART}/set`, shop.shopper.token, { cart: [beltLine(shop, 1)] });
    await database.db
      .update(products)
      .set({ pricePaise: 65000 })
      .where(eq(products.id, shop.belt.id));
    const cart = await post(shop.app, `${CART}/get`, shop.shopper.token);
    const res = await checkout();
    expect(res.body.amount).toBe(650);
    expect(cart.body.total).toBe(res.body.amount);
  });

  it('when any line cannot be fulfilled, then 409 names the items and nothing is reserved', async () => {
    await post(shop.app, `${CART}/set`, shop.shopper.token, {
      cart: [beltLine(shop, 2), teeLine(shop, 0, 3), teeLine(shop, 1, 1)],
    });
    await database.db
      .update(variants)
      .set({ stock: 1 })
      .where(eq(variants.id, shop.tee.variants[0]!.id));
    await database.db
      .update(variants)
      .set({ stock: 0 })
      .where(eq(variants.id, shop.tee.variants[1]!.id));

    const res = await checkout();
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Some items cannot be ordered: Only 1 left of Classic Tee (M / Red); Classic Tee (L / Blue) is out of stock',
    );
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
    expect(await stockOf(database.db, shop.tee.product.id, shop.tee.variants[0]!.id)).toBe(1);
    expect(await database.db.$count(orders)).toBe(0);
  });

  it('when a product was hidden since it was added, then checkout refuses it by name', async () => {
    await post(shop.app, `${CART}/set`, shop.shopper.token, { cart: [beltLine(shop, 1)] });
    await database.db.update(products).set({ status: 0 }).where(eq(products.id, shop.belt.id));
    const res = await checkout();
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Some items cannot be ordered: Leather Belt is no longer available',
    );
  });

  it('when the cart is empty, then 400', async () => {
    const res = await checkout();
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Your cart is empty');
  });

  it('when the shopper checks out again, then the earlier unpaid order gives its stock back first', async () => {
    const first = await checkoutWith(shop, shop.shopper, [beltLine(shop, 5)]);
    expect(await stockOf(database.db, shop.belt.id)).toBe(0);
    // The shopper's own reservation still counts as available to them, not to others.
    expect((await post(shop.app, `${CART}/get`, shop.shopper.token)).body.cart[0]).toMatchObject({
      stock: 5,
      problem: null,
    });
    const other = await createCustomer(database.db);
    const othersAdd = await post(shop.app, `${CART}/add`, other.token, { item: beltLine(shop, 1) });
    expect(othersAdd.body.error).toBe('Leather Belt is out of stock');
    const second = await checkoutWith(shop, shop.shopper, [beltLine(shop, 4)]);
    expect(second.orderId).not.toBe(first.orderId);
    expect(second.orderId.startsWith('2-')).toBe(true);
    expect(await stockOf(database.db, shop.belt.id)).toBe(1);
    expect((await orderRow(database.db, first.orderId)).stockReleasedAt).not.toBeNull();
    expect((await orderRow(database.db, second.orderId)).stockReleasedAt).toBeNull();
  });

  it('when the shopper checks out again, then the whole checkout takes five statements, the stock rows locked in one', async () => {
    await checkoutWith(shop, shop.shopper, [beltLine(shop, 2), teeLine(shop, 0, 1)]);
    const cart = await post(shop.app, `${CART}/set`, shop.shopper.token, {
      cart: [beltLine(shop, 1), teeLine(shop, 0, 2)],
    });
    expect(cart.status).toBe(200);
    database.queries.length = 0;

    const res = await checkout();

    // Each statement is a round trip, and under load each round trip waits its turn: the
    // shopper's lock (which is the signed-in check too), the cart with the hour's checkouts and
    // the held order's items, the stock rows, the cart's prices and stock, and the order written.
    expect(res.status).toBe(200);
    const statements = database.queries.filter((query) => !/^(begin|commit)$/.test(query));
    expect(statements).toHaveLength(5);
    const stockLocks = statements.filter((query) => query.includes('for no key update'));
    expect(
      stockLocks.map((query) =>
        [...query.matchAll(/from (products|variants) where/g)].map((m) => m[1]),
      ),
    ).toEqual([[], ['products', 'variants']]);
    expect(await stockOf(database.db, shop.belt.id)).toBe(4);
    expect(await stockOf(database.db, shop.tee.product.id, shop.tee.variants[0]!.id)).toBe(1);
    const [first] = await database.db.select().from(orders).where(eq(orders.id, 1));
    expect(first!.stockReleasedAt).not.toBeNull();
    expect((await orderRow(database.db, res.body.orderId)).stockReleasedAt).toBeNull();
  });

  it('when the shopper checks out again, then the new hold ends no later than the first one', async () => {
    const first = await checkoutWith(shop, shop.shopper, [beltLine(shop, 2)]);
    // Ten of the fifteen minutes have passed.
    const firstExpiry = new Date(Date.now() + 5 * 60_000);
    await database.db
      .update(orders)
      .set({ reservedUntil: firstExpiry })
      .where(eq(orders.orderCode, first.orderId));

    const second = await checkoutWith(shop, shop.shopper, [beltLine(shop, 3)]);
    const third = await checkoutWith(shop, shop.shopper, [beltLine(shop, 1)]);

    expect((await orderRow(database.db, second.orderId)).reservedUntil).toEqual(firstExpiry);
    expect((await orderRow(database.db, third.orderId)).reservedUntil).toEqual(firstExpiry);
    expect(await stockOf(database.db, shop.belt.id)).toBe(4);
  });

  it('when the shopper has checked out the most times this hour, then 429 and nothing is reserved', async () => {
    shop = withConfig(shop, orderLimits({ checkoutsPerHour: 2 }));
    await checkoutWith(shop, shop.shopper, [beltLine(shop, 1)]);
    await checkoutWith(shop, shop.shopper, [beltLine(shop, 1)]);

    const res = await checkout();

    expect(res.status).toBe(429);
    expect(res.body.error).toBe('Too many checkouts in the last hour, please try again later');
    expect(await database.db.$count(orders)).toBe(2);
    expect(await stockOf(database.db, shop.belt.id)).toBe(4);
  });

  it('when the cart holds more units of a line than one order may take, then checkout refuses it by name', async () => {
    await post(shop.app, `${CART}/set`, shop.shopper.token, { cart: [beltLine(shop, 4)] });
    shop = withConfig(shop, orderLimits({ unitsPerLine: 3 }));

    const res = await checkout();

    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      'Some items cannot be ordered: Leather Belt: You can buy at most 3 of each item per order',
    );
    expect(await stockOf(database.db, shop.belt.id)).toBe(5);
  });

  it("when another customer's userId is sent, then 403", async () => {
    const res = await checkout(shop.shopper.token, {
      userId: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(403);
    expect((await checkout(shop.vendor.token)).status).toBe(403);
  });
});

async function checkoutWithLines(lines: object[]) {
  await post(shop.app, `${CART}/set`, shop.shopper.token, { cart: lines });
  return checkout();
}
