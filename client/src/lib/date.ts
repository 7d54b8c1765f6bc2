const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];
// Asia/Kolkata is UTC+5:30 all year (no daylight saving since 1945).
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * A stored UTC time shown in Asia/Kolkata, e.g. "4 Nov 2026, 3:05 pm". Empty when invalid.
 * Written out by hand rather than with Intl.DateTimeFormat: creating that formatter loads the
 * time-zone data, ~25 ms of main thread on a fast machine, inside the product page's first
 * reviews render (the same reason prices are formatted without Intl, lib/money.ts).
 */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() + KOLKATA_OFFSET_MS);
  const hours = local.getUTCHours();
  const minutes = String(local.getUTCMinutes()).padStart(2, '0');
  const day = `${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
  return `${day}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}
