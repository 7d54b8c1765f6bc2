import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectUser } from '@/app/session-slice';
import { signInRequested } from '@/app/ui-slice';
import { Button } from '@/components/button';
import { BellIcon } from '@/components/icons';
import { IconWithCount } from '@/components/icon-count';
import { Popover } from '@/components/popover';
import { isApiError } from '@/lib/api-error';
import { useSetNewNotifyMutation } from './notifications-api';
import { PanelLoading } from './panel-loading';
import { useUnreadCount } from './use-unread-count';
import styles from './notification-bell.module.css';

// The list loads with its panel, on the first opening.
const NotificationPanel = lazy(() =>
  import('./notification-panel').then((m) => ({ default: m.NotificationPanel })),
);

interface NotificationBellProps {
  className?: string;
  /** The server no longer accepts the customer's token (expired, or changed elsewhere). */
  onSessionExpired?: () => void;
  /** Opens at mount: the shopper clicked the header's stand-in button (bell-button.tsx). */
  defaultOpen?: boolean;
}

/**
 * Header bell: the unread count (9+ above 9), kept current by polling; opening it lists the
 * notifications and marks them read.
 */
export function NotificationBell({
  className,
  onSessionExpired,
  defaultOpen,
}: NotificationBellProps) {
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const { count, error } = useUnreadCount(user?.id);
  const [markRead] = useSetNewNotifyMutation();
  // Marking read clears the badge, so remember how many were new when the panel opened.
  const [newAtOpen, setNewAtOpen] = useState(0);
  // Opened at mount, it stays open on that page only (a new page remounts the popover closed).
  const [openOnPath, setOpenOnPath] = useState(defaultOpen ? pathname : null);
  if (openOnPath !== null && openOnPath !== pathname) setOpenOnPath(null);

  const expired = isApiError(error) && error.status === 401;
  useEffect(() => {
    if (expired) onSessionExpired?.();
  }, [expired, onSessionExpired]);

  const onOpen = () => {
    setNewAtOpen(count);
    if (user && count > 0) void markRead(user.id);
  };

  return (
    <Popover
      // A new page closes the panel (its links navigate).
      key={pathname}
      title="Notifications"
      triggerLabel={count > 0 ? `Notifications, ${count} unread` : 'Notifications'}
      triggerClassName={className}
      panelClassName={styles.popoverPanel}
      trigger={<IconWithCount icon={<BellIcon />} count={count} />}
      onOpen={onOpen}
      defaultOpen={openOnPath === pathname}
    >
      {user ? (
        <Suspense fallback={<PanelLoading />}>
          <NotificationPanel userId={user.id} newCount={newAtOpen} />
        </Suspense>
      ) : (
        <div className={styles.signedOut}>
          <p className={styles.empty}>Sign in to get updates about your orders here.</p>
          <Button size="sm" onClick={() => dispatch(signInRequested())}>
            Sign In
          </Button>
        </div>
      )}
    </Popover>
  );
}
