import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageLoading } from '@/components/page-loading';
import { useCustomerStatus } from '@/features/auth/use-customer-status';
import { ReceiptIcon } from '@/components/icons';
import { BillMissing, BillSheet } from './bill-sheet';
import { Invoice } from './invoice';
import { DELIVERED } from './order-status';
import { useGetOrderQuery } from './orders-api';
import { selectCurrentInvoice } from './orders-slice';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /orders/bill?order={orderId}: the printable invoice of the shopper's delivered order, without
 * chrome, loaded by id so the link survives a reload; only its own shopper gets it. Without
 * `order`, the order chosen in the orders list.
 */
export function BillPage() {
  const chosen = useAppSelector(selectCurrentInvoice);
  const user = useAppSelector(selectUser);
  const status = useCustomerStatus();
  const orderId = useSearchParams()[0].get('order');
  const linked = useGetOrderQuery(orderId && user ? { userId: user.id, orderId } : skipToken);
  usePageTitle('Invoice');
  if (status === 'checking' || linked.isLoading) return <PageLoading />;
  const invoice = orderId ? linked.data && user && { userId: user.id, order: linked.data } : chosen;
  const mine = invoice && user && invoice.userId === user.id;

  if (!mine || invoice.order.orderStatus !== DELIVERED) {
    return (
      <BillMissing>
        <h1 className="sr-only">Invoice</h1>
        <EmptyState
          icon={<ReceiptIcon />}
          title={
            mine ? 'This order has no bill yet' : orderId ? 'Bill not found' : 'No bill selected'
          }
          description={
            mine
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
    <BillSheet back={{ to: '/orders', label: 'Back to orders' }}>
      <Invoice
        order={invoice.order}
        billedTo={{ name: user.name, phone: `+91 ${user.phone}` }}
        title="Invoice"
      />
    </BillSheet>
  );
}
