import type { OrderStatus, RefundState } from '@contracts/orders';
import { Badge, type BadgeTone } from '@/components/badge';
import { ORDER_STATUS_LABELS, REFUND_LABELS } from './order-status';
import styles from './orders-page.module.css';

const TONES: Record<OrderStatus, BadgeTone> = {
  1: 'neutral',
  2: 'warning',
  3: 'accent',
  4: 'success',
  5: 'danger',
};

/**
 * The status as a coloured label, with a canceled order's refund beside it; `labels` swaps in
 * the vendor's names.
 */
export function OrderStatusBadge({
  status,
  refund,
  labels = ORDER_STATUS_LABELS,
}: {
  status: OrderStatus;
  refund?: RefundState;
  labels?: Record<OrderStatus, string>;
}) {
  const badge = <Badge tone={TONES[status]}>{labels[status]}</Badge>;
  if (!refund) return badge;
  return (
    <span className={styles.badges}>
      {badge}
      <Badge tone={refund === 'refunded' ? 'success' : 'warning'}>{REFUND_LABELS[refund]}</Badge>
    </span>
  );
}
