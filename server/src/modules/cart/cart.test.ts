import { eq } from 'drizzle-orm';
import { products, variants } from '../../db/schema/catalog';
import { createSimpleProduct, createVariableProduct } from '../../../test/catalog-factory';
import {
  CART,
  beltLine,
  createShop,
  post,
  teeLine,
  type Shop,
} from '../../../test/commerce-factory';
import { createCustomer } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';

const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});
const as = (path: string, body: object = {}, token = shop.shopper.token) =>
  post(shop.app, `${CART}${path}`, token, body);

describe('cart get / add', () => {
  it('when a line is added, then two statements check, add and answer the cart, which get answers alike', async () => {
    await as('/add', { item: beltLine(shop, 2) });
    database.queries.length = 0;

    const added = await as('/add', { item: teeLine(shop, 0, 1) });

    // The shopper's lock, which is also the signed-in check, and the insert with the cart's
    // read: each a round trip, which under load waits its turn.
    expect(added.status).toBe(200);
    const statements = database.queries.filter((query) => !/^(begin|commit)$/.test(query));
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/^select "token_version" from "customers" .* for no key update$/);
    // The signed-in check reads the token version alone, not the password hash.
    expect(database.queries.filter((query) => query.includes('password_hash'))).toEqual([]);
    const res = await as('/get', { userId: shop.shopper.id });
    expect(added.body).toEqual(res.body);
    expect(res.body.cart.map((line: { id: number }) => line.id)).toEqual([
      shop.belt.id,
      shop.tee.product.id,
    ]);
  });

  it('when items are added, then get answers the spec lines with server prices and the total', async () => {
    await as('/add', { item: beltLine(shop, 2) });
    const added = await as('/add', { item: teeLine(shop, 0, 1) });
    expect(added.status).toBe(200);

    const res = await as('/get', { userId: shop.shopper.id, count: 1 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(599 * 2 + 499);
    expect(res.body.cart).toEqual([
      {
        id: shop.belt.id,
        name: 'Leather Belt',
        coverImg: `/uploads/p${shop.belt.id}.jpg`,
        itemQty: 2,
        productType: 0,
        price: { price: 599, mrp: 999 },
        stock: 5,
        problem: null,
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
            { attr_id: shop.tee.attrs.size.id, value: 'M' },
            { attr_id: shop.tee.attrs.colour.id, value: 'Red' },
          ],
          general: {
            price: 499,
            mrp: 799,
            itemQty: 3,
            images: [`/uploads/v${shop.tee.variants[0]!.id}.jpg`],
          },
        },
        stock: 3,
        problem: null,
      },
    ]);
  });

  it('when the body carries prices, names or a product type, then they are ignored', async () => {
    const res = await as('/add', {
      item: {
        id: shop.belt.id,
        itemQty: 1,
        name: 'Free',
        productType: 1,
        price: { price: 1, mrp: 1 },
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.cart[0]).toMatchObject({
      name: 'Leather Belt',
      productType: 0,
      price: { price: 599, mrp: 999 },
    });
    expect(res.body.total).toBe(599);
  });

  it('when the same product or the same variant is added again, then 409 Item Already in Cart', async () => {
    await as('/add', { item: beltLine(shop) });
    await as('/add', { item: teeLine(shop, 0) });
    expect((await as('/add', { item: beltLine(shop, 3) })).body).toEqual({
      error: 'Item Already in Cart',
    });
    const again = await as('/add', { item: teeLine(shop, 0) });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Item Already in Cart');
    // Another variant of the same product is a different line.
    expect((await as('/add', { item: teeLine(shop, 1) })).status).toBe(200);
  });

  it.each([
    [0, 'Quantity must be at least 1'],
    [-2, 'Quantity must be at least 1'],
    [1.5, 'Quantity must be a whole number'],
    ['two', 'Quantity must be a number'],
  ])('when the quantity is %p, then 400 %p', async (itemQty, error) => {
    const res = await as('/add', { item: { id: shop.belt.id, itemQty } });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(error);
    expect((await as('/get')).body.cart).toEqual([]);
  });

  it('when the quantity is above the stock, then 409 names what is left', async () => {
    const res = await as('/add', { item: teeLine(shop, 0, 4) });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('Only 3 left of Classic Tee (M / Red)');
    expect((await as('/add', { item: beltLine(shop, 6) })).body.error).toBe(
      'Only 5 left of Leather Belt',
    );
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, shop.belt.id));
    expect((await as('/add', { item: beltLine(shop, 1) })).body.error).toBe(
      'Leather Belt is out of stock',
    );
    expect((await as('/get')).body.cart).toEqual([]);
  });

  it('when the product or variant does not fit, then the line is refused', async () => {
    const noVariant = await as('/add', { item: { id: shop.tee.product.id, itemQty: 1 } });
    expect(noVariant.status).toBe(400);
    expect(noVariant.body.error).toBe('Please choose a variant of Classic Tee');

    const simpleWithVariant = await as('/add', {
      item: { id: shop.belt.id, varient: { _id: shop.tee.variants[0]!.id } },
    });
    expect(simpleWithVariant.status).toBe(400);
    expect(simpleWithVariant.body.error).toBe('Leather Belt has no variants');

    const other = await createVariableProduct(
      database.db,
      shop.tree,
      [{ size: 'S', colour: 'Red' }],
      { name: 'Other' },
    );
    const foreignVariant = await as('/add', {
      item: { id: shop.tee.product.id, varient: { _id: other.variants[0]!.id } },
    });
    expect(foreignVariant.status).toBe(404);

    expect((await as('/add', { item: { id: 999_999 } })).status).toBe(404);
    const hidden = await createSimpleProduct(database.db, shop.tree, { name: 'Hidden', status: 0 });
    expect((await as('/add', { item: { id: hidden.id } })).status).toBe(404);
    const unpriced = await createSimpleProduct(database.db, shop.tree, {
      name: 'Unpriced',
      pricePaise: null,
    });
    expect((await as('/add', { item: { id: unpriced.id } })).status).toBe(404);
    expect((await as('/get')).body.cart).toEqual([]);
  });

  it('when the cart is full, then another line is refused', async () => {
    const lines = [];
    for (let i = 0; i < 50; i += 1) {
      const product = await createSimpleProduct(database.db, shop.tree, { name: `Item ${i}` });
      lines.push({ id: product.id, itemQty: 1 });
    }
    expect((await as('/set', { cart: lines })).status).toBe(200);
    const res = await as('/add', { item: beltLine(shop) });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Your cart can hold at most 50 items');
    const cart = (await as('/get')).body.cart as { id: number }[];
    expect(cart).toHaveLength(50);
    expect(cart.map((line) => line.id)).not.toContain(shop.belt.id);
  });

  it('when a line asks for more units than one order may take, then 400 names the cap, even with stock enough', async () => {
    const plenty = await createSimpleProduct(database.db, shop.tree, { name: 'Socks', stock: 50 });
    expect((await as('/add', { item: { id: plenty.id, itemQty: 10 } })).status).toBe(200);

    const added = await as('/add', { item: { id: shop.belt.id, itemQty: 11 } });
    const set = await as('/set', { cart: [{ id: plenty.id, itemQty: 11 }] });

    for (const res of [added, set]) {
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('You can buy at most 10 of each item per order');
    }
    expect((await as('/get')).body.cart).toMatchObject([{ id: plenty.id, itemQty: 10 }]);
  });
});

describe('cart set', () => {
  it('when set is sent, then quantities are replaced and lines left out are removed', async () => {
    await as('/add', { item: beltLine(shop) });
    await as('/add', { item: teeLine(shop, 0) });
    const res = await as('/set', {
      cart: [
        {
          ...teeLine(shop, 0, 3),
          varient: { _id: shop.tee.variants[0]!.id, general: { price: 1 } },
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.cart).toHaveLength(1);
    expect(res.body.cart[0]).toMatchObject({ id: shop.tee.product.id, itemQty: 3 });
    expect(res.body.total).toBe(1497);
    expect((await as('/set', { cart: [] })).body).toEqual({ cart: [], total: 0 });
  });

  it('when a new quantity is out of bounds or a line is repeated, then nothing changes', async () => {
    await as('/add', { item: beltLine(shop, 2) });
    expect((await as('/set', { cart: [beltLine(shop, 0)] })).status).toBe(400);
    expect((await as('/set', { cart: [beltLine(shop, 2.5)] })).status).toBe(400);
    const above = await as('/set', { cart: [beltLine(shop, 6)] });
    expect(above.status).toBe(409);
    expect(above.body.error).toBe('Only 5 left of Leather Belt');
    const repeated = await as('/set', { cart: [beltLine(shop, 1), beltLine(shop, 2)] });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error).toBe('Item Already in Cart');
    expect((await as('/get')).body.cart[0].itemQty).toBe(2);
  });

  it('when a line became unavailable, then the others can still be changed and the line shows why', async () => {
    await as('/set', { cart: [beltLine(shop, 2), teeLine(shop, 0, 3)] });
    await database.db.update(products).set({ status: 0 }).where(eq(products.id, shop.belt.id));
    await database.db
      .update(variants)
      .set({ stock: 1 })
      .where(eq(variants.id, shop.tee.variants[0]!.id));

    const view = await as('/get');
    expect(view.body.cart.map((line: { problem: string | null }) => line.problem)).toEqual([
      'Leather Belt is no longer available',
      'Only 1 left of Classic Tee (M / Red)',
    ]);
    expect(view.body.total).toBe(3 * 499);

    const res = await as('/set', { cart: [beltLine(shop, 2), teeLine(shop, 0, 1)] });
    expect(res.status).toBe(200);
    expect(res.body.cart[1]).toMatchObject({ itemQty: 1, problem: null });
  });
});

describe('cart ownership', () => {
  it("when another customer's userId is sent, then 403 and neither cart changes", async () => {
    const other = await createCustomer(database.db);
    await post(shop.app, `${CART}/add`, other.token, { item: beltLine(shop) });
    expect((await as('/get', { userId: other.id })).status).toBe(403);
    expect((await as('/add', { userId: other.id, item: teeLine(shop) })).status).toBe(403);
    expect((await as('/set', { userId: other.id, cart: [] })).status).toBe(403);
    expect((await post(shop.app, `${CART}/get`, other.token, {})).body.cart).toHaveLength(1);
    expect((await as('/get')).body.cart).toEqual([]);
  });

  it('when no customer token is sent, then 401; a vendor token gets 403', async () => {
    expect((await post(shop.app, `${CART}/get`, undefined, {})).status).toBe(401);
    expect((await post(shop.app, `${CART}/get`, shop.vendor.token, {})).status).toBe(403);
  });
});
