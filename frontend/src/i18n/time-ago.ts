import { formatDateTime } from './format';

/**
 * How long ago, for feeds (notifications, recent activity): "Just now" under a minute, "12 min ago" under an hour,
 * "3 h ago" under a day, then the en-IN date and time. A time ahead of the clock (a skewed browser) reads "Just now".
 */
export function formatTimeAgo(value: string | Date, now: Date = new Date()): string {
  const at = value instanceof Date ? value : new Date(value);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return '—';
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h ago`;
  return formatDateTime(at);
}
