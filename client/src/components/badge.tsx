import type { ReactNode } from 'react';
import { cx } from '@/lib/cx';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'danger' | 'warning';

export function Badge({
  tone = 'neutral',
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={cx(styles.badge, styles[tone], className)}>{children}</span>;
}

/** Counter text for icon badges: the spec caps the display at "9+". */
export function formatBadgeCount(count: number): string {
  return count > 9 ? '9+' : String(Math.max(0, Math.floor(count)));
}

/** A small round counter over an icon; renders nothing for 0. */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (!(count > 0)) return null;
  return (
    <span className={cx(styles.count, className)} aria-hidden="true">
      {formatBadgeCount(count)}
    </span>
  );
}
