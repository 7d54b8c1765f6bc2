import type { SavedAddress } from '@contracts/addresses';
import type { PaymentType, PendingCheckout } from '@contracts/orders';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { Button, buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { AlertIcon } from '@/components/page-icons';
import { PageHeader } from '@/components/page-header';
import { PageLoading } from '@/components/page-loading';
import { useCustomerStatus } from '@/features/auth/use-customer-status';
import { errorMessage, isApiError } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import {
  ADDRESS_LIMIT,
  addressProblem,
  EMPTY_ADDRESS,
  trimAddress,
  type AddressForm,
} from './address-rules';
import {
  useAddAddressMutation,
  useGetAddressesQuery,
  useUpdateAddressMutation,
} from './addresses-api';
import { DeliveryAddress, fieldsOf, type AddressChoice } from './delivery-address';
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
  const addresses = useGetAddressesQuery(userId);
  const saved = addresses.isLoading ? undefined : (addresses.data ?? []);
  if (query.data && saved) return <Payment userId={userId} checkout={query.data} saved={saved} />;
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

function Payment({
  userId,
  checkout,
  saved: initiallySaved,
}: {
  userId: string;
  checkout: PendingCheckout;
  saved: SavedAddress[];
}) {
  const order = { orderId: checkout.orderId, amount: checkout.amount };
  const saved = useGetAddressesQuery(userId).data ?? initiallySaved;
  // The last used address comes first and is preselected; without one, the form.
  const [where, setWhere] = useState<AddressChoice>(() =>
    initiallySaved[0] && !checkout.address
      ? { kind: 'saved', id: initiallySaved[0]._id }
      : { kind: 'form' },
  );
  const [form, setForm] = useState<AddressForm>(() => ({ ...EMPTY_ADDRESS, ...checkout.address }));
  const [save, setSave] = useState(true);
  const [choice, setChoice] = useState<PaymentType>(2);
  const [problem, setProblem] = useState<string | null>(null);
  const { data: cod = false } = useGetCodQuery(undefined, { refetchOnMountOrArgChange: true });
  const { submit, failure, testCheckout } = usePayment(userId, order);
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const paymentType: PaymentType = cod ? choice : 2;

  /** The address to deliver to, kept or updated first when the shopper asked; null: refused. */
  const deliveryAddress = async (): Promise<{ address: AddressForm; id?: number } | null> => {
    if (where.kind === 'saved') {
      const picked = saved.find((address) => address._id === where.id);
      if (picked) return { address: fieldsOf(picked), id: picked._id };
    }
    const reason = addressProblem(form);
    setProblem(reason);
    if (reason) return null;
    const address = trimAddress(form);
    if (where.kind === 'form' && where.editing !== undefined) {
      const result = await updateAddress({ userId, _id: where.editing, address });
      if (result.error) return failed(result.error);
      return { address, id: where.editing };
    }
    if (!save || saved.length >= ADDRESS_LIMIT) return { address };
    const result = await addAddress({ userId, address });
    if (result.error) return failed(result.error);
    // A new address counts as just used: it comes first.
    return { address, id: result.data[0]?._id };
  };

  const failed = (error: unknown) => {
    setProblem(errorMessage(error));
    return null;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const chosen = await deliveryAddress();
    if (chosen) await submit(chosen.address, paymentType, chosen.id);
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
          onSubmit={(event) => void onSubmit(event)}
          noValidate
          aria-label="Address and payment"
        >
          <section className={styles.section} aria-labelledby="address-title">
            <h2 id="address-title" className={styles.sectionTitle}>
              <span className={styles.stepNo}>1</span> Delivery address
            </h2>
            <DeliveryAddress
              userId={userId}
              saved={saved}
              choice={where}
              onChoice={(next) => {
                setWhere(next);
                setProblem(null);
              }}
              form={form}
              onForm={(next) => {
                setForm(next);
                // Once a problem is shown, it follows the fields as they are corrected.
                if (problem) setProblem(addressProblem(next));
              }}
              save={save}
              onSave={setSave}
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
