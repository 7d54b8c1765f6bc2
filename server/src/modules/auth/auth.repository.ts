import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema/people';

export type CustomerRow = typeof customers.$inferSelect;

export function findCustomerById(db: Database, id: string) {
  return db.query.customers.findFirst({ where: eq(customers.id, id) });
}

/** The token version alone (every signed-in request checks it; the password hash stays put). */
export async function tokenVersionOf(db: Database, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ tokenVersion: customers.tokenVersion })
    .from(customers)
    .where(eq(customers.id, id));
  return row?.tokenVersion;
}

export function findCustomerByPhone(db: Database, phone: string) {
  return db.query.customers.findFirst({ where: eq(customers.phone, phone) });
}
