import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getMetadataArgsStorage } from 'typeorm';
import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, auditActionLabel, auditFieldLabel } from '@crm/shared';
// Loads every entity, so their columns are in TypeORM's metadata.
import '../../database/data-source-options.js';

/** Words people read: capitalised, no code left in them (snake_case, camelCase, kebab-case). */
const inWords = (label: string) => /^[A-Z]/.test(label) && !/[_]|[a-z][A-Z]|\w-\w/.test(label.replace(/first-start|end-of-day/g, ''));

/** Every `action: '…'` and `entity: '…'` the server's code writes to the trail. */
function writtenCodes(kind: 'action' | 'entity'): Set<string> {
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.spec.ts') && !path.includes('/migrations/')) {
        const source = readFileSync(path, 'utf8');
        for (const match of source.matchAll(new RegExp(`\\b${kind}: '([a-z_]+)'`, 'g'))) codes.add(match[1]);
        // A choice: `action: status === 'approved' ? 'approve' : 'reject'` writes the values after ? and :.
        for (const match of source.matchAll(new RegExp(`\\b${kind}: [^,\\n]*\\?[^,\\n]*`, 'g'))) {
          for (const choice of match[0].matchAll(/[?:] '([a-z_]+)'/g)) codes.add(choice[1]);
        }
      }
    }
  };
  walk(join(import.meta.dirname, '../..'));
  return codes;
}

describe('the audit trail has words for everything the server writes', () => {
  it('every action written has a label, in words', () => {
    const actions = writtenCodes('action');
    for (const seen of ['read_document', 'approve_request', 'settle_days', 'approve', 'reject', 'run_accrual']) expect([seen, actions.has(seen)]).toEqual([seen, true]);
    for (const action of actions) expect([action, action in AUDIT_ACTION_LABELS]).toEqual([action, true]);
    for (const label of Object.values(AUDIT_ACTION_LABELS)) expect([label, inWords(label)]).toEqual([label, true]);
    expect(auditActionLabel('read_document')).toBe('Document viewed');
  });

  it('every kind of record written has a label', () => {
    for (const entity of writtenCodes('entity')) expect([entity, entity in AUDIT_ENTITY_LABELS]).toEqual([entity, true]);
  });

  it("every column of every entity reads as words, under every kind of record", () => {
    const tables = new Set(getMetadataArgsStorage().tables.map((table) => table.target));
    const columns = getMetadataArgsStorage().columns.filter((column) => tables.has(column.target));
    expect(columns.length).toBeGreaterThan(100);
    for (const entity of Object.keys(AUDIT_ENTITY_LABELS)) {
      for (const { propertyName } of columns) {
        const label = auditFieldLabel(entity, propertyName);
        expect([propertyName, label, inWords(label)]).toEqual([propertyName, label, true]);
      }
    }
    expect(auditFieldLabel('employee_details', 'dra_photo_url')).toBe('DRA certificate photo');
  });
});
