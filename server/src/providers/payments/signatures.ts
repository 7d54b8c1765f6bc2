import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `data`, as Razorpay signs payments and webhooks. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of an expected signature with a given one. */
export function signatureMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The payment signature: HMAC-SHA256(secret, `providerOrderId|paymentId`). */
export function paymentSignature(
  secret: string,
  providerOrderId: string,
  paymentId: string,
): string {
  return hmacHex(secret, `${providerOrderId}|${paymentId}`);
}
