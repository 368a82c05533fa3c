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

/** The query of a GET /api/audit request as react-admin's simple-rest provider sends it. */
export function auditQuery(path: string): { filter: Record<string, unknown>; range: [number, number]; sort: [string, string] } {
  const params = new URL(path, 'http://localhost').searchParams;
  return { filter: JSON.parse(params.get('filter') ?? '{}'), range: JSON.parse(params.get('range') ?? '[0,9]'), sort: JSON.parse(params.get('sort') ?? '[]') };
}

/** A simple-rest list answer of GET /api/audit: the page of rows and the total in Content-Range. */
export function auditPage(rows: AuditEntry[], total: number, range: [number, number]) {
  const last = Math.min(range[1], range[0] + rows.length - 1);
  return { body: rows, headers: { 'Content-Range': `audit ${range[0]}-${last}/${total}` } };
}
