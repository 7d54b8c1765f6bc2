import type { Order } from '@contracts/orders';
import { cx } from '@/lib/cx';
import { CANCELED, progressSteps } from './order-status';
import styles from './order-detail.module.css';

/** The progress line: the steps reached with their times; a canceled order says so. */
export function OrderProgress({ order }: { order: Pick<Order, 'orderStatus' | 'orderTime'> }) {
  const steps = progressSteps(order);
  const canceled = order.orderStatus === CANCELED;
  return (
    <div>
      <ol
        className={cx(styles.progress, canceled && styles.progressCanceled)}
        aria-label="Order progress"
      >
        {steps.map((step) => (
          <li key={step.label} className={cx(styles.progressStep, step.reached && styles.reached)}>
            <span className={styles.dot} aria-hidden="true" />
            <span className={styles.stepLabel}>
              {step.label}
              <span className="sr-only">{step.reached ? ', done' : ', not yet'}</span>
            </span>
            {step.time && <span className={styles.stepTime}>{step.time}</span>}
          </li>
        ))}
      </ol>
      {canceled && (
        <p className={styles.canceled} role="status">
          <strong>Your order is canceled.</strong>
          {order.orderTime[4] && <span className={styles.stepTime}>{order.orderTime[4]}</span>}
        </p>
      )}
    </div>
  );
}
