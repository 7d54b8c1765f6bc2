import { Button } from '@/components/button';
import { SummaryCard } from '@/components/summary-card';
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
    <SummaryCard
      rows={[
        {
          label: `Subtotal (${units} ${units === 1 ? 'item' : 'items'})`,
          value: formatMoney(subtotal),
        },
      ]}
      total={{ label: 'Total', value: formatMoney(subtotal) }}
    >
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
    </SummaryCard>
  );
}
