import type { Order } from '@contracts/orders';
import { useState } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-error';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useCancelOrderMutation } from './orders-api';
import styles from './order-detail.module.css';

export const CANCEL_TEXT = {
  button: 'Cancel order',
  title: 'Cancel this order?',
  keep: 'Keep order',
  canceled: 'Your order is canceled',
} as const;

/** What cancelling does, in the words the shopper agrees to. */
function consequence(order: Order): string {
  const online = order.orderPayment.paymentType === 2;
  return online
    ? `The items go back on sale and ${formatMoney(order.orderAmount)} is refunded to your original payment method.`
    : 'The items go back on sale and nothing is charged.';
}

/** Cancel order (until it is shipped), asked again in a dialog first. */
export function CancelOrder({ userId, order }: { userId: string; order: Order }) {
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelOrderMutation();

  const confirm = async () => {
    const result = await cancel({ userId, orderId: order.orderId });
    setOpen(false);
    if (result.error) notify('error', errorMessage(result.error));
    else notify('success', CANCEL_TEXT.canceled);
  };

  return (
    <div className={styles.cancelRow}>
      <p>Changed your mind? You can cancel until the order is shipped.</p>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {CANCEL_TEXT.button}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title={CANCEL_TEXT.title}
        size="sm"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} data-autofocus>
              {CANCEL_TEXT.keep}
            </Button>
            <Button variant="danger" loading={isLoading} onClick={() => void confirm()}>
              {CANCEL_TEXT.button}
            </Button>
          </>
        }
      >
        <p>{consequence(order)}</p>
      </Dialog>
    </div>
  );
}
