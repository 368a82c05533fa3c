import { employmentWindowsSql } from '../employee/employment-window-sql.js';
import { approvedLeaveDaysSql, holidayDaysSql } from '../leave/leave-calendar-sql.js';

/**
 * Spec part 2 §4 per-day derivation for a range of days × a set of users, in one statement. Parameters: $1 and $2
 * the range (dates, inclusive), $3 today, $4 the users (`int[]`, in the order wanted: `user_position` is the index,
 * far cheaper to sort by than names), $5 the business time zone. Every day of the range for every user, joined to the
 * stored record, the approved leave and the holiday of the day (the leave module's calendar). Days after today appear
 * only when something is known about them (a record, leave or a holiday): a future day is not an absence.
 * DECISIONS: a day outside the user's employment window is `not_employed` and counts nothing; today with nothing
 * known is `not_checked_in` (not absent before the day ends).
 * The derivation matches `deriveDay` in `day-derivation.ts` (a test holds them together).
 */
export function attendanceDaysSql(): string {
  return `
    WITH people AS (
      SELECT u.id, u.name, u.email, o.position::int AS position, w.first_day, w.last_day
      FROM unnest($4::int[]) WITH ORDINALITY AS o(id, position) JOIN users u ON u.id = o.id
      JOIN ${employmentWindowsSql({ timezone: 5, userIds: 4 })} w ON w.user_id = u.id
    ),
    -- Dates, not timestamps cast back per row (the casts ran once per user × day in every join condition).
    days AS (SELECT $1::date + i AS day FROM generate_series(0, $2::date - $1::date) AS i),
    -- The range's records only: joined on the generated days alone, the planner would hash the whole table.
    records AS (
      SELECT id, user_id, date, status, attendance_count, login_time, logout_time, reason, rejection_reason, requested_login_time, requested_logout_time, version
      FROM attendance_records WHERE user_id = ANY ($4::int[]) AND date BETWEEN $1::date AND $2::date
    ),
    leave AS ${approvedLeaveDaysSql({ from: 1, to: 2, userIds: 4 })},
    holiday AS (
      SELECT DISTINCT ON (day) day, name, type FROM ${holidayDaysSql({ from: 1, to: 2 })} h
      ORDER BY day, (type = 'FLEXI'), name
    ),
    grid AS (
      SELECT p.id AS user_id, p.name AS user_name, p.email AS user_email, p.position AS user_position, d.day,
             (d.day < p.first_day OR d.day > p.last_day) IS TRUE AS outside_window,
             r.id AS record_id, r.status AS record_status, r.attendance_count AS record_count, r.version,
             r.login_time, r.logout_time, r.reason, r.rejection_reason, r.requested_login_time, r.requested_logout_time,
             lv.leave_count, h.name AS holiday_name, h.type AS holiday_type
      FROM people p
      CROSS JOIN days d
      LEFT JOIN records r ON r.user_id = p.id AND r.date = d.day
      LEFT JOIN leave lv ON lv.user_id = p.id AND lv.day = d.day
      LEFT JOIN holiday h ON h.day = d.day
    )
    SELECT g.user_id, g.user_name, g.user_email, g.user_position, g.day::text AS day, g.record_id, g.record_status, g.login_time, g.logout_time,
      g.reason, g.rejection_reason, g.requested_login_time, g.requested_logout_time, g.leave_count::float8 AS leave_count,
      g.holiday_name, g.holiday_type, g.version,
      CASE
        WHEN g.outside_window THEN 'not_employed'
        WHEN g.record_id IS NOT NULL AND g.record_status = 'half_day' AND g.leave_count = 0.5 THEN 'half_day_on_leave'
        WHEN g.record_id IS NOT NULL THEN g.record_status
        WHEN g.leave_count IS NOT NULL THEN 'on_leave'
        WHEN g.holiday_type IS NOT NULL AND g.holiday_type <> 'FLEXI' THEN 'holiday'
        WHEN g.day = $3::date THEN 'not_checked_in'
        ELSE 'absent'
      END AS status,
      CASE
        WHEN g.outside_window THEN 0
        WHEN g.record_id IS NOT NULL AND g.record_status = 'half_day' AND g.leave_count = 0.5 THEN 1
        WHEN g.record_id IS NOT NULL THEN g.record_count
        WHEN g.leave_count IS NOT NULL THEN 1
        WHEN g.holiday_type IS NOT NULL AND g.holiday_type <> 'FLEXI' THEN 1
        ELSE 0
      END::float8 AS attendance_count
    FROM grid g
    WHERE g.day <= $3::date OR g.record_id IS NOT NULL OR g.leave_count IS NOT NULL OR (g.holiday_type IS NOT NULL AND g.holiday_type <> 'FLEXI')`;
}

/**
 * How many rows `attendanceDaysSql` lists for each user up to today (same parameters; `position` is the user's index in
 * $4): every day of the range within the employment window (outside it a day is `not_employed`, which lists leave out)
 * and not after today, counted from the window's bounds without deriving a day. Days after today appear only when
 * something is known about them: count those with `attendanceDaysSql` itself over the days after today.
 */
export function listedDaysUpToTodaySql(): string {
  return `
    SELECT o.position::int AS position,
           GREATEST(0, LEAST($2::date, $3::date, w.last_day) - GREATEST($1::date, w.first_day) + 1)::int AS days
    FROM unnest($4::int[]) WITH ORDINALITY AS o(id, position)
    JOIN ${employmentWindowsSql({ timezone: 5, userIds: 4 })} w ON w.user_id = o.id
    ORDER BY o.position`;
}

/** One raw row of `attendanceDaysSql`. */
export interface AttendanceDayRow {
  user_id: number;
  user_name: string;
  user_email: string;
  day: string;
  record_id: number | null;
  record_status: string | null;
  login_time: Date | null;
  logout_time: Date | null;
  reason: string | null;
  rejection_reason: string | null;
  requested_login_time: Date | null;
  requested_logout_time: Date | null;
  /** The record's version (DECISIONS: decisions bind to what was seen); null with no record. */
  version: number | null;
  leave_count: number | null;
  holiday_name: string | null;
  holiday_type: 'MANDATORY' | 'FLEXI' | 'WEEKEND' | null;
  status: string;
  attendance_count: number;
}
