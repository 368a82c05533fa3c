import { addDays } from '../../common/time/business-date.js';
import type { AuditListFilterDto } from './dto/audit-list-filter.dto.js';

export const AUDIT_SORT_FIELDS = ['at', 'id'] as const;
export type AuditSortField = (typeof AUDIT_SORT_FIELDS)[number];

/** The list's WHERE clause and parameters from a validated filter; `from`/`to` are business days, both included. */
export function auditListCondition(filter: AuditListFilterDto, startOfDay: (day: string) => Date): { where: string; params: unknown[] } {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.entity !== undefined) add((p) => `a.entity = ${p}`, filter.entity);
  if (filter.entity_id !== undefined) add((p) => `a.entity_id = ${p}`, filter.entity_id);
  if (filter.actor_id !== undefined) add((p) => `a.actor_id = ${p}`, filter.actor_id);
  if (filter.from !== undefined) add((p) => `a.at >= ${p}`, startOfDay(filter.from));
  if (filter.to !== undefined) add((p) => `a.at < ${p}`, startOfDay(addDays(filter.to, 1)));
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}
