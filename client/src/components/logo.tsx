import { cx } from '@/lib/cx';
import styles from './logo.module.css';

/**
 * The shop's mark (its initial on an ink tile) and name. The mark is decorative; `markOnNarrow`
 * shows only the mark on the narrowest phones (where it sits in a link named for the shop).
 */
export function Logo({
  name,
  tagline,
  className,
  markOnNarrow = false,
}: {
  name: string;
  tagline?: string;
  className?: string;
  markOnNarrow?: boolean;
}) {
  const initial = name.trim().charAt(0).toUpperCase() || 'V';
  return (
    <span className={cx(styles.logo, markOnNarrow && styles.markOnNarrow, className)}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" className={styles.tile} />
        <text x="31" y="46" textAnchor="middle" className={styles.initial}>
          {initial}
        </text>
        <circle cx="50" cy="46" r="4" fill="#d9774f" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {tagline && <span className={styles.tagline}>{tagline}</span>}
      </span>
    </span>
  );
}
