import { timeAgo } from './time-ago';

const now = Date.parse('2026-11-22T10:00:00.000Z');
const before = (ms: number) => new Date(now - ms).toISOString();

describe('timeAgo', () => {
  it('when it is recent, then it says how long ago', () => {
    expect(timeAgo(before(20_000), now)).toBe('Just now');
    expect(timeAgo(before(5 * 60_000), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3_600_000 + 60_000), now)).toBe('3 hours ago');
  });

  it('when it is a day or older, then it shows the date and time in Asia/Kolkata', () => {
    // 09:35 UTC is 3:05 pm in Kolkata.
    expect(timeAgo('2026-11-04T09:35:00.000Z', now)).toMatch(/^4 Nov 2026, 3:05\s?pm$/i);
  });

  it('when the time is not a date, then it shows nothing', () => {
    expect(timeAgo('soon', now)).toBe('');
  });
});
