import type { ReactNode } from 'react';
import { CountBadge } from './badge';
import styles from './icon-count.module.css';

/** An icon with a small counter at its top-right corner (hidden at 0, "9+" above 9). */
export function IconWithCount({ icon, count }: { icon: ReactNode; count: number }) {
  return (
    <span className={styles.icon}>
      {icon}
      <CountBadge count={count} className={styles.badge} />
    </span>
  );
}
