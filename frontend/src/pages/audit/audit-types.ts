/** The audit trail's shapes: the generated schemas of GET /api/audit, with the names the screens use. */
import type { components } from '../../api/schema';

type Schemas = components['schemas'];

/** The kinds of record the trail covers (rows may name kinds added later: any string is accepted). */
export { AUDIT_ENTITIES, type AuditEntity as KnownAuditEntity } from '@crm/shared';

/** One field's change. Secrets and passwords never arrive (the server leaves them out). */
export type AuditChange = Schemas['AuditFieldChangeDto'];

/** A row of GET /api/audit. `action` is one of @crm/shared's AUDIT_ACTIONS (or a newer one). */
export type AuditEntry = Schemas['AuditEntryDto'];

/** The list's filters (the `filter` query parameter); days are YYYY-MM-DD in the business zone. */
export type AuditFilter = Schemas['AuditListFilterDto'];
