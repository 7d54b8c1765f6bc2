import type { Database } from '../../db/client';
import { lockShopper } from '../../db/shopper-lock';
import type { Logger } from '../../lib/logger';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { placeOrder, type PlacementDeps } from './order-placement';
import { releaseOrderStock, repricedItems, retakeOrderStock } from './order-stock';
import { orderMessage } from './order-view';
import { lockOrder, updateOrder, type OrderRow } from './orders.repository';
import {
  customerOfPayment,
  lockPayment,
  markRefundSettled,
  updatePayment,
} from './payments.repository';

/** What a captured payment led to. */
export type Confirmation =
  | { kind: 'placed' | 'already'; order: OrderRow }
  /** Given back (refund undefined: already refunded) because the stock was gone or the order placed. */
  | { kind: 'refund'; order: OrderRow; reason: RefundReason; refund?: PendingRefund }
  | { kind: 'unknown-payment' | 'other-order' | 'amount-mismatch' | 'paid-by-another' };

/** Why a payment is given back; 'canceled': the order was canceled (by its shopper or the shop). */
export type RefundReason = 'sold-out' | 'price-changed' | 'already-placed' | 'canceled';

export interface PendingRefund {
  reason: RefundReason;
  paymentRowId: number;
  paymentId: string;
  amountPaise: number;
}

export interface CapturedPayment {
  providerOrderId: string;
  paymentId: string;
  /** The order the payment must belong to (the browser path knows it). */
  orderId?: number;
  /** The amount the provider reports (the webhook knows it). */
  amountPaise?: number;
}

// payments.failure_reason of a payment that must be given back, that the provider is giving
// back (its refund accepted, not yet processed), or that was given back (status 'refunded').
export const REFUND_PENDING = 'refund pending: ';
export const REFUND_INITIATED = 'refund initiated: ';
export const REFUNDED = 'refunded: ';
const REASONS: RefundReason[] = ['already-placed', 'price-changed', 'sold-out', 'canceled'];
const reasonIn = (text: string | null): RefundReason =>
  REASONS.find((reason) => text?.endsWith(reason)) ?? 'sold-out';

/**
 * The one path that turns a verified, captured payment into a placed order, for the browser
 * and the webhook alike. Idempotent: the payment row is locked first, so the same payment seen
 * twice (or by two requests at once) places one order. A payment for an order whose
 * reservation lapsed is honoured only at the price the shopper was shown: when every item still
 * costs that, the stock is taken again; when a price changed or the stock is gone, the payment
 * is marked for a refund and the order canceled, with the shopper told why.
 */
export async function confirmCaptured(
  tx: Database,
  deps: PlacementDeps & { provider: PaymentProvider },
  captured: CapturedPayment,
  at: Date,
): Promise<Confirmation> {
  // The shopper's lock comes first, as in checkout and payment, so these never deadlock.
  const owner = await customerOfPayment(tx, deps.provider.name, captured.providerOrderId);
  if (owner) await lockShopper(tx, owner);
  const payment = await lockPayment(tx, deps.provider.name, captured.providerOrderId);
  if (!payment) return { kind: 'unknown-payment' };
  if (captured.orderId !== undefined && payment.orderId !== captured.orderId)
    return { kind: 'other-order' };
  const order = (await lockOrder(tx, payment.orderId))!;
  if (payment.amountPaise !== order.amountPaise) return { kind: 'amount-mismatch' };
  if (captured.amountPaise !== undefined && captured.amountPaise !== payment.amountPaise)
    return { kind: 'amount-mismatch' };

  if (payment.status === 'captured' || payment.status === 'refunded') {
    if (payment.providerPaymentId !== captured.paymentId) return { kind: 'paid-by-another' };
    if (payment.status === 'refunded' || payment.failureReason?.startsWith(REFUND_INITIATED))
      return { kind: 'refund', order, reason: reasonIn(payment.failureReason) };
    if (!payment.failureReason?.startsWith(REFUND_PENDING)) return { kind: 'already', order };
    const reason = reasonIn(payment.failureReason);
    const refund = {
      reason,
      paymentRowId: payment.id,
      paymentId: captured.paymentId,
      amountPaise: payment.amountPaise,
    };
    return { kind: 'refund', order, reason, refund };
  }

  const capture = { status: 'captured' as const, providerPaymentId: captured.paymentId };
  const refundFor = (reason: RefundReason): Confirmation => ({
    kind: 'refund',
    order,
    reason,
    refund: {
      reason,
      paymentRowId: payment.id,
      paymentId: captured.paymentId,
      amountPaise: payment.amountPaise,
    },
  });
  if (order.status !== 0) {
    await updatePayment(tx, payment.id, {
      ...capture,
      failureReason: `${REFUND_PENDING}already-placed`,
    });
    return refundFor('already-placed');
  }
  const unfulfillable = async (reason: UnfulfillableReason) => {
    await updatePayment(tx, payment.id, {
      ...capture,
      failureReason: `${REFUND_PENDING}${reason}`,
    });
    await cancelUnfulfillable(tx, deps, order, captured.paymentId, at, reason);
    return refundFor(reason);
  };
  if (isExpired(order, at) && (await repricedItems(tx, order)).length > 0)
    return unfulfillable('price-changed');
  if ((await retakeOrderStock(tx, order)).length > 0) return unfulfillable('sold-out');
  await updatePayment(tx, payment.id, { ...capture, failureReason: null });
  await placeOrder(tx, deps, order, { paymentType: 2, transactionId: captured.paymentId }, at);
  return { kind: 'placed', order };
}

/** The checkout's hold ended (released, or its time passed) before the payment arrived. */
const isExpired = (order: OrderRow, at: Date) =>
  order.stockReleasedAt !== null || !order.reservedUntil || order.reservedUntil <= at;

type UnfulfillableReason = 'sold-out' | 'price-changed';

const CANCEL_MESSAGES: Record<UnfulfillableReason, string> = {
  'sold-out':
    'Sorry, the items sold out before your payment arrived: your order is Canceled and the payment will be refunded',
  'price-changed':
    'Sorry, your checkout expired and the price has changed since: your order is Canceled and the payment will be refunded',
};

/** The order cannot be honoured: it is canceled (never placed) and the shopper told why. */
async function cancelUnfulfillable(
  tx: Database,
  deps: PlacementDeps,
  order: OrderRow,
  paymentId: string,
  at: Date,
  reason: UnfulfillableReason,
): Promise<void> {
  await releaseOrderStock(tx, order, at);
  await updateOrder(tx, order.id, {
    status: 5,
    orderedAt: at,
    canceledAt: at,
    paymentType: 2,
    transactionId: paymentId,
  });
  const message = orderMessage(CANCEL_MESSAGES[reason], order.orderCode, at);
  await deps.notifications.notify(
    { audience: 'customer', customerId: order.customerId },
    message,
    order.orderCode,
    tx,
  );
}

/**
 * Gives a payment back through the provider, after the transaction committed: refunded when
 * the provider has processed it, "refund initiated" while it reports it later. A failed refund
 * stays marked "refund pending" and is tried again when the payment is seen again.
 */
export async function settleRefund(
  db: Database,
  provider: PaymentProvider,
  refund: PendingRefund,
  logger: Logger,
): Promise<void> {
  try {
    const outcome = await provider.refund(refund.paymentId, refund.amountPaise);
    await markRefundSettled(db, refund.paymentRowId, {
      done: outcome.status === 'processed',
      reason: refund.reason,
    });
  } catch (err) {
    logger.error({ err, paymentId: refund.paymentId }, 'refund failed; it stays pending');
  }
}
