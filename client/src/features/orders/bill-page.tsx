import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { BillMissing, BillSheet } from './bill-sheet';
import { Invoice } from './invoice';
import { DELIVERED } from './order-status';
import { selectCurrentInvoice } from './orders-slice';
import { usePageTitle } from '@/lib/use-page-title';

/** /orders/bill: the printable invoice of the shopper's chosen delivered order, without chrome. */
export function BillPage() {
  const invoice = useAppSelector(selectCurrentInvoice);
  const user = useAppSelector(selectUser);
  const mine = invoice && user && invoice.userId === user.id;
  usePageTitle('Invoice');

  if (!mine || invoice.order.orderStatus !== DELIVERED) {
    return (
      <BillMissing>
        <h1 className="sr-only">Invoice</h1>
        <EmptyState
          icon={<ReceiptIcon />}
          title={mine ? 'This order has no bill yet' : 'No bill selected'}
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
