/**
 * The days a user was at work (attendance_records, the attendance module's table), as SQL the leave module embeds
 * (DECISIONS "Leave counts working days": a leave is refused for a day with a present record). The caller numbers the
 * parameters: `userId` an `int`, `from` and `to` `date`s. It lives in common, not in the attendance module, because
 * attendance already embeds leave's calendar: leave importing attendance back is the cycle module-boundaries refuses.
 */
export interface WorkedDayParams {
  userId: number;
  from: number;
  to: number;
}

/**
 * Stored statuses of a day on which the user checked in and worked. An open request for an absent day (`requested`),
 * a refused or withdrawn one, and a day off are not worked.
 */
export const WORKED_STATUSES = [
  'present',
  'half_day',
  'half_day_requested',
  'half_day_approved',
  'double_pay_requested',
  'double_pay_approved',
  'double_pay_rejected',
  'double_pay_half_day',
] as const;

/** Worked days that count only half (no check-out): the other half may still be taken as a half day of leave. */
export const HALF_WORKED_STATUSES = ['half_day', 'half_day_requested'] as const;

/**
 * `(day date, full_day boolean)`: the days within [from, to] on which the user has a worked record, in order;
 * `full_day` is false for a half-worked day.
 */
export function workedDaysSql({ userId, from, to }: WorkedDayParams): string {
  return `(
    SELECT r.date AS day, r.status NOT IN (${HALF_WORKED_STATUSES.map((status) => `'${status}'`).join(', ')}) AS full_day
    FROM attendance_records r
    WHERE r.user_id = $${userId} AND r.date BETWEEN $${from}::date AND $${to}::date
      AND r.status IN (${WORKED_STATUSES.map((status) => `'${status}'`).join(', ')})
    ORDER BY r.date
  )`;
}

/**
 * `(user_id int, days numeric)`: each user's worked days within [from, to], a half-worked day counting 0.5 (the
 * reports' present days). `from` and `to` are SQL `date` expressions over the caller's parameters.
 */
export function workedDayCountsSql(from: string, to: string): string {
  return `(
    SELECT r.user_id, sum(CASE WHEN r.status IN (${HALF_WORKED_STATUSES.map((status) => `'${status}'`).join(', ')}) THEN 0.5 ELSE 1 END) AS days
    FROM attendance_records r
    WHERE r.date BETWEEN ${from} AND ${to} AND r.status IN (${WORKED_STATUSES.map((status) => `'${status}'`).join(', ')})
    GROUP BY r.user_id
  )`;
}
