import { deepPageSql } from '../../common/deep-page.js';
import { containsPattern } from '../../common/like-pattern.js';
import { utcDayStart } from '../../common/utc-day.js';
import { mobileSearchDigits, searchCondition } from '../customers/customer-filters.js';
import type { CustomerScope } from '../customers/customer-visibility.service.js';
import type { CallListPath } from './call-list-path.js';
import type { CallStatus } from './call-status.js';
import { callViewColumns } from './call-view.js';

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
 * One statement answering `total`, `estimate` (whether total is an estimate, then not yet rounded) and the page's
 * calls as CallViewRow columns (`id` null on an empty page), newest first; TypeORM-style named parameters.
 */
export interface CallListQuery {
  sql: string;
  params: Record<string, unknown>;
}

const NEWEST_FIRST = (alias: string) => `${alias}.call_date_time DESC, ${alias}.id DESC`;

/**
 * A search is broad when it matches at least this share of all customers: then the newest calls are walked and
 * tested, up to WALK_PER_ROW calls for each row the page reaches (at 0.5 % of the calls matching, the page's rows
 * are found about 200 calls apart).
 */
const BROAD_SHARE = 0.005;
const WALK_PER_ROW = 200;

/**
 * A search matching fewer customers than this gathers them without walking the list first; so does one by a viewer
 * seeing less than WALK_SHARE of all customers (the floor agent's 5 % of a name's first letters is 0.3 % of the calls).
 */
const NARROW_LIMIT = 100;
const WALK_SHARE = 0.2;

/** An estimate of the customers a search matches reads at most this many of them, then samples this many by id. */
const MATCH_LIMIT = 1_000;
const SAMPLE_SIZE = 1_000;

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
 * - which path (call-list-path.ts): a viewer who sees no customer is answered without reading a call; one who sees
 *   few, through their customers' own call index (throughCustomersQuery); the rest as below.
 * - a search: when it matches many customers, the newest calls are walked and tested first (bounded); otherwise, or
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
  const visibleOf = scope ? (customerId: string) => `(SELECT scoped.group_id FROM customers scoped WHERE scoped.id = ${customerId}) IN (${scope.groupIds})` : undefined;
  const visible = visibleOf?.('c.customer_id');
  if (scope) Object.assign(params, scope.params);
  // Every call of the status, exact (call_counts).
  const counted = `(SELECT coalesce(sum(counts.n), 0) FROM call_counts counts ${request.status ? 'WHERE counts.status = :status' : ''})`;
  // The share of all customers the viewer sees (customer_counts), for an estimate of their part of a count.
  const share = scope ? `coalesce((SELECT sum(cc.n) FROM customer_counts cc WHERE ${scope.condition('cc')})::numeric / nullif((SELECT sum(cc.n) FROM customer_counts cc), 0), 0)` : '1';
  const search = request.search?.trim();
  if (path === 'nothing') return { sql: statement('SELECT 0 AS total, false AS estimate', 'SELECT c.id, c.call_date_time FROM calls c WHERE false'), params };
  if (path === 'customers' && scope) return throughCustomersQuery(search, { scope, common, visible, visibleOf, counted, share }, params);
  if (search) return searchQuery(search, { scope, common, visible, visibleOf, counted, share }, params);

  const where = whereClause([...common, ...(visible ? [visible] : [])]);
  const ids = where === '' && offset >= DEEP_OFFSET ? DEEP_PAGE_IDS : `SELECT c.id, c.call_date_time FROM calls c ${where} ORDER BY ${NEWEST_FIRST('c')} LIMIT :pageLimit OFFSET :pageOffset`;
  if (!scope) return { sql: statement(`SELECT ${counted}::int AS total, false AS estimate`, ids), params };
  // The agent's share of all customers, times the calls counted for the status.
  const capped = `SELECT count(*) AS n FROM (SELECT 1 FROM customers cu JOIN calls c ON c.customer_id = cu.id WHERE ${[scope.condition('cu'), ...common].join(' AND ')} LIMIT :countLimit) limited`;
  const total = `SELECT CASE WHEN capped.n < :countLimit THEN capped.n ELSE greatest(:countLimit, round(${counted} * ${share})) END::int AS total,
    capped.n >= :countLimit AS estimate FROM (${capped}) capped`;
  return { sql: statement(total, ids), params };
}

/** What every part of a search's statement shares: the viewer's scope, the status, and the counts an estimate starts from. */
interface SearchContext {
  scope: CustomerScope | null;
  common: string[];
  visible: string | undefined;
  visibleOf: ((customerId: string) => string) | undefined;
  counted: string;
  share: string;
}

/**
 * One way a call can match a search: its calls newest first (at most :reach of them), all of them, and an estimate
 * of how many they are, from counts already kept (read only when more than the limit match).
 */
interface SearchBranch {
  newest: string;
  every: string;
  /** `every` when the walk did not fill the page, if cheaper so. */
  sparse?: string;
  estimate: string;
}

function searchQuery(search: string, { scope, common, visible, visibleOf, counted, share }: SearchContext, params: Record<string, unknown>): CallListQuery {
  const customers = searchCondition(search);
  Object.assign(params, customers.params, { agentName: containsPattern(search) });
  const scoped = visible ? [visible] : [];
  const newest = (where: string[], limit = ':reach') => `SELECT c.id, c.call_date_time FROM calls c ${whereClause(where)} ORDER BY ${NEWEST_FIRST('c')} LIMIT ${limit}`;
  const every = (where: string[]) => `SELECT c.id FROM calls c ${whereClause(where)}`;
  const matching = (alias: string) => [customers.sql(alias), ...(scope ? [scope.condition(alias)] : [])].join(' AND ');
  const ofCustomer = (customer: string) => [`c.customer_id = ${customer}`, ...common];
  // Per matching agent, so each walks its own (agent_id, call_date_time, id) index newest first.
  const agents = `FROM matching_agents u CROSS JOIN LATERAL (${newest(['c.agent_id = u.id', ...common, ...scoped])}) c`;
  // Each matching agent's calls from their own (agent_id, call_date_time, id) index, a few entries read: counted
  // when under the limit, otherwise their newest :countLimit calls stretched over the time since their first call.
  const agentsCalls = `(SELECT sum(coalesce(agent_calls.n, :countLimit)) FROM matching_agents u CROSS JOIN LATERAL (
      SELECT CASE WHEN nth.at IS NULL THEN (SELECT count(*) FROM (SELECT 1 FROM calls few WHERE few.agent_id = u.id LIMIT :countLimit) few)
        ELSE :countLimit * extract(epoch FROM span.newest - span.oldest) / nullif(extract(epoch FROM span.newest - nth.at), 0) END AS n
      FROM (SELECT max(ends.call_date_time) AS newest, min(ends.call_date_time) AS oldest FROM calls ends WHERE ends.agent_id = u.id) span
      LEFT JOIN LATERAL (SELECT later.call_date_time AS at FROM calls later WHERE later.agent_id = u.id
        ORDER BY later.call_date_time DESC, later.id DESC OFFSET :countLimit - 1 LIMIT 1) nth ON true) agent_calls)`;
  // The share of all calls that has the status asked for.
  const statusShare = `${counted} / nullif((SELECT sum(counts.n) FROM call_counts counts), 0)`;
  const perCustomer = `${counted} / nullif((SELECT sum(cc.n) FROM customer_counts cc), 0)`;
  const branches: SearchBranch[] = [
    {
      // The newest :reach calls of matching customers are those of the :reach customers whose newest call is newest
      // (a customer with a call newer than another's is among them): one entry of each match's own index, then the
      // calls of those :reach only.
      newest: `SELECT c.id, c.call_date_time FROM (SELECT m.id FROM customers m CROSS JOIN LATERAL (${newest(ofCustomer('m.id'), '1')}) head
          WHERE ${matching('m')} ORDER BY ${NEWEST_FIRST('head')} LIMIT :reach) top CROSS JOIN LATERAL (${newest(ofCustomer('top.id'))}) c`,
      every: `SELECT c.id FROM (SELECT m.id FROM customers m WHERE ${matching('m')} OFFSET 0) m CROSS JOIN LATERAL (${every(ofCustomer('m.id'))} OFFSET 0) c`,
      estimate: `(SELECT matched.customers FROM matched) * ${perCustomer}`,
    },
    {
      newest: `SELECT c.id, c.call_date_time ${agents} ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach`,
      every: `SELECT c.id FROM matching_agents u JOIN calls c ON c.agent_id = u.id ${whereClause([...common, ...scoped])}`,
      // The matching agents' calls, as many of the status as all calls have, the viewer's share of them.
      estimate: `${agentsCalls} * ${statusShare} * ${share}`,
    },
  ];
  const digits = mobileSearchDigits(search);
  if (digits) {
    // The page's calls by a number's start the same way, per number and customer (phone_pairs: each one's newest
    // call, read from IDX_calls_phone_time with the customer tested once, not per call).
    const ofPair = (pair: string) => [`c.phone_number = ${pair}.phone`, `c.customer_id = ${pair}.customer_id`, ...common];
    branches.push({
      newest: `SELECT c.id, c.call_date_time FROM (SELECT pair.phone, pair.customer_id FROM phone_pairs pair ORDER BY ${NEWEST_FIRST('pair')} LIMIT :reach) top
        CROSS JOIN LATERAL (${newest(ofPair('top'))}) c`,
      // Counted straight from the index (up to the limit); for a viewer of some groups, once the walk found the
      // matches sparse, through phone_pairs instead (each customer tested once, not each call).
      every: every(['c.phone_number LIKE :phonePrefix', ...common, ...scoped]),
      sparse: scope ? `SELECT c.id FROM phone_pairs pair CROSS JOIN LATERAL (${every(ofPair('pair'))} OFFSET 0) c` : undefined,
      // A call is made to its customer's number: the customers matched by their mobile's start stand for them.
      estimate: `(SELECT matched.customers FROM matched) * ${perCustomer}`,
    });
    params.phonePrefix = `${digits}%`;
  }
  // A search matching many customers first walks the list newest first and tests each call (its customer by primary
  // key, its agent, its number): it fills the page within a few thousand calls. When the walk's first :walkLimit calls
  // do not fill the page (the matches are rare or old), or the search is narrow, the page is gathered from each way's
  // own index.
  Object.assign(params, { walkLimit: Number(params.reach) * WALK_PER_ROW, narrowLimit: NARROW_LIMIT, walkShare: WALK_SHARE, matchLimit: MATCH_LIMIT, sampleSize: SAMPLE_SIZE });
  // One scalar per call, its customer read once by primary key for the viewer's scope and the search (never a hash
  // of every matching customer).
  const tested = `(SELECT ${[...(scope ? [scope.condition('m')] : []), `(${[customers.sql('m'), 'c.agent_id IN (SELECT u.id FROM matching_agents u)', ...(digits ? ['c.phone_number LIKE :phonePrefix'] : [])].join(' OR ')})`].join(' AND ')}
      FROM customers m WHERE m.id = c.customer_id)`;
  // Each call's place in the walk (position) gives, when the walk fills the page, the share of the newest calls that
  // match: the estimate of a total past the limit, without reading the matching customers.
  const walked = `SELECT c.id, c.call_date_time, c.position FROM (
      SELECT c.*, row_number() OVER (ORDER BY ${NEWEST_FIRST('c')}) AS position FROM (
        SELECT c.id, c.call_date_time, c.customer_id, c.agent_id, c.phone_number FROM calls c ${whereClause(common)} ORDER BY ${NEWEST_FIRST('c')} LIMIT :walkLimit
      ) c
    ) c WHERE (SELECT breadth.broad FROM breadth) AND ${tested}
    ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach`;
  const filled = '(SELECT count(*) FROM walked) >= :reach';
  const ids = `SELECT found.id, found.call_date_time FROM (
      SELECT walked.id, walked.call_date_time FROM walked WHERE ${filled}
      UNION ALL
      SELECT gathered.id, gathered.call_date_time FROM (${branches.map((branch) => `(${branch.newest})`).join(' UNION ')}) gathered WHERE NOT ${filled}
    ) found
    ORDER BY ${NEWEST_FIRST('found')} LIMIT :pageLimit OFFSET :pageOffset`;
  // The customers a search matches are read fenced (OFFSET 0) wherever a LIMIT follows: from their prefix indexes,
  // never by a scan of every customer the planner expects to stop early.
  // Each way counted up to the limit (an index-only count each, once: per_branch is materialised); only when all
  // stayed under it is their union counted, then exactly (each part still cut at the limit, so its plan is the same
  // index walk). Past the limit, the largest way's estimate (they mostly overlap), never below what was counted.
  const limited = branches.map((branch) =>
    branch.sparse
      ? `(SELECT dense.id FROM (${branch.every} LIMIT :countLimit) dense WHERE ${filled}
          UNION ALL SELECT sparse.id FROM (${branch.sparse} LIMIT :countLimit) sparse WHERE NOT ${filled})`
      : `(${branch.every} LIMIT :countLimit)`,
  );
  const n = (i: number) => `per_branch.n${i}`;
  const largest = `greatest(${branches.map((_, i) => n(i)).join(', ')})`;
  const byBranch = `greatest(${branches.map((branch, i) => `CASE WHEN ${n(i)} >= :countLimit THEN greatest(${n(i)}, round(coalesce(${branch.estimate}, 0))) ELSE ${n(i)} END`).join(', ')})`;
  const walkShare = `(SELECT count(*)::numeric / max(walked.position) FROM walked)`;
  const estimated = `CASE WHEN ${filled} THEN greatest(${largest}, round(${walkShare} * ${counted})) ELSE ${byBranch} END`;
  const total = `SELECT (CASE WHEN ${largest} >= :countLimit THEN ${estimated} ELSE (SELECT count(*) FROM (${limited.join(' UNION ')}) matched) END)::int AS total,
      ${largest} >= :countLimit AS estimate
    FROM per_branch`;
  const everyone = '(SELECT sum(cc.n) FROM customer_counts cc)';
  const withs = [
    // Broad: at least :narrowLimit customers match (read up to that many, never all of them), and the viewer sees at
    // least :walkShare of all customers; a narrower search, or a viewer of less (for whom the matches they see are
    // sparse among the newest calls), gathers the matches at once instead of walking.
    `breadth AS MATERIALIZED (SELECT count(*) >= :narrowLimit AND ${share} >= CAST(:walkShare AS numeric) AS broad FROM (
      SELECT 1 FROM (SELECT 1 FROM customers m WHERE ${customers.sql('m')} OFFSET 0) m LIMIT :narrowLimit) limited)`,
    // How many customers the viewer sees that match, for an estimate only (read when a way passed the limit): the
    // first :matchLimit matches are read and the viewer's counted; past them, the viewer's share of those first
    // matches times all matches, estimated as the share of every (all customers / :sampleSize)th customer by id that
    // matches, times all customers.
    `matched AS MATERIALIZED (SELECT CASE WHEN first.n < :matchLimit THEN first.seen ELSE first.seen::numeric / first.n * greatest(first.n, (
        SELECT round(count(*) FILTER (WHERE ${customers.sql('s')})::numeric * ${everyone} / nullif(count(*), 0)) FROM customers s
        WHERE s.id = ANY (ARRAY(SELECT generate_series(ends.lo, ends.hi, greatest(1, (ends.hi - ends.lo) / :sampleSize)) FROM (SELECT min(id) AS lo, max(id) AS hi FROM customers) ends))))
      END AS customers FROM (SELECT count(*) AS n, count(*) FILTER (WHERE first.seen) AS seen FROM (
        SELECT ${scope ? scope.condition('m') : 'true'} AS seen FROM (SELECT m.group_id FROM customers m WHERE ${customers.sql('m')} OFFSET 0) m LIMIT :matchLimit) first) first)`,
    `matching_agents AS MATERIALIZED (SELECT u.id FROM users u WHERE u.name ILIKE :agentName)`,
    ...(digits ? phonePairs(common, visibleOf) : []),
    `walked AS MATERIALIZED (${walked})`,
    `per_branch AS MATERIALIZED (SELECT ${limited.map((part, i) => `(SELECT count(*) FROM ${part} counted) AS n${i}`).join(', ')})`,
  ];
  return { sql: `WITH RECURSIVE ${withs.join(', ')} ${statement(total, ids)}`, params };
}

/**
 * The numbers starting with :phonePrefix, one index descent each (`phones`, in IDX_calls_phone_time's order), and
 * per number and customer its newest call of the status (`phone_pairs`: phone, customer_id, call_date_time, id),
 * the customer tested once for the viewer's scope.
 */
function phonePairs(common: string[], visibleOf: SearchContext['visibleOf']): string[] {
  const next = (after: string) =>
    `(SELECT c.phone_number FROM calls c WHERE ${['c.phone_number LIKE :phonePrefix', ...(after ? [`c.phone_number ~>~ ${after}`] : [])].join(' AND ')} ORDER BY c.phone_number USING ~<~ LIMIT 1)`;
  return [
    `phones AS (SELECT ${next('')} AS phone UNION ALL SELECT ${next('phones.phone')} FROM phones WHERE phones.phone IS NOT NULL)`,
    `phone_pairs AS MATERIALIZED (SELECT phones.phone, head.customer_id, head.call_date_time, head.id FROM phones CROSS JOIN LATERAL (
        SELECT DISTINCT ON (c.customer_id) c.customer_id, c.call_date_time, c.id FROM calls c ${whereClause(['c.phone_number = phones.phone', ...common])}
        ORDER BY c.customer_id, ${NEWEST_FIRST('c')}) head ${visibleOf ? `WHERE ${visibleOf('head.customer_id')}` : ''})`,
  ];
}

/**
 * A viewer who sees few customers: each of their customers' newest `offset + limit` calls (of the status, matching
 * the search) from the customer's own index (`IDX_calls_customer_agent_time`), and the page taken from them; the
 * total counted the same way up to the limit. Past it, estimated like the whole list: the calls per customer times
 * the viewer's customers (those a search matches by name, loan number, email or mobile, when searching).
 */
function throughCustomersQuery(search: string | undefined, { scope, common, counted, share }: SearchContext & { scope: CustomerScope }, params: Record<string, unknown>): CallListQuery {
  const matches: string[] = [];
  let named = ', false AS named';
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
  const conditions = (customer: string) => [`c.customer_id = ${customer}.id`, ...common, ...(matches.length ? [`(${matches.map((match) => match.replace('seen.', `${customer}.`)).join(' OR ')})`] : [])];
  const newest = (customer: string, limit: string) =>
    `SELECT c.id, c.call_date_time FROM calls c ${whereClause(conditions(customer))} ORDER BY ${NEWEST_FIRST('c')} LIMIT ${limit}`;
  // The newest :reach calls are those of the :reach customers whose newest call is newest: one entry of each
  // customer's own index, then the calls of those :reach only.
  const perCustomer = `SELECT c.id, c.call_date_time FROM (
      SELECT seen.id, seen.named FROM seen CROSS JOIN LATERAL (${newest('seen', '1')}) head ORDER BY ${NEWEST_FIRST('head')} LIMIT :reach
    ) top CROSS JOIN LATERAL (${newest('top', ':reach')}) c`;
  // Seeing at least BROAD_SHARE of the customers, the newest calls are walked first (bounded, as for a broad search):
  // a viewer's customers spread over the year fill the page within a few thousand calls.
  Object.assign(params, { walkLimit: Number(params.reach) * WALK_PER_ROW, broadShare: BROAD_SHARE });
  const walked = `SELECT c.id, c.call_date_time FROM (
      SELECT c.id, c.call_date_time, c.customer_id, c.agent_id, c.phone_number, c.status FROM calls c ${whereClause(common)} ORDER BY ${NEWEST_FIRST('c')} LIMIT :walkLimit
    ) c WHERE (SELECT viewer.broad FROM viewer) AND EXISTS (SELECT 1 FROM seen WHERE ${conditions('seen').join(' AND ')})
    ORDER BY ${NEWEST_FIRST('c')} LIMIT :reach`;
  const filled = '(SELECT count(*) FROM walked) >= :reach';
  const ids = `SELECT found.id, found.call_date_time FROM (
      SELECT walked.id, walked.call_date_time FROM walked WHERE ${filled}
      UNION ALL
      SELECT gathered.id, gathered.call_date_time FROM (${perCustomer}) gathered WHERE NOT ${filled}
    ) found ORDER BY ${NEWEST_FIRST('found')} LIMIT :pageLimit OFFSET :pageOffset`;
  // Each customer's calls read from their index, fenced (OFFSET 0) so the planner cannot turn it back into a join
  // that hashes the few customers and scans every call.
  const capped = `SELECT count(*) AS n FROM (SELECT 1 FROM seen CROSS JOIN LATERAL (SELECT 1 FROM calls c ${whereClause(conditions('seen'))} OFFSET 0) c LIMIT :countLimit) limited`;
  const estimate = search
    ? `(SELECT count(*) FROM seen WHERE seen.named) * ${counted} / nullif((SELECT sum(cc.n) FROM customer_counts cc), 0)`
    : `${counted} * ${share}`;
  const total = `SELECT CASE WHEN capped.n < :countLimit THEN capped.n ELSE greatest(:countLimit, round(coalesce(${estimate}, 0))) END::int AS total,
    capped.n >= :countLimit AS estimate FROM (${capped}) capped`;
  const withs = [
    `seen AS MATERIALIZED (SELECT cu.id${named} FROM customers cu WHERE ${scope.condition('cu')})`,
    `viewer AS MATERIALIZED (SELECT (SELECT sum(cc.n) FROM customer_counts cc WHERE ${scope.condition('cc')}) >= :broadShare * (SELECT sum(cc.n) FROM customer_counts cc) AS broad)`,
    `walked AS MATERIALIZED (${walked})`,
  ];
  return { sql: `WITH ${withs.join(', ')} ${statement(total, ids)}`, params };
}

const whereClause = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/**
 * The total as a one-row subquery with the page's ids left-joined to it, so an empty page still brings the total,
 * and each call of the page with what Call History shows of it (CallViewRow).
 */
const statement = (total: string, ids: string) =>
  `SELECT counted.total, counted.estimate, ${callViewColumns('listed', 'listed_customer', 'listed_agent')}
  FROM (${total}) counted LEFT JOIN (${ids}) page ON true
    LEFT JOIN calls listed ON listed.id = page.id
    LEFT JOIN customers listed_customer ON listed_customer.id = listed.customer_id
    LEFT JOIN users listed_agent ON listed_agent.id = listed.agent_id
  ORDER BY ${NEWEST_FIRST('page')}`;
