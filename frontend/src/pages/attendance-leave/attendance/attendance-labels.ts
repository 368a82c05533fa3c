import { formatInBusinessZone } from '../../../i18n/dates';
import type { AttendanceDay } from './attendance-api';

/** Spec §2 row labels: ON LEAVE, HALF DAY + ON LEAVE, DOUBLE PAY + HALF DAY, otherwise the status upper-cased with spaces. */
export function statusLabel(status: string): string {
  if (status === 'on_leave') return 'ON LEAVE';
  if (status === 'not_checked_in') return 'NOT CHECKED IN YET';
  if (status === 'half_day_on_leave') return 'HALF DAY + ON LEAVE';
  if (status === 'double_pay_half_day') return 'DOUBLE PAY + HALF DAY';
  return status.replace(/_/g, ' ').toUpperCase();
}

const dayCountFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A number of days as counted (the spec's 0.5 and 1.5 steps): exact to one decimal, never rounded to a whole day. */
export function formatDays(count: number): string {
  return dayCountFormat.format(count);
}

/** Spec §4 count labels. */
export function countLabel(count: number): string {
  if (count >= 2) return 'Double Pay';
  if (count === 1.5) return 'Double Pay + Half Day';
  if (count === 1) return 'Present';
  if (count === 0.5) return 'Half Day';
  return 'Absent';
}

/** "Xh Ym" between two instants (part 1 §4: the check-out confirmation's elapsed time). */
export function elapsed(from: Date | string, to: Date | string): string {
  const minutes = Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 60_000));
  return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}

/** HH:mm in the business zone (spec §9), or a dash. */
export function clockTime(value: string | Date | null | undefined): string {
  return value ? formatInBusinessZone(value, 'HH:mm') : '—';
}

/** The times an open request asks for ("09:30 - 18:30", "09:30 - —"), or null for any other day. */
export function requestedTimes(day: Partial<Pick<AttendanceDay, 'status' | 'requested_login_time' | 'requested_logout_time'>>): string | null {
  if (!day.status || !OPEN_REQUEST.has(day.status) || !day.requested_login_time) return null;
  return `${clockTime(day.requested_login_time)} - ${clockTime(day.requested_logout_time)}`;
}

/** "09:30 - 18:30 (9h 0m)", "09:30 - —" or "—"; an open request shows the times it asks for ("Requested 09:30 - 18:30"). */
export function checkInOut(
  day: Pick<AttendanceDay, 'login_time' | 'logout_time'> & Partial<Pick<AttendanceDay, 'status' | 'requested_login_time' | 'requested_logout_time'>>,
): string {
  const asked = requestedTimes(day);
  if (asked) return `Requested ${asked}`;
  if (!day.login_time) return '—';
  const span = `${clockTime(day.login_time)} - ${clockTime(day.logout_time)}`;
  return day.logout_time ? `${span} (${elapsed(day.login_time, day.logout_time)})` : span;
}

type CalendarKind = AttendanceDay['calendar'];

const GREEN = '#22c55e';
const RED = '#ef4444';
const ORANGE = '#f97316';
const BLUE = '#3b82f6';
const GREY = '#9ca3af';

/** Spec §2 day colours, with the split colours of a half day, leave plus half day and double pay plus half day. */
export const CALENDAR_STYLE: Record<CalendarKind, { background: string; label: string }> = {
  present: { background: GREEN, label: 'Present' },
  absent: { background: RED, label: 'Absent' },
  leave: { background: ORANGE, label: 'Leave' },
  double_pay: { background: BLUE, label: 'Double Pay' },
  holiday: { background: GREY, label: 'Holiday' },
  half_day: { background: `linear-gradient(135deg, ${GREEN} 50%, #ffffff 50%)`, label: 'Half Day' },
  leave_half_day: { background: `linear-gradient(135deg, ${ORANGE} 50%, #fed7aa 50%)`, label: 'Leave + Half Day' },
  double_pay_half_day: { background: `linear-gradient(135deg, ${BLUE} 50%, ${GREY} 50%)`, label: 'Double Pay + Half Day' },
  // DECISIONS: today before check-in is not absent yet; days outside the employment window count nothing.
  not_checked_in: { background: '#ffffff', label: 'Not checked in yet' },
  not_employed: { background: 'repeating-linear-gradient(135deg, #f1f5f9 0 6px, #e2e8f0 6px 12px)', label: 'Not employed' },
};

export const HOURS = Array.from({ length: 13 }, (_, i) => String(i + 8).padStart(2, '0'));
export const MINUTES = ['00', '10', '20', '30', '40', '50'];
export const OPEN_REQUEST = new Set(['requested', 'half_day_requested', 'double_pay_requested']);
