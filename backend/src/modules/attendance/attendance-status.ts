/** Spec part 2 §4: the statuses a stored attendance record can have. */
export const STORED_STATUSES = [
  'present',
  'half_day',
  'absent',
  'requested',
  'half_day_requested',
  'half_day_approved',
  'half_day_rejected',
  'double_pay_requested',
  'double_pay_approved',
  'double_pay_rejected',
  'withdrawn',
  'on_leave',
  'double_pay_half_day',
] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

/**
 * Statuses only the per-day derivation produces (never stored). DECISIONS: `not_checked_in` is today with nothing
 * recorded yet (not absent before the day ends); `not_employed` a day outside the employment window. Both count 0.
 */
export const DERIVED_ONLY_STATUSES = ['holiday', 'half_day_on_leave', 'not_checked_in', 'not_employed'] as const;
export type DerivedStatus = StoredStatus | (typeof DERIVED_ONLY_STATUSES)[number];

/** Open requests: the agent may edit or withdraw them, an admin decides them. */
export const REQUESTED_STATUSES = ['requested', 'half_day_requested', 'double_pay_requested'] as const satisfies readonly StoredStatus[];

/** Days with nothing worked: they read as absent (`is_absent`) and can open an application (spec §4). */
export const ABSENT_STATUSES: ReadonlySet<string> = new Set<StoredStatus>(['absent', 'requested', 'withdrawn', 'half_day_rejected']);

/**
 * What a stored status counts towards payable days (§4 count labels). A day still asked for counts what it had before
 * the request; a rejected or withdrawn day counts nothing; a double-pay request or refusal is still the holiday (1).
 */
export const STATUS_COUNT: Record<StoredStatus, number> = {
  present: 1,
  half_day: 0.5,
  absent: 0,
  requested: 0,
  half_day_requested: 0.5,
  half_day_approved: 1,
  half_day_rejected: 0,
  double_pay_requested: 1,
  double_pay_approved: 2,
  double_pay_rejected: 1,
  withdrawn: 0,
  on_leave: 1,
  double_pay_half_day: 1.5,
};

/** Work on a non-flexi holiday shorter than this counts double pay + half day (1.5) instead of double pay (2). */
export const HOLIDAY_FULL_DAY_MINUTES = 180;

/** Whole minutes from one instant to another. */
export const minutesBetween = (from: Date, to: Date) => Math.floor((to.getTime() - from.getTime()) / 60_000);

/** The status a worked day gets from its times: double pay on a non-flexi holiday, otherwise present. */
export function workedStatus(onHoliday: boolean, minutesWorked: number | null, halfDayRequest: boolean): StoredStatus {
  if (onHoliday) return minutesWorked !== null && minutesWorked >= HOLIDAY_FULL_DAY_MINUTES ? 'double_pay_approved' : 'double_pay_half_day';
  return halfDayRequest ? 'half_day_approved' : 'present';
}
