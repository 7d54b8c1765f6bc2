import type { PaymentSession } from '@contracts/orders';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { formatMoney } from '@/lib/money';
import { getShopName } from '@/lib/shop-name';
import styles from './test-checkout-dialog.module.css';

export interface TestCheckoutDialogProps {
  session: PaymentSession;
  busy: 'success' | 'failure' | null;
  onPay: () => void;
  onFail: () => void;
  onDismiss: () => void;
}

/**
 * The built-in checkout used while Razorpay is not configured (DESIGN.md): a payment sheet with
 * the amount and the order, and three outcomes. Pay and Fail go through the server, which signs
 * the result the same way Razorpay would.
 */
export function TestCheckoutDialog({
  session,
  busy,
  onPay,
  onFail,
  onDismiss,
}: TestCheckoutDialogProps) {
  const amount = formatMoney(session.amountPaise / 100);
  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onDismiss();
      }}
      size="sm"
      sheetOnPhone
      title="Test checkout"
      description="No money moves: this is the shop’s built-in test payment."
      className={styles.sheet}
    >
      <div className={styles.merchant}>
        <span className={styles.mark} aria-hidden="true">
          {getShopName().charAt(0).toUpperCase()}
        </span>
        <div>
          <p className={styles.merchantName}>{getShopName()}</p>
          <p className={styles.secure}>Secured test payment</p>
        </div>
        <span className={styles.badge}>TEST MODE</span>
      </div>
      <div className={styles.amountBox}>
        <p className={styles.amountLabel}>Amount to pay</p>
        <p className={styles.amount}>{amount}</p>
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Order ID</dt>
          <dd>{session.orderId}</dd>
        </div>
        <div>
          <dt>Paying as</dt>
          <dd>
            {session.name} · {session.contact}
          </dd>
        </div>
        <div>
          <dt>Payment reference</dt>
          <dd className={styles.mono}>{session.providerOrderId}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button
          variant="accent"
          size="lg"
          block
          loading={busy === 'success'}
          disabled={busy !== null}
          onClick={onPay}
          data-autofocus
        >
          Pay
        </Button>
        <div className={styles.secondary}>
          <Button
            variant="secondary"
            block
            loading={busy === 'failure'}
            disabled={busy !== null}
            onClick={onFail}
          >
            Fail
          </Button>
          <Button variant="ghost" block disabled={busy !== null} onClick={onDismiss}>
            Dismiss
          </Button>
        </div>
        <p className={styles.note}>
          Pay completes the payment, Fail declines it, Dismiss closes this window.
        </p>
      </div>
    </Dialog>
  );
}
