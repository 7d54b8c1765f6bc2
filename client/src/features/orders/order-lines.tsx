import type { OrderItem } from '@contracts/orders';
import { variantText } from '@/features/cart/variant-text';
import { cx } from '@/lib/cx';
import { formatMoney } from '@/lib/money';
import { lineAmount } from './order-status';
import styles from './order-lines.module.css';

export interface OrderLinesProps {
  items: OrderItem[];
  /**
   * `shopper`: quantity × unit price under the name (the order's detail panel);
   * `vendor`: in a column of its own, smaller pictures (the shop's order cards).
   */
  layout: 'shopper' | 'vendor';
}

/** The bought lines: picture, name, variant, quantity × unit price and the line's amount. */
export function OrderLines({ items, layout }: OrderLinesProps) {
  const [width, height] = layout === 'shopper' ? [56, 70] : [48, 60];
  return (
    <ul className={cx(styles.lines, styles[layout])}>
      {items.map((item, index) => {
        const quantity = (
          <span className={styles.quantity}>
            {item.itemQty} × {formatMoney(item.unitPrice)}
          </span>
        );
        return (
          <li
            key={`${item.id ?? 'gone'}:${item.varient?._id ?? ''}:${index}`}
            className={styles.line}
          >
            <span className={styles.thumb}>
              {item.coverImg && (
                <img
                  src={item.coverImg}
                  alt=""
                  width={width}
                  height={height}
                  loading="lazy"
                  decoding="async"
                />
              )}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{item.name}</span>
              {item.varient && (
                <span className={styles.meta}>{variantText(item.varient.varienteAttributes)}</span>
              )}
              {layout === 'shopper' && quantity}
            </span>
            {layout === 'vendor' && quantity}
            <span className={styles.amount}>
              {formatMoney(lineAmount(item.unitPrice, item.itemQty))}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
