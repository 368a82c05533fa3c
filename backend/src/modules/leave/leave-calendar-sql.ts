/**
 * Read helpers other modules embed in their own SQL (the attendance derivation reads a range of days for many
 * users in one statement). Each answers the text of a subquery over the caller's positional parameters, so the caller
 * numbers them: `from` and `to` are `date`s (inclusive), `userIds` an `int[]`.
 */
export interface LeaveDayParams {
  from: number;
  to: number;
  userIds: number;
}

/**
 * `(user_id int, day date, leave_count numeric)`: one row per user and day covered by an approved leave request
 * within [from, to]; a half day counts 0.5, a full day 1 (approved requests never overlap; the sum is capped at 1
 * all the same, so a day never counts more than one day of leave).
 * Reads only the approved requests that end on or after `from` (IDX_leave_requests_approved_user_end), not a user's
 * whole history. A request's days come from `unnest(ARRAY(...))` rather than a bare `generate_series`: the planner
 * guesses 1,000 rows for a series whose bounds are columns (10 for the unnest), and with that guess it sorted the
 * whole day × user grid to merge a few thousand leave days into it.
 */
export function approvedLeaveDaysSql({ from, to, userIds }: LeaveDayParams): string {
  return `(
    SELECT lr.user_id, d.day,
           LEAST(SUM(CASE WHEN lr.day_type = 'half' THEN 0.5 ELSE 1 END), 1)::numeric AS leave_count
    FROM leave_requests lr
    CROSS JOIN LATERAL (
      SELECT GREATEST(lr.start_date, $${from}::date) + i AS day
      FROM unnest(ARRAY(SELECT generate_series(0, LEAST(lr.end_date, $${to}::date) - GREATEST(lr.start_date, $${from}::date)))) AS i
    ) d
    WHERE lr.status = 'approved'
      AND lr.user_id = ANY ($${userIds}::int[])
      AND lr.end_date >= $${from}::date
      AND lr.start_date <= $${to}::date
    GROUP BY lr.user_id, d.day
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
