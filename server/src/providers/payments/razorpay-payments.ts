import type { PaymentProvider } from './payment-provider';
import { PaymentProviderError } from './payment-provider-error';
import { hmacHex, paymentSignature, signatureMatches } from './signatures';

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  /** Secret of the webhook set up in the Razorpay dashboard; webhooks are refused without it. */
  webhookSecret?: string;
}

export interface RazorpayOptions {
  fetch?: typeof fetch;
  timeoutMs?: number;
  baseUrl?: string;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/**
 * Razorpay through its REST API (no SDK to load): orders, refunds, and the signatures checked
 * with our own HMAC and a constant-time comparison.
 */
export function createRazorpayProvider(
  credentials: RazorpayCredentials,
  options: RazorpayOptions = {},
): PaymentProvider {
  const send = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? 'https://api.razorpay.com/v1';
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const authorization = `Basic ${Buffer.from(`${credentials.keyId}:${credentials.keySecret}`).toString('base64')}`;

  async function post(path: string, body: unknown): Promise<Record<string, unknown>> {
    let status: number;
    let text: string;
    try {
      const response = await send(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      text = await response.text();
    } catch (err) {
      throw new PaymentProviderError(`Razorpay ${path} did not answer`, { cause: err });
    }
    const parsed = parseJson(text);
    if (status < 200 || status >= 300) {
      throw new PaymentProviderError(
        `Razorpay ${path} answered ${status}: ${describeError(parsed)}`,
      );
    }
    if (!parsed)
      throw new PaymentProviderError(`Razorpay ${path} answered something other than JSON`);
    return parsed;
  }

  return {
    name: 'razorpay',
    keyId: credentials.keyId,
    webhooksEnabled: Boolean(credentials.webhookSecret),
    async createOrder({ amountPaise, receipt }) {
      const order = await post('/orders', { amount: amountPaise, currency: 'INR', receipt });
      if (typeof order.id !== 'string')
        throw new PaymentProviderError('Razorpay answered an order without an id');
      return { providerOrderId: order.id };
    },
    async refund(paymentId, amountPaise) {
      // Razorpay's refunds API: the refund entity, 'pending' until its refund.processed event.
      const refund = await post(`/payments/${encodeURIComponent(paymentId)}/refund`, {
        amount: amountPaise,
      });
      if (typeof refund.id !== 'string')
        throw new PaymentProviderError('Razorpay answered a refund without an id');
      return {
        refundId: refund.id,
        status: refund.status === 'processed' ? ('processed' as const) : ('pending' as const),
      };
    },
    verifyPayment({ providerOrderId, paymentId, signature }) {
      return signatureMatches(
        paymentSignature(credentials.keySecret, providerOrderId, paymentId),
        signature,
      );
    },
    verifyWebhook(rawBody, signature) {
      if (!credentials.webhookSecret) return false;
      return signatureMatches(hmacHex(credentials.webhookSecret, rawBody), signature);
    },
  };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function describeError(body: Record<string, unknown> | undefined): string {
  const error = body?.error as { description?: unknown } | undefined;
  return typeof error?.description === 'string' ? error.description : 'no description';
}
