import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { useCustomerStatus } from '@/features/auth/use-customer-status';
import { PageLoading } from '@/components/page-loading';
import { usePageTitle } from '@/lib/use-page-title';
import { BillMissing, BillSheet } from './bill-sheet';
import { Invoice } from './invoice';
import { downloadInvoicePdf, useGetCustomerInvoiceQuery } from './invoice-api';
import { DELIVERED } from './order-status';
import { selectCurrentInvoice } from './orders-slice';

/**
 * /orders/bill?order={orderId}: the printable tax invoice of the shopper's delivered order,
 * without chrome, loaded from the server (so a reload or a bookmark shows it too); without
 * `?order=`, the order chosen in the orders list.
 */
export function BillPage() {
  const chosen = useAppSelector(selectCurrentInvoice);
  const user = useAppSelector(selectUser);
  const status = useCustomerStatus();
  const [params] = useSearchParams();
  const linked = params.get('order');
  const orderId =
    linked ?? (chosen && user && chosen.userId === user.id ? chosen.order.orderId : null);
  const { data: invoice, isLoading } = useGetCustomerInvoiceQuery(
    { userId: user?.id ?? '', orderId: orderId ?? '' },
    { skip: !user || !orderId },
  );
  usePageTitle('Invoice');

  if (status === 'checking' || isLoading) return <PageLoading />;
  if (!invoice || invoice.orderStatus !== DELIVERED) {
    const known = Boolean(invoice);
    return (
      <BillMissing>
        <h1 className="sr-only">Invoice</h1>
        <EmptyState
          icon={<ReceiptIcon />}
          title={
            known ? 'This order has no bill yet' : linked ? 'Bill not found' : 'No bill selected'
          }
          description={
            known
              ? 'A bill is ready once the order is delivered.'
              : 'Open a delivered order in your orders and choose Bill to see its invoice.'
          }
          action={
            <Link to="/orders" className={buttonClass('primary')}>
              Go to your orders
            </Link>
          }
        />
      </BillMissing>
    );
  }

  return (
    <BillSheet
      back={{ to: '/orders', label: 'Back to orders' }}
      onDownload={() =>
        downloadInvoicePdf('customer', { userId: user!.id, orderId: invoice.orderId })
      }
    >
      <Invoice invoice={invoice} title="Invoice" />
    </BillSheet>
  );
}
