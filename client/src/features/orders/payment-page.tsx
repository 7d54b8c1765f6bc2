import type { OrderAddress, PaymentType } from '@contracts/orders';
import { useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { Button } from '@/components/button';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { formatMoney } from '@/lib/money';
import { AddressFields } from './address-fields';
import { addressProblem, EMPTY_ADDRESS, trimAddress } from './address-rules';
import { CheckoutSteps } from './checkout-steps';
import { useGetCodQuery } from './orders-api';
import { selectCurrentOrder, type CurrentOrder } from './orders-slice';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { TestCheckoutDialog } from './test-checkout-dialog';
import { usePayment } from './use-payment';
import styles from './payment-page.module.css';
import { usePageTitle } from '@/lib/use-page-title';

/** /payment/{orderId}: address and payment for the order checkout made; home without one. */
export function PaymentPage() {
  // The order this visit pays: placing it ends the current order without sending the page home.
  const current = useAppSelector(selectCurrentOrder);
  const [order] = useState(current);
  const user = useAppSelector(selectUser);
  const { orderId } = useParams();
  usePageTitle('Address & Payment');
  if (!order || !user || order.orderId !== orderId) return <Navigate to="/" replace />;
  return <Payment userId={user.id} order={order} />;
}

function Payment({ userId, order }: { userId: string; order: CurrentOrder }) {
  const [address, setAddress] = useState<OrderAddress>(EMPTY_ADDRESS);
  const [choice, setChoice] = useState<PaymentType>(2);
  const [problem, setProblem] = useState<string | null>(null);
  const { data: cod = false } = useGetCodQuery(undefined, { refetchOnMountOrArgChange: true });
  const { submit, failure, testCheckout } = usePayment(userId, order);
  const paymentType: PaymentType = cod ? choice : 2;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const reason = addressProblem(address);
    setProblem(reason);
    if (!reason) void submit(trimAddress(address), paymentType);
  };

  const message = problem ?? failure;
  return (
    <div className="container page">
      <CheckoutSteps current={2} />
      <PageHeader
        eyebrow="Checkout"
        title="Address & Payment"
        description={`Order ${order.orderId}`}
      />
      <div className={styles.layout}>
        <form
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          aria-label="Address and payment"
        >
          <section className={styles.section} aria-labelledby="address-title">
            <h2 id="address-title" className={styles.sectionTitle}>
              <span className={styles.stepNo}>1</span> Delivery address
            </h2>
            <AddressFields
              value={address}
              onChange={(next) => {
                setAddress(next);
                // Once a problem is shown, it follows the fields as they are corrected.
                if (problem) setProblem(addressProblem(next));
              }}
            />
          </section>
          <section className={styles.section} aria-labelledby="payment-title">
            <h2 id="payment-title" className={styles.sectionTitle}>
              <span className={styles.stepNo}>2</span> Payment method
            </h2>
            <PaymentMethods cod={cod} value={paymentType} onChange={setChoice} />
          </section>
          {message && (
            <p className={styles.alert} role="alert">
              <AlertIcon size={18} /> {message}
            </p>
          )}
          <Button type="submit" variant="accent" size="lg" block>
            {paymentType === 1 ? 'Place Order' : `Pay ${formatMoney(order.amount)}`}
          </Button>
        </form>
        <OrderSummary amount={order.amount} />
      </div>
      {testCheckout.session && (
        <TestCheckoutDialog
          session={testCheckout.session}
          busy={testCheckout.busy}
          onPay={() => void testCheckout.pay()}
          onFail={() => void testCheckout.fail()}
          onDismiss={testCheckout.dismiss}
        />
      )}
    </div>
  );
}
