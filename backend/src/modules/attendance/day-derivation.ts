import { STATUS_COUNT, type DerivedStatus, type StoredStatus } from './attendance-status.js';

/** What is known about one user's day: the stored record, approved leave, a holiday. */
export interface DayFacts {
  record: { status: StoredStatus } | null;
  /** Approved leave on the day: 1 (full) or 0.5 (half), or null. */
  leaveCount: number | null;
  holiday: { type: 'MANDATORY' | 'FLEXI' | 'WEEKEND' } | null;
  /** Outside the user's employment window (before joining, after the last working date). */
  notEmployed?: boolean;
  /** The day is today: it has not ended yet. */
  isToday?: boolean;
}

export interface DerivedDay {
  status: DerivedStatus;
  count: number;
}

/**
 * Spec part 2 §4 per-day derivation: a recorded row wins; a half day with approved half-day leave is
 * half_day_on_leave (1); with no record, approved leave is on_leave, a non-flexi holiday (weekly offs included) is
 * holiday, otherwise absent, except today (not_checked_in: the day has not ended). DECISIONS: a day outside the
 * employment window is not_employed and counts nothing. `attendance-days.sql.ts` computes the same in SQL; a test
 * holds them together.
 */
export function deriveDay({ record, leaveCount, holiday, notEmployed = false, isToday = false }: DayFacts): DerivedDay {
  if (notEmployed) return { status: 'not_employed', count: 0 };
  if (record) {
    if (record.status === 'half_day' && leaveCount === 0.5) return { status: 'half_day_on_leave', count: 1 };
    return { status: record.status, count: STATUS_COUNT[record.status] };
  }
  if (leaveCount !== null) return { status: 'on_leave', count: 1 };
  if (holiday && holiday.type !== 'FLEXI') return { status: 'holiday', count: 1 };
  return { status: isToday ? 'not_checked_in' : 'absent', count: 0 };
}

/** Spec §2/§4 calendar colours: what a day shows as on the agent's calendar. */
export type CalendarKind =
  | 'present'
  | 'half_day'
  | 'absent'
  | 'leave'
  | 'leave_half_day'
  | 'double_pay'
  | 'double_pay_half_day'
  | 'holiday'
  | 'not_checked_in'
  | 'not_employed';

const CALENDAR_KIND: Record<DerivedStatus, CalendarKind> = {
  present: 'present',
  half_day_approved: 'present',
  half_day: 'half_day',
  half_day_requested: 'half_day',
  absent: 'absent',
  half_day_rejected: 'absent',
  withdrawn: 'absent',
  requested: 'absent',
  double_pay_requested: 'holiday',
  double_pay_rejected: 'holiday',
  double_pay_approved: 'double_pay',
  double_pay_half_day: 'double_pay_half_day',
  on_leave: 'leave',
  half_day_on_leave: 'leave_half_day',
  holiday: 'holiday',
  not_checked_in: 'not_checked_in',
  not_employed: 'not_employed',
};

/** §4 calendar mapping; approved full-day leave overrides the day colour. */
export function calendarKind(day: DerivedDay, leaveCount: number | null): CalendarKind {
  if (leaveCount === 1 && day.status !== 'not_employed') return 'leave';
  return CALENDAR_KIND[day.status];
}
