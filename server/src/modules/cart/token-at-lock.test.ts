import { eq, sql } from 'drizzle-orm';
import jwt from 'jsonwebtoken';
import { cartItems, orders } from '../../db/schema/commerce';
import { customers } from '../../db/schema/people';
import {
  CART,
  ORDER,
  beltLine,
  createShop,
  post,
  teeLine,
  type Shop,
} from '../../../test/commerce-factory';
import { TEST_JWT_SECRET } from '../../../test/factories';
import { databasePerFile } from '../../../test/test-db';

// Cart adds and sets and checkouts check the token's account with the shopper's lock, their
// transaction's first statement, instead of a read of their own (requireCustomerAtLock).
const database = databasePerFile();

let shop: Shop;
beforeEach(async () => {
  shop = await createShop(database.db);
});

const linesOf = (customerId: string) =>
  database.db.select().from(cartItems).where(eq(cartItems.customerId, customerId));
const ordersOf = (customerId: string) =>
  database.db.select().from(orders).where(eq(orders.customerId, customerId));
/** What a password change or "sign out everywhere" does to the shopper's tokens. */
const revokeTokens = () =>
  database.db
    .update(customers)
    .set({ tokenVersion: sql`${customers.tokenVersion} + 1` })
    .where(eq(customers.id, shop.shopper.id));
const sign = (subject: string, role: string, ver = 0) =>
  jwt.sign({ role, ver }, TEST_JWT_SECRET, { algorithm: 'HS256', subject, expiresIn: 60 });

describe('cart and checkout: the signed-in check made by the shopper lock', () => {
  it('when the token was revoked, then add, set and checkout answer 401 and change nothing', async () => {
    expect(
      (await post(shop.app, `${CART}/add`, shop.shopper.token, { item: beltLine(shop) })).status,
    ).toBe(200);
    await revokeTokens();

    for (const [path, body] of [
      [`${CART}/add`, { item: teeLine(shop, 0, 1) }],
      [`${CART}/set`, { cart: [beltLine(shop, 2), teeLine(shop, 0, 1)] }],
      [`${ORDER}/checkout`, {}],
    ] as const) {
      const res = await post(shop.app, path, shop.shopper.token, body);
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Your session has expired, please sign in again');
    }
    const lines = await linesOf(shop.shopper.id);
    expect(lines.map((line) => [line.productId, line.quantity])).toEqual([[shop.belt.id, 1]]);
    expect(await ordersOf(shop.shopper.id)).toEqual([]);
  });

  it('when the account is gone or the token names no customer, then 401 and nothing is written', async () => {
    const ghost = sign('6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b', 'customer');
    const notAnId = sign('1 or 1=1', 'customer');
    for (const token of [ghost, notAnId]) {
      expect((await post(shop.app, `${CART}/add`, token, { item: beltLine(shop) })).status).toBe(
        401,
      );
      expect((await post(shop.app, `${ORDER}/checkout`, token, {})).status).toBe(401);
    }
    expect(await database.db.select().from(cartItems)).toEqual([]);
  });

  it('when the token is the owner’s, forged, or missing, then it is refused before any statement', async () => {
    const forged = jwt.sign({ role: 'customer', ver: 0 }, 'another-secret-another-secret-123456', {
      algorithm: 'HS256',
      subject: shop.shopper.id,
      expiresIn: 60,
    });
    database.queries.length = 0;

    expect(
      (await post(shop.app, `${CART}/add`, shop.vendor.token, { item: beltLine(shop) })).status,
    ).toBe(403);
    expect((await post(shop.app, `${ORDER}/checkout`, forged, {})).status).toBe(401);
    expect((await post(shop.app, `${CART}/set`, undefined, { cart: [] })).status).toBe(401);
    expect(database.queries).toEqual([]);
  });

  it('when the body names another customer, then 403 and the lock is never taken', async () => {
    database.queries.length = 0;
    const res = await post(shop.app, `${CART}/add`, shop.shopper.token, {
      userId: '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      item: beltLine(shop),
    });
    expect(res.status).toBe(403);
    expect(database.queries).toEqual([]);
  });
});
