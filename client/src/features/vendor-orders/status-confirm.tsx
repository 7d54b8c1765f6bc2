import type { OrderStatus } from '@contracts/orders';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { STATUS_MESSAGES, VENDOR_STATUS_LABELS } from './vendor-order-status';

export interface PendingStatus {
  orderId: string;
  status: OrderStatus;
}

/**
 * Asks before a status change is saved, because saving notifies the customer: a status picked
 * by a stray arrow key on the select never reaches them. Cancel is focused first.
 */
export function StatusConfirm(props: {
  pending: PendingStatus | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { pending, onConfirm, onCancel } = props;
  return (
    <Dialog
      open={pending !== null}
      onClose={onCancel}
      size="sm"
      title={
        pending ? `Move order ${pending.orderId} to ${VENDOR_STATUS_LABELS[pending.status]}?` : ''
      }
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Change and notify</Button>
        </>
      }
    >
      {pending && <p>The customer is told: “{STATUS_MESSAGES[pending.status]}”.</p>}
    </Dialog>
  );
}
