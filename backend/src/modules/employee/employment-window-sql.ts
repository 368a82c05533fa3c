/**
 * The employment window (DECISIONS "Employment window") as SQL other modules embed in their own statements, so every
 * place that derives a user's days (attendance, the stats CSV, leave accrual) reads the same bounds from one
 * condition. The caller numbers the parameters: `timezone` is the business time zone (`text`), `userIds` an `int[]`.
 */
export interface EmploymentWindowParams {
  timezone: number;
  userIds: number;
}

/**
 * `(user_id int, first_day date, last_day date)`: one row per user of `userIds`. `first_day` is the profile's
 * `date_of_joining`, else the business date the account was created; `last_day` is the profile's
 * `last_working_date`, or null while they still work here. Days before `first_day` or after `last_day` count nothing.
 */
export function employmentWindowsSql({ timezone, userIds }: EmploymentWindowParams): string {
  return `(
    SELECT u.id AS user_id,
           COALESCE(ed.date_of_joining, (u.created_at AT TIME ZONE $${timezone}::text)::date) AS first_day,
           ed.last_working_date AS last_day
    FROM users u
    LEFT JOIN employee_details ed ON ed.user_id = u.id
    WHERE u.id = ANY ($${userIds}::int[])
  )`;
}
