import type { OrderAddress, PaymentType, PendingCheckout } from '@contracts/orders';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { Button, buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { AlertIcon, ReceiptIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { PageLoading } from '@/components/page-loading';
import { useCustomerStatus } from '@/features/auth/use-customer-status';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import { AddressFields } from './address-fields';
import { addressProblem, EMPTY_ADDRESS, trimAddress } from './address-rules';
import { CheckoutSteps } from './checkout-steps';
import { useGetCodQuery, useGetPendingCheckoutQuery } from './orders-api';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { TestCheckoutDialog } from './test-checkout-dialog';
import { usePayment } from './use-payment';
import styles from './payment-page.module.css';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /payment/{orderId}: address and payment for the shopper's checkout, loaded from the server
 * by id so a reload (or coming back from the orders page) resumes it; home when it is not theirs.
 */
export function PaymentPage() {
  const status = useCustomerStatus();
  const user = useAppSelector(selectUser);
  const { orderId = '' } = useParams();
  usePageTitle('Address & Payment');
  if (status === 'checking') return <PageLoading />;
  if (!user) return <Navigate to="/" replace />;
  return <PendingPayment userId={user.id} orderId={orderId} />;
}

function PendingPayment({ userId, orderId }: { userId: string; orderId: string }) {
  const query = useGetPendingCheckoutQuery(
    { userId, orderId },
    { refetchOnMountOrArgChange: true },
  );
  if (query.data) return <Payment userId={userId} checkout={query.data} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404) return <Navigate to="/" replace />;
    return <CheckoutClosed reason={errorMessage(query.error)} />;
  }
  return <PageLoading />;
}

/** The checkout was placed or its hold ended: say so, and where to go next. */
function CheckoutClosed({ reason }: { reason: string }) {
  return (
    <div className="container page">
      <EmptyState
        icon={<ReceiptIcon />}
        title="This checkout is no longer open"
        description={reason}
        action={
          <span className={styles.closedActions}>
            <Link to="/orders" className={buttonClass('primary')}>
              Your orders
            </Link>
            <Link to="/cart" className={buttonClass('secondary')}>
              Back to cart
            </Link>
          </span>
        }
      />
    </div>
  );
}

function Payment({ userId, checkout }: { userId: string; checkout: PendingCheckout }) {
  const order = { orderId: checkout.orderId, amount: checkout.amount };
  const [address, setAddress] = useState<OrderAddress>(() => ({
    ...EMPTY_ADDRESS,
    ...checkout.address,
  }));
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
        <OrderSummary items={checkout.items} amount={order.amount} />
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
