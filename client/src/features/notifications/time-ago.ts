import { formatDateTime } from '@/lib/date';

const relative = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });
const MINUTE = 60_000;

/**
 * When a notification came: "Just now", "5 minutes ago", "3 hours ago", then the date and time
 * in Asia/Kolkata. (The server's message already carries the order's own time.)
 */
export function timeAgo(value: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(value).getTime()) / MINUTE);
  if (Number.isNaN(minutes)) return '';
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return relative.format(-minutes, 'minute');
  if (minutes < 24 * 60) return relative.format(-Math.floor(minutes / 60), 'hour');
  return formatDateTime(value);
}
