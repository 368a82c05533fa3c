/**
 * The fields of `data` that differ from `previousData`, for PATCH requests: the API refuses unknown fields
 * and a PATCH must only carry what the person changed. `id` is never sent.
 */
export function diffRecord(data: Record<string, any>, previousData: Record<string, any> | undefined): Record<string, any> {
  const changes: Record<string, any> = {};
  for (const [key, value] of Object.entries(data)) {
    if (key === 'id' || value === undefined) continue;
    if (!previousData || !isEqual(value, previousData[key])) changes[key] = value;
  }
  return changes;
}

function isEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return new Date(a as any).getTime() === new Date(b as any).getTime();
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    return JSON.stringify(a) === JSON.stringify(b);
  }
  return false;
}
