/** promise_counts' key columns, and the values a promise gives them (an open promise's date as due_on, else null). */
export const PROMISE_COUNT_KEYS = 'lead_cycle_id, group_id, agent_id, state, called_again, due_on';
export const PROMISE_COUNT_VALUES = `lead_cycle_id, group_id, agent_id, state, called_again, CASE WHEN state = 'open' THEN promised_date END AS due_on`;

/**
 * Reads of the trigger-kept `promise_counts` table (promises per lead cycle, group, agent and state; migration
 * PromiseGroupAndCounts, folded by CountsCompactionService), for the modules that show promise counts (dashboard).
 *
 * Returns a subquery with a row per agent who took promises (`agent_id`, null for a deleted user): `made`, `kept`
 * (on time or late) and `decided` (kept, kept late or broken), summed over the rows of alias `counts` matching
 * `condition` (SQL over counts.lead_cycle_id, counts.group_id, counts.agent_id, counts.state).
 */
export function promiseCountsByAgent(condition: string): string {
  return `SELECT counts.agent_id, sum(counts.n)::int AS made,
    coalesce(sum(counts.n) FILTER (WHERE counts.state IN ('kept', 'kept_late')), 0)::int AS kept,
    coalesce(sum(counts.n) FILTER (WHERE counts.state IN ('kept', 'kept_late', 'broken')), 0)::int AS decided
    FROM promise_counts counts WHERE ${condition}
    GROUP BY counts.agent_id HAVING sum(counts.n) > 0`;
}

/**
 * The same per agent for one month, from the trigger-kept `promise_month_counts` (migration PromiseMonthCounts): `made`
 * counts the promises made in the month, `kept` and `decided` those decided in it, whatever their lead cycle.
 * `month` is SQL for the month's first day; `condition` is SQL over counts.group_id and counts.agent_id.
 */
export function promiseMonthCountsByAgent(month: string, condition: string): string {
  return `SELECT counts.agent_id,
    coalesce(sum(counts.n) FILTER (WHERE counts.made_month = ${month}), 0)::int AS made,
    coalesce(sum(counts.n) FILTER (WHERE counts.decided_month = ${month} AND counts.state IN ('kept', 'kept_late')), 0)::int AS kept,
    coalesce(sum(counts.n) FILTER (WHERE counts.decided_month = ${month}), 0)::int AS decided
    FROM promise_month_counts counts WHERE (counts.made_month = ${month} OR counts.decided_month = ${month}) AND ${condition}
    GROUP BY counts.agent_id HAVING sum(counts.n) > 0`;
}

/**
 * A subquery of one value: the number of promises of the rows of alias `counts` matching `condition` (SQL over
 * counts.group_id, counts.state, counts.called_again and counts.due_on, an open promise's date), for the worklist.
 */
export function promiseTotal(condition: string): string {
  return `SELECT coalesce(sum(counts.n), 0) FROM promise_counts counts WHERE ${condition}`;
}
