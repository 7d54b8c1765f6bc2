import { useAppSelector } from '@/app/hooks';
import { BellIcon } from '@/components/icons';
import { IconWithCount } from '@/components/icon-count';
import { Popover } from '@/components/popover';
import { selectNewNotify, selectNotifyList } from './notifications-slice';
import styles from './notification-bell.module.css';

/** Header bell with the unread count (capped at 9+) and the latest notifications. */
export function NotificationBell({ className }: { className?: string }) {
  const unread = useAppSelector(selectNewNotify);
  const list = useAppSelector(selectNotifyList);
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <Popover
      title="Notifications"
      triggerLabel={label}
      triggerClassName={className}
      trigger={<IconWithCount icon={<BellIcon />} count={unread} />}
    >
      {list.length === 0 ? (
        <p className={styles.empty}>No notifications yet. Order updates will appear here.</p>
      ) : (
        <ul className={styles.list}>
          {list.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
    </Popover>
  );
}
