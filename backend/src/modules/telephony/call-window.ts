import { zonedFormatter } from '../../common/time/business-date.js';
import type { DialerConfig } from '../../config/app-config.js';

/** Minutes after midnight of `at` in the time zone. */
function minutesOfDay(at: Date, timezone: string): number {
  const parts = zonedFormatter('en-GB', timezone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return value('hour') * 60 + value('minute');
}

/**
 * Whether a recovery call may be placed now (RBI: not before 08:00 or after 19:00, borrower's local time, which
 * is APP_TIMEZONE). Returns the refusal text, or null when calling is allowed.
 */
export function callWindowRefusal(window: DialerConfig['callWindow'], timezone: string, at: Date): string | null {
  if (!window) return null;
  const minute = minutesOfDay(at, timezone);
  if (minute >= window.start && minute < window.end) return null;
  return `Calls to customers are allowed only between ${window.text} (${timezone})`;
}
