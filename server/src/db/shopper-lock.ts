import { eq } from 'drizzle-orm';
import { Unauthorized } from '../http/errors';
import { SESSION_EXPIRED } from '../modules/auth/tokens';
import type { Database } from './client';
import { customers } from './schema/people';

/**
 * The shopper a write acts for: a customer's id, their account already checked by the route's
 * guard, or a token's customer and version that the shopper's lock checks
 * (requireCustomerAtLock).
 */
export type Shopper = string | { id: string; versionToCheck: number };

export const shopperId = (shopper: Shopper): string =>
  typeof shopper === 'string' ? shopper : shopper.id;

/**
 * Locks the shopper's row until the transaction ends. Every change to one shopper's cart,
 * checkouts and payments takes this lock first, so they run one at a time (no cycle between
 * cart rows and order rows, and counts such as the cart's lines stay true until commit). The
 * "no key update" strength leaves inserts that merely reference the shopper unblocked. A token
 * version to check refuses the transaction (401) unless the account still has it: the read of
 * the signed-in check, made by the lock's own statement.
 */
export async function lockShopper(tx: Database, shopper: Shopper): Promise<void> {
  const [row] = await tx
    .select({ tokenVersion: customers.tokenVersion })
    .from(customers)
    .where(eq(customers.id, shopperId(shopper)))
    .for('no key update');
  if (typeof shopper !== 'string' && row?.tokenVersion !== shopper.versionToCheck)
    throw new Unauthorized(SESSION_EXPIRED);
}
