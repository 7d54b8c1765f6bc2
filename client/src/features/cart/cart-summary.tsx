import { Button } from '@/components/button';
import { formatMoney } from '@/lib/money';
import { ShieldIcon, TruckIcon } from './cart-icons';
import styles from './cart-page.module.css';

export interface CartSummaryProps {
  /** Units over all lines. */
  units: number;
  /** The server's total, moved by quantities chosen but not saved yet. */
  subtotal: number;
  /** The server's reason for refusing checkout (409), if it did. */
  refusal: string | null;
  busy: boolean;
  onContinue: () => void;
}

/** Subtotal and Continue; sticks beside the lines on desktop, below them on phones. */
export function CartSummary({ units, subtotal, refusal, busy, onContinue }: CartSummaryProps) {
  return (
    <section className={styles.summary} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={styles.summaryTitle}>
        Order summary
      </h2>
      <dl className={styles.totals}>
        <div>
          <dt>
            Subtotal ({units} {units === 1 ? 'item' : 'items'})
          </dt>
          <dd>{formatMoney(subtotal)}</dd>
        </div>
        <div>
          <dt>Delivery</dt>
          <dd className={styles.free}>Free</dd>
        </div>
        <div className={styles.grand}>
          <dt>Total</dt>
          <dd>{formatMoney(subtotal)}</dd>
        </div>
      </dl>
      {refusal && (
        <p className={styles.refusal} role="alert">
          {refusal}
        </p>
      )}
      <Button variant="accent" size="lg" block loading={busy} onClick={onContinue}>
        Continue
      </Button>
      <ul className={styles.assurances}>
        <li>
          <ShieldIcon /> Secure payments: UPI, cards and net banking
        </li>
        <li>
          <TruckIcon /> Free delivery on every order
        </li>
      </ul>
    </section>
  );
}
