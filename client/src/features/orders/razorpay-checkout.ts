import type { PaymentProof, PaymentSession } from '@contracts/orders';

const SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpaySuccess {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: 'INR';
  name: string;
  description: string;
  prefill: { name: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', listener: (response: unknown) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

let loading: Promise<RazorpayConstructor> | undefined;

/**
 * Razorpay Checkout's script, added to the page the first time a shopper pays online (the
 * server's CSP allows it only when Razorpay is configured).
 */
function loadRazorpay(): Promise<RazorpayConstructor> {
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const Razorpay = (window as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      script.remove();
      loading = undefined;
      reject(new Error('Razorpay Checkout did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

export interface CheckoutCallbacks {
  onPaid: (proof: PaymentProof) => void;
  /** The payment failed or the shopper closed the checkout: the order stays payable. */
  onClosed: (reason: 'failed' | 'dismissed') => void;
}

/** Opens Razorpay Checkout for the server's payment session. */
export async function openRazorpay(
  session: PaymentSession,
  shopName: string,
  { onPaid, onClosed }: CheckoutCallbacks,
): Promise<void> {
  const Razorpay = await loadRazorpay();
  const checkout = new Razorpay({
    key: session.keyId ?? '',
    order_id: session.providerOrderId,
    amount: session.amountPaise,
    currency: 'INR',
    name: shopName,
    description: `Order ${session.orderId}`,
    prefill: { name: session.name, contact: session.contact },
    theme: { color: '#a4381f' },
    handler: (response) =>
      onPaid({
        paymentId: response.razorpay_payment_id,
        providerOrderId: response.razorpay_order_id,
        signature: response.razorpay_signature,
      }),
    modal: { ondismiss: () => onClosed('dismissed') },
  });
  checkout.on('payment.failed', () => onClosed('failed'));
  checkout.open();
}
