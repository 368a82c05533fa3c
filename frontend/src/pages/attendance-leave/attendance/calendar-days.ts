import type { AttendanceDay } from './attendance-api';
import { CALENDAR_STYLE, statusLabel } from './attendance-labels';

/** Colours whose name says all there is to say about the day. */
const SELF_EXPLAINING = new Set<AttendanceDay['calendar']>(['present', 'absent', 'not_checked_in', 'not_employed']);

/** A day's tooltip: its colour's name, then the holiday and its type, or the status where the colour does not say it. */
export function dayTitle(day: AttendanceDay | undefined): string {
  if (!day) return '';
  const parts = [CALENDAR_STYLE[day.calendar].label];
  if (day.holiday_name) parts.push(`${day.holiday_name} (${day.holiday_type})`);
  else if (!SELF_EXPLAINING.has(day.calendar)) parts.push(statusLabel(day.status));
  return parts.join(' · ');
}
