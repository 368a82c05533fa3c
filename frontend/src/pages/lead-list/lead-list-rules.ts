/**
 * /tata-lead-list (spec §2 "Dialer lead list"): the pure parts. The list is small (one dialer lead list per
 * lead cycle), so search and sort happen in the browser; both live in the URL query.
 */
import type { TataLeadList } from '../../api/types';
import { formatInBusinessZone } from '../../i18n/dates';
import { LOCALE, formatNumber } from '../../i18n/format';

export type SortOrder = 'asc' | 'desc';

export interface LeadListQuery {
  search: string;
  order: SortOrder;
}

export const DEFAULT_LEAD_LIST_QUERY: LeadListQuery = { search: '', order: 'asc' };
const SEARCH_MAX = 100;

export const LEAD_LIST_MESSAGES = {
  loadError: 'Failed to fetch lead lists',
  empty: 'No lead lists yet',
  emptyHint: 'Press Sync with Tata to create a dialer lead list for each lead cycle and push its customers to the dialer.',
  refreshed: 'Lead refreshed',
  refreshFailed: 'Failed to refresh lead',
  notRefreshed: 'N/A',
} as const;

/** "?search=pre&order=desc" → state; anything unknown falls back to the defaults. */
export function parseLeadListQuery(input: string | URLSearchParams): LeadListQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    order: (params.get('order') ?? '').toLowerCase() === 'desc' ? 'desc' : 'asc',
  };
}

/** State → URL query without "?" and without defaults, so plain /tata-lead-list stays plain. */
export function serialiseLeadListQuery(query: LeadListQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.order === 'desc') params.set('order', 'desc');
  return params.toString();
}

const collator = new Intl.Collator(LOCALE, { numeric: true, sensitivity: 'base' });

/** The rows to show: names containing the search (any case), sorted by name (then by lead list id). */
export function visibleLeadLists(rows: readonly TataLeadList[], query: LeadListQuery): TataLeadList[] {
  const needle = query.search.trim().toLocaleLowerCase(LOCALE);
  const direction = query.order === 'desc' ? -1 : 1;
  return rows
    .filter((row) => !needle || (row.name ?? '').toLocaleLowerCase(LOCALE).includes(needle))
    .sort((a, b) => direction * (collator.compare(a.name ?? '', b.name ?? '') || collator.compare(a.lead_list_id, b.lead_list_id)));
}

/**
 * Spec §2: Last Refreshed At as dd/MM/yyyy HH:mm (24-hour) in the business time zone, or "N/A" when the list
 * was never refreshed.
 */
export function formatRefreshedAt(value: string | null | undefined): string {
  if (!value) return LEAD_LIST_MESSAGES.notRefreshed;
  if (Number.isNaN(new Date(value).getTime())) return LEAD_LIST_MESSAGES.notRefreshed;
  return formatInBusinessZone(value, 'DD/MM/YYYY HH:mm');
}

/** Puts the refreshed row in place of the old one (matched by lead list id). */
export function replaceLeadList(rows: readonly TataLeadList[] | undefined, updated: TataLeadList): TataLeadList[] | undefined {
  if (!rows) return rows;
  return rows.map((row) => (row.lead_list_id === updated.lead_list_id ? updated : row));
}

/** The "Lead refreshed" toast's description: "Overdue - Nov 2026: 1,234 leads, as of 05/11/2026 15:30." */
export function refreshedMessage(row: TataLeadList): string {
  const leads = `${formatNumber(row.lead_count)} lead${row.lead_count === 1 ? '' : 's'}`;
  return row.last_refreshed_at ? `${row.name}: ${leads}, as of ${formatRefreshedAt(row.last_refreshed_at)}.` : `${row.name}: ${leads}.`;
}
