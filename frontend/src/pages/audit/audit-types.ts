/** The audit trail's shapes: the generated schemas of GET /api/audit, with the names the screens use. */
import type { components } from '../../api/schema';

type Schemas = components['schemas'];

/** The kinds of record the trail covers; rows may name kinds added later, so any string is accepted. */
export const AUDIT_ENTITIES = [
  'customer',
  'call',
  'feedback',
  'user',
  'setting',
  'disposition_list',
  'disposition_status',
  'lead_cycle',
  'customer_import',
  'group',
] as const;
export type KnownAuditEntity = (typeof AUDIT_ENTITIES)[number];

/** One field's change. Secrets and passwords never arrive (the server leaves them out). */
export type AuditChange = Schemas['AuditFieldChangeDto'];

/** A row of GET /api/audit. `action` is create, update, delete, assign, import, password_set, register or a newer one. */
export type AuditEntry = Schemas['AuditEntryDto'];

/** The list's filters (the `filter` query parameter); days are YYYY-MM-DD in the business zone. */
export type AuditFilter = Schemas['AuditListFilterDto'];
