import type { OrderItem } from '@contracts/orders';
import { variantText } from '@/features/cart/variant-text';
import { formatMoney } from '@/lib/money';
import { lineAmount } from './order-status';
import styles from './order-detail.module.css';

/** The bought lines: picture, name, variant, quantity × unit price and the line's amount. */
export function OrderItems({ items }: { items: OrderItem[] }) {
  return (
    <ul className={styles.items}>
      {items.map((item, index) => (
        <li
          key={`${item.id ?? 'gone'}:${item.varient?._id ?? ''}:${index}`}
          className={styles.item}
        >
          <span className={styles.itemThumb}>
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
          <span className={styles.itemText}>
            <span className={styles.itemName}>{item.name}</span>
            {item.varient && (
              <span className={styles.itemMeta}>
                {variantText(item.varient.varienteAttributes)}
              </span>
            )}
            <span className={styles.itemMeta}>
              {item.itemQty} × {formatMoney(item.unitPrice)}
            </span>
          </span>
          <span className={styles.itemAmount}>
            {formatMoney(lineAmount(item.unitPrice, item.itemQty))}
          </span>
        </li>
      ))}
    </ul>
  );
}
