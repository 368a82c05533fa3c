import { deepPageSql } from '../../common/deep-page.js';
import { containsPattern } from '../../common/like-pattern.js';
import { utcDayStart } from '../../common/utc-day.js';
import { mobileSearchDigits, searchCondition } from '../customers/customer-filters.js';
import type { CustomerScope } from '../customers/customer-visibility.service.js';
import type { CallListPath } from './call-list-path.js';
import type { CallStatus } from './call-status.js';
import { headsPageQuery, headsSearchQuery } from './call-heads-query.js';
import { agentsBranch, branchesTotal, MATCHING_AGENTS, NEWEST_FIRST, statement, whereClause, type CallListQuery, type SearchBranch, type SearchContext } from './call-list-sql.js';

export type { CallListQuery } from './call-list-sql.js';

/**
 * Totals that must be counted row by row (a search, an agent's groups) are counted exactly up to this many calls;
 * beyond it the answer is an estimate and says so (`totalIsEstimate`): a hundred pages of ten is as far as anyone
 * pages, and counting an agent's half a million calls on every page would cost more than the page itself.
 */
export const EXACT_TOTAL_LIMIT = 1_000;

export interface CallListRequest {
  page: number;
  limit: number;
  status?: CallStatus;
  search?: string;
}


/**
 * A search is broad when it matches at least this share of all customers: then the newest calls are walked and
 * tested, up to WALK_PER_ROW calls for each row the page reaches (at 0.5 % of the calls matching, the page's rows
 * are found about 200 calls apart).
 */
const BROAD_SHARE = 0.005;
const WALK_PER_ROW = 200;

/** From this offset on, starting from the page's day (`call_days`) is cheaper than walking the index to it. */
const DEEP_OFFSET = 10_000;

/**
 * A deep page of the whole list, from the UTC day holding its offset (`call_days`: about 30,000 calls a day on a
 * 200-agent floor, against the offset's whole length), walked to from the day's end or its start, whichever is nearer.
 */
const DEEP_PAGE_IDS = deepPageSql(
  'page.id, page.call_date_time',
  'SELECT day AS bucket, n FROM call_days',
  (day) => `SELECT c.id, c.call_date_time FROM calls c WHERE c.call_date_time < ${utcDayStart(`${day} + 1`)} ORDER BY ${NEWEST_FIRST('c')}`,
  (day) => `SELECT c.id, c.call_date_time FROM calls c WHERE c.call_date_time >= ${utcDayStart(day)} ORDER BY c.call_date_time, c.id`,
);

/**
 * Call History's page, its ids read from the indexes that end in (call_date_time, id), then its calls by primary key:
 * - no search: the page walks the whole list's, the status's index newest first (an agent's scope is tested per
 *   call through the customer's primary key); a deep page of the whole list starts from its day (`call_days`).
 *   The total is summed from `call_counts` (per status, exact), or for an agent counted through their groups'
 *   customers up to the limit and otherwise estimated from `call_counts` and the share of customers the agent sees
 *   (`customer_counts`).
 * - which path (call-list-path.ts): a viewer who sees no customer is answered without reading a call; an agent's
 *   page without a search or a status, through their groups' heads (headsPageQuery); one who sees few, through their
 *   customers' own call index (throughCustomersQuery); the rest as below.
 * - a search without a status: through the heads of the calls (call-heads-query.ts).
 * - a search with a status: when it matches many customers, the newest calls are walked and tested first (bounded); otherwise, or
 *   when that walk does not fill the page, each way a call can match (its customer, from the customer list's prefix
 *   search; its agent's name; its phone number's start) gives its newest `offset + limit` calls from its own index,
 *   and the page is taken from their union; the total counts each way up to the limit, and their union when all stayed under it. Past
 *   the limit it is estimated from counts already kept: the matching customers times the calls per customer
 *   (`call_counts` over `customer_counts`), or the matching agents' calls (each one's newest calls over the time
 *   they took, stretched over the time since their first).
 */
export function callListQuery(request: CallListRequest, scope: CustomerScope | null, path: CallListPath = 'list'): CallListQuery {
  const offset = (request.page - 1) * request.limit;
  const params: Record<string, unknown> = { pageLimit: request.limit, pageOffset: offset, reach: offset + request.limit, countLimit: EXACT_TOTAL_LIMIT + 1 };
  const common: string[] = [];
  if (request.status) {
    common.push('c.status = :status');
    params.status = request.status;
  }
  // Tested per call through the customer's primary key: as a join, the planner may hash all the viewer's customers
  // (50,000 for one group) to test the few calls a phone number's start matches.
  const visible = scope ? `(SELECT scoped.group_id FROM customers scoped WHERE scoped.id = c.customer_id) IN (${scope.groupIds})` : undefined;
  if (scope) Object.assign(params, scope.params);
  // Every call of the status, exact (call_counts).
  const counted = `(SELECT coalesce(sum(counts.n), 0) FROM call_counts counts ${request.status ? 'WHERE counts.status = :status' : ''})`;
  // The share of all customers the viewer sees (customer_counts), for an estimate of their part of a count.
  const share = scope ? `coalesce((SELECT sum(cc.n) FROM customer_counts cc WHERE ${scope.condition('cc')})::numeric / nullif((SELECT sum(cc.n) FROM customer_counts cc), 0), 0)` : '1';
  const search = request.search?.trim();
  if (path === 'nothing') return { sql: statement('SELECT 0 AS total, false AS estimate', 'SELECT c.id, c.call_date_time FROM calls c WHERE false'), params };
  if (scope && !search && !request.status) return headsPageQuery(scope, scopedTotal(scope, common, counted, share), params);
  if (path === 'customers' && scope) return throughCustomersQuery(search, { scope, common, visible, counted, share }, params);
  if (search && !request.status) return headsSearchQuery(search, { scope, common, visible, counted, share }, params);
  if (search) return searchQuery(search, { scope, common, visible, counted, share }, params);

  const where = whereClause([...common, ...(visible ? [visible] : [])]);
  const ids = where === '' && offset >= DEEP_OFFSET ? DEEP_PAGE_IDS : `SELECT c.id, c.call_date_time FROM calls c ${where} ORDER BY ${NEWEST_FIRST('c')} LIMIT :pageLimit OFFSET :pageOffset`;
  if (!scope) return { sql: statement(`SELECT ${counted}::int AS total, false AS estimate`, ids), params };
  return { sql: statement(scopedTotal(scope, common, counted, share), ids), params };
}

/** An agent's total without a search: their calls counted through their groups' customers up to the limit, past it their share of all calls of the status. */
function scopedTotal(scope: CustomerScope, common: string[], counted: string, share: string): string {
  const capped = `SELECT count(*) AS n FROM (SELECT 1 FROM customers cu JOIN calls c ON c.customer_id = cu.id WHERE ${[scope.condition('cu'), ...common].join(' AND ')} LIMIT :countLimit) limited`;
  return `SELECT CASE WHEN capped.n < :countLimit THEN capped.n ELSE greatest(:countLimit, round(${counted} * ${share})) END::int AS total,
    capped.n >= :countLimit AS estimate FROM (${capped}) capped`;
}

function searchQuery(search: string, context: SearchContext, params: Record<string, unknown>): CallListQuery {
  const { scope, common, visible, counted } = context;
  const customers = searchCondition(search);
  Object.assign(params, customers.params, { agentName: containsPattern(search) });
  const scoped = visible ? [visible] : [];
  // Every match read from its own index (a customer's calls, a number's start), then the newest kept: the fence
  // (OFFSET 0) keeps the planner from walking the whole list newest first for matches it takes for many and recent
  // (the walk above is tried first where that pays).
  const gathered = (where: string[]) =>
    `SELECT c.id, c.call_date_time FROM (SELECT c.id, c.call_date_time FROM calls c ${whereClause(where)} OFFSET 0) c ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach`;
  const every = (where: string[]) => `SELECT c.id FROM calls c ${whereClause(where)}`;
  // The matching customers (and agents) are read once (the customers from the customer list's prefix indexes) for
  // the counts, the estimate and the page.
  const matchingCustomers = `SELECT cu.id FROM customers cu WHERE ${[customers.sql('cu'), ...(scope ? [scope.condition('cu')] : [])].join(' AND ')}`;
  const byCustomer = ['c.customer_id IN (SELECT matching_customers.id FROM matching_customers)', ...common];
  // About as many calls as the matching customers have on average (the viewer's already: they are scoped).
  const customersCalls = `(SELECT matching_count.customers::numeric * ${counted} / nullif(matching_count.all_customers, 0) FROM matching_count)`;
  const branches: SearchBranch[] = [
    { newest: gathered(byCustomer), every: every(byCustomer), estimate: customersCalls },
    agentsBranch(context),
  ];
  const digits = mobileSearchDigits(search);
  if (digits) {
    const byPhone = ['c.phone_number LIKE :phonePrefix', ...common, ...scoped];
    // A call is made to its customer's number: the customers matched by their mobile's start stand for them.
    branches.push({ newest: gathered(byPhone), every: every(byPhone), estimate: customersCalls });
    params.phonePrefix = `${digits}%`;
  }
  // A search matching many customers walks the list newest first and tests each call (its customer by primary key,
  // its agent, its number) instead of gathering every match; when the walk's first :walkLimit calls do not fill the
  // page (matches that are old, or fewer than they looked), the page is gathered from each way's own index.
  Object.assign(params, { walkLimit: Number(params.reach) * WALK_PER_ROW, broadShare: BROAD_SHARE });
  const tested = [
    `EXISTS (SELECT 1 FROM customers m WHERE m.id = c.customer_id AND ${customers.sql('m')})`,
    'c.agent_id IN (SELECT u.id FROM matching_agents u)',
    ...(digits ? ['c.phone_number LIKE :phonePrefix'] : []),
  ];
  const walked = `SELECT c.id, c.call_date_time FROM (
      SELECT c.id, c.call_date_time, c.customer_id, c.agent_id, c.phone_number FROM calls c ${whereClause(common)} ORDER BY ${NEWEST_FIRST('c')} LIMIT :walkLimit
    ) c WHERE ${['(SELECT matching_count.broad FROM matching_count)', ...scoped, `(${tested.join(' OR ')})`].join(' AND ')}
    ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach`;
  const filled = '(SELECT count(*) FROM walked) >= :reach';
  const ids = `SELECT found.id, found.call_date_time FROM (
      SELECT walked.id, walked.call_date_time FROM walked WHERE ${filled}
      UNION ALL
      SELECT gathered.id, gathered.call_date_time FROM (${branches.map((branch) => `(${branch.newest})`).join(' UNION ')}) gathered WHERE NOT ${filled}
    ) found
    ORDER BY ${NEWEST_FIRST('found')} LIMIT :pageLimit OFFSET :pageOffset`;
  const { perBranch, total } = branchesTotal(branches);
  const withs = [
    `matching_customers AS MATERIALIZED (${matchingCustomers})`,
    `matching_count AS MATERIALIZED (SELECT counted.*, counted.customers >= :broadShare * counted.all_customers AS broad FROM (
      SELECT count(*) AS customers, (SELECT sum(cc.n) FROM customer_counts cc) AS all_customers FROM matching_customers) counted)`,
    MATCHING_AGENTS,
    `walked AS MATERIALIZED (${walked})`,
    perBranch,
  ];
  return { sql: `WITH ${withs.join(', ')} ${statement(total, ids)}`, params };
}

/**
 * A viewer who sees few customers: each of their customers' newest `offset + limit` calls (of the status, matching
 * the search) from the customer's own index (`IDX_calls_customer_agent_time`), and the page taken from them; the
 * total counted the same way up to the limit. Past it, estimated like the whole list: the calls per customer times
 * the viewer's customers (those a search matches by name, loan number, email or mobile, when searching).
 */
function throughCustomersQuery(search: string | undefined, { scope, common, counted, share }: SearchContext & { scope: CustomerScope }, params: Record<string, unknown>): CallListQuery {
  const matches: string[] = [];
  let named = '';
  if (search) {
    const customers = searchCondition(search);
    Object.assign(params, customers.params, { agentName: containsPattern(search) });
    named = `, ${customers.sql('cu')} AS named`;
    matches.push('seen.named', 'c.agent_id IN (SELECT u.id FROM users u WHERE u.name ILIKE :agentName)');
    const digits = mobileSearchDigits(search);
    if (digits) {
      matches.push('c.phone_number LIKE :phonePrefix');
      params.phonePrefix = `${digits}%`;
    }
  }
  const conditions = ['c.customer_id = seen.id', ...common, ...(matches.length ? [`(${matches.join(' OR ')})`] : [])];
  const perCustomer = `SELECT c.id, c.call_date_time FROM seen CROSS JOIN LATERAL (
      SELECT c.id, c.call_date_time FROM calls c ${whereClause(conditions)} ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach
    ) c`;
  // Seeing at least BROAD_SHARE of the customers, the newest calls are walked first (bounded, as for a broad search):
  // a viewer's customers spread over the year fill the page within a few thousand calls.
  Object.assign(params, { walkLimit: Number(params.reach) * WALK_PER_ROW, broadShare: BROAD_SHARE });
  const walked = `SELECT c.id, c.call_date_time FROM (
      SELECT c.id, c.call_date_time, c.customer_id, c.agent_id, c.phone_number, c.status FROM calls c ${whereClause(common)} ORDER BY ${NEWEST_FIRST('c')} LIMIT :walkLimit
    ) c WHERE (SELECT viewer.broad FROM viewer) AND EXISTS (SELECT 1 FROM seen WHERE ${conditions.join(' AND ')})
    ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach`;
  const filled = '(SELECT count(*) FROM walked) >= :reach';
  const ids = `SELECT found.id, found.call_date_time FROM (
      SELECT walked.id, walked.call_date_time FROM walked WHERE ${filled}
      UNION ALL
      SELECT gathered.id, gathered.call_date_time FROM (${perCustomer}) gathered WHERE NOT ${filled}
    ) found ORDER BY ${NEWEST_FIRST('found')} LIMIT :pageLimit OFFSET :pageOffset`;
  // Each customer's calls read from their index, fenced (OFFSET 0) so the planner cannot turn it back into a join
  // that hashes the few customers and scans every call.
  const capped = `SELECT count(*) AS n FROM (SELECT 1 FROM seen CROSS JOIN LATERAL (SELECT 1 FROM calls c ${whereClause(conditions)} OFFSET 0) c LIMIT :countLimit) limited`;
  const estimate = search
    ? `(SELECT count(*) FROM seen WHERE seen.named) * ${counted} / nullif((SELECT sum(cc.n) FROM customer_counts cc), 0)`
    : `${counted} * ${share}`;
  const total = `SELECT CASE WHEN capped.n < :countLimit THEN capped.n ELSE greatest(:countLimit, round(coalesce(${estimate}, 0))) END::int AS total,
    capped.n >= :countLimit AS estimate FROM (${capped}) capped`;
  const withs = [
    `seen AS MATERIALIZED (SELECT cu.id${named} FROM customers cu WHERE ${scope.condition('cu')})`,
    `viewer AS MATERIALIZED (SELECT count(*) >= :broadShare * (SELECT sum(cc.n) FROM customer_counts cc) AS broad FROM seen)`,
    `walked AS MATERIALIZED (${walked})`,
  ];
  return { sql: `WITH ${withs.join(', ')} ${statement(total, ids)}`, params };
}
