import type { Database } from '../../db/client';
import { issueCreditNote } from './invoice-series';
import { releaseOrderStock } from './order-stock';
import type { OrderRow } from './orders.repository';

/**
 * Cancels a placed order (inside the caller's transaction, the order row and its stock locked):
 * the stock comes back once, and the order's invoice is reversed by a credit note from its own
 * gap-free series. The caller sets the status and time slots and tells the customer. Every
 * cancellation of a placed order goes through here.
 */
export async function cancelPlacedOrder(tx: Database, order: OrderRow, at: Date): Promise<void> {
  await releaseOrderStock(tx, order, at);
  await issueCreditNote(tx, order, at);
}
