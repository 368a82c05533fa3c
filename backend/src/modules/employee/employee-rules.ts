import type { EmployeeDetails } from './entities/employee-details.entity.js';
import { parseDocumentKey } from './document-keys.js';
import type { DocumentKind } from './employee.enums.js';

/** The profile's fields as stored, apart from the ids, timestamps and the encrypted Aadhaar number. */
export type ProfileFields = Omit<EmployeeDetails, 'id' | 'user_id' | 'user' | 'created_at' | 'updated_at' | 'aadhaar_no_encrypted' | 'is_submitted'>;

const PREVIOUS_EMPLOYMENT: (keyof ProfileFields)[] = [
  'previous_employer_company_name',
  'reference_phone_number',
  'previous_company_employment_start_date',
  'previous_company_employment_end_date',
  'reason_for_leaving_previous_company',
  'previous_employer_address',
];
const DRA: (keyof ProfileFields)[] = ['dra_number', 'dra_date_of_issue', 'dra_photo_url'];

const OPTIONAL_CONTACTS: (keyof ProfileFields)[] = ['alternate_number', 'friends_number'];

/** What a form that leaves out the optional fields stores for them: nothing, and no parking. */
export const OPTIONAL_DEFAULTS: Partial<ProfileFields> = {
  ...Object.fromEntries([...OPTIONAL_CONTACTS, ...PREVIOUS_EMPLOYMENT, ...DRA, 'vehicle_number', 'date_of_joining', 'last_working_date'].map((name) => [name, null])),
  parking_required: false,
};

/** Spec §4: switching off previous employment, the DRA certificate or the vehicle clears the fields under it. */
export function applyClearingRules(fields: ProfileFields): ProfileFields {
  const cleared: ProfileFields = { ...fields };
  const clear = (names: (keyof ProfileFields)[]) => names.forEach((name) => ((cleared as Record<string, unknown>)[name] = null));
  if (cleared.previous_employer_status !== 'Available') clear(PREVIOUS_EMPLOYMENT);
  if (cleared.dra_certificate_status !== 'Available') clear(DRA);
  if (!cleared.parking_required) clear(['vehicle_number']);
  return cleared;
}

export const PHOTO_FIELDS: Record<'self_photo_url' | 'aadhaar_photo_front_url' | 'aadhaar_photo_back_url' | 'pan_photo_url' | 'dra_photo_url', { kind: DocumentKind; label: string }> = {
  self_photo_url: { kind: 'self-photo', label: 'Self photo' },
  aadhaar_photo_front_url: { kind: 'aadhaar-front', label: 'Aadhaar front photo' },
  aadhaar_photo_back_url: { kind: 'aadhaar-back', label: 'Aadhaar back photo' },
  pan_photo_url: { kind: 'pan', label: 'PAN photo' },
  dra_photo_url: { kind: 'dra', label: 'DRA photo' },
};

/**
 * The rules between fields, after the clearing rules: what a switched-on section needs, dates in order and in the
 * past, and photos that are this user's uploads of the right kind. Answers field → message (empty when all hold).
 */
export function crossFieldProblems(fields: ProfileFields, userId: number, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (fields.dob >= today) problems.dob = 'Date of birth must be in the past';
  if (fields.previous_employer_status === 'Available') {
    if (!fields.previous_employer_company_name) problems.previous_employer_company_name = 'Company name is required';
    const [start, end] = [fields.previous_company_employment_start_date, fields.previous_company_employment_end_date];
    if (start && end && end < start) problems.previous_company_employment_end_date = 'Employment end date must be on or after the start date';
    if (start && start > today) problems.previous_company_employment_start_date = 'Employment start date cannot be in the future';
  }
  if (fields.dra_certificate_status === 'Available') {
    if (!fields.dra_number) problems.dra_number = 'DRA number is required';
    if (fields.dra_date_of_issue && fields.dra_date_of_issue > today) problems.dra_date_of_issue = 'DRA date of issue cannot be in the future';
  }
  if (fields.parking_required && !fields.vehicle_number) problems.vehicle_number = 'Vehicle number is required';
  for (const [field, { kind, label }] of Object.entries(PHOTO_FIELDS)) {
    const key = fields[field as keyof typeof PHOTO_FIELDS];
    if (key === null) continue;
    const parsed = parseDocumentKey(key);
    if (!parsed || parsed.ownerId !== userId || parsed.kind !== kind) problems[field] = `${label} must be an image uploaded for this employee`;
  }
  return problems;
}
