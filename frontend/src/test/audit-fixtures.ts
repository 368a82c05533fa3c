/** Audit rows for tests of the audit list and the History panel. Only imported by *.test.ts(x). */
import type { AuditEntry } from '../pages/audit/audit-types';

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    at: '2025-01-05T10:00:00Z',
    actor: { id: 1, name: 'Admin User' },
    actor_ip: '10.0.0.5',
    entity: 'customer',
    entity_id: '12',
    action: 'update',
    changes: { status: { before: 'active', after: 'closed' } },
    reason: null,
    ...overrides,
  };
}
