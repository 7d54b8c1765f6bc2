import { cx } from '@/lib/cx';
import styles from './logo.module.css';

/** The shop's mark and name. Decorative mark; the name is the text. */
export function Logo({ name, tagline, className }: { name: string; tagline?: string; className?: string }) {
  return (
    <span className={cx(styles.logo, className)}>
      <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="currentColor" />
        <path d="M17 18h8l7 20 7-20h8L36 48h-8z" fill="var(--color-bg)" />
        <circle cx="47" cy="46" r="4" fill="#d9774f" />
      </svg>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        {tagline && <span className={styles.tagline}>{tagline}</span>}
      </span>
    </span>
  );
}
