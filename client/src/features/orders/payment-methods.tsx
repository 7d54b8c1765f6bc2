import type { PaymentType } from '@contracts/orders';
import { cx } from '@/lib/cx';
import styles from './payment-page.module.css';

interface Method {
  value: PaymentType;
  title: string;
  detail: string;
}

const ONLINE: Method = { value: 2, title: 'Online', detail: 'UPI, cards, net banking and wallets' };
const COD: Method = { value: 1, title: 'Cash on Delivery', detail: 'Pay when your order arrives' };

/** Online, and Cash on Delivery only while the shop offers it. */
export function PaymentMethods({
  cod,
  value,
  onChange,
}: {
  cod: boolean;
  value: PaymentType;
  onChange: (value: PaymentType) => void;
}) {
  const methods = cod ? [ONLINE, COD] : [ONLINE];
  return (
    <fieldset className={styles.methods}>
      <legend className="sr-only">Payment method</legend>
      {methods.map((method) => (
        <label
          key={method.value}
          className={cx(styles.method, value === method.value && styles.chosen)}
        >
          <input
            type="radio"
            name="paymentType"
            value={method.value}
            checked={value === method.value}
            onChange={() => onChange(method.value)}
          />
          <span>
            <span className={styles.methodTitle}>{method.title}</span>
            <span className={styles.methodDetail}>{method.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
