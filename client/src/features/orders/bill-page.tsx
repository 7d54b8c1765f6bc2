import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { selectCurrentInvoice } from './orders-slice';
import styles from './bill-page.module.css';

/** /orders/bill: the printable invoice of the chosen order, without header and footer. */
export function BillPage() {
  const invoice = useAppSelector(selectCurrentInvoice);
  return (
    <main className={styles.page}>
      {invoice ? (
        <h1 className={styles.title}>Invoice for order {invoice.orderId}</h1>
      ) : (
        <>
          <h1 className="sr-only">Invoice</h1>
          <EmptyState
            icon={<ReceiptIcon />}
            title="No bill selected"
            description="Open a delivered order from your orders and choose Bill to see its invoice."
            action={
              <Link to="/orders" className={buttonClass('primary')}>
                Go to your orders
              </Link>
            }
          />
        </>
      )}
    </main>
  );
}
