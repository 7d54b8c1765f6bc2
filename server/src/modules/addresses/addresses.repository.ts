import { and, desc, eq, sql } from 'drizzle-orm';
import type { SavedAddressFields } from '../../contracts/orders';
import type { Database } from '../../db/client';
import { customerAddresses } from '../../db/schema/commerce';

const mine = (customerId: string, id: number) =>
  and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.id, id));

/** The shopper's addresses, last used first, then newest. */
export function listAddresses(db: Database, customerId: string) {
  return db
    .select()
    .from(customerAddresses)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(sql`${customerAddresses.lastUsedAt} desc nulls last`, desc(customerAddresses.id));
}

export function countAddresses(db: Database, customerId: string) {
  return db.$count(customerAddresses, eq(customerAddresses.customerId, customerId));
}

export async function insertAddress(
  db: Database,
  customerId: string,
  fields: SavedAddressFields,
  at: Date,
): Promise<void> {
  // A new address is the one the shopper wants next: it counts as just used.
  await db.insert(customerAddresses).values({ customerId, ...fields, lastUsedAt: at });
}

/** Answers whether the shopper has this address (and so it changed). */
export async function updateAddress(
  db: Database,
  customerId: string,
  id: number,
  changes: Partial<SavedAddressFields> & { lastUsedAt?: Date },
): Promise<boolean> {
  const rows = await db
    .update(customerAddresses)
    .set(changes)
    .where(mine(customerId, id))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}

export async function deleteAddress(db: Database, customerId: string, id: number) {
  const rows = await db
    .delete(customerAddresses)
    .where(mine(customerId, id))
    .returning({ id: customerAddresses.id });
  return rows.length > 0;
}
