import { WORKED_STATUSES } from '../../common/worked-days-sql.js';
import { utcDay } from '../../common/utc-day.js';
import { customersByGroupSql, followUpsBeforeSql } from '../customers/customer-counts.js';
import { employmentWindowsSql } from '../employee/employment-window-sql.js';
import { approvedLeaveDaysSql, nonWorkingDaysSql } from '../leave/leave-calendar-sql.js';
import { promiseTotal } from '../promises/promise-counts.js';

const listed = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * `(user_id, day, employed, leave, non_working, worked, checked_in_at)` for each of the users `$3::int[]` and each
 * business date from `$1` to `$2`: what their day holds, from the employment window, approved leave (and, for the
 * approval's warning, the leave request `$5` as if approved), the holiday calendar and attendance. `$4` is the
 * business time zone. Attendance's stored statuses are read as worked-days-sql.ts defines them.
 */
function agentDaysSql(withRequest: boolean): string {
  const leave = approvedLeaveDaysSql({ from: 1, to: 2, userIds: 3, ...(withRequest ? { asApproved: 5 } : {}) });
  return `
    SELECT u.user_id, to_char(d.day, 'YYYY-MM-DD') AS day,
           (d.day >= w.first_day AND (w.last_day IS NULL OR d.day <= w.last_day)) AS employed,
           coalesce(ld.leave_count, 0)::float AS leave, nw.type AS non_working,
           r.id IS NOT NULL AS worked, to_char(r.login_time AT TIME ZONE $4::text, 'HH24:MI') AS checked_in_at
    FROM unnest($3::int[]) u (user_id)
    CROSS JOIN (SELECT generate_series($1::date, $2::date, interval '1 day')::date AS day) d
    JOIN ${employmentWindowsSql({ timezone: 4, userIds: 3 })} w ON w.user_id = u.user_id
    LEFT JOIN ${leave} ld ON ld.user_id = u.user_id AND ld.day = d.day
    LEFT JOIN ${nonWorkingDaysSql('$1::date', '$2::date')} nw ON nw.day = d.day
    LEFT JOIN attendance_records r ON r.user_id = u.user_id AND r.date = d.day AND r.status IN (${listed(WORKED_STATUSES)})`;
}

export const AGENT_DAYS_SQL = agentDaysSql(false);
export const AGENT_DAYS_WITH_REQUEST_SQL = agentDaysSql(true);

/**
 * `(group_id, day, follow_ups_due, promises_due, broken_promises, never_contacted)` for every group on today (`$2`): the
 * work the worklist shows by the end of the day (`$1`, the instant the next business day starts), follow-ups and open
 * promises due by then, broken promises not called again and customers never contacted, from the trigger-kept count
 * tables (the follow-ups: followUpsBeforeSql, reading only a few hours' index entries). One statement of its own, not a
 * branch of the days' one: with both in one, PostgreSQL planned it afresh each time for longer than it ran.
 */
export const TODAY_WORK_SQL = `
  SELECT g.id AS group_id, to_char($2::date, 'YYYY-MM-DD') AS day, coalesce(due.n, 0)::int AS follow_ups_due,
    (${promiseTotal(`counts.group_id = g.id AND counts.state = 'open' AND counts.due_on <= $2::date`)})::int AS promises_due,
    (${promiseTotal(`counts.group_id = g.id AND counts.state = 'broken' AND NOT counts.called_again`)})::int AS broken_promises,
    coalesce(fresh.customers, 0)::int AS never_contacted
  FROM groups g
  LEFT JOIN ${followUpsBeforeSql('ARRAY[$1::timestamptz]', null)} due ON due.group_id = g.id
  LEFT JOIN (${customersByGroupSql(`counts.last_disposition_status IS NULL AND counts.status <> 'paid'`)}) fresh ON fresh.group_id = g.id`;

/**
 * The same for each business date of `$1::date[]` (consecutive) as a day of its own, not today: the follow-ups and
 * promises falling due on it. `$2::timestamptz[]` holds each date's first instant and the one after the last; a day's
 * follow-ups are the difference of the counts before its two bounds (followUpsBeforeSql), not its index entries read
 * group by group; its promises a probe of IDX_promise_counts_group per group and day.
 */
export const DAYS_WORK_SQL = `
  WITH d AS (SELECT d.day, d.k::int FROM unnest($1::date[]) WITH ORDINALITY AS d (day, k)),
  before_bound AS (SELECT f.group_id, f.k, f.n FROM ${followUpsBeforeSql('$2::timestamptz[]', utcDay('($2::timestamptz[])[1]'))} f)
  SELECT g.id AS group_id, to_char(d.day, 'YYYY-MM-DD') AS day, (coalesce(upto.n, 0) - coalesce(since.n, 0))::int AS follow_ups_due,
    (${promiseTotal(`counts.group_id = g.id AND counts.state = 'open' AND counts.due_on = d.day`)})::int AS promises_due,
    0 AS broken_promises, 0 AS never_contacted
  FROM groups g CROSS JOIN d
  LEFT JOIN before_bound since ON since.group_id = g.id AND since.k = d.k
  LEFT JOIN before_bound upto ON upto.group_id = g.id AND upto.k = d.k + 1`;

/** `(group_id, name, check_in_deadline, agent_id, agent_name, borrower, start_date, end_date)`: each group's own active agents and its running loans' borrowers over [$1, $2]. */
export const GROUP_PEOPLE_SQL = `
  SELECT g.id AS group_id, g.name, to_char(r.check_in_deadline, 'HH24:MI') AS check_in_deadline,
         p.agent_id, u.name AS agent_name, p.borrower, to_char(p.start_date, 'YYYY-MM-DD') AS start_date, to_char(p.end_date, 'YYYY-MM-DD') AS end_date
  FROM groups g
  LEFT JOIN coverage_rules r ON r.group_id = g.id
  LEFT JOIN (
    SELECT ag.group_id, ag.agent_id, false AS borrower, NULL::date AS start_date, NULL::date AS end_date FROM agent_groups ag
    UNION ALL
    SELECT la.group_id, la.agent_id, true, la.start_date, la.end_date FROM group_loan_agents la
    WHERE la.ended_at IS NULL AND la.end_date >= $1::date AND la.start_date <= $2::date
  ) p ON p.group_id = g.id AND EXISTS (SELECT 1 FROM users a WHERE a.id = p.agent_id AND a.is_active AND a.role = 'agent')
  LEFT JOIN users u ON u.id = p.agent_id
  ORDER BY g.name, g.id, p.borrower, u.name`;

/** `(day, name, type)`: the weekly offs and mandatory holidays from $1 to $2. */
export const NON_WORKING_DAYS_SQL = `SELECT to_char(nw.day, 'YYYY-MM-DD') AS day, nw.name, nw.type FROM ${nonWorkingDaysSql('$1::date', '$2::date')} nw`;
