import { containsPattern } from '../../common/like-pattern.js';
import { mobileSearchDigits, searchKeys } from '../customers/customer-filters.js';
import type { CustomerScope } from '../customers/customer-visibility.service.js';
import { agentsBranch, branchesTotal, MATCHING_AGENTS, NEWEST_FIRST, statement, type CallListQuery, type SearchBranch, type SearchContext } from './call-list-sql.js';

/**
 * Up to this many matching heads (counted from the keys' prefix indexes, no further) the matches are gathered and
 * sorted; past it the search is broad (at least 1.5 % of a million heads) and the viewer's newest heads are walked
 * (a viewer on this path sees at least 2 % of the customers: call-list-path.ts).
 */
const NARROW_HEADS = 15_000;
/** A broad search's walk gives up after this many heads per row the page reaches (its matches are all old). */
const WALK_PER_ROW = 200;

/** The groups whose customers a scoped viewer sees, once each (`viewer_groups.group_id`). */
const viewerGroups = (scope: CustomerScope) => `(SELECT DISTINCT viewer_groups.group_id FROM (${scope.groupIds}) viewer_groups (group_id)) viewer_groups`;

const HEAD = (alias: string) => `${alias}.customer_id, ${alias}.phone_number, ${alias}.last_call_at, ${alias}.last_call_id`;
const NEWEST_HEADS = (alias: string) => `${alias}.last_call_at DESC, ${alias}.last_call_id DESC`;

/**
 * A search of Call History (no status) through `call_heads`: one row per customer and number called, with the newest
 * call and the customer's searched keys and group (migration CallHeads). A call matches by its customer (name,
 * surname, loan number, email, mobile: the customer list's prefix rule), its number's start, or its agent's name.
 *
 * The page's calls by customer or number belong to the newest `offset + limit` matching heads the viewer sees: a
 * head is as new as its newest call, so a call outside them has that many newer matching calls above it. Which
 * heads: all the matches (not only the viewer's) are counted from the keys' prefix indexes up to NARROW_HEADS. Under it they are gathered from
 * those indexes and sorted (a loan-number prefix of the oldest customers is found at once, however old). Over it the
 * viewer's heads are walked newest first (an admin's all, a scoped viewer's group by group), testing the keys, until
 * the page is reached, for at most WALK_PER_ROW heads per row; a walk that runs out (broad, but all old) gathers.
 * Then only those heads' calls are read (IDX_calls_customer_phone_time), and the matching agents' newest calls
 * (their own index) join them for the page.
 *
 * The total counts the matching heads' calls up to the limit (the viewer's, streamed from the keys' indexes), and
 * the agents'. Past the limit it is estimated: the viewer's calls times the share of the walked
 * heads that matched, or the matching heads times the calls per customer.
 */
export function headsSearchQuery(search: string, context: SearchContext, params: Record<string, unknown>): CallListQuery {
  const { scope, counted, share } = context;
  const customers = searchKeys(search);
  const digits = mobileSearchDigits(search);
  Object.assign(params, customers.params, { agentName: containsPattern(search), walkLimit: Number(params.reach) * WALK_PER_ROW, narrowHeads: NARROW_HEADS });
  if (digits) params.phonePrefix = `${digits}%`;
  const keys = [...customers.keys, ...(digits ? [(a: string) => `${a}.phone_number LIKE :phonePrefix`] : [])];
  // Each key from its own prefix index (which holds every key, the order and the scope), a head matched by an
  // earlier key left to it: no head twice, so counts and the newest heads stream without a de-duplication.
  const keyed = (select: string, scoped: boolean) =>
    keys.map((key, i) => {
      const earlier = keys.slice(0, i).map((other) => `(${other('h')}) IS NOT TRUE`);
      return `SELECT ${select} FROM call_heads h WHERE ${[key('h'), ...earlier, ...(scoped && scope ? [scope.condition('h')] : [])].join(' AND ')}`;
    }).join(' UNION ALL ');
  // The viewer's newest heads (within one group for a scoped viewer), the matches among the first :walkLimit with
  // their place in the walk, up to the page.
  const walk = (where: string) => `SELECT w.* FROM (
      SELECT ${HEAD('h')}, h.group_id, ${keys.map((key) => key('h')).join(' OR ')} AS matched, row_number() OVER (ORDER BY ${NEWEST_HEADS('h')}) AS place
      FROM (SELECT h.* FROM call_heads h ${where} ORDER BY ${NEWEST_HEADS('h')} LIMIT :walkLimit) h) w
    WHERE w.matched LIMIT :reach`;
  // A walk holds the page when it reached it or walked all the viewer's heads (fewer than :walkLimit), in every group.
  const walkedAll = (where: string) => `(SELECT count(*) < :walkLimit FROM (SELECT 1 FROM call_heads h ${where} LIMIT :walkLimit) every_head)`;
  const groups = scope ? viewerGroups(scope) : '';
  const inGroup = 'WHERE h.group_id = viewer_groups.group_id';
  const walked = scope ? `SELECT h.* FROM ${groups} CROSS JOIN LATERAL (${walk(inGroup)}) h` : walk('');
  const complete = scope
    ? `SELECT coalesce(bool_and((SELECT count(*) FROM heads_walked w WHERE w.group_id = viewer_groups.group_id) >= :reach OR ${walkedAll(inGroup)}), true) FROM ${groups}`
    : `SELECT (SELECT count(*) >= :reach FROM heads_walked) OR ${walkedAll('')}`;
  const broad = '(SELECT heads_counted.n > :narrowHeads FROM heads_counted)';
  const walkHolds = `coalesce((SELECT walk_held.complete FROM walk_held), false)`;
  const calls = (columns: string, heads: string, cut = '') => `SELECT ${columns} FROM ${heads} h CROSS JOIN LATERAL (
      SELECT c.id, c.call_date_time FROM calls c WHERE c.customer_id = h.customer_id AND c.phone_number = h.phone_number ORDER BY ${NEWEST_FIRST('c')} ${cut}) c`;
  const headsBranch: SearchBranch = {
    newest: calls('c.id, c.call_date_time', 'found_heads', 'LIMIT :reach'),
    every: calls('c.id', 'heads_gathered'),
    // Gathered (narrow) or streamed from the keys' indexes (broad: reaches the limit within the viewer's first heads).
    count: `(SELECT count(*) FROM (${calls('1', `(SELECT * FROM heads_gathered WHERE NOT ${broad} UNION ALL SELECT * FROM (${keyed(HEAD('h'), true)}) streamed WHERE ${broad})`)} LIMIT :countLimit) capped)`,
    estimate: `CASE WHEN ${walkHolds} THEN (SELECT ${counted} * ${share} * count(*) / nullif(max(w.place), 0) FROM heads_walked w)
      ELSE (SELECT count(*) FROM heads_gathered) * ${counted} / nullif((SELECT sum(cc.n) FROM customer_counts cc), 0) END`,
  };
  const branches = [headsBranch, agentsBranch(context)];
  const { perBranch, total } = branchesTotal(branches);
  const ids = `SELECT found.id, found.call_date_time FROM (${branches.map((branch) => `(${branch.newest})`).join(' UNION ')}) found
    ORDER BY ${NEWEST_FIRST('found')} LIMIT :pageLimit OFFSET :pageOffset`;
  const withs = [
    `heads_counted AS MATERIALIZED (SELECT count(*) AS n FROM (${keyed('1', false)} LIMIT :narrowHeads + 1) matching)`,
    `heads_walked AS MATERIALIZED (SELECT walked.* FROM (${walked}) walked WHERE ${broad})`,
    `walk_held AS MATERIALIZED (SELECT (${complete}) AS complete WHERE ${broad})`,
    `heads_gathered AS MATERIALIZED (${keyed(HEAD('h'), true)})`,
    `found_heads AS MATERIALIZED (
      (SELECT ${HEAD('w')} FROM heads_walked w WHERE ${walkHolds} ORDER BY ${NEWEST_HEADS('w')} LIMIT :reach)
      UNION ALL
      (SELECT ${HEAD('g')} FROM heads_gathered g WHERE NOT ${walkHolds} ORDER BY ${NEWEST_HEADS('g')} LIMIT :reach))`,
    MATCHING_AGENTS,
    perBranch,
  ];
  return { sql: `WITH ${withs.join(', ')} ${statement(total, ids)}`, params };
}

/**
 * An agent's page without a search or a status: their newest `offset + limit` heads, walked group by group newest
 * first (at most that many in each group), hold every call of the page (a head is as new as its newest call), and
 * only those heads' calls are read. The cost follows the page and the agent's groups, not the share of the customers
 * they see nor how long ago those were called. `total` is the statement's total (the agent's, counted to the limit).
 */
export function headsPageQuery(scope: CustomerScope, total: string, params: Record<string, unknown>): CallListQuery {
  const heads = `SELECT ${HEAD('h')} FROM ${viewerGroups(scope)} CROSS JOIN LATERAL (
      SELECT ${HEAD('h')} FROM call_heads h WHERE h.group_id = viewer_groups.group_id ORDER BY ${NEWEST_HEADS('h')} LIMIT :reach) h
    ORDER BY ${NEWEST_HEADS('h')} LIMIT :reach`;
  // The customer's group is tested again on the customer itself: the heads only choose where to look.
  const ids = `SELECT c.id, c.call_date_time FROM (${heads}) h JOIN customers cu ON cu.id = h.customer_id AND ${scope.condition('cu')}
    CROSS JOIN LATERAL (SELECT c.id, c.call_date_time FROM calls c WHERE c.customer_id = h.customer_id AND c.phone_number = h.phone_number
      ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach) c
    ORDER BY ${NEWEST_FIRST('c')} LIMIT :pageLimit OFFSET :pageOffset`;
  return { sql: statement(total, ids), params };
}
