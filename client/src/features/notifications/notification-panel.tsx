import { Link } from 'react-router-dom';
import { Button } from '@/components/button';
import { cx } from '@/lib/cx';
import { formatDateTime } from '@/lib/date';
import { useGetNotifyInfiniteQuery } from './notifications-api';
import { PanelLoading } from './panel-loading';
import { timeAgo } from './time-ago';
import styles from './notification-bell.module.css';

/**
 * The bell's list, newest first, 10 at a time with More. The first `newCount` lines (and any the
 * server still reports unread) are marked new.
 */
export function NotificationPanel({ userId, newCount }: { userId: string; newCount: number }) {
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetNotifyInfiniteQuery(userId, { refetchOnMountOrArgChange: true });
  const items = data?.pages.flat() ?? [];

  if (isLoading) return <PanelLoading />;
  if (isError && items.length === 0) {
    return (
      <div className={styles.signedOut}>
        <p className={styles.empty}>Notifications could not be loaded.</p>
        <Button size="sm" variant="secondary" onClick={() => void refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return <p className={styles.empty}>No notifications yet. Order updates will appear here.</p>;
  }

  return (
    <div className={styles.panel}>
      {/* The list scrolls past a few items: focusable, so the keyboard can scroll it too. */}
      <ul className={styles.list} aria-label="Order updates" tabIndex={0}>
        {items.map((item, index) => {
          const isNew = index < newCount || !item.read;
          return (
            <li key={item._id} className={cx(styles.item, isNew && styles.new)}>
              {isNew && <span className="sr-only">New: </span>}
              <p className={styles.message}>{item.message}</p>
              <time
                className={styles.time}
                dateTime={item.createdAt}
                title={formatDateTime(item.createdAt)}
              >
                {timeAgo(item.createdAt)}
              </time>
            </li>
          );
        })}
      </ul>
      {hasNextPage && (
        <Button
          size="sm"
          variant="secondary"
          block
          loading={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          More
        </Button>
      )}
      <Link to="/orders" className={styles.ordersLink}>
        Go to Returns &amp; Orders
      </Link>
    </div>
  );
}
