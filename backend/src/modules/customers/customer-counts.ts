import { utcDay, utcDayStart } from '../../common/utc-day.js';

/**
 * Reads of the trigger-kept `customer_counts` table (customers per lead cycle, group, status and last disposition),
 * for the modules that show counts (groups, dashboard). Only the customers module knows the table; the others name
 * the keys they filter on.
 *
 * Returns a subquery with one row: `customers`, `overdue`, `partially_paid` and `paid`, summed over the rows of
 * alias `counts` matching `condition` (SQL over counts.lead_cycle_id, counts.group_id, counts.status,
 * counts.last_disposition_status; use it in a LATERAL join to correlate).
 */
export function customerStatusTotals(condition: string): string {
  return `SELECT coalesce(sum(counts.n), 0)::int AS customers,
    coalesce(sum(counts.n) FILTER (WHERE counts.status = 'overdue'), 0)::int AS overdue,
    coalesce(sum(counts.n) FILTER (WHERE counts.status = 'partially_paid'), 0)::int AS partially_paid,
    coalesce(sum(counts.n) FILTER (WHERE counts.status = 'paid'), 0)::int AS paid
    FROM customer_counts counts WHERE ${condition}`;
}

/** `(group_id, customers)`: the customers of the rows of alias `counts` matching `condition`, per group, in one read of the table. */
export function customersByGroupSql(condition: string): string {
  return `SELECT counts.group_id, sum(counts.n)::int AS customers FROM customer_counts counts WHERE ${condition} GROUP BY counts.group_id`;
}

/** The UTC day (since 1970) a follow-up falls in, the same in customer_group_follow_up_days' triggers and its reads. */
export const FOLLOW_UP_DAY = utcDay('next_follow_up');

/**
 * A subquery of one value: the customers not paid whose follow-up is due at `now` (a timestamptz SQL expression), in
 * the groups `visible` names (a condition over `<alias>.group_id`). The days before today are summed from the
 * trigger-kept `customer_group_follow_up_days`; today's follow-ups up to now are counted in the index
 * (IDX_customers_group_follow_up, or IDX_customers_next_follow_up for every group).
 */
export function dueFollowUpTotal(now: string, visible: (alias: string) => string): string {
  const today = utcDay(now);
  return `SELECT (SELECT coalesce(sum(days.n), 0) FROM customer_group_follow_up_days days
      WHERE days.status <> 'paid' AND days.follow_up_day < ${today} AND ${visible('days')})
    + (SELECT count(*) FROM customers today WHERE today.next_follow_up IS NOT NULL AND today.status <> 'paid'
      AND today.next_follow_up >= ${utcDayStart(today)} AND today.next_follow_up <= ${now} AND ${visible('today')})`;
}

/**
 * `(group_id int, k int, n numeric)`: for each instant of `bounds` (SQL for an ascending timestamptz[], numbered k from
 * 1), the customers not paid, per group, whose follow-up falls before it, counted from the UTC day `fromDay` (SQL for a
 * day number as FOLLOW_UP_DAY gives; null: all of them). Two bounds' difference is the follow-ups between them (a
 * business day's) without reading their index entries: the trigger-kept `customer_group_follow_up_days` gives the
 * whole UTC days, and the index (IDX_customers_next_follow_up) only the part of the bound's UTC day on its shorter
 * side, before it (a bound early in its UTC day) or after it, taken away (late; India's midnight is 18:30 UTC).
 */
export function followUpsBeforeSql(bounds: string, fromDay: string | null): string {
  const day = utcDay('b.at');
  return `(
    WITH b AS (
      SELECT b.k::int, ${day} AS day, b.at - ${utcDayStart(day)} < interval '12 hours' AS early,
             CASE WHEN b.at - ${utcDayStart(day)} < interval '12 hours' THEN ${utcDayStart(day)} ELSE b.at END AS lo,
             CASE WHEN b.at - ${utcDayStart(day)} < interval '12 hours' THEN b.at ELSE ${utcDayStart(`${day} + 1`)} END AS hi
      FROM unnest(${bounds}) WITH ORDINALITY AS b (at, k)
    ),
    days AS (
      SELECT days.group_id, days.follow_up_day, sum(days.n) AS n FROM customer_group_follow_up_days days
      WHERE days.status <> 'paid' ${fromDay === null ? '' : `AND days.follow_up_day >= ${fromDay}`} AND days.follow_up_day <= (SELECT max(b.day) FROM b)
      GROUP BY days.group_id, days.follow_up_day
    ),
    whole AS (
      SELECT days.group_id, b.k, sum(days.n) AS n FROM b JOIN days ON days.follow_up_day < b.day OR (NOT b.early AND days.follow_up_day = b.day)
      GROUP BY days.group_id, b.k
    ),
    part AS (
      SELECT c.group_id, b.k, count(*) * CASE WHEN b.early THEN 1 ELSE -1 END AS n
      FROM b JOIN customers c ON c.next_follow_up >= b.lo AND c.next_follow_up < b.hi AND c.status <> 'paid'
      GROUP BY c.group_id, b.k, b.early
    )
    SELECT group_id, k, sum(n) AS n FROM (SELECT * FROM whole UNION ALL SELECT * FROM part) totals GROUP BY group_id, k
  )`;
}
