import { clearedSections, crossFieldProblems, OPTIONAL_FIELDS } from '@crm/shared';
import type { EmployeeDetails } from './entities/employee-details.entity.js';
import { parseDocumentKey } from './document-keys.js';
import type { DocumentKind } from './employee.enums.js';

/** The profile's fields as stored, apart from the ids, timestamps and the encrypted Aadhaar number. */
export type ProfileFields = Omit<
  EmployeeDetails,
  'id' | 'user_id' | 'user' | 'created_at' | 'updated_at' | 'aadhaar_no_encrypted' | 'is_submitted' | 'documents_purged_on' | 'documents_purge_rule'
>;

/** What a form that leaves out the optional fields stores for them: nothing, and no parking. */
export const OPTIONAL_DEFAULTS: Partial<ProfileFields> = {
  ...Object.fromEntries(OPTIONAL_FIELDS.map((name) => [name, null])),
  parking_required: false,
};

/** Spec §4: switching off previous employment, the DRA certificate or the vehicle clears the fields under it. */
export function applyClearingRules(fields: ProfileFields): ProfileFields {
  return { ...fields, ...clearedSections(fields) } as ProfileFields;
}

export const PHOTO_FIELDS: Record<'self_photo_url' | 'aadhaar_photo_front_url' | 'aadhaar_photo_back_url' | 'pan_photo_url' | 'dra_photo_url', { kind: DocumentKind; label: string }> = {
  self_photo_url: { kind: 'self-photo', label: 'Self photo' },
  aadhaar_photo_front_url: { kind: 'aadhaar-front', label: 'Aadhaar front photo' },
  aadhaar_photo_back_url: { kind: 'aadhaar-back', label: 'Aadhaar back photo' },
  pan_photo_url: { kind: 'pan', label: 'PAN photo' },
  dra_photo_url: { kind: 'dra', label: 'DRA photo' },
};

/**
 * The rules between fields, after the clearing rules: the shared ones (what a switched-on section needs, dates in
 * order and in the past), and photos that are this user's uploads of the right kind. Answers field → message (empty when all hold).
 */
export function profileFieldProblems(fields: ProfileFields, userId: number, today: string): Record<string, string> {
  const problems = crossFieldProblems(fields, today);
  for (const [field, { kind, label }] of Object.entries(PHOTO_FIELDS)) {
    const key = fields[field as keyof typeof PHOTO_FIELDS];
    if (key === null) continue;
    const parsed = parseDocumentKey(key);
    if (!parsed || parsed.ownerId !== userId || parsed.kind !== kind) problems[field] = `${label} must be an image uploaded for this employee`;
  }
  return problems;
}
