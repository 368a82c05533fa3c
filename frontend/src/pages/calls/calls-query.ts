/**
 * Call history state in the URL query (spec §2 "Call history": search, status, page) and the small formats
 * of the call screens, as pure functions.
 */
import type { components } from '../../api/schema';

type Schemas = components['schemas'];

export type Call = Schemas['CallResponseDto'];
export type CallStatus = Call['status'];
/** GET /api/calls answers `pagination: {total, totalPages, totalIsEstimate}`. */
export interface CallsPage {
  calls: Call[];
  pagination: { total: number; totalPages: number; totalIsEstimate?: boolean };
}
export type UpdateCallRequest = Schemas['UpdateCallDto'];

/** Spec §9: call history page size 10. */
export const CALLS_PAGE_SIZE = 10;

/** The status filter of spec §2: All Statuses (empty), Answered, Missed. */
export type CallStatusFilter = '' | 'answered' | 'missed';
export const STATUS_FILTERS: ReadonlyArray<{ value: CallStatusFilter; label: string }> = [
  { value: '', label: 'All Statuses' },
  { value: 'answered', label: 'Answered' },
  { value: 'missed', label: 'Missed' },
];

export interface CallsQuery {
  search: string;
  status: CallStatusFilter;
  page: number;
}

export const EMPTY_CALLS_QUERY: CallsQuery = { search: '', status: '', page: 1 };

const SEARCH_MAX = 100;

/** URL query → state. Unknown or invalid values fall back to the defaults, never throw. */
export function parseCallsQuery(input: string | URLSearchParams): CallsQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const rawStatus = (params.get('status') ?? '').trim().toLowerCase();
  const rawPage = params.get('page') ?? '';
  const page = /^\d+$/.test(rawPage) ? Number(rawPage) : 1;
  return {
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    status: rawStatus === 'answered' || rawStatus === 'missed' ? rawStatus : '',
    page: page >= 1 ? page : 1,
  };
}

/** State → URL query without "?", in a stable order and without defaults, so plain /calls stays plain. */
export function serialiseCallsQuery(query: CallsQuery): string {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('search', query.search.trim());
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/** A new search or status starts again at page 1 (spec §9: search resets the page). */
export function withCallsChanges(query: CallsQuery, changes: Partial<CallsQuery>): CallsQuery {
  const next = { ...query, ...changes };
  if (('search' in changes && changes.search !== query.search) || ('status' in changes && changes.status !== query.status)) {
    if (!('page' in changes)) next.page = 1;
  }
  return next;
}

export function hasCallFilters(query: CallsQuery): boolean {
  return query.search !== '' || query.status !== '';
}

/** GET /api/calls?page&limit=10&search&status. */
export function callsApiPath(query: CallsQuery): string {
  const params = new URLSearchParams({ page: String(query.page), limit: String(CALLS_PAGE_SIZE) });
  if (query.search) params.set('search', query.search);
  if (query.status) params.set('status', query.status);
  return `/calls?${params.toString()}`;
}

/** Seconds → "m:ss" ("0:05", "2:05", "61:40"); "1:01:40" from an hour up; "0:00" for nothing. */
export function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '0:00';
  const whole = Math.floor(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

export const CALL_STATUS_LABELS: Record<CallStatus, string> = {
  answered: 'Answered',
  missed: 'Missed',
  voicemail: 'Voicemail',
  failed: 'Failed',
  initiated: 'Initiated',
};

/** The non-payment reason the feedback left on the call (metadata.reasonForNotPaying), if any. */
export function reasonForNotPaying(call: Pick<Call, 'metadata'>): string | null {
  const value = call.metadata?.reasonForNotPaying;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** /calls/{id} path ids are positive whole numbers; anything else is "not found" without asking. */
export function parseCallId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

/** Issue 12 item 5: a call's notes are changed only by the agent who made it and by admins (the server's rule). */
export function canEditCallNotes(call: Pick<Call, 'agent'>, user: { id: number; role: string } | null | undefined): boolean {
  if (!user) return false;
  return user.role === 'admin' || (call.agent.id !== null && call.agent.id === user.id);
}
