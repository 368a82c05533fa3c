/**
 * Disposition management rules (spec §2 "Disposition management", §3 lists and statuses, §5 validation), as
 * pure functions: form validation and payloads, status sorting and the contact-type filter, and the view
 * kept in the URL (`?list=3` shows the statuses of list 3).
 */
import type { components } from '../../api/schema';
import { CONTACT_TYPES } from '../../components/feedback/feedback-rules';

type Schemas = components['schemas'];

export type DispositionList = Schemas['DispositionListResponseDto'];
export type DispositionStatus = Schemas['DispositionStatusResponseDto'];
export type DispositionListInput = Schemas['CreateDispositionListDto'];
export type DispositionStatusInput = Schemas['CreateDispositionStatusDto'];
export type Enablement = DispositionList['status'];
export type ContactType = DispositionStatus['contact_type'];

export const NAME_MESSAGE = 'Name must be at least 2 characters';
export const CODE_MESSAGE = 'Code is required';
export const DURATION_MESSAGE = 'Next callback duration must be a whole number of minutes';
export const DURATION_RANGE_MESSAGE = 'Next callback duration must be between 0 and 10080 minutes (7 days)';
/** Spec §9: default next callback duration 30 minutes. */
export const DEFAULT_CALLBACK_MINUTES = 30;
export const MAX_CALLBACK_MINUTES = 10080;

export const ENABLEMENT_CHOICES: Array<{ id: Enablement; name: string }> = [
  { id: 'enabled', name: 'Enabled' },
  { id: 'disabled', name: 'Disabled' },
];

export const CONTACT_TYPE_CHOICES = CONTACT_TYPES.map((type) => ({ id: type.value, name: `${type.value} - ${type.description}` }));

/** Spec §5: name at least 2 characters (after trimming, as the server trims). */
export function validateName(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length >= 2 ? undefined : NAME_MESSAGE;
}

/** Spec §5: code at least 1 character. */
export function validateCode(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim().length >= 1 ? undefined : CODE_MESSAGE;
}

/** Numeric, whole minutes, 0 to 7 days; empty means "no preset time". */
export function validateDuration(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || !Number.isInteger(n)) return DURATION_MESSAGE;
  if (n < 0 || n > MAX_CALLBACK_MINUTES) return DURATION_RANGE_MESSAGE;
  return undefined;
}

export interface ListFormValues {
  name: string;
  description: string;
  status: Enablement;
}

export function listFormValues(list?: DispositionList | null): ListFormValues {
  return { name: list?.name ?? '', description: list?.description ?? '', status: list?.status ?? 'enabled' };
}

/** What the API takes: a trimmed name, null for a blank description. */
export function toListInput(values: Partial<ListFormValues>): DispositionListInput {
  const description = (values.description ?? '').trim();
  return { name: (values.name ?? '').trim(), description: description || null, status: values.status ?? 'enabled' };
}

export interface StatusFormValues {
  name: string;
  code: string;
  contact_type: ContactType;
  status: Enablement;
  is_default_disposition: boolean;
  next_date_time_needed: boolean;
  is_promise: boolean;
  disposition_next_call_duration: number | null;
}

/** Spec §5 defaults: RPC, enabled, not default, no next date needed, 30 minutes. */
export function statusFormValues(status?: DispositionStatus | null): StatusFormValues {
  return {
    name: status?.name ?? '',
    code: status?.code ?? '',
    contact_type: status?.contact_type ?? 'RPC',
    status: status?.status ?? 'enabled',
    is_default_disposition: status?.is_default_disposition ?? false,
    next_date_time_needed: status?.next_date_time_needed ?? false,
    is_promise: status?.is_promise ?? false,
    disposition_next_call_duration: status ? status.disposition_next_call_duration : DEFAULT_CALLBACK_MINUTES,
  };
}

export function toStatusInput(values: Partial<StatusFormValues>, listId: number): DispositionStatusInput {
  const raw = values.disposition_next_call_duration as unknown;
  const duration = raw === null || raw === undefined || raw === '' ? null : Number(raw);
  return {
    disposition_list_id: listId,
    name: (values.name ?? '').trim(),
    code: (values.code ?? '').trim(),
    contact_type: values.contact_type ?? 'RPC',
    status: values.status ?? 'enabled',
    is_default_disposition: !!values.is_default_disposition,
    next_date_time_needed: !!values.next_date_time_needed,
    is_promise: !!values.is_promise,
    disposition_next_call_duration: duration,
  };
}

export type StatusSortField = 'name' | 'code' | 'contact_type';
export interface StatusSort {
  field: StatusSortField;
  order: 'asc' | 'desc';
}
export const DEFAULT_STATUS_SORT: StatusSort = { field: 'name', order: 'asc' };

const collator = new Intl.Collator('en-IN', { sensitivity: 'base', numeric: true });

/** Sorted by name, code or contact type (ties by name), without changing the input. */
export function sortStatuses(statuses: readonly DispositionStatus[], sort: StatusSort): DispositionStatus[] {
  const direction = sort.order === 'asc' ? 1 : -1;
  return [...statuses].sort((a, b) => {
    const primary = collator.compare(a[sort.field], b[sort.field]);
    return primary !== 0 ? primary * direction : collator.compare(a.name, b.name);
  });
}

/** Clicking a sorted column flips its order; another column starts ascending. */
export function nextSort(current: StatusSort, field: StatusSortField): StatusSort {
  return current.field === field ? { field, order: current.order === 'asc' ? 'desc' : 'asc' } : { field, order: 'asc' };
}

/**
 * The contact-type text filter: matches the type ("rpc") or its meaning ("right party"), case-insensitive.
 * Empty text keeps everything.
 */
export function filterByContactType(statuses: readonly DispositionStatus[], text: string): DispositionStatus[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [...statuses];
  return statuses.filter((status) => {
    const description = CONTACT_TYPES.find((t) => t.value === status.contact_type)?.description ?? '';
    return status.contact_type.toLowerCase().includes(needle) || description.toLowerCase().includes(needle);
  });
}

/** `?list=3` → 3; anything else → null (the lists view). */
export function parseListParam(search: string): number | null {
  const raw = new URLSearchParams(search).get('list');
  if (!raw || !/^\d+$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

/** "30 min", "2 h", "1 h 30 min"; "—" for none. */
export function formatCallbackDuration(minutes: number | null): string {
  if (minutes === null || minutes === undefined) return '—';
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
