import { EmptyState } from '@/components/empty-state';
import { ReceiptIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';

/** /vendor/orders: 'My Orders', newest first, with status changes. */
export function VendorOrdersPage() {
  return (
    <>
      <PageHeader
        title="My Orders"
        description="Newest first. Changing a status notifies the customer."
      />
      <EmptyState
        icon={<ReceiptIcon />}
        title="Orders are listed here"
        description="Each order shows its items, address and payment, with a status you can change."
      />
    </>
  );
}
