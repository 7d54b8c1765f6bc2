import { createHmac, randomBytes } from 'node:crypto';
import type { PaymentProvider } from './payment-provider';
import { hmacHex, paymentSignature, signatureMatches } from './signatures';

/** The built-in checkout: no outside service; it signs what it "captures" with its own secret. */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** What a successful payment on the test checkout answers (as Razorpay Checkout would). */
  completePayment(providerOrderId: string): { paymentId: string; signature: string };
  /** Signs a webhook body, so tests and local tools can deliver events. */
  signWebhook(rawBody: string | Buffer): string;
}

const id = (prefix: string) => `${prefix}_test_${randomBytes(7).toString('hex')}`;

/** `key` is any server secret; the provider's own secret is derived from it. */
export function createTestPaymentProvider(key: string): TestPaymentProvider {
  const secret = createHmac('sha256', key).update('test-payment-provider').digest('hex');
  return {
    name: 'test',
    webhooksEnabled: true,
    async createOrder() {
      return { providerOrderId: id('order') };
    },
    async refund() {
      // Nothing was charged, so it is back at once.
      return { refundId: id('rfnd'), status: 'processed' as const };
    },
    verifyPayment({ providerOrderId, paymentId, signature }) {
      return signatureMatches(paymentSignature(secret, providerOrderId, paymentId), signature);
    },
    verifyWebhook(rawBody, signature) {
      return signatureMatches(hmacHex(secret, rawBody), signature);
    },
    completePayment(providerOrderId) {
      const paymentId = id('pay');
      return { paymentId, signature: paymentSignature(secret, providerOrderId, paymentId) };
    },
    signWebhook(rawBody) {
      return hmacHex(secret, rawBody);
    },
  };
}
