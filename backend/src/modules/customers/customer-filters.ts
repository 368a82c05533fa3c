import { normalizeIndianMobile } from '@crm/shared';
import type { CustomerScope } from './customer-visibility.service.js';
import type { CustomerListRequestDto } from './dto/customer-list.dto.js';
import { lowerPrefixPattern } from '../../common/like-pattern.js';

/**
 * One condition of a customer query. `categorical` conditions use only the columns `customer_counts` is keyed
 * by (lead cycle, group, status, last disposition), so a count under them alone can be summed from that table.
 */
export interface CustomerCondition {
  sql: (alias: string) => string;
  params: Record<string, unknown>;
  categorical: boolean;
  /** A search: matches few rows, best found through its own indexes before sorting. */
  selective?: boolean;
  /** The caller's visibility scope (a list may walk the visible groups instead, see customer-list-query.ts). */
  visibility?: boolean;
  /** The one column a filter tests, for counts kept per column (see customer-list-query.ts). */
  column?: 'status' | 'next_follow_up';
}

/** The named parameter holding a range's bound, e.g. `:next_follow_upStart`. */
export const rangeParam = (column: 'next_follow_up' | 'last_connected_at', bound: 'start' | 'end') =>
  `${column}${bound === 'start' ? 'Start' : 'End'}`;

/** Digits of a search that looks like a phone number, normalised the way mobiles are stored. */
export function mobileSearchDigits(search: string): string | undefined {
  if (!/^[+\d\s()-]+$/.test(search)) return undefined;
  const digits = search.replace(/\D/g, '');
  if (digits.length < 3) return undefined;
  return normalizeIndianMobile(digits) ?? (digits.length > 10 ? digits.replace(/^(91|0)/, '') : digits);
}

/** The surname as the index IDX_customers_surname_prefix sees it: the last word of the name. */
const SURNAME = (alias: string) => `lower(regexp_replace(${alias}.name, '^.*\\s', ''))`;

/**
 * Text that looks like a phone number matches mobiles and loan numbers from the start; other text matches the
 * start of the name or of its last word, or the start of the loan number or email. All prefix range scans: each key
 * tested alone (`keys`, one index each) or together (`searchCondition`).
 */
export function searchKeys(search: string): { keys: ((alias: string) => string)[]; params: Record<string, unknown> } {
  const prefix = lowerPrefixPattern(search);
  const digits = mobileSearchDigits(search);
  if (digits) {
    return { keys: [(a) => `${a}.mobile LIKE :mobilePrefix`, (a) => `lower(${a}.loan_application_no) LIKE :prefix`], params: { mobilePrefix: `${digits}%`, prefix } };
  }
  return {
    // The surname's regular expression last: it is the dearest test, and a key is tested after the ones before it.
    keys: [(a) => `lower(${a}.name) LIKE :prefix`, (a) => `lower(${a}.loan_application_no) LIKE :prefix`, (a) => `lower(${a}.kyc_email) LIKE :prefix`, (a) => `${SURNAME(a)} LIKE :prefix`],
    params: { prefix },
  };
}

export function searchCondition(search: string): CustomerCondition {
  const { keys, params } = searchKeys(search);
  return { sql: (a) => `(${keys.map((key) => key(a)).join(' OR ')})`, params, categorical: false, selective: true };
}

function rangeConditions(column: 'next_follow_up' | 'last_connected_at', range?: { start?: string; end?: string }): CustomerCondition[] {
  const conditions: CustomerCondition[] = [];
  const tested = column === 'next_follow_up' ? { column } : {};
  for (const [bound, operator] of [['start', '>='], ['end', '<=']] as const) {
    const value = range?.[bound];
    const param = rangeParam(column, bound);
    if (value) conditions.push({ sql: (a) => `${a}.${column} ${operator} :${param}`, params: { [param]: value }, categorical: false, ...tested });
  }
  return conditions;
}

/** The conditions of a list request (and of the caller's visibility), in one place for the page and the count. */
export function customerConditions(request: CustomerListRequestDto, scope: CustomerScope | null): CustomerCondition[] {
  const conditions: CustomerCondition[] = [];
  if (scope) conditions.push({ sql: (a) => scope.condition(a), params: scope.params, categorical: true, visibility: true });
  const search = request.search?.trim();
  if (search) conditions.push(searchCondition(search));
  if (request.status?.length) conditions.push({ sql: (a) => `${a}.status IN (:...statuses)`, params: { statuses: request.status }, categorical: true, column: 'status' });
  if (request.last_disposition_status?.length) {
    conditions.push({ sql: (a) => `${a}.last_disposition_status IN (:...dispositions)`, params: { dispositions: request.last_disposition_status }, categorical: true });
  }
  conditions.push(...rangeConditions('next_follow_up', request.next_follow_up), ...rangeConditions('last_connected_at', request.last_connected_at));
  if (request.group_id !== undefined) conditions.push({ sql: (a) => `${a}.group_id = :groupId`, params: { groupId: request.group_id }, categorical: true });
  if (request.lead_cycle_id !== undefined) {
    conditions.push({ sql: (a) => `${a}.lead_cycle_id = :leadCycleId`, params: { leadCycleId: request.lead_cycle_id }, categorical: true });
  }
  return conditions;
}
