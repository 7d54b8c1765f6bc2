import type { Order } from '@contracts/orders';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/button';
import { ReceiptIcon } from '@/components/icons';
import { formatMoney } from '@/lib/money';
import { OrderLines } from './order-lines';
import { OrderProgress } from './order-progress';
import { CancelOrder } from './cancel-order';
import { DELIVERED, isCancelable, PAYMENT_LABELS, REFUND_LABELS } from './order-status';
import { OrderStatusBadge } from './order-status-badge';
import styles from './order-detail.module.css';

export interface OrderDetailProps {
  order: Order;
  /** The Bill link was followed (offered for delivered orders only): choose this order's bill. */
  onBill: (order: Order) => void;
  /** The panel's own heading; the phone's drawer has its title already. */
  showHeading?: boolean;
  /** The shopper's id: with it, an order not yet shipped offers Cancel order. */
  userId?: string;
}

/** One order: progress line with times, items, address, payment and the Bill link. */
export function OrderDetail({ order, onBill, showHeading = true, userId }: OrderDetailProps) {
  const { paymentType, paymentDetail } = order.orderPayment;
  return (
    <div className={styles.detail}>
      <div className={styles.detailHead}>
        <div>
          {showHeading && <h2 className={styles.detailTitle}>Order {order.orderId}</h2>}
          <p className={styles.muted}>Placed on {order.orderTime[0]}</p>
        </div>
        <OrderStatusBadge status={order.orderStatus} refund={order.refund} />
      </div>
      {order.orderStatus === DELIVERED && (
        <div className={styles.billRow}>
          <p>Delivered on {order.orderTime[3]}. Your invoice is ready.</p>
          <Link
            to={`/orders/bill?order=${encodeURIComponent(order.orderId)}`}
            className={buttonClass('secondary', 'sm')}
            onClick={() => onBill(order)}
          >
            <ReceiptIcon size={16} /> Bill
          </Link>
        </div>
      )}

      {userId && isCancelable(order) && <CancelOrder userId={userId} order={order} />}

      <section aria-label="Progress">
        <OrderProgress order={order} />
      </section>

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>Items</h3>
        <OrderLines items={order.items} layout="shopper" />
        <p className={styles.total}>
          <span>Order total</span>
          <strong>{formatMoney(order.orderAmount)}</strong>
        </p>
      </section>

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>Delivery address</h3>
        <p>{order.orderAddress || '—'}</p>
      </section>

      <section className={styles.block}>
        <h3 className={styles.blockTitle}>Payment</h3>
        <dl className={styles.facts}>
          <div>
            <dt>Payment type</dt>
            <dd>{paymentType ? PAYMENT_LABELS[paymentType] : '—'}</dd>
          </div>
          {order.refund && (
            <div>
              <dt>Refund</dt>
              <dd>
                {order.refund === 'refunded'
                  ? `${REFUND_LABELS.refunded}: ${formatMoney(order.orderAmount)}`
                  : `${REFUND_LABELS.initiated}: ${formatMoney(order.orderAmount)}, usually back in 5–7 working days`}
              </dd>
            </div>
          )}
          {paymentDetail.TransitionId && (
            <div>
              <dt>Transaction ID</dt>
              <dd className={styles.mono}>{paymentDetail.TransitionId}</dd>
            </div>
          )}
        </dl>
      </section>
    </div>
  );
}
