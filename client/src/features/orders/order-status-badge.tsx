import type { OrderStatus } from '@contracts/orders';
import { Badge, type BadgeTone } from '@/components/badge';
import { ORDER_STATUS_LABELS } from './order-status';

const TONES: Record<OrderStatus, BadgeTone> = {
  1: 'neutral',
  2: 'warning',
  3: 'accent',
  4: 'success',
  5: 'danger',
};

/** The status as a coloured label; `labels` swaps in the vendor's names. */
export function OrderStatusBadge({
  status,
  labels = ORDER_STATUS_LABELS,
}: {
  status: OrderStatus;
  labels?: Record<OrderStatus, string>;
}) {
  return <Badge tone={TONES[status]}>{labels[status]}</Badge>;
}
