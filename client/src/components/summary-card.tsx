import { useId, type ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './summary-card.module.css';

export interface SummaryCardProps {
  /** `section` where the summary is the page's own content (the cart), `aside` beside a form. */
  as?: 'section' | 'aside';
  /** Rows above the total, e.g. the subtotal; delivery (free) always follows them. */
  rows?: ReadonlyArray<{ label: ReactNode; value: ReactNode }>;
  /** The grand total's label and amount. */
  total: { label: ReactNode; value: ReactNode };
  /** Shown above the totals (the lines being paid for). */
  before?: ReactNode;
  /** Shown below the totals (alerts, the action, small print). */
  children?: ReactNode;
  className?: string;
}

/**
 * The "Order summary" card of the cart and the payment page: its title, the money rows with free
 * delivery and the total; sticks beside the page's content on desktop.
 */
export function SummaryCard({
  as: Tag = 'section',
  rows = [],
  total,
  before,
  children,
  className,
}: SummaryCardProps) {
  const titleId = useId();
  return (
    <Tag className={cx(styles.card, className)} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Order summary
      </h2>
      {before}
      <dl className={styles.totals}>
        {rows.map((row, index) => (
          <div key={index}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div>
          <dt>Delivery</dt>
          <dd className={styles.free}>Free</dd>
        </div>
        <div className={styles.grand}>
          <dt>{total.label}</dt>
          <dd>{total.value}</dd>
        </div>
      </dl>
      {children}
    </Tag>
  );
}
