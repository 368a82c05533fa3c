/**
 * The audit trail's shapes, written by hand from the contract of GET /api/audit (issue 12) while the backend
 * lands in parallel. INTEGRATOR: once openapi/openapi.json has the audit operation, regenerate schema.d.ts and
 * replace these with aliases of the generated schemas (as api/types.ts does), keeping the names.
 */

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
export interface AuditChange {
  before: unknown;
  after: unknown;
}

/** A row of GET /api/audit. `action` is create, update, delete, assign, import, password_set or a newer one. */
export interface AuditEntry {
  id: number;
  /** ISO instant. */
  at: string;
  /** null for changes made by the system (jobs, webhooks). */
  actor: { id: number; name: string } | null;
  actor_ip: string | null;
  entity: KnownAuditEntity | (string & {});
  entity_id: string;
  action: string;
  changes: Record<string, AuditChange>;
  reason: string | null;
}

/** The list's filters (the `filter` query parameter); days are YYYY-MM-DD in the business zone. */
export interface AuditFilter {
  entity?: string;
  entity_id?: string;
  actor_id?: number;
  from?: string;
  to?: string;
}
