import { deepPageSql } from '../../common/deep-page.js';
import { customerConditions, rangeParam, type CustomerCondition, type SearchPrefix } from './customer-filters.js';
import type { CustomerScope } from './customer-visibility.service.js';
import type { CustomerListRequestDto } from './dto/customer-list.dto.js';
import { CUSTOMER_SUMMARY_COLUMNS } from './dto/customer-response.dto.js';

/**
 * From this offset on, summing `customer_id_ranges` (about 250 rows per million customers) to jump near the page
 * is cheaper than walking the primary key to it.
 */
const DEEP_OFFSET = 10_000;

/**
 * A search's matches are counted exactly up to this many (read with a LIMIT, so counting costs at most this many);
 * beyond it the total is an estimate from a bounded sample and says so (`totalIsEstimate`), as Call History's does.
 */
export const EXACT_TOTAL_LIMIT = 1_000;

/** One list request as a single statement (with TypeORM-style named parameters) and the page it asks for. */
interface CustomerListQuery {
  sql: string;
  params: Record<string, unknown>;
  pageNumber: number;
  limit: number;
}

type Order = (alias: string) => string;
const NEWEST_FIRST: Order = (alias) => `${alias}.id DESC`;
const EARLIEST_FOLLOW_UP_FIRST: Order = (alias) => `${alias}.next_follow_up ASC, ${alias}.id ASC`;

/**
 * What a list statement is assembled from: the total (and whether it is an estimate), the page's ids (in `order`,
 * one row more than the page so the caller knows whether a next page exists) and optional CTEs.
 */
interface ListPlan {
  ctes?: string;
  count: string;
  ids: string;
  order: Order;
}

/**
 * One page of customers and its total in one statement, so one round trip: the total as a one-row subquery with the
 * page left-joined to it (an empty page still brings the total). The page's ids are chosen first, from indexes alone
 * where possible; the joins run for those rows only, and rows come out in the list shape. The page holds one row
 * more than asked for (`pageLimit` is limit + 1): whether a next page exists is that row, never the estimate.
 */
export function customerListQuery(request: CustomerListRequestDto, scope: CustomerScope | null, seen: number | null, today: string): CustomerListQuery {
  const pageNumber = request.page ?? 1;
  const limit = request.limit ?? 10;
  const offset = (pageNumber - 1) * limit;
  const conditions = customerConditions(request, scope);
  const plan = listPlan(request, scope, conditions, offset, seen);
  const sql = `${plan.ctes ? `WITH ${plan.ctes}` : ''}
    SELECT counted.total, counted.estimate, listed.* FROM (${plan.count}) counted
    LEFT JOIN (
      SELECT ${CUSTOMER_SUMMARY_COLUMNS.join(', ')}
      FROM (${plan.ids}) page_ids
      JOIN customers customer ON customer.id = page_ids.id
      LEFT JOIN groups grp ON grp.id = customer.group_id
      JOIN lead_cycles cycle ON cycle.id = customer.lead_cycle_id
    ) listed ON true
    ORDER BY ${plan.order('listed')}`;
  const params = Object.assign({ pageLimit: limit + 1, pageOffset: offset, markedOn: today }, ...conditions.map((condition) => condition.params));
  return { sql, params, pageNumber, limit };
}

const PAGE = 'LIMIT :pageLimit OFFSET :pageOffset';

/** About this many customers are sampled to estimate a broad search's total when a range filters it too. */
const SAMPLE_ROWS = 5_000;
const samplePercent = () => `(SELECT least(100, 100.0 * ${SAMPLE_ROWS} / greatest(sum(counts.n), 1)) FROM customer_counts counts)`;

/**
 * A broad search's total from statistics, reading no match: the planner's estimate of the search's matches among
 * all customers (customer_search_estimate, migration CustomerSearchEstimate), scaled by the share of the customers
 * the other conditions (visibility, status, ...: all kept in `customer_counts`) leave. Stable between ANALYZEs, so
 * it holds still while paging.
 */
function statisticsEstimate(search: CustomerCondition, conditions: CustomerCondition[]): string {
  const mobilePrefix = 'mobilePrefix' in search.params ? ':mobilePrefix' : 'NULL';
  const kept = conditions.filter((condition) => condition !== search);
  return `(SELECT greatest(${EXACT_TOTAL_LIMIT + 1}, round(customer_search_estimate(:prefix, ${mobilePrefix})
      * (SELECT coalesce(sum(counts.n), 0) FROM customer_counts counts ${whereClause('counts', kept)}) / greatest(sum(everyone.n), 1)))
    FROM customer_counts everyone)`;
}

/** A broad search's total from a sample of about SAMPLE_ROWS customers' pages, the same pages every time. */
function sampleEstimate(conditions: CustomerCondition[]): string {
  return `(SELECT greatest(${EXACT_TOTAL_LIMIT + 1}, round(count(*) FILTER (WHERE ${conditions.map((condition) => condition.sql('sampled')).join(' AND ')})
      * (SELECT sum(counts.n) FROM customer_counts counts) / greatest(count(*), 1)))
    FROM customers sampled TABLESAMPLE SYSTEM (${samplePercent()}) REPEATABLE (0))`;
}

/**
 * A broad search's page walks at most this many of the viewer's newest customers for each row it reaches (matches 1 in
 * 50 or more often, spread over the list, are found so); a search whose matches are rarer or bunched (the oldest loan
 * numbers) sorts its matches instead.
 */
const WALK_PER_ROW = 50;
/** A page deeper than this walk would reach (page 50 of 10 rows) sorts the matches at once. */
const LONGEST_WALK = 25_000;

/**
 * A search's matches are read through each of its prefix indexes in the index's order, each read stopping after
 * EXACT_TOTAL_LIMIT + 1 (the materialized `branch` CTEs; an agent's per visible group, or over their own customers when
 * they see few), so counting to the limit costs at most that many index entries per prefix, however many match.
 * Their union (`matches`) holds every match when no branch reached the limit: up to the limit that is the exact total,
 * and the page is sorted from it. Beyond it (one branch full, or the union over the limit) the total is estimated from
 * statistics (statisticsEstimate; with a date range, from a sample), at least the limit; the page is taken from the viewer's newest customers, walked up to
 * WALK_PER_ROW per row of the page (`walked`, when the estimate says matches are that frequent), and only when that
 * walk falls short or is not taken (the matches rarer or bunched, the page deep, or the list's end reached) are all the matches sorted, and then counted exactly too (a sample misses
 * bunched matches; a page past the end learns where the end is). One-time filters keep the paths not taken from running.
 */
function searchPlan(scope: SizedScope | null, conditions: CustomerCondition[]): ListPlan {
  const search = conditions.find((condition) => condition.prefixes) as CustomerCondition & { prefixes: SearchPrefix[] };
  const others = conditions.filter((condition) => !condition.visibility && condition !== search);
  // Only the chosen path's SQL is written: each prefix condition costs the planner an estimate from its statistics.
  const few = scope !== null && scope.seen <= FEW_CUSTOMERS;
  const branches = few
    ? [`${fewSeenMatches(scope, conditions)} LIMIT ${EXACT_TOTAL_LIMIT + 1}`]
    : search.prefixes.map((prefix) => prefixMatches(prefix, scope, others, EXACT_TOTAL_LIMIT + 1));
  const found = few ? fewSeenMatches(scope, conditions) : search.prefixes.map((prefix) => prefixMatches(prefix, scope, others)).join(' UNION ');
  const counted = '(SELECT count(*) FROM matches)';
  const decided = `decided AS MATERIALIZED (SELECT ${branches.map((_, i) => `(SELECT count(*) FROM branch${i}) > ${EXACT_TOTAL_LIMIT}`).join(' OR ')} OR ${counted} > ${EXACT_TOTAL_LIMIT} AS broad)`;
  const broad = '(SELECT decided.broad FROM decided)';
  const estimated = others.every((condition) => condition.categorical) ? statisticsEstimate(search, conditions) : sampleEstimate(conditions);
  const walkedFull = '(SELECT count(*) FROM walked) = :pageLimit';
  // Sorting reads every match: their number is then the exact total; past the end they are counted.
  const sortedCount = `coalesce((SELECT max(sorted.n) FROM sorted), (SELECT count(*) FROM (${found}) every))`;
  const walkLength = `(:pageOffset::bigint + :pageLimit) * ${WALK_PER_ROW}`;
  // Walked only when the estimate says 1 in WALK_PER_ROW of the viewer's customers or more match (rarer matches would
  // make the walk fall short after reading all of it).
  const visible = scope ? String(scope.seen) : '(SELECT sum(counts.n) FROM customer_counts counts)';
  const walked = `SELECT newest.id FROM (${newestSeen(scope, walkLength)}) newest
      JOIN customers customer ON customer.id = newest.id
      WHERE ${walkLength} <= ${LONGEST_WALK} AND (SELECT estimate.n FROM estimate) * ${WALK_PER_ROW} >= ${visible}
        ${whereClause('customer', others.concat(search), 'AND')}
      ORDER BY ${NEWEST_FIRST('newest')} ${PAGE}`;
  return {
    ctes: `${branches.map((branch, i) => `branch${i} AS MATERIALIZED (${branch})`).join(',\n      ')},
      matches AS MATERIALIZED (${branches.map((_, i) => `SELECT id FROM branch${i}`).join(' UNION ')}),
      ${decided},
      estimate AS MATERIALIZED (SELECT ${estimated} AS n),
      walked AS MATERIALIZED (${walked}),
      sorted AS MATERIALIZED (SELECT every.id, count(*) OVER () AS n FROM (${found} OFFSET 0) every ORDER BY ${NEWEST_FIRST('every')} ${PAGE})`,
    count: `SELECT (CASE WHEN NOT ${broad} THEN ${counted} WHEN ${walkedFull} THEN (SELECT estimate.n FROM estimate) ELSE ${sortedCount} END)::int AS total,
      ${broad} AND ${walkedFull} AS estimate`,
    ids: `SELECT few.id FROM (SELECT matches.id FROM matches ORDER BY ${NEWEST_FIRST('matches')} ${PAGE}) few WHERE NOT ${broad}
      UNION ALL
      SELECT walked.id FROM walked WHERE ${broad} AND ${walkedFull}
      UNION ALL
      SELECT sorted.id FROM sorted WHERE ${broad} AND NOT ${walkedFull}`,
    order: NEWEST_FIRST,
  };
}

/**
 * A search's matches through one prefix: an admin's through the index on the expression, an agent's (who sees more
 * than FEW_CUSTOMERS) per visible group through the index on (group_id, expression); both cover the id and the
 * expression's column, so without other filters only the index is read. With a `limit`, read in the index's order
 * and stopped after that many.
 */
function prefixMatches(prefix: SearchPrefix, scope: CustomerScope | null, others: CustomerCondition[], limit?: number): string {
  const inOrder = limit ? `ORDER BY ${prefix.expression('customer')} USING ~<~ LIMIT ${limit}` : '';
  const matching = `${prefix.expression('customer')} LIKE :${prefix.param} ${whereClause('customer', others, 'AND')} ${inOrder}`;
  if (!scope) return `SELECT customer.id FROM customers customer WHERE ${matching}`;
  return `SELECT hit.id FROM (${scope.groupIds}) visible
    CROSS JOIN LATERAL (SELECT customer.id FROM customers customer WHERE customer.group_id = visible.group_id AND ${matching}) hit
    ${limit ? `LIMIT ${limit}` : ''}`;
}

/** The ids of the viewer's `howMany` newest customers, walked newest first (per visible group for an agent). */
function newestSeen(scope: CustomerScope | null, howMany: string): string {
  if (!scope) return `SELECT customer.id FROM customers customer ORDER BY ${NEWEST_FIRST('customer')} LIMIT ${howMany}`;
  return `SELECT seen.id FROM (${scope.groupIds}) visible
    CROSS JOIN LATERAL (
      SELECT customer.id FROM customers customer WHERE customer.group_id = visible.group_id ORDER BY ${NEWEST_FIRST('customer')} LIMIT ${howMany}
    ) seen
    ORDER BY ${NEWEST_FIRST('seen')} LIMIT ${howMany}`;
}

/**
 * - A search (see searchPlan) reads its matches through its own prefix indexes, up to a limit, once (the
 *   materialized CTEs) for both the total and the page. The CTEs also keep the planner from walking the
 *   whole list newest first testing every row against the search, ruinous when nothing matches.
 * - A follow-up range lists the earliest follow-up first (what an agent works through, and what the follow-up
 *   indexes return in order).
 * - Otherwise newest first, the total summed from `customer_counts` when every condition is one of its keys.
 * A follow-up range filtered at most by status sums its whole hours from `customer_follow_up_hours` instead.
 */
function listPlan(request: CustomerListRequestDto, scope: CustomerScope | null, conditions: CustomerCondition[], offset: number, seen: number | null): ListPlan {
  if (conditions.some((condition) => condition.selective)) return searchPlan(scope && { ...scope, seen: seen ?? 0 }, conditions);
  const count = conditions.every((condition) => condition.categorical)
    ? `SELECT coalesce(sum(counts.n), 0)::int AS total, false AS estimate FROM customer_counts counts ${whereClause('counts', conditions)}`
    : `SELECT ${followUpHoursCount(request, conditions) ?? `(SELECT count(*) FROM customers customer ${whereClause('customer', conditions)})`}::int AS total, false AS estimate`;
  if (request.next_follow_up?.start || request.next_follow_up?.end) {
    return { count, ids: walkedIds(conditions, EARLIEST_FOLLOW_UP_FIRST), order: EARLIEST_FOLLOW_UP_FIRST };
  }
  return { count, ids: newestIds(scope, conditions, offset), order: NEWEST_FIRST };
}

/**
 * Up to this many visible customers, an agent's search reads their customers (IDX_customers_group) and tests each one;
 * above it, each visible group's matches are read through the (group_id, prefix) indexes. Testing 2,000 customers
 * costs about what reading 2,000 matches does.
 */
export const FEW_CUSTOMERS = 2_000;

/** An agent's customers tested one by one (fenced with `OFFSET 0` so the planner keeps it), when they see few. */
function fewSeenMatches(scope: CustomerScope, conditions: CustomerCondition[]): string {
  const others = conditions.filter((condition) => !condition.visibility);
  return `SELECT customer.id FROM (SELECT customer.* FROM customers customer WHERE ${scope.condition('customer')} OFFSET 0) customer
    ${whereClause('customer', others)}`;
}

/** An agent's scope with how many customers they see (`customer_counts`), which chooses their search's path. */
type SizedScope = CustomerScope & { seen: number };

/** Whether a list request needs the viewer's size first (an agent's search): see viewerSizeSql. */
export const needsViewerSize = (request: CustomerListRequestDto, scope: CustomerScope | null) => scope !== null && Boolean(request.search?.trim());

/** How many customers the scope lets the viewer see, one row `seen`, summed from `customer_counts`. */
export const viewerSizeSql = (scope: CustomerScope) => `SELECT coalesce(sum(counts.n), 0)::int AS seen FROM customer_counts counts WHERE ${scope.condition('counts')}`;

/**
 * The total of a follow-up range (statuses optional, nothing else): its whole hours summed from
 * `customer_follow_up_hours`, plus the customers of the partial hours at either edge counted in the
 * (status, next_follow_up) index, so a day's range reads at most two hours of entries instead of the whole day.
 * The hour boundaries are worked out in SQL from the very bounds the filter uses, to the microsecond.
 */
function followUpHoursCount(request: CustomerListRequestDto, conditions: CustomerCondition[]): string | undefined {
  if (!conditions.every((condition) => condition.column === 'status' || condition.column === 'next_follow_up')) return undefined;
  const { start, end } = request.next_follow_up ?? {};
  if (!start && !end) return undefined;
  const statuses = conditions.filter((condition) => condition.column === 'status');
  const startParam = `:${rangeParam('next_follow_up', 'start')}::timestamptz`;
  const endParam = `:${rangeParam('next_follow_up', 'end')}::timestamptz`;
  const firstWholeHour = start ? `ceil(extract(epoch FROM ${startParam}) / 3600)::int` : undefined;
  const lastHourStart = end ? `floor(extract(epoch FROM ${endParam}) / 3600)::int` : undefined;
  // Whole hours run from firstWholeHour up to (not including) wholeHoursEnd: empty when the range is within an hour.
  const wholeHoursEnd = firstWholeHour && lastHourStart ? `greatest(${firstWholeHour}, ${lastHourStart})` : lastHourStart;
  const hourStart = (hour: string) => `to_timestamp(${hour} * 3600)`;
  const counted = (extra: string[]) =>
    `(SELECT count(*) FROM customers customer WHERE ${[...statuses.map((condition) => condition.sql('customer')), ...extra].join(' AND ')})`;
  const hours = [
    ...statuses.map((condition) => condition.sql('hours')),
    ...(firstWholeHour ? [`hours.follow_up_hour >= ${firstWholeHour}`] : []),
    ...(wholeHoursEnd ? [`hours.follow_up_hour < ${wholeHoursEnd}`] : []),
  ];
  const parts = [`(SELECT coalesce(sum(hours.n), 0) FROM customer_follow_up_hours hours WHERE ${hours.join(' AND ')})`];
  if (firstWholeHour) {
    const below = `customer.next_follow_up < ${hourStart(firstWholeHour)}`;
    parts.push(counted([`customer.next_follow_up >= ${startParam}`, below, ...(end ? [`customer.next_follow_up <= ${endParam}`] : [])]));
  }
  if (wholeHoursEnd) parts.push(counted([`customer.next_follow_up >= ${hourStart(wholeHoursEnd)}`, `customer.next_follow_up <= ${endParam}`]));
  return `(${parts.join(' + ')})`;
}

/** An agent's list walks their groups; a deep page of the whole list jumps through the id ranges. */
function newestIds(scope: CustomerScope | null, conditions: CustomerCondition[], offset: number): string {
  if (scope) return newestOfVisibleGroups(scope, conditions);
  if (conditions.length === 0 && offset >= DEEP_OFFSET) return DEEP_PAGE_IDS;
  return walkedIds(conditions, NEWEST_FIRST);
}

/** The page's ids, reading the matching customers in order (an index walk that stops at the page's end). */
function walkedIds(conditions: CustomerCondition[], order: Order): string {
  return `SELECT customer.id FROM customers customer ${whereClause('customer', conditions)} ORDER BY ${order('customer')} ${PAGE}`;
}

function whereClause(alias: string, conditions: CustomerCondition[], keyword = 'WHERE'): string {
  return conditions.length ? `${keyword} ${conditions.map((condition) => condition.sql(alias)).join(' AND ')}` : '';
}

/**
 * The newest customers of each visible group (an index walk on (group_id, id) that stops after offset + limit rows),
 * merged. Walking the whole list newest first and skipping other groups' customers costs one row per customer of
 * the table when the agent's groups are small or empty (200 ms for a group of 200 among a million).
 */
function newestOfVisibleGroups(scope: CustomerScope, conditions: CustomerCondition[]): string {
  const others = conditions.filter((condition) => !condition.visibility);
  return `SELECT page.id FROM (${scope.groupIds}) visible
    CROSS JOIN LATERAL (
      SELECT customer.id FROM customers customer WHERE customer.group_id = visible.group_id ${whereClause('customer', others, 'AND')}
      ORDER BY ${NEWEST_FIRST('customer')} LIMIT :pageOffset::bigint + :pageLimit
    ) page
    ORDER BY ${NEWEST_FIRST('page')} ${PAGE}`;
}

/** A deep page of the whole list, from the id range holding its offset (`customer_id_ranges`). */
const DEEP_PAGE_IDS = deepPageSql(
  'page.id',
  'SELECT id_below AS bucket, n FROM customer_id_ranges',
  (idBelow) => `SELECT customer.id FROM customers customer WHERE customer.id < ${idBelow} ORDER BY ${NEWEST_FIRST('customer')}`,
);
