import { FieldValidationException } from '../../common/http/validation.js';
import { addDays, isCalendarDate } from '../../common/time/business-date.js';

export const AUDIT_SORT_FIELDS = ['at', 'id'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** The list's WHERE clause and parameters from a react-admin filter; `from`/`to` are business days, both included. */
export function auditListCondition(filter: Record<string, unknown>, startOfDay: (day: string) => Date): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  const text = (field: string) => {
    const value = filter[field];
    if (value === undefined) return undefined;
    if ((typeof value !== 'string' || value === '') && !Number.isInteger(value)) throw new FieldValidationException({ [`filter.${field}`]: `${field} must be a non-empty string` });
    return String(value);
  };
  const day = (field: string) => {
    const value = filter[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !isCalendarDate(value)) throw new FieldValidationException({ [`filter.${field}`]: `${field} must be a date YYYY-MM-DD` });
    return value;
  };

  const entity = text('entity');
  if (entity !== undefined) add((p) => `a.entity = ${p}`, entity);
  const entityId = text('entity_id');
  if (entityId !== undefined) add((p) => `a.entity_id = ${p}`, entityId);
  if (filter.actor_id !== undefined) {
    const actorId = filter.actor_id;
    if (!Number.isInteger(actorId) || (actorId as number) < 1 || (actorId as number) > 2_147_483_647) {
      throw new FieldValidationException({ 'filter.actor_id': 'actor_id must be a user id' });
    }
    add((p) => `a.actor_id = ${p}`, actorId);
  }
  const from = day('from');
  if (from !== undefined) add((p) => `a.at >= ${p}`, startOfDay(from));
  const to = day('to');
  if (to !== undefined) add((p) => `a.at < ${p}`, startOfDay(addDays(to, 1)));
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
