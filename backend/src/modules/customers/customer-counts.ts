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
