/**
 * Loans of groups (the coverage module's group_loan_agents) as SQL other modules embed: the customer scope, the
 * broken-promise and follow-up notifications. It lives in common, not in the coverage module, because coverage reads
 * the customers' and promises' counts: those modules importing coverage back is the cycle module-boundaries refuses.
 * `agent`, `group` and `day` are SQL expressions over the caller's parameters or columns; `day` a business date.
 */

/** `(group_id int)`: the groups `agent` holds a running loan of on `day`. */
export function loanedGroupIdsSql(agent: string, day: string): string {
  return `SELECT la.group_id FROM group_loan_agents la WHERE la.agent_id = ${agent} AND la.ended_at IS NULL AND ${day} BETWEEN la.start_date AND la.end_date`;
}

/** `(agent_id int)`: the agents holding a running loan of `group` on `day`. */
export function borrowersSql(group: string, day: string): string {
  return `SELECT la.agent_id FROM group_loan_agents la WHERE la.group_id = ${group} AND la.ended_at IS NULL AND ${day} BETWEEN la.start_date AND la.end_date`;
}
