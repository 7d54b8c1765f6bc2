import bcrypt from 'bcryptjs';
import type { Database } from '../src/db/client';
import { orderItems, orders } from '../src/db/schema/commerce';
import { customers, vendors } from '../src/db/schema/people';
import { createTokenService } from '../src/modules/auth/tokens';

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';
export const tokens = createTokenService(TEST_JWT_SECRET);

// bcrypt is slow on purpose; hash the test passwords once.
const hashes = new Map<string, string>();
function hashOf(password: string): string {
  let hash = hashes.get(password);
  if (!hash) {
    hash = bcrypt.hashSync(password, 4);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createVendor(
  db: Database,
  values: { name?: string; phone?: string; password?: string } = {},
) {
  const [vendor] = await db
    .insert(vendors)
    .values({
      name: values.name ?? 'Shop Owner',
      phone: values.phone ?? '9876543210',
      passwordHash: hashOf(values.password ?? 'owner-password'),
    })
    .returning();
  if (!vendor) throw new Error('vendor not created');
  return {
    ...vendor,
    token: tokens.issue({ sub: String(vendor.id), role: 'vendor', ver: vendor.tokenVersion }),
  };
}

let phoneCounter = 0;
export async function createCustomer(
  db: Database,
  values: { name?: string; phone?: string; password?: string } = {},
) {
  phoneCounter += 1;
  const [customer] = await db
    .insert(customers)
    .values({
      name: values.name ?? 'Asha Verma',
      phone: values.phone ?? `9${String(100000000 + phoneCounter).slice(-9)}`,
      passwordHash: hashOf(values.password ?? 'shopper-password'),
    })
    .returning();
  if (!customer) throw new Error('customer not created');
  return {
    ...customer,
    token: tokens.issue({ sub: customer.id, role: 'customer', ver: customer.tokenVersion }),
  };
}

let orderCounter = 0;
/** An order of `productIds` for the customer, at the given status (4 = delivered). */
export async function createOrder(
  db: Database,
  customerId: string,
  productIds: number[],
  status = 4,
) {
  orderCounter += 1;
  const now = new Date();
  const [order] = await db
    .insert(orders)
    .values({
      orderCode: `T${orderCounter}-${Date.now()}`,
      customerId,
      status,
      amountPaise: 49900 * productIds.length,
      paymentType: 2,
      orderedAt: status >= 1 ? now : null,
      deliveredAt: status === 4 ? now : null,
    })
    .returning();
  await db.insert(orderItems).values(
    productIds.map((productId, position) => ({
      orderId: order!.id,
      productId,
      productType: 0,
      name: 'Item',
      unitPricePaise: 49900,
      quantity: 1,
      position,
    })),
  );
  return order!;
}
