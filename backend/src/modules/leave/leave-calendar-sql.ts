/**
 * Read helpers other modules embed in their own SQL (the attendance derivation reads a range of days for many
 * users in one statement). Each answers the text of a subquery over the caller's positional parameters, so the caller
 * numbers them: `from` and `to` are `date`s (inclusive), `userIds` an `int[]`.
 */
export interface LeaveDayParams {
  from: number;
  to: number;
  userIds: number;
  /** An `int`: a leave request counted as approved whatever its status (a leave approval's preview). */
  asApproved?: number;
}

/** Holiday types that are not working days: a leave does not debit them unless its type opts in. */
export const NON_WORKING_HOLIDAY_TYPES = ['WEEKEND', 'MANDATORY'] as const;

const NON_WORKING_TYPES_SQL = NON_WORKING_HOLIDAY_TYPES.map((type) => `'${type}'`).join(', ');
const isNonWorkingDay = (day: string) => `EXISTS (SELECT 1 FROM holidays h WHERE h.date = ${day} AND h.type IN (${NON_WORKING_TYPES_SQL}))`;

/**
 * `(request_id int, user_id int, day date, count numeric)`: the debited days within [from, to] of the leave requests
 * (alias `lr`) that `condition` selects, 0.5 for a half day, else 1. Weekly offs and mandatory holidays are not debited
 * unless the request's type counts non-working days (DECISIONS "Leave counts working days"): their days show as
 * holiday. A request's days come from `unnest(ARRAY(...))` rather than a bare `generate_series`: the planner guesses
 * 1,000 rows for a series whose bounds are columns (10 for the unnest), and with that guess it sorted the whole
 * day × user grid to merge a few thousand leave days into it.
 */
export function debitedLeaveDaysSql(condition: string, from: string, to: string): string {
  return `(
    SELECT lr.id AS request_id, lr.user_id, d.day, CASE WHEN lr.day_type = 'half' THEN 0.5 ELSE 1 END::numeric AS count
    FROM leave_requests lr
    JOIN leave_types lt ON lt.id = lr.leave_type_id
    CROSS JOIN LATERAL (
      SELECT GREATEST(lr.start_date, ${from}) + i AS day
      FROM unnest(ARRAY(SELECT generate_series(0, LEAST(lr.end_date, ${to}) - GREATEST(lr.start_date, ${from})))) AS i
    ) d
    WHERE ${condition} AND lr.end_date >= ${from} AND lr.start_date <= ${to}
      AND (lt.counts_non_working_days OR NOT ${isNonWorkingDay('d.day')})
  )`;
}

/**
 * `(user_id int, day date, leave_count numeric)`: one row per user and day debited by an approved leave request within
 * [from, to] (see `debitedLeaveDaysSql`: a weekly off or mandatory holiday inside a leave is not a leave day unless the
 * type opts in); a half day counts 0.5, a full day 1 (approved requests never overlap; the sum is capped at 1 all the
 * same, so a day never counts more than one day of leave).
 * Reads only the approved requests that end on or after `from` (IDX_leave_requests_approved_user_end), not a user's
 * whole history.
 */
export function approvedLeaveDaysSql({ from, to, userIds, asApproved }: LeaveDayParams): string {
  const approved = asApproved === undefined ? `lr.status = 'approved'` : `(lr.status = 'approved' OR lr.id = $${asApproved}::int)`;
  const days = debitedLeaveDaysSql(`${approved} AND lr.user_id = ANY ($${userIds}::int[])`, `$${from}::date`, `$${to}::date`);
  return `(
    SELECT ld.user_id, ld.day, LEAST(SUM(ld.count), 1)::numeric AS leave_count
    FROM ${days} ld
    GROUP BY ld.user_id, ld.day
  )`;
}

/**
 * `(user_id int, start_date text, end_date text)`, YYYY-MM-DD: the leave request `$id` (an `int`), its days from `$from`
 * (a `date`) on, for a caller that weighs the request's coming days (no row when there is no such request).
 */
export function leaveRequestSpanSql({ id, from }: { id: number; from: number }): string {
  return `(
    SELECT lr.user_id, to_char(GREATEST(lr.start_date, $${from}::date), 'YYYY-MM-DD') AS start_date, to_char(lr.end_date, 'YYYY-MM-DD') AS end_date
    FROM leave_requests lr WHERE lr.id = $${id}::int
  )`;
}

/**
 * `(day date, name text, type text)`: the days within [from, to] (SQL date expressions, which may name the caller's
 * columns) that are not working days (a weekly off or a mandatory holiday), one row per day, a mandatory holiday's name
 * before a weekly off's.
 */
export function nonWorkingDaysSql(from: string, to: string): string {
  return `(
    SELECT DISTINCT ON (h.date) h.date AS day, h.name, h.type
    FROM holidays h
    WHERE h.date BETWEEN ${from} AND ${to} AND h.type IN (${NON_WORKING_TYPES_SQL})
    ORDER BY h.date, (h.type = 'WEEKEND'), h.name
  )`;
}

export interface HolidayDayParams {
  from: number;
  to: number;
}

/**
 * `(day date, name text, type text)`: the holidays within [from, to], type MANDATORY, FLEXI or WEEKEND. A day may
 * carry more than one holiday (one per name).
 */
export function holidayDaysSql({ from, to }: HolidayDayParams): string {
  return `(
    SELECT h.date AS day, h.name, h.type
    FROM holidays h
    WHERE h.date BETWEEN $${from}::date AND $${to}::date
  )`;
}
