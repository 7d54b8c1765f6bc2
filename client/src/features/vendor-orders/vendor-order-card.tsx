import type { Order, OrderStatus } from '@contracts/orders';
import { useId } from 'react';
import { Button } from '@/components/button';
import { ReceiptIcon } from '@/components/icons';
import { Select } from '@/components/select';
import { OrderLines } from '@/features/orders/order-lines';
import { OrderStatusBadge } from '@/features/orders/order-status-badge';
import { formatMoney } from '@/lib/money';
import { VENDOR_PAYMENT_LABELS, VENDOR_STATUS_LABELS, VENDOR_TEXT } from './vendor-order-status';
import styles from './vendor-orders-page.module.css';

const STATUS_OPTIONS = ([1, 2, 3, 4, 5] as const).map((status) => ({
  value: String(status),
  label: VENDOR_STATUS_LABELS[status],
}));

export interface VendorOrderCardProps {
  order: Order;
  saving: boolean;
  onStatus: (status: OrderStatus) => void;
  onBill: () => void;
}

/** One order in My Orders: customer, items, amount, payment, address, status and Bill. */
export function VendorOrderCard({ order, saving, onStatus, onBill }: VendorOrderCardProps) {
  const titleId = useId();
  const { paymentType, paymentDetail } = order.orderPayment;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <header className={styles.cardHead}>
        <div className={styles.headText}>
          <h2 id={titleId} className={styles.orderId}>
            Order {order.orderId}
          </h2>
          <p className={styles.muted}>{order.orderTime[0]}</p>
        </div>
        <OrderStatusBadge status={order.orderStatus} labels={VENDOR_STATUS_LABELS} />
        <Select
          label="Status"
          className={styles.status}
          options={STATUS_OPTIONS}
          value={String(order.orderStatus)}
          disabled={saving}
          onChange={(event) => onStatus(Number(event.target.value) as OrderStatus)}
        />
      </header>

      <div className={styles.cardBody}>
        <section aria-label="Items">
          <OrderLines items={order.items} layout="vendor" />
        </section>

        <dl className={styles.facts}>
          <div>
            <dt>Customer</dt>
            <dd>
              {order.customer?.name ?? '—'}
              {order.customer?.phone && (
                <span className={styles.muted}> · +91 {order.customer.phone}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Amount</dt>
            <dd className={styles.amount}>{formatMoney(order.orderAmount)}</dd>
          </div>
          <div>
            <dt>Payment</dt>
            <dd>
              {paymentType ? VENDOR_PAYMENT_LABELS[paymentType] : '—'}
              {paymentDetail.TransitionId && (
                <span className={styles.mono}> {paymentDetail.TransitionId}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>
              {order.orderAddress || '—'}{' '}
              <button
                type="button"
                className={styles.mapButton}
                onClick={() => window.alert(VENDOR_TEXT.map)}
              >
                View on map
              </button>
            </dd>
          </div>
        </dl>
      </div>

      <footer className={styles.cardFoot}>
        <Button variant="secondary" size="sm" icon={<ReceiptIcon size={16} />} onClick={onBill}>
          Bill
        </Button>
      </footer>
    </article>
  );
}
