import { Skeleton } from '@/components/skeleton';
import styles from './notification-bell.module.css';

/** Three placeholder lines while the notifications load. */
export function PanelLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className="sr-only">Loading notifications</span>
      {[0, 1, 2].map((line) => (
        <Skeleton key={line} height={52} />
      ))}
    </div>
  );
}
