import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import styles from './billing-page.module.css';

/** /vendor/orders/billing: the printable bill, without the admin chrome. */
export function VendorBillingPage() {
  return (
    <main className={styles.page}>
      <h1 className="sr-only">Bill</h1>
      <EmptyState
        icon={<ReceiptIcon />}
        title="No order selected"
        description="Open an order in My Orders and choose its bill to print it."
        action={
          <Link to="/vendor/orders" className={buttonClass('primary')}>
            Go to My Orders
          </Link>
        }
      />
    </main>
  );
}
