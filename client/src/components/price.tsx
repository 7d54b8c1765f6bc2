import { cx } from '@/lib/cx';
import { discountPercent, formatMoney, formatPriceRange, upToPercent } from '@/lib/money';
import styles from './price.module.css';

export interface PriceProps {
  price: number;
  /** Maximum retail price; struck through with the discount when above the price. */
  mrp?: number;
  /** Decimals of the discount percent: 1 on cards, 0 on the product page (spec §9). */
  decimals?: number;
  /** Upper end of a variable product's price range. */
  maxPrice?: number;
  /** A range's highest MRP (`mrp` is the lowest): struck through as a range. */
  maxMrp?: number;
  /** A range's deepest discount in percent: "Up to N% off". */
  bestDiscount?: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

export function Price({
  price,
  mrp,
  decimals = 1,
  maxPrice,
  maxMrp,
  bestDiscount,
  size = 'md',
  className,
}: PriceProps) {
  const isRange = maxPrice !== undefined && maxPrice > price;
  const off = isRange
    ? upToPercent(bestDiscount, decimals)
    : mrp !== undefined
      ? discountPercent(price, mrp, decimals)
      : null;
  return (
    <p className={cx(styles.price, styles[size], className)}>
      <span className={styles.current}>
        <span className="sr-only">Price </span>
        {isRange ? formatPriceRange(price, maxPrice) : formatMoney(price)}
      </span>
      {off !== null && mrp !== undefined && (
        <>
          <s className={styles.mrp}>
            <span className="sr-only">MRP </span>
            {isRange ? formatPriceRange(mrp, maxMrp ?? mrp) : formatMoney(mrp)}
          </s>
          <span className={styles.off}>{isRange ? `Up to ${off}% off` : `${off}% off`}</span>
        </>
      )}
    </p>
  );
}
