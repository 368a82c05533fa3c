import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from './time-ago';

const NOW = new Date('2030-03-10T06:30:00.000Z');
const before = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

describe('formatTimeAgo', () => {
  it('reads minutes, then hours, then the date and time in the business zone', () => {
    expect(formatTimeAgo(before(0.5), NOW)).toBe('Just now');
    expect(formatTimeAgo(before(12), NOW)).toBe('12 min ago');
    expect(formatTimeAgo(before(59), NOW)).toBe('59 min ago');
    expect(formatTimeAgo(before(60), NOW)).toBe('1 h ago');
    expect(formatTimeAgo(before(23 * 60 + 59), NOW)).toBe('23 h ago');
    expect(formatTimeAgo(before(24 * 60), NOW)).toBe('09 Mar 2030, 12:00 pm');
  });

  it('reads a time ahead of the clock as just now and a bad value as a dash', () => {
    expect(formatTimeAgo(before(-5), NOW)).toBe('Just now');
    expect(formatTimeAgo('not a date', NOW)).toBe('—');
  });
});
