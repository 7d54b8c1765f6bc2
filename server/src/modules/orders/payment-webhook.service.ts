import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import { transact } from '../../db/transactions';
import { Invalid, NotFound, Unauthorized } from '../../http/errors';
import type { Logger } from '../../lib/logger';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { markFailed, markRefundProcessed, recordEvent } from './payments.repository';
import type { PaymentsService } from './payments.service';

export type WebhookResult = 'handled' | 'duplicate' | 'ignored';

interface RazorpayEvent {
  event?: unknown;
  payload?: {
    payment?: {
      entity?: { id?: unknown; order_id?: unknown; amount?: unknown; error_description?: unknown };
    };
    refund?: { entity?: { id?: unknown; payment_id?: unknown } };
  };
}

const CONFIRMING = new Set(['payment.captured', 'order.paid']);

/**
 * Razorpay's server-to-server events: verified over the raw body, recorded under a key the
 * signed body determines (event and payment id) so a repeated delivery changes nothing, and
 * confirmed by the same path as the browser's proof.
 */
export function createPaymentWebhookService(
  db: Database,
  payments: PaymentsService,
  provider: PaymentProvider,
  logger: Logger,
) {
  return {
    async handle(rawBody: Buffer, signature: string | undefined): Promise<WebhookResult> {
      if (!provider.webhooksEnabled) throw new NotFound('Payment webhooks are not configured');
      if (!signature) throw new Invalid('X-Razorpay-Signature is missing');
      if (!provider.verifyWebhook(rawBody, signature))
        throw new Unauthorized('Invalid webhook signature');
      const event = parseEvent(rawBody);
      const type = typeof event.event === 'string' ? event.event : 'unknown';
      const entity = event.payload?.payment?.entity;
      const refunded = event.payload?.refund?.entity?.payment_id;
      const paymentId =
        typeof entity?.id === 'string'
          ? entity.id
          : typeof refunded === 'string'
            ? refunded
            : undefined;
      const eventId = dedupeKey(type, paymentId, rawBody);
      const record = (tx: Database) => recordEvent(tx, { eventId, provider: provider.name, type });
      const providerOrderId = typeof entity?.order_id === 'string' ? entity.order_id : undefined;

      if (CONFIRMING.has(type) && paymentId && providerOrderId) {
        const amountPaise = typeof entity?.amount === 'number' ? entity.amount : undefined;
        const outcome = await payments.confirm({ providerOrderId, paymentId, amountPaise }, record);
        if (!outcome) return 'duplicate';
        if (outcome.kind === 'placed' || outcome.kind === 'already' || outcome.kind === 'refund')
          return 'handled';
        logger.warn(
          { eventId, type, outcome: outcome.kind, providerOrderId },
          'payment webhook not applied',
        );
        return 'ignored';
      }
      return transact(db, async (tx): Promise<WebhookResult> => {
        if (!(await record(tx))) return 'duplicate';
        if (type === 'refund.processed' && paymentId) {
          // A refund we asked for (an order canceled after payment) has reached the shopper.
          const marked = await markRefundProcessed(tx, provider.name, paymentId);
          return marked ? 'handled' : 'ignored';
        }
        if (type !== 'payment.failed' || !providerOrderId) return 'ignored';
        const reason =
          typeof entity?.error_description === 'string'
            ? entity.error_description
            : 'payment failed';
        await markFailed(tx, provider.name, providerOrderId, reason.slice(0, 500));
        return 'handled';
      });
    },
  };
}

/**
 * What makes two deliveries the same event, read from the signed body only: the
 * X-Razorpay-Event-Id header is not covered by the signature, so a replay could change it.
 * An event about a payment is that event type for that payment id; any other event is its body.
 */
function dedupeKey(type: string, paymentId: string | undefined, rawBody: Buffer): string {
  if (paymentId) return `${type}:${paymentId}`;
  return `${type}:sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}

function parseEvent(rawBody: Buffer): RazorpayEvent {
  try {
    const value: unknown = JSON.parse(rawBody.toString('utf8'));
    if (typeof value === 'object' && value !== null) return value as RazorpayEvent;
  } catch {
    // fall through
  }
  throw new Invalid('The webhook body is not a JSON object');
}

export type PaymentWebhookService = ReturnType<typeof createPaymentWebhookService>;
