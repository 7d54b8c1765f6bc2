import { and, desc, eq, inArray, isNull, like, or } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
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

/*
 * Refunds. payments.failure_reason carries a refund's progress: 'refund pending: <reason>'
 * (to ask the provider), 'refund initiated: <reason>' (asked, not yet processed), and once
 * processed the status is 'refunded' with 'refunded: <reason>'.
 */

/**
 * Marks the order's captured, not yet refunded payment as to be refunded because the order was
 * canceled; answers what to refund, or undefined when nothing was paid online.
 */
export async function markCanceledPaymentForRefund(tx: Database, orderId: number) {
  const [row] = await tx
    .update(payments)
    .set({ failureReason: 'refund pending: canceled' })
    .where(
      and(
        eq(payments.orderId, orderId),
        eq(payments.status, 'captured'),
        isNull(payments.failureReason),
      ),
    )
    .returning();
  if (!row?.providerPaymentId) return undefined;
  return {
    reason: 'canceled' as const,
    paymentRowId: row.id,
    paymentId: row.providerPaymentId,
    amountPaise: row.amountPaise,
  };
}

/**
 * The provider took the refund: refunded when it is processed, else "initiated". Only a
 * payment still pending its refund moves, so a webhook that got here first is never undone.
 */
export async function markRefundSettled(
  db: Database,
  id: number,
  settled: { done: boolean; reason: string },
): Promise<void> {
  await db
    .update(payments)
    .set(
      settled.done
        ? { status: 'refunded', failureReason: `refunded: ${settled.reason}` }
        : { failureReason: `refund initiated: ${settled.reason}` },
    )
    .where(
      and(
        eq(payments.id, id),
        eq(payments.status, 'captured'),
        like(payments.failureReason, 'refund pending: %'),
      ),
    );
}

/** The provider reports the payment's refund processed (Razorpay's refund.processed). */
export async function markRefundProcessed(
  db: Database,
  provider: ProviderName,
  providerPaymentId: string,
): Promise<boolean> {
  const rows = await db
    .update(payments)
    .set({
      status: 'refunded',
      failureReason: sql`'refunded: ' || split_part(${payments.failureReason}, ': ', 2)`,
    })
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerPaymentId, providerPaymentId),
        eq(payments.status, 'captured'),
        or(
          like(payments.failureReason, 'refund pending: %'),
          like(payments.failureReason, 'refund initiated: %'),
        ),
      ),
    )
    .returning({ id: payments.id });
  return rows.length > 0;
}

/** Each order's refund: 'refunded', or 'initiated' while it is pending or under way. */
export async function refundStatesOf(db: Database, orderIds: number[]) {
  const states = new Map<number, 'initiated' | 'refunded'>();
  if (orderIds.length === 0) return states;
  const rows = await db
    .select({ orderId: payments.orderId, status: payments.status })
    .from(payments)
    .where(
      and(
        inArray(payments.orderId, orderIds),
        or(eq(payments.status, 'refunded'), like(payments.failureReason, 'refund %')),
      ),
    );
  for (const row of rows)
    if (states.get(row.orderId) !== 'initiated')
      states.set(row.orderId, row.status === 'refunded' ? 'refunded' : 'initiated');
  return states;
}
