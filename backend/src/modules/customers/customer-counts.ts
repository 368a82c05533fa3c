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
