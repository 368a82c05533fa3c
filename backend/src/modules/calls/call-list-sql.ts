import type { CustomerScope } from '../customers/customer-visibility.service.js';
import { callViewColumns } from './call-view.js';

/** One statement answering the total, whether it is an estimate, and the page's calls; TypeORM-style named parameters. */
export interface CallListQuery {
  sql: string;
  params: Record<string, unknown>;
}

export const NEWEST_FIRST = (alias: string) => `${alias}.call_date_time DESC, ${alias}.id DESC`;

export const whereClause = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** What every part of a search's statement shares: the viewer's scope, the status, and the counts an estimate starts from. */
export interface SearchContext {
  scope: CustomerScope | null;
  common: string[];
  visible: string | undefined;
  counted: string;
  share: string;
}

/**
 * One way a call can match a search: its calls newest first (at most :reach of them), all of them, and an estimate
 * of how many they are, from counts already kept (read only when more than the limit match).
 */
export interface SearchBranch {
  newest: string;
  every: string;
  estimate: string;
  /** How many, up to the limit, when counted otherwise than `every` cut at the limit. */
  count?: string;
}

/**
 * The calls of the agents whose name contains the search (`matching_agents`, a CTE of the statement), per agent
 * from their own (agent_id, call_date_time, id) index newest first. Their estimate: each matching agent's calls,
 * counted when under the limit, otherwise their newest :countLimit calls stretched over the time since their first
 * call; as many of the status as all calls have, the viewer's share of them.
 */
export function agentsBranch({ common, visible, counted, share }: SearchContext): SearchBranch {
  const scoped = visible ? [visible] : [];
  const agentsCalls = `(SELECT sum(coalesce(agent_calls.n, :countLimit)) FROM matching_agents u CROSS JOIN LATERAL (
      SELECT CASE WHEN nth.at IS NULL THEN (SELECT count(*) FROM (SELECT 1 FROM calls few WHERE few.agent_id = u.id LIMIT :countLimit) few)
        ELSE :countLimit * extract(epoch FROM span.newest - span.oldest) / nullif(extract(epoch FROM span.newest - nth.at), 0) END AS n
      FROM (SELECT max(ends.call_date_time) AS newest, min(ends.call_date_time) AS oldest FROM calls ends WHERE ends.agent_id = u.id) span
      LEFT JOIN LATERAL (SELECT later.call_date_time AS at FROM calls later WHERE later.agent_id = u.id
        ORDER BY later.call_date_time DESC, later.id DESC OFFSET :countLimit - 1 LIMIT 1) nth ON true) agent_calls)`;
  const statusShare = `${counted} / nullif((SELECT sum(counts.n) FROM call_counts counts), 0)`;
  const newest = `SELECT c.id, c.call_date_time FROM calls c ${whereClause(['c.agent_id = u.id', ...common, ...scoped])} ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach`;
  return {
    newest: `SELECT c.id, c.call_date_time FROM matching_agents u CROSS JOIN LATERAL (${newest}) c ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach`,
    every: `SELECT c.id FROM matching_agents u JOIN calls c ON c.agent_id = u.id ${whereClause([...common, ...scoped])}`,
    estimate: `${agentsCalls} * ${statusShare} * ${share}`,
  };
}

/**
 * The total of a search matched in several ways: each way counted up to the limit (once: `per_branch` is
 * materialised); only when all stayed under it is their union counted, then exactly (each part still cut at the
 * limit, so its plan is the same index walk). Past the limit, the largest way's estimate (they mostly overlap),
 * never below what was counted.
 */
export function branchesTotal(branches: SearchBranch[]): { perBranch: string; total: string } {
  const limited = branches.map((branch) => `(${branch.every} LIMIT :countLimit)`);
  const n = (i: number) => `per_branch.n${i}`;
  const largest = `greatest(${branches.map((_, i) => n(i)).join(', ')})`;
  const estimated = `greatest(${branches.map((branch, i) => `CASE WHEN ${n(i)} >= :countLimit THEN greatest(${n(i)}, round(coalesce(${branch.estimate}, 0))) ELSE ${n(i)} END`).join(', ')})`;
  return {
    perBranch: `per_branch AS MATERIALIZED (SELECT ${limited.map((part, i) => `${branches[i].count ?? `(SELECT count(*) FROM ${part} counted)`} AS n${i}`).join(', ')})`,
    total: `SELECT (CASE WHEN ${largest} >= :countLimit THEN ${estimated} ELSE (SELECT count(*) FROM (${limited.join(' UNION ')}) matched) END)::int AS total,
      ${largest} >= :countLimit AS estimate
    FROM per_branch`,
  };
}

export const MATCHING_AGENTS = 'matching_agents AS MATERIALIZED (SELECT u.id FROM users u WHERE u.name ILIKE :agentName)';

/**
 * The total as a one-row subquery with the page's ids left-joined to it, so an empty page still brings the total,
 * and each call of the page with what Call History shows of it (CallViewRow).
 */
export const statement = (total: string, ids: string) =>
  `SELECT counted.total, counted.estimate, ${callViewColumns('listed', 'listed_customer', 'listed_agent')}
  FROM (${total}) counted LEFT JOIN (${ids}) page ON true
    LEFT JOIN calls listed ON listed.id = page.id
    LEFT JOIN customers listed_customer ON listed_customer.id = listed.customer_id
    LEFT JOIN users listed_agent ON listed_agent.id = listed.agent_id
  ORDER BY ${NEWEST_FIRST('page')}`;
