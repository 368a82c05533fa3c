/**
 * The calling window as the Call panel applies it (RBI: no recovery calls before 08:00 or after 19:00). The server
 * refuses init-call outside CALL_WINDOW (telephony/call-window.ts) and tells the window in GET /api/app-config;
 * the panel disables Call with the server's own words instead of letting the agent find out by trying.
 */
import type { AppConfig } from '../../api/types';
import { businessMinuteOfDay, businessTimeZone } from '../../i18n/dates';

export type CallWindow = NonNullable<AppConfig['call_window']>;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
};

/** Whether `now` is inside the window (from its start, up to but not including its end), in the business zone. */
export function isInsideCallWindow(window: CallWindow, now: Date): boolean {
  const minute = Math.floor(businessMinuteOfDay(now));
  return minute >= minutesOf(window.start) && minute < minutesOf(window.end);
}

/** The server's refusal, word for word: "Calls to customers are allowed only between 08:00 and 19:00 (Asia/Kolkata)". */
export function callWindowRefusal(window: CallWindow): string {
  return `Calls to customers are allowed only between ${window.start} and ${window.end} (${businessTimeZone()})`;
}

/** The line shown in the panel while calling is closed: "Outside calling hours (08:00–19:00). Calls open at 08:00." */
export function callWindowNote(window: CallWindow): string {
  return `Outside calling hours (${window.start}–${window.end}). Calls open at ${window.start}.`;
}
