import type { Express } from 'express';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../src/config/app-config';
import type { Database } from '../src/db/client';
import { products, variants } from '../src/db/schema/catalog';
import { orders, payments } from '../src/db/schema/commerce';
import { vendors } from '../src/db/schema/people';
import type { PaymentProvider } from '../src/providers/payments/payment-provider';
import { createTestPaymentProvider } from '../src/providers/payments/test-payments';
import { createCategoryTree, createSimpleProduct, createVariableProduct } from './catalog-factory';
import { createCustomer, createVendor } from './factories';
import { createTestApp } from './test-app';
import type { TestDatabase } from './test-db';

export const CART = '/api/user/cart/156';
export const ORDER = '/api/user/order/156';
export const VENDOR_ORDER = '/api/vendor/order/156';
export const WEBHOOK = '/api/payments/razorpay/webhook';
export const ADDRESS = {
  address: '12 MG Road',
  city: 'Pune',
  district: 'Pune',
  nearby: 'City Park',
  pincode: '411001',
};

export type Shopper = Awaited<ReturnType<typeof createCustomer>>;

/** POSTs `body` as the holder of `token`. */
export function post(app: Express, path: string, token: string | undefined, body: object = {}) {
  const call = request(app).post(path);
  return (token ? call.set('Authorization', `barear ${token}`) : call).send(body);
}

/**
 * A shop with its owner, a simple product (₹599, MRP ₹999, 5 in stock) and a variable one
 * (M/Red ₹499 ×3, L/Blue ₹549 ×1), the app on the test payment provider, and a shopper.
 * `config` overrides settings (e.g. `orderLimits`).
 */
export async function createShop(
  db: Database,
  options: { provider?: PaymentProvider; config?: Partial<AppConfig> } = {},
) {
  const provider: PaymentProvider = options.provider ?? createTestPaymentProvider('commerce-tests');
  const vendor = await createVendor(db);
  const tree = await createCategoryTree(db);
  const belt = await createSimpleProduct(db, tree, {
    name: 'Leather Belt',
    pricePaise: 59900,
    mrpPaise: 99900,
    stock: 5,
  });
  const tee = await createVariableProduct(
    db,
    tree,
    [
      { size: 'M', colour: 'Red', price: 49900, mrp: 79900, stock: 3 },
      { size: 'L', colour: 'Blue', price: 54900, mrp: 79900, stock: 1 },
    ],
    { name: 'Classic Tee' },
  );
  const shopper = await createCustomer(db, { name: 'Asha Verma' });
  const app = createTestApp(db, options.config, { payments: provider });
  return { app, provider, vendor, tree, belt, tee, shopper, db };
}

export type Shop = Awaited<ReturnType<typeof createShop>>;

/** A new shop on an emptied database, for a test that needs other settings than the file's. */
export async function createShopAfresh(
  database: TestDatabase,
  options: Parameters<typeof createShop>[1],
) {
  await database.reset();
  return createShop(database.db, options);
}

/** The test payment provider, with the ids of the payments it refunded in `refunds`. */
export function refundRecordingProvider(name: string) {
  const base = createTestPaymentProvider(name);
  const refunds: string[] = [];
  const provider: PaymentProvider = {
    ...base,
    refund: async (paymentId, amountPaise) => {
      refunds.push(paymentId);
      return base.refund(paymentId, amountPaise);
    },
  };
  return { provider, refunds };
}

/** The same shop and data served by an app with these settings (e.g. tighter order limits). */
export function withConfig(shop: Shop, config: Partial<AppConfig>): Shop {
  return { ...shop, app: createTestApp(shop.db, config, { payments: shop.provider }) };
}

export const beltLine = (shop: Shop, itemQty = 1) => ({ id: shop.belt.id, itemQty });
export const teeLine = (shop: Shop, index = 0, itemQty = 1) => ({
  id: shop.tee.product.id,
  varient: { _id: shop.tee.variants[index]!.id },
  itemQty,
});

/** Puts the lines in the shopper's cart (through the API) and checks out; answers {orderId, amount}. */
export async function checkoutWith(shop: Shop, shopper: Shopper, lines: object[]) {
  const set = await post(shop.app, `${CART}/set`, shopper.token, { cart: lines });
  if (set.status !== 200) throw new Error(`cart set failed: ${JSON.stringify(set.body)}`);
  const res = await post(shop.app, `${ORDER}/checkout`, shopper.token, {});
  if (res.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(res.body)}`);
  return res.body as { orderId: string; amount: number };
}

/** Stores the address and opens an online payment; answers the payment session. */
export async function openPayment(shop: Shop, shopper: Shopper, orderId: string) {
  const res = await post(shop.app, `${ORDER}/pay`, shopper.token, {
    orderId,
    address: ADDRESS,
    paymentType: 2,
  });
  if (res.status !== 200) throw new Error(`pay failed: ${JSON.stringify(res.body)}`);
  return res.body.payment as { providerOrderId: string; amountPaise: number; provider: string };
}

/** Checkout, pay online and get the test provider's proof (not yet confirmed). */
export async function paidProof(shop: Shop, shopper: Shopper, lines: object[]) {
  const { orderId } = await checkoutWith(shop, shopper, lines);
  await openPayment(shop, shopper, orderId);
  return { orderId, proof: await testPaymentProof(shop, shopper, orderId) };
}

export type PaymentProof = { paymentId: string; providerOrderId: string; signature: string };

/** The test checkout's "pay" on an opened payment: the provider's proof (not yet confirmed). */
export async function testPaymentProof(shop: Shop, shopper: Shopper, orderId: string) {
  const res = await post(shop.app, `${ORDER}/testPayment`, shopper.token, {
    orderId,
    outcome: 'success',
  });
  if (res.status !== 200) throw new Error(`testPayment failed: ${JSON.stringify(res.body)}`);
  return res.body as PaymentProof;
}

/** The browser's confirmation of a paid order (`add`); answers the response to check. */
export function confirmPayment(shop: Shop, shopper: Shopper, orderId: string, proof: object) {
  return post(shop.app, `${ORDER}/add`, shopper.token, { order: { orderId, payment: proof } });
}

/** The whole journey: the order placed through `add`; answers the order id. */
export async function placedOrder(shop: Shop, shopper: Shopper, lines: object[]) {
  const { orderId, proof } = await paidProof(shop, shopper, lines);
  const res = await confirmPayment(shop, shopper, orderId, proof);
  if (res.status !== 200) throw new Error(`add failed: ${JSON.stringify(res.body)}`);
  return orderId;
}

/** Cart, checkout and cash on delivery to `address` (the shop takes it unless set off). */
export async function codOrder(
  shop: Shop,
  shopper: Shopper,
  lines: object[],
  address: object = ADDRESS,
) {
  const { orderId } = await checkoutWith(shop, shopper, lines);
  const res = await post(shop.app, `${ORDER}/pay`, shopper.token, {
    orderId,
    address,
    paymentType: 1,
  });
  if (res.status !== 200) throw new Error(`cash on delivery failed: ${JSON.stringify(res.body)}`);
  return orderId;
}

export async function stockOf(
  db: Database,
  productId: number,
  variantId?: number,
): Promise<number> {
  if (variantId !== undefined) {
    const [row] = await db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, variantId));
    return row!.stock;
  }
  const [row] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export async function orderRow(db: Database, orderCode: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderCode, orderCode));
  return row!;
}

export async function paymentRows(db: Database, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId));
}

/** Ends the order's reservation a minute ago (as if the shopper had waited too long). */
export async function expireCheckout(db: Database, orderCode: string): Promise<void> {
  await db
    .update(orders)
    .set({ reservedUntil: new Date(Date.now() - 60_000) })
    .where(eq(orders.orderCode, orderCode));
}

/** The order limits with these changes (the rest at their defaults). */
export const orderLimits = (changes: Partial<AppConfig['orderLimits']>) => ({
  orderLimits: { unitsPerLine: 10, checkoutsPerHour: 10, openCodOrders: 2, ...changes },
});

export async function setCod(db: Database, on: boolean): Promise<void> {
  await db.update(vendors).set({ cod: on });
}
