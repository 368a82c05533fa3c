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
  /** A search's alternatives (the condition is their OR), each a prefix range of one index. */
  prefixes?: SearchPrefix[];
  /** The caller's visibility scope (a list may walk the visible groups instead, see customer-list-query.ts). */
  visibility?: boolean;
  /** The one column a filter tests, for counts kept per column (see customer-list-query.ts). */
  column?: 'status' | 'next_follow_up';
}

/**
 * One alternative of a search: `expression LIKE :param`, a prefix range of the index on that expression (and, per
 * group, of the index on (group_id, expression): migration CoveringSearchPrefixIndexes), whose order `~<~` is.
 */
export interface SearchPrefix {
  expression: (alias: string) => string;
  param: 'mobilePrefix' | 'prefix';
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
 * start of the name or of its last word, or the start of the loan number or email. All prefix range scans, each of
 * one index. The surname's regular expression comes last: it is the dearest test, and where the keys are tested
 * one after another (Call History's heads) a row already matched skips it.
 */
function searchPrefixes(search: string): { prefixes: SearchPrefix[]; params: Record<string, unknown> } {
  const prefix = lowerPrefixPattern(search);
  const digits = mobileSearchDigits(search);
  const loanNumber: SearchPrefix = { expression: (a) => `lower(${a}.loan_application_no)`, param: 'prefix' };
  if (digits) return { prefixes: [{ expression: (a) => `${a}.mobile`, param: 'mobilePrefix' }, loanNumber], params: { mobilePrefix: `${digits}%`, prefix } };
  return {
    prefixes: [{ expression: (a) => `lower(${a}.name)`, param: 'prefix' }, loanNumber, { expression: (a) => `lower(${a}.kyc_email)`, param: 'prefix' }, { expression: SURNAME, param: 'prefix' }],
    params: { prefix },
  };
}

const prefixTest = (one: SearchPrefix) => (alias: string) => `${one.expression(alias)} LIKE :${one.param}`;

/** A search's keys, each tested alone (one index each). */
export function searchKeys(search: string): { keys: ((alias: string) => string)[]; params: Record<string, unknown> } {
  const { prefixes, params } = searchPrefixes(search);
  return { keys: prefixes.map(prefixTest), params };
}

/** A search as one condition: its keys' OR. */
export function searchCondition(search: string): CustomerCondition {
  const { prefixes, params } = searchPrefixes(search);
  return { sql: (a) => `(${prefixes.map((one) => prefixTest(one)(a)).join(' OR ')})`, params, categorical: false, selective: true, prefixes };
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
