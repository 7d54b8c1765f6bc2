import type { OrderAddress, PaymentProof, PaymentSession, PaymentType } from '@contracts/orders';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { loadingFinished, loadingStarted } from '@/app/ui-slice';
import { cartEmptied } from '@/features/cart/cart-slice';
import { errorMessage } from '@/lib/api-error';
import { getShopName } from '@/lib/shop-name';
import { notify } from '@/lib/toast';
import { useConfirmOrderMutation, usePayMutation, useTestPaymentMutation } from './orders-api';
import { checkoutEnded, type CurrentOrder } from './orders-slice';
import { openRazorpay } from './razorpay-checkout';

export const PAYMENT_TEXT = {
  placed: 'Order Placed Successfully',
  failed: 'Payment failed, you can try again',
  unavailable: 'The payment window could not open. Please try again.',
} as const;

/**
 * Paying for the current order: pay stores the address, then cash on delivery places the order
 * at once, while online opens Razorpay Checkout or the built-in test checkout. The page stays
 * dimmed (ui.loading) while the server or Razorpay works; a failure or a dismissed checkout
 * lifts it, and the order stays payable.
 */
export function usePayment(userId: string, order: CurrentOrder) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [pay] = usePayMutation();
  const [testPayment] = useTestPaymentMutation();
  const [confirmOrder] = useConfirmOrderMutation();
  const [testSession, setTestSession] = useState<PaymentSession | null>(null);
  const [testBusy, setTestBusy] = useState<'success' | 'failure' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { orderId } = order;

  const stop = (message?: string) => {
    dispatch(loadingFinished());
    if (!message) return;
    setFailure(message);
    notify('error', message);
  };

  const placed = () => {
    dispatch(cartEmptied());
    dispatch(checkoutEnded());
    dispatch(loadingFinished());
    notify('success', PAYMENT_TEXT.placed);
    void navigate('/orders', { replace: true });
  };

  const confirm = async (proof: PaymentProof) => {
    const result = await confirmOrder({ userId, order: { orderId, payment: proof } });
    if (result.error) stop(errorMessage(result.error));
    else placed();
  };

  const submit = async (address: OrderAddress, paymentType: PaymentType, addressId?: number) => {
    setFailure(null);
    dispatch(loadingStarted());
    const result = await pay({
      userId,
      orderId,
      address,
      paymentType,
      ...(addressId === undefined ? {} : { addressId }),
    });
    if (result.error) return stop(errorMessage(result.error));
    if ('orders' in result.data) return placed();
    const session = result.data.payment;
    if (session.provider === 'test') {
      // The test checkout is a modal of its own; its buttons show their progress.
      dispatch(loadingFinished());
      return setTestSession(session);
    }
    await openRazorpay(session, getShopName(), {
      onPaid: (proof) => void confirm(proof),
      onClosed: (reason) => stop(reason === 'failed' ? PAYMENT_TEXT.failed : undefined),
    }).catch(() => stop(PAYMENT_TEXT.unavailable));
  };

  /** The test checkout's buttons: Pay and Fail ask the server; Dismiss just closes. */
  const testCheckout = {
    session: testSession,
    busy: testBusy,
    async pay() {
      setTestBusy('success');
      const result = await testPayment({ userId, orderId, outcome: 'success' });
      if (result.data) await confirm(result.data);
      else stop(errorMessage(result.error));
      setTestBusy(null);
      setTestSession(null);
    },
    async fail() {
      setTestBusy('failure');
      const result = await testPayment({ userId, orderId, outcome: 'failure' });
      setTestBusy(null);
      setTestSession(null);
      stop(errorMessage(result.error, PAYMENT_TEXT.failed));
    },
    dismiss() {
      setTestSession(null);
      stop();
    },
  };

  return { submit, failure, testCheckout };
}
