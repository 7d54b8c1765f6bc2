import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, paymentEvents, payments } from '../../db/schema/commerce';

export type PaymentRow = typeof payments.$inferSelect;
type ProviderName = PaymentRow['provider'];

/** The newest payment of the order on this provider that can still be paid (created or failed). */
export async function findOpenPayment(db: Database, orderId: number, provider: ProviderName) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.provider, provider),
        inArray(payments.status, ['created', 'failed']),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

export async function insertPayment(
  db: Database,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** Who the payment opened under this provider order id is for (no lock), or undefined. */
export async function customerOfPayment(
  tx: Database,
  provider: ProviderName,
  providerOrderId: string,
): Promise<string | undefined> {
  const [row] = await tx
    .select({ customerId: orders.customerId })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
  return row?.customerId;
}

/** The payment opened with the provider under this id, locked until the transaction ends. */
export async function lockPayment(tx: Database, provider: ProviderName, providerOrderId: string) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)))
    .for('update');
  return row;
}

export async function updatePayment(
  db: Database,
  id: number,
  changes: Partial<Pick<PaymentRow, 'status' | 'providerPaymentId' | 'failureReason'>>,
): Promise<void> {
  await db.update(payments).set(changes).where(eq(payments.id, id));
}

/** Records a webhook delivery; false when this event was already recorded (a repeat). */
export async function recordEvent(
  tx: Database,
  event: { eventId: string; provider: string; type: string },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}

/** A provider-reported failure of a payment that was not captured (the order stays payable). */
export async function markFailed(
  db: Database,
  provider: ProviderName,
  providerOrderId: string,
  reason: string,
): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason })
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerOrderId, providerOrderId),
        eq(payments.status, 'created'),
      ),
    );
}
