import type { Order } from '@contracts/orders';
import { cx } from '@/lib/cx';
import { formatMoney } from '@/lib/money';
import { OrderStatusBadge } from './order-status-badge';
import styles from './orders-page.module.css';

const THUMBS = 4;

/** An order in the list: id, date, amount, status and item pictures; opens its detail. */
export function OrderCard({
  order,
  selected,
  onOpen,
}: {
  order: Order;
  selected: boolean;
  onOpen: () => void;
}) {
  const units = order.items.reduce((sum, item) => sum + item.itemQty, 0);
  const more = order.items.length - THUMBS;
  return (
    <button
      type="button"
      className={cx(styles.card, selected && styles.selected)}
      aria-pressed={selected}
      onClick={onOpen}
    >
      <span className={styles.cardTop}>
        <span className={styles.orderId}>
          <span className={styles.label}>Order</span> {order.orderId}
        </span>
        <OrderStatusBadge status={order.orderStatus} refund={order.refund} />
      </span>
      <span className={styles.cardMeta}>
        <span>{order.orderTime[0]}</span>
        <span aria-hidden="true">·</span>
        <span>
          {units} {units === 1 ? 'item' : 'items'}
        </span>
        <span className={styles.amount}>{formatMoney(order.orderAmount)}</span>
      </span>
      <span className={styles.thumbs}>
        {order.items.slice(0, THUMBS).map((item, index) => (
          <span key={index} className={styles.thumb}>
            {item.coverImg && (
              <img
                src={item.coverImg}
                alt=""
                width={56}
                height={70}
                loading="lazy"
                decoding="async"
              />
            )}
          </span>
        ))}
        {more > 0 && <span className={cx(styles.thumb, styles.moreThumbs)}>+{more}</span>}
      </span>
    </button>
  );
}
