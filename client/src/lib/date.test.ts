import { formatDateTime } from './date';

// The format the shop showed through Intl before (en-IN, Asia/Kolkata), which Chromium also gives.
const intl = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

describe('formatDateTime', () => {
  it('when given a UTC time, then it shows the day and time in Kolkata', () => {
    expect(formatDateTime('2026-11-04T09:35:00.000Z')).toBe('4 Nov 2026, 3:05 pm');
    expect(formatDateTime('2026-12-31T18:30:00.000Z')).toBe('1 Jan 2027, 12:00 am');
    expect(formatDateTime('2026-09-01T06:30:00.000Z')).toBe('1 Sept 2026, 12:00 pm');
  });

  it('when compared with Intl over a year of times, then the text is the same', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 366 * 86_400_000; t += 86_400_000 / 7 + 60_000) {
      expect(formatDateTime(t)).toBe(intl.format(new Date(t)));
    }
  });

  it('when the time is not a date, then it shows nothing', () => {
    expect(formatDateTime('soon')).toBe('');
  });
});
