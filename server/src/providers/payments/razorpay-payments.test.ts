import { createHmac } from 'node:crypto';
import { PaymentProviderError } from './payment-provider-error';
import { createRazorpayProvider } from './razorpay-payments';
import { createTestPaymentProvider } from './test-payments';

const credentials = {
  keyId: 'rzp_test_key',
  keySecret: 'rzp-secret',
  webhookSecret: 'hook-secret',
};
const hex = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex');

function recordingFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as unknown as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('Razorpay provider', () => {
  it('when an order is created, then it posts amount, INR and receipt with basic auth and a timeout', async () => {
    const { calls, fetch } = recordingFetch(
      async () => new Response(JSON.stringify({ id: 'order_1' }), { status: 200 }),
    );
    const provider = createRazorpayProvider(credentials, { fetch });
    expect(
      await provider.createOrder({ amountPaise: 119800, receipt: '1-20261122113045-7F3A' }),
    ).toEqual({ providerOrderId: 'order_1' });
    expect(calls[0]!.url).toBe('https://api.razorpay.com/v1/orders');
    expect(calls[0]!.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      amount: 119800,
      currency: 'INR',
      receipt: '1-20261122113045-7F3A',
    });
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:rzp-secret').toString('base64')}`,
    );
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('when Razorpay refuses, times out or answers nonsense, then a PaymentProviderError', async () => {
    const refused = recordingFetch(
      async () =>
        new Response(JSON.stringify({ error: { description: 'Authentication failed' } }), {
          status: 401,
        }),
    );
    await expect(
      createRazorpayProvider(credentials, { fetch: refused.fetch }).createOrder({
        amountPaise: 100,
        receipt: 'r',
      }),
    ).rejects.toThrow(
      new PaymentProviderError('Razorpay /orders answered 401: Authentication failed'),
    );
    const slow = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) =>
        init.signal!.addEventListener('abort', () => reject(init.signal!.reason)),
      )) as unknown as typeof fetch;
    await expect(
      createRazorpayProvider(credentials, { fetch: slow, timeoutMs: 20 }).createOrder({
        amountPaise: 100,
        receipt: 'r',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    const html = recordingFetch(async () => new Response('<html>', { status: 200 }));
    await expect(
      createRazorpayProvider(credentials, { fetch: html.fetch }).createOrder({
        amountPaise: 100,
        receipt: 'r',
      }),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('when refunding, then it posts to the payment refund endpoint and answers the refund state', async () => {
    const { calls, fetch } = recordingFetch(
      async () =>
        new Response(JSON.stringify({ id: 'rfnd_1', status: 'pending' }), { status: 200 }),
    );
    const provider = createRazorpayProvider(credentials, { fetch });
    await expect(provider.refund('pay_ABC', 5000)).resolves.toEqual({
      refundId: 'rfnd_1',
      status: 'pending',
    });
    expect(calls[0]!.url).toBe('https://api.razorpay.com/v1/payments/pay_ABC/refund');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ amount: 5000 });
    const done = recordingFetch(
      async () =>
        new Response(JSON.stringify({ id: 'rfnd_2', status: 'processed' }), { status: 200 }),
    );
    await expect(
      createRazorpayProvider(credentials, { fetch: done.fetch }).refund('pay_ABC', 5000),
    ).resolves.toEqual({ refundId: 'rfnd_2', status: 'processed' });
    const refused = recordingFetch(
      async () =>
        new Response(JSON.stringify({ error: { description: 'fully refunded' } }), { status: 400 }),
    );
    await expect(
      createRazorpayProvider(credentials, { fetch: refused.fetch }).refund('pay_ABC', 5000),
    ).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('verifies HMAC-SHA256(key secret, order|payment) and HMAC-SHA256(webhook secret, body)', () => {
    const provider = createRazorpayProvider(credentials);
    const signature = hex('rzp-secret', 'order_1|pay_1');
    expect(
      provider.verifyPayment({ providerOrderId: 'order_1', paymentId: 'pay_1', signature }),
    ).toBe(true);
    expect(
      provider.verifyPayment({ providerOrderId: 'order_2', paymentId: 'pay_1', signature }),
    ).toBe(false);
    expect(
      provider.verifyPayment({
        providerOrderId: 'order_1',
        paymentId: 'pay_1',
        signature: signature.slice(1),
      }),
    ).toBe(false);
    expect(provider.verifyWebhook(Buffer.from('{"a":1}'), hex('hook-secret', '{"a":1}'))).toBe(
      true,
    );
    expect(provider.verifyWebhook(Buffer.from('{"a":1}'), hex('rzp-secret', '{"a":1}'))).toBe(
      false,
    );
    expect(
      createRazorpayProvider({ keyId: 'k', keySecret: 's' }).verifyWebhook(
        Buffer.from('x'),
        hex('', 'x'),
      ),
    ).toBe(false);
  });
});

describe('test provider', () => {
  it('signs what it completes, and nothing else verifies', async () => {
    const provider = createTestPaymentProvider('key');
    const { providerOrderId } = await provider.createOrder({ amountPaise: 100, receipt: 'r' });
    const { paymentId, signature } = provider.completePayment(providerOrderId);
    expect(provider.verifyPayment({ providerOrderId, paymentId, signature })).toBe(true);
    expect(
      createTestPaymentProvider('other-key').verifyPayment({
        providerOrderId,
        paymentId,
        signature,
      }),
    ).toBe(false);
    expect(provider.verifyWebhook(Buffer.from('body'), provider.signWebhook('body'))).toBe(true);
  });
});
