import { containsPattern } from '../../common/like-pattern.js';
import { mobileSearchDigits, searchCondition } from '../customers/customer-filters.js';
import { agentsBranch, branchesTotal, MATCHING_AGENTS, NEWEST_FIRST, statement, type CallListQuery, type SearchBranch, type SearchContext } from './call-list-sql.js';

/** The newest heads walked before the matches are gathered from the searched keys' own indexes: this many per row the page reaches. */
const WALK_PER_ROW = 200;

const HEAD = (alias: string) => `${alias}.customer_id, ${alias}.phone_number, ${alias}.last_call_at, ${alias}.last_call_id`;
const NEWEST_HEADS = (alias: string) => `${alias}.last_call_at DESC, ${alias}.last_call_id DESC`;

/**
 * A search of Call History (no status) through `call_heads`: one row per customer and number called, with the newest
 * call and the customer's searched keys and group (migration CallHeads). A call matches by its customer (name,
 * surname, loan number, email, mobile: the customer list's prefix rule), its number's start, or its agent's name.
 *
 * The page's calls by customer or number belong to the newest `offset + limit` matching heads the viewer sees: a
 * head is as new as its newest call, so a call outside them has that many newer matching calls above it. They are
 * found by walking the viewer's newest heads (an admin's all; a scoped viewer's per group) testing the keys, up to
 * WALK_PER_ROW per row: a broad search fills the page there. When it does not (a narrow search, or matches that are
 * all old, like a loan-number prefix of the oldest cycle), the matches are gathered from the keys' prefix indexes
 * and sorted: few, or at most as many as match. Then only those heads' calls are read (the customer's own index),
 * joined by the matching agents' newest calls (their own index) for the page.
 *
 * The total is counted up to the limit through the matching heads' calls and the agents', past it estimated: the
 * viewer's calls times the share of the walked heads that matched, or, when gathered, the matching heads times the
 * calls per customer.
 */
export function headsSearchQuery(search: string, context: SearchContext, params: Record<string, unknown>): CallListQuery {
  const { scope, counted, share } = context;
  const customers = searchCondition(search);
  const digits = mobileSearchDigits(search);
  Object.assign(params, customers.params, { agentName: containsPattern(search), walkLimit: Number(params.reach) * WALK_PER_ROW });
  if (digits) params.phonePrefix = `${digits}%`;
  const matches = `(${customers.sql('h')}${digits ? ' OR h.phone_number LIKE :phonePrefix' : ''})`;
  const newest = (where: string) => `SELECT ${HEAD('h')}, ${matches} AS matched FROM call_heads h ${where} ORDER BY ${NEWEST_HEADS('h')} LIMIT :walkLimit`;
  // A scoped viewer's heads group by group (the group's index newest first), then merged.
  const sampled = scope
    ? `SELECT h.* FROM (SELECT DISTINCT viewer_groups.group_id FROM (${scope.groupIds}) viewer_groups (group_id)) viewer_groups
        CROSS JOIN LATERAL (${newest('WHERE h.group_id = viewer_groups.group_id')}) h ORDER BY ${NEWEST_HEADS('h')} LIMIT :walkLimit`
    : newest('');
  const seen = [matches, ...(scope ? [scope.condition('h')] : [])].join(' AND ');
  const filled = '(SELECT walked.matched >= :reach FROM heads_walked walked)';
  const headCalls = (heads: string) => `SELECT c.id, c.call_date_time FROM ${heads} h CROSS JOIN LATERAL (
      SELECT c.id, c.call_date_time FROM calls c WHERE c.customer_id = h.customer_id AND c.phone_number = h.phone_number ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach) c`;
  const allCustomers = '(SELECT sum(cc.n) FROM customer_counts cc)';
  const headsBranch: SearchBranch = {
    newest: headCalls('found_heads'),
    // Fenced (OFFSET 0): each matching head's calls from the customer's index, never a join over all calls.
    every: `SELECT c.id FROM call_heads h CROSS JOIN LATERAL (
        SELECT c.id FROM calls c WHERE c.customer_id = h.customer_id AND c.phone_number = h.phone_number OFFSET 0) c WHERE ${seen}`,
    estimate: `CASE WHEN ${filled} THEN (SELECT ${counted} * ${share} * walked.matched / nullif(walked.sampled, 0) FROM heads_walked walked)
      ELSE (SELECT count(*) FROM heads_gathered) * ${counted} / nullif(${allCustomers}, 0) END`,
  };
  const branches = [headsBranch, agentsBranch(context)];
  const { perBranch, total } = branchesTotal(branches);
  const ids = `SELECT found.id, found.call_date_time FROM (${branches.map((branch) => `(${branch.newest})`).join(' UNION ')}) found
    ORDER BY ${NEWEST_FIRST('found')} LIMIT :pageLimit OFFSET :pageOffset`;
  const withs = [
    `heads_sampled AS MATERIALIZED (${sampled})`,
    `heads_walked AS MATERIALIZED (SELECT count(*) FILTER (WHERE s.matched) AS matched, count(*) AS sampled FROM heads_sampled s)`,
    `heads_gathered AS MATERIALIZED (SELECT ${HEAD('h')} FROM call_heads h WHERE ${seen})`,
    `found_heads AS MATERIALIZED (
      (SELECT ${HEAD('s')} FROM heads_sampled s WHERE s.matched AND ${filled} ORDER BY ${NEWEST_HEADS('s')} LIMIT :reach)
      UNION ALL
      (SELECT ${HEAD('g')} FROM heads_gathered g WHERE NOT ${filled} ORDER BY ${NEWEST_HEADS('g')} LIMIT :reach))`,
    MATCHING_AGENTS,
    perBranch,
  ];
  return { sql: `WITH ${withs.join(', ')} ${statement(total, ids)}`, params };
}
