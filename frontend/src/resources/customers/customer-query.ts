import type { CustomerStatus, InstantRange } from '../../api/types';
import type { CustomerListFilter } from '../../providers/dataProvider';

import { DEFAULT_PAGE_SIZE, isPageSize, type PageSize } from '../../components/list/ListPagination';

export const CUSTOMER_STATUSES: readonly CustomerStatus[] = ['overdue', 'partially_paid', 'paid'];

/**
 * The last-disposition codes the filter offers: those of the dispositions agents can choose now (one chip per code,
 * named after its first status), plus any code already selected in the URL, so it can still be cleared.
 */
export function dispositionCodeOptions(statuses: readonly { code: string; name: string }[], selected: readonly string[]): { code: string; label: string }[] {
  const options = new Map<string, string>();
  for (const status of statuses) if (!options.has(status.code)) options.set(status.code, status.name);
  for (const code of selected) if (!options.has(code)) options.set(code, code);
  return [...options].map(([code, label]) => ({ code, label }));
}

/** Everything the customer list shows, as kept in the URL query (spec §2). */
export interface CustomerQuery {
  search: string;
  page: number;
  itemsPerPage: PageSize;
  status: CustomerStatus[];
  last_disposition_status: string[];
  next_follow_up?: InstantRange;
  last_connected_at?: InstantRange;
  /** One group's customers (the Reports page's groups open the list so). */
  group_id?: number;
}

/** The filter panel's fields, all cleared (search and paging left as they are). */
export const NO_FILTERS: Partial<CustomerQuery> = { status: [], last_disposition_status: [], next_follow_up: undefined, last_connected_at: undefined, group_id: undefined };

export const EMPTY_CUSTOMER_QUERY: CustomerQuery = {
  search: '',
  page: 1,
  itemsPerPage: DEFAULT_PAGE_SIZE,
  status: [],
  last_disposition_status: [],
};

export type RangeField = 'next_follow_up' | 'last_connected_at';
export const RANGE_FIELDS: readonly RangeField[] = ['next_follow_up', 'last_connected_at'];

/** "partial paid", "partialPaid" and "partially_paid" all mean partially_paid (as the API accepts). */
export function normaliseStatus(value: string): CustomerStatus | undefined {
  const key = value.trim().toLowerCase().replace(/[\s_-]+/g, '');
  if (key === 'partialpaid' || key === 'partiallypaid') return 'partially_paid';
  return (CUSTOMER_STATUSES as readonly string[]).includes(key) ? (key as CustomerStatus) : undefined;
}

function splitList(raw: string | null): string[] {
  if (!raw) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}

function isInstant(value: string): boolean {
  // Strict enough for what we write (toISOString) and what a person may paste (a date with a time and zone).
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** "start,end" with either side possibly empty; invalid sides are dropped. */
export function parseRange(raw: string | null): InstantRange | undefined {
  if (!raw) return undefined;
  const [start = '', end = ''] = raw.split(',').map((part) => part.trim());
  const range: InstantRange = {};
  if (start && isInstant(start)) range.start = start;
  if (end && isInstant(end)) range.end = end;
  return range.start || range.end ? range : undefined;
}

export function serialiseRange(range: InstantRange | undefined): string | undefined {
  if (!range || (!range.start && !range.end)) return undefined;
  return `${range.start ?? ''},${range.end ?? ''}`;
}

function positiveInt(raw: string | null, fallback: number): number {
  if (!raw || !/^\d+$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 ? value : fallback;
}

/** URL query → list state. Unknown or invalid values fall back to the defaults, never throw. */
export function parseCustomerQuery(input: string | URLSearchParams): CustomerQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const perPage = positiveInt(params.get('itemsPerPage'), DEFAULT_PAGE_SIZE);
  const query: CustomerQuery = {
    search: (params.get('search') ?? '').trim(),
    page: positiveInt(params.get('page'), 1),
    itemsPerPage: isPageSize(perPage) ? perPage : DEFAULT_PAGE_SIZE,
    status: unique(splitList(params.get('status')).map(normaliseStatus).filter((s): s is CustomerStatus => !!s)),
    last_disposition_status: unique(splitList(params.get('last_disposition_status'))),
  };
  for (const field of RANGE_FIELDS) {
    const range = parseRange(params.get(field));
    if (range) query[field] = range;
  }
  const groupId = positiveInt(params.get('group_id'), 0);
  if (groupId > 0 && groupId <= 2_147_483_647) query.group_id = groupId;
  return query;
}

/** Keeps commas and colons readable in the address bar ("status=overdue,paid"). */
function encodeValue(value: string): string {
  return encodeURIComponent(value).replace(/%2C/gi, ',').replace(/%3A/gi, ':');
}

/**
 * List state → URL query, in a stable order and without defaults (page 1, 10 per page, empty filters), so
 * the plain /customers stays plain. Returns the query without "?".
 */
export function serialiseCustomerQuery(query: CustomerQuery): string {
  const entries: Array<[string, string]> = [];
  if (query.search.trim()) entries.push(['search', query.search.trim()]);
  if (query.page > 1) entries.push(['page', String(query.page)]);
  if (query.itemsPerPage !== DEFAULT_PAGE_SIZE) entries.push(['itemsPerPage', String(query.itemsPerPage)]);
  if (query.status.length) entries.push(['status', query.status.join(',')]);
  if (query.last_disposition_status.length) entries.push(['last_disposition_status', query.last_disposition_status.join(',')]);
  for (const field of RANGE_FIELDS) {
    const value = serialiseRange(query[field]);
    if (value) entries.push([field, value]);
  }
  if (query.group_id) entries.push(['group_id', String(query.group_id)]);
  return entries.map(([key, value]) => `${key}=${encodeValue(value)}`).join('&');
}

/** How many filters of the admin panel are set (search and paging are not filters). */
export function activeFilterCount(query: CustomerQuery): number {
  return (
    (query.status.length ? 1 : 0) +
    (query.last_disposition_status.length ? 1 : 0) +
    (query.next_follow_up ? 1 : 0) +
    (query.last_connected_at ? 1 : 0) +
    (query.group_id ? 1 : 0)
  );
}

/**
 * The body filters of POST /api/customers/all-customer. The filter panel is admin-only (spec §2), so for other
 * users only the search applies, whatever the URL says.
 */
export function toListFilter(query: CustomerQuery, { withFilters }: { withFilters: boolean }): CustomerListFilter {
  const filter: CustomerListFilter = {};
  if (query.search) filter.search = query.search;
  if (!withFilters) return filter;
  if (query.status.length) filter.status = query.status;
  if (query.last_disposition_status.length) filter.last_disposition_status = query.last_disposition_status;
  for (const field of RANGE_FIELDS) {
    const range = query[field];
    if (range) filter[field] = { ...range };
  }
  if (query.group_id) filter.group_id = query.group_id;
  return filter;
}

/** A change of anything but the page goes back to page 1 (spec §9: search resets the page). */
export function withChanges(query: CustomerQuery, changes: Partial<CustomerQuery>): CustomerQuery {
  const next: CustomerQuery = { ...query, ...changes };
  for (const field of [...RANGE_FIELDS, 'group_id'] as const) {
    if (field in changes && !changes[field]) delete next[field];
  }
  if (!('page' in changes)) next.page = 1;
  return next;
}
