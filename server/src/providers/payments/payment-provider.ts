import type { Logger } from '../../lib/logger';
import { createRazorpayProvider, type RazorpayCredentials } from './razorpay-payments';
import { createTestPaymentProvider, type TestPaymentProvider } from './test-payments';

/**
 * Takes online payments. Razorpay when its keys are configured, otherwise the built-in test
 * checkout; both sign `providerOrderId|paymentId` so one server path verifies either.
 */
export interface PaymentProvider {
  readonly name: 'razorpay' | 'test';
  /** The public key the browser's checkout needs (Razorpay only). */
  readonly keyId?: string;
  /** Opens a payment for `amountPaise` on the provider; `receipt` is our order id. */
  createOrder(input: {
    amountPaise: number;
    receipt: string;
  }): Promise<{ providerOrderId: string }>;
  /**
   * Gives a captured payment back in full. 'processed' when the money is back already,
   * 'pending' when the provider reports it later (Razorpay's `refund.processed` webhook).
   */
  refund(paymentId: string, amountPaise: number): Promise<RefundOutcome>;
  /** Whether `signature` is the provider's signature of `providerOrderId|paymentId`. */
  verifyPayment(proof: { providerOrderId: string; paymentId: string; signature: string }): boolean;
  /** Whether webhooks can be verified (a webhook secret is configured). */
  readonly webhooksEnabled: boolean;
  /** Whether `signature` is the provider's signature of the raw webhook body. */
  verifyWebhook(rawBody: Buffer, signature: string): boolean;
}

export interface RefundOutcome {
  refundId: string;
  status: 'processed' | 'pending';
}

export interface PaymentSettings {
  razorpay?: RazorpayCredentials;
  /** Key the test provider derives its signing secret from. */
  secret: string;
}

export function createPaymentProvider(settings: PaymentSettings, logger: Logger): PaymentProvider {
  if (settings.razorpay) return createRazorpayProvider(settings.razorpay);
  logger.info('payments: Razorpay is not configured, using the built-in test checkout');
  return createTestPaymentProvider(settings.secret);
}

export function isTestProvider(provider: PaymentProvider): provider is TestPaymentProvider {
  return provider.name === 'test' && 'completePayment' in provider;
}
