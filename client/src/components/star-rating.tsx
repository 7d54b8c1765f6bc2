import { cx } from '@/lib/cx';
import styles from './star-rating.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Stars() {
  return (
    <svg viewBox="0 0 120 24" width="100%" height="100%" aria-hidden="true" focusable="false">
      {[0, 1, 2, 3, 4].map((i) => (
        <path key={i} d={STAR} transform={`translate(${i * 24} 0)`} />
      ))}
    </svg>
  );
}

export interface StarRatingProps {
  /** 0 to 5, halves allowed. */
  value: number;
  /** Number of reviews, shown after the stars. */
  count?: number;
  size?: 'sm' | 'md';
  className?: string;
}

/** Read-only star display; screen readers hear "Rated 3.5 out of 5". */
export function StarRating({ value, count, size = 'md', className }: StarRatingProps) {
  const rating = Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));
  const label = `Rated ${rating.toFixed(1).replace(/\.0$/, '')} out of 5`;
  return (
    <span className={cx(styles.rating, styles[size], className)}>
      <span role="img" aria-label={label} className={styles.stars}>
        <span className={styles.empty}>
          <Stars />
        </span>
        <span className={styles.filled} style={{ width: `${(rating / 5) * 100}%` }}>
          <Stars />
        </span>
      </span>
      {count !== undefined && <span className={styles.count}>({count})</span>}
    </span>
  );
}
