import { zonedFormatter } from '../../common/time/business-date.js';
import { AttendanceErrors } from './attendance.errors.js';

/** Spec §9: attendance hours 08 to 20, minutes in steps of 10. */
const FIRST_HOUR = 8;
const LAST_HOUR = 20;

/** `HH:mm` of an instant in the business time zone. */
export function businessClockTime(instant: Date, timezone: string): string {
  return zonedFormatter('en-GB', timezone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/**
 * A requested time: `HH:mm` on the date, or an ISO instant that falls on that business date; either way within the
 * spec's hours and steps. `startOfDay` is the instant the date begins in the business zone.
 */
export function parseRequestTime(
  value: string,
  field: 'login_time' | 'logout_time',
  day: { date: string; startOfDay: Date; timezone: string; dayOf: (instant: Date) => string },
): Date {
  let hours: number;
  let minutes: number;
  let instant: Date;
  const clock = /^(\d{2}):(\d{2})$/.exec(value);
  if (clock) {
    hours = Number(clock[1]);
    minutes = Number(clock[2]);
    instant = new Date(day.startOfDay.getTime() + (hours * 60 + minutes) * 60_000);
  } else {
    const ms = /^\d{4}-\d{2}-\d{2}T/.test(value) ? Date.parse(value) : Number.NaN;
    if (!Number.isFinite(ms)) throw AttendanceErrors.badTime(field);
    instant = new Date(ms);
    if (day.dayOf(instant) !== day.date) throw AttendanceErrors.badTime(field);
    [hours, minutes] = businessClockTime(instant, day.timezone).split(':').map(Number);
    if (instant.getUTCSeconds() !== 0 || instant.getUTCMilliseconds() !== 0) throw AttendanceErrors.badTime(field);
  }
  if (hours < FIRST_HOUR || hours > LAST_HOUR || minutes % 10 !== 0 || minutes > 50) throw AttendanceErrors.badTime(field);
  return instant;
}
