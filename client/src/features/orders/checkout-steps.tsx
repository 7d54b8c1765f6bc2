import { cx } from '@/lib/cx';
import styles from './payment-page.module.css';

const STEPS = ['Cart', 'Address & Payment', 'Order placed'];

/** Where the shopper is in checkout: Cart, Address & Payment, Order placed. */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className={styles.steps} aria-label="Checkout steps">
      {STEPS.map((label, index) => {
        const step = index + 1;
        return (
          <li
            key={label}
            className={cx(
              styles.step,
              step < current && styles.stepDone,
              step === current && styles.stepNow,
            )}
            aria-current={step === current ? 'step' : undefined}
          >
            <span className={styles.stepDot} aria-hidden="true">
              {step < current ? '✓' : step}
            </span>
            <span className={styles.stepLabel}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
