import type { OrderItem } from '@contracts/orders';
import { SummaryCard } from '@/components/summary-card';
import { variantText } from '@/features/cart/variant-text';
import { formatMoney } from '@/lib/money';
import styles from './payment-page.module.css';

/**
 * The checkout being paid, as the server holds it: its lines, each with its variant and price
 * so two sizes of one product read apart, and the amount.
 */
export function OrderSummary({ items, amount }: { items: OrderItem[]; amount: number }) {
  return (
    <SummaryCard
      as="aside"
      className={styles.summary}
      total={{ label: 'Amount to pay', value: formatMoney(amount) }}
      before={
        items.length > 0 && (
          <ul className={styles.summaryLines}>
            {items.map((item, index) => (
              <li key={`${item.id ?? 'gone'}:${item.varient?._id ?? ''}:${index}`}>
                <span className={styles.summaryThumb}>
                  {item.coverImg && <img src={item.coverImg} alt="" width={48} height={60} />}
                  <span className={styles.summaryQty}>
                    <span className="sr-only">Quantity </span>
                    {item.itemQty}
                  </span>
                </span>
                <span className={styles.summaryName}>
                  {item.name}
                  {item.varient && (
                    <span className={styles.summaryVariant}>
                      {variantText(item.varient.varienteAttributes)}
                    </span>
                  )}
                </span>
                <span className={styles.summaryPrice}>{formatMoney(item.lineTotal)}</span>
              </li>
            ))}
          </ul>
        )
      }
    >
      <p className={styles.summaryNote}>
        Prices include all taxes. Your items are held for you while you pay.
      </p>
    </SummaryCard>
  );
}
