import { auditActionLabel, auditEntityLabel, auditFieldLabel, auditRecordLabel, auditValueLabel } from '@crm/shared';
import { isDayString } from '../../i18n/dates';
import { formatDate, formatDateTime, formatINR } from '../../i18n/format';
import { customerPath } from '../customer-detail/customer-path';
import type { AuditEntry } from './audit-types';

/** How audit rows read to people: labels, links and each field's before → after in en-IN formats. */

export { AUDIT_ENTITY_LABELS as ENTITY_LABELS } from '@crm/shared';

/** The kind of record in words ("Employee profile"). */
export const entityLabel = auditEntityLabel;

/** The action in words ("Document viewed"); a code the screens do not know yet reads as words too. */
export const actionLabel = auditActionLabel;

/** "Attendance #41", or the record's name where it has no number ("Attendance: every agent, at end of day"). */
export function recordLabel(entry: Pick<AuditEntry, 'entity' | 'entity_id'>): string {
  return auditRecordLabel(entry.entity, entry.entity_id);
}

const EMPTY = '—';
/** Longer values are cut in the list's summary; the full text is in the cell's tooltip. */
export const SUMMARY_VALUE_LENGTH = 40;
/** The list's "What changed" shows this many fields, then "+N more". */
export const SUMMARY_FIELDS = 3;

const DELETIONS = new Set(['delete', 'delete_lead']);

/**
 * The page of the changed record, where the app has one and the record still exists. A customer's page is
 * addressed by its loan number (`/customers/{loan}?record={row id}`) while the trail names the row id, so a
 * customer row links only when its changes carry `loan_application_no`.
 */
export function recordPath(entry: Pick<AuditEntry, 'entity' | 'entity_id' | 'action' | 'changes'>): string | undefined {
  if (DELETIONS.has(entry.action)) return undefined;
  const id = encodeURIComponent(entry.entity_id);
  if (entry.entity === 'call') return `/calls/${id}`;
  if (entry.entity === 'customer') {
    const loan = entry.changes?.loan_application_no;
    const number = loan?.after ?? loan?.before;
    return typeof number === 'string' && number && /^\d+$/.test(entry.entity_id) ? customerPath(number, Number(entry.entity_id)) : undefined;
  }
  return undefined;
}

/** Fields whose numbers are rupees (not counts such as overdue_emis or ids). */
const MONEY_FIELD = /amount|outstanding|income|penalt|principal|interest|salary|(^|_)fee$|(^|_)emi$|^emi_to_be_collected$/i;
const NUMERIC = /^-?\d+(\.\d+)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

function isMoney(field: string, value: unknown): boolean {
  if (!MONEY_FIELD.test(field)) return false;
  return typeof value === 'number' || (typeof value === 'string' && NUMERIC.test(value));
}

/** One value as people read it: rupees, dates, Yes/No, lists; nothing is "—". */
export function formatAuditValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const named = auditValueLabel(field, value);
  if (named) return named;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (isMoney(field, value)) return formatINR(value as number | string);
  if (typeof value === 'string') {
    if (isDayString(value)) return formatDate(value);
    if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map((item) => formatAuditValue(field, item)).join(', ') : EMPTY;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One changed field, formatted. `before` is absent for a creation and `after` for a deletion. */
export interface ChangeLine {
  field: string;
  label: string;
  before?: string;
  after?: string;
}

export function changeLines(entry: Pick<AuditEntry, 'entity' | 'action' | 'changes'>): ChangeLine[] {
  return Object.entries(entry.changes ?? {}).map(([field, change]) => ({
    field,
    label: auditFieldLabel(entry.entity, field),
    before: entry.action === 'create' ? undefined : formatAuditValue(field, change?.before),
    after: entry.action === 'delete' ? undefined : formatAuditValue(field, change?.after),
  }));
}

/** "Status: Active → Inactive"; a creation shows only the new value, a deletion only the old one. */
export function lineText(line: ChangeLine, maxValueLength = Infinity): string {
  const cut = (text: string) => (text.length > maxValueLength ? `${text.slice(0, maxValueLength - 1)}…` : text);
  if (line.before === undefined) return `${line.label}: ${cut(line.after ?? EMPTY)}`;
  if (line.after === undefined) return `${line.label}: ${cut(line.before)}`;
  return `${line.label}: ${cut(line.before)} → ${cut(line.after)}`;
}

/** The list's compact "What changed": the first few fields, then how many more. */
export function changeSummary(entry: Pick<AuditEntry, 'entity' | 'action' | 'changes'>): { text: string; full: string } {
  const lines = changeLines(entry);
  if (lines.length === 0) return { text: EMPTY, full: '' };
  const shown = lines.slice(0, SUMMARY_FIELDS).map((line) => lineText(line, SUMMARY_VALUE_LENGTH));
  const more = lines.length - SUMMARY_FIELDS;
  return { text: more > 0 ? `${shown.join('; ')}; +${more} more` : shown.join('; '), full: lines.map((line) => lineText(line)).join('\n') };
}

/** Who made the change; rows without an actor were made by the system. */
export function actorName(entry: Pick<AuditEntry, 'actor'>): string {
  return entry.actor?.name ?? 'System';
}
