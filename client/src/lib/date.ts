let kolkata: Intl.DateTimeFormat | undefined;

/** A stored UTC time shown in Asia/Kolkata, e.g. "4 Nov 2026, 3:05 pm". Empty when invalid. */
export function formatDateTime(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  // Built on first use, not when a page's chunk loads: an ICU formatter is costly to create.
  kolkata ??= new Intl.DateTimeFormat('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return kolkata.format(date);
}
