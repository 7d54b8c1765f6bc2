import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { customers } from './schema/people';

/**
 * Locks the shopper's row until the transaction ends. Every change to one shopper's cart,
 * checkouts and payments takes this lock first, so they run one at a time (no cycle between
 * cart rows and order rows, and counts such as the cart's lines stay true until commit). The
 * "no key update" strength leaves inserts that merely reference the shopper unblocked.
 */
export async function lockShopper(tx: Database, customerId: string): Promise<void> {
  await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('no key update');
}
