import type { AuditChanges } from './entities/audit-entry.entity.js';

/** Never stored: a changed secret is recorded only as the marker below, under `password` when it is one. */
const SECRET = /password|hash|secret|token|session|^sid$/i;
const NOT_RECORDED = new Set(['id', 'createdAt', 'updatedAt', 'created_at', 'updated_at']);
export const SECRET_CHANGED = 'changed';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
/** Dates become ISO strings and undefined becomes null, as the jsonb column will hold them. */
const plain = (value: unknown): unknown => (value === undefined ? null : JSON.parse(JSON.stringify(value)));

/** The fields that differ between before and after (either may be absent: a creation or a deletion), snake_cased. */
export function diffChanges(before: object | null | undefined, after: object | null | undefined): AuditChanges {
  const was = (before ?? {}) as Record<string, unknown>;
  const is = (after ?? {}) as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    if (NOT_RECORDED.has(key)) continue;
    const [old, now] = [plain(was[key]), plain(is[key])];
    if (JSON.stringify(old) === JSON.stringify(now)) continue;
    if (SECRET.test(key)) {
      changes[/password/i.test(key) ? 'password' : snakeCase(key)] = { before: null, after: SECRET_CHANGED };
    } else {
      changes[snakeCase(key)] = { before: old, after: now };
    }
  }
  return changes;
}
