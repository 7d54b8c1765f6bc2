import type { PendingCheckout } from '@contracts/orders';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/badge';
import { buttonClass } from '@/components/button';
import { formatMoney } from '@/lib/money';
import { useGetPendingCheckoutsQuery } from './orders-api';
import styles from './orders-page.module.css';

export const AWAITING_PAYMENT = 'Awaiting payment';

const holdEnds = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });

/**
 * The shopper's checkouts still awaiting payment, above their orders, each with a link back to
 * its payment page; one leaves the list when its hold ends.
 */
export function PendingCheckouts({ userId }: { userId: string }) {
  const query = useGetPendingCheckoutsQuery(userId, { refetchOnMountOrArgChange: true });
  const checkouts = query.data ?? [];
  const { refetch } = query;
  const firstEnd = Math.min(...checkouts.map((checkout) => Date.parse(checkout.expiresAt)));

  useEffect(() => {
    if (!Number.isFinite(firstEnd)) return;
    // Asking again when the first hold ends drops it (the server no longer lists it).
    const timer = setTimeout(() => void refetch(), Math.max(0, firstEnd - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [firstEnd, refetch]);

  if (checkouts.length === 0) return null;
  return (
    <section className={styles.pending} aria-labelledby="pending-title">
      <h2 id="pending-title" className={styles.pendingTitle}>
        {AWAITING_PAYMENT}
      </h2>
      <ul className={styles.list}>
        {checkouts.map((checkout) => (
          <li key={checkout.orderId}>
            <PendingCard checkout={checkout} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function PendingCard({ checkout }: { checkout: PendingCheckout }) {
  const units = checkout.items.reduce((sum, item) => sum + item.itemQty, 0);
  return (
    <article className={styles.pendingCard} aria-label={`Checkout ${checkout.orderId}`}>
      <span className={styles.cardTop}>
        <span className={styles.orderId}>
          <span className={styles.label}>Order</span> {checkout.orderId}
        </span>
        <Badge tone="warning">{AWAITING_PAYMENT}</Badge>
      </span>
      <span className={styles.cardMeta}>
        <span>
          {units} {units === 1 ? 'item' : 'items'}
        </span>
        <span aria-hidden="true">·</span>
        <span>Held until {holdEnds(checkout.expiresAt)}</span>
        <span className={styles.amount}>{formatMoney(checkout.amount)}</span>
      </span>
      <Link
        to={`/payment/${encodeURIComponent(checkout.orderId)}`}
        className={buttonClass('accent', 'sm')}
      >
        Complete payment
      </Link>
    </article>
  );
}
