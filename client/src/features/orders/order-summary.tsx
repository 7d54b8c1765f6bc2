import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '@/app/hooks';
import { useGetAttributesQuery } from '@/features/catalog/catalog-api';
import { selectCartItems, unitPrice } from '@/features/cart/cart-slice';
import { variantText } from '@/features/cart/variant-text';
import { formatMoney } from '@/lib/money';
import styles from './payment-page.module.css';

/**
 * The order being paid: its lines (still in the cart until it is placed), each with its
 * variant and price so two sizes of one product read apart, and the amount.
 */
export function OrderSummary({ amount }: { amount: number }) {
  const lines = useAppSelector(selectCartItems);
  const variable = lines.some((line) => line.productType === 1);
  const { data: attributes } = useGetAttributesQuery(variable ? undefined : skipToken);
  return (
    <aside className={styles.summary} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.summaryTitle}>
        Order summary
      </h2>
      {lines.length > 0 && (
        <ul className={styles.summaryLines}>
          {lines.map((line) => (
            <li key={`${line.id}:${line.varient?._id ?? ''}`}>
              <span className={styles.summaryThumb}>
                {line.coverImg && <img src={line.coverImg} alt="" width={48} height={60} />}
                <span className={styles.summaryQty}>
                  <span className="sr-only">Quantity </span>
                  {line.itemQty}
                </span>
              </span>
              <span className={styles.summaryName}>
                {line.name}
                {line.varient && (
                  <span className={styles.summaryVariant}>
                    {variantText(line.varient.varienteAttributes, attributes)}
                  </span>
                )}
              </span>
              <span className={styles.summaryPrice}>
                {formatMoney(unitPrice(line) * line.itemQty)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.summaryTotals}>
        <div>
          <dt>Delivery</dt>
          <dd className={styles.free}>Free</dd>
        </div>
        <div className={styles.summaryGrand}>
          <dt>Amount to pay</dt>
          <dd>{formatMoney(amount)}</dd>
        </div>
      </dl>
      <p className={styles.summaryNote}>
        Prices include all taxes. Your items are held for you while you pay.
      </p>
    </aside>
  );
}
