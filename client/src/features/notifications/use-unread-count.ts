import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { UNREAD_POLL_MS } from '@/lib/account-constants';
import { useGetNewNotifyQuery } from './notifications-api';

function subscribeToVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange);
  return () => document.removeEventListener('visibilitychange', onChange);
}
const isPageVisible = () => document.visibilityState !== 'hidden';

/**
 * The signed-in customer's unread count, asked for every UNREAD_POLL_MS while the tab is
 * visible (and at once when it becomes visible again); nothing is asked while signed out.
 */
export function useUnreadCount(userId: string | undefined) {
  const visible = useSyncExternalStore(subscribeToVisibility, isPageVisible, () => true);
  const query = useGetNewNotifyQuery(userId ?? skipToken, {
    pollingInterval: visible ? UNREAD_POLL_MS : 0,
    refetchOnMountOrArgChange: true,
  });

  const { refetch } = query;
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current && userId) void refetch();
    wasVisible.current = visible;
  }, [visible, userId, refetch]);

  // A 401 kept from an earlier session (a poll that raced its logout) is no news while the
  // fresh request, with the new session's token, is on its way.
  const error = userId && !query.isFetching ? query.error : undefined;
  return { count: userId ? (query.data ?? 0) : 0, error };
}
