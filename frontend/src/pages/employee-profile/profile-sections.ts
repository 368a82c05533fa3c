import { PROFILE_FIELD_LABELS } from '@crm/shared';
import type { DraftErrors, DraftField } from './profile-form';

/** The form's sections, in the order the slide-over shows them; a card's edit button opens the form at its section. */
export type SectionId = 'basic' | 'address' | 'emergency' | 'bank' | 'documents' | 'previous' | 'dra' | 'vehicle' | 'employment';

export interface Section {
  id: SectionId;
  title: string;
  fields: readonly DraftField[];
  /** Shown to admins only (the last working date). */
  adminOnly?: boolean;
}

export const SECTIONS: readonly Section[] = [
  {
    id: 'basic',
    title: 'Basic information',
    fields: [
      'first_name', 'last_name', 'father_name', 'email', 'phone_number', 'alternate_number', 'dob', 'gender', 'blood_group',
      'marital_status', 'qualification', 'primary_language', 'secondary_language', 'medical_info',
    ],
  },
  {
    id: 'address',
    title: 'Address',
    fields: ['permanent_address', 'permanent_state', 'permanenet_state_pincode', 'current_address', 'current_state', 'current_state_pincode', 'resident_type'],
  },
  { id: 'emergency', title: 'Emergency contact', fields: ['relatives_number', 'relatives_number_relation', 'friends_number'] },
  { id: 'bank', title: 'Bank details', fields: ['bank_name', 'bank_account_number', 'ifsc_code'] },
  {
    id: 'documents',
    title: 'Photo, Aadhaar and PAN',
    fields: ['self_photo_url', 'aadhaar_no', 'aadhaar_photo_front_url', 'aadhaar_photo_back_url', 'pan_no', 'pan_photo_url'],
  },
  {
    id: 'previous',
    title: 'Previous employment',
    fields: [
      'has_previous_employer', 'previous_employer_company_name', 'reference_phone_number', 'previous_company_employment_start_date',
      'previous_company_employment_end_date', 'reason_for_leaving_previous_company', 'previous_employer_address',
    ],
  },
  { id: 'dra', title: 'DRA certificate', fields: ['has_dra_certificate', 'dra_number', 'dra_date_of_issue', 'dra_photo_url'] },
  { id: 'vehicle', title: 'Vehicle', fields: ['parking_required', 'vehicle_number'] },
  { id: 'employment', title: 'Employment', fields: ['date_of_joining', 'last_working_date'], adminOnly: true },
];

export const FIELD_LABELS: Record<DraftField, string> = {
  ...PROFILE_FIELD_LABELS,
  has_previous_employer: 'I have worked for another company before',
  has_dra_certificate: 'I hold a DRA certificate',
  parking_required: 'I need parking for a vehicle',
};

/** The sections a viewer works with: the admin-only ones for admins. */
export function sectionsFor(isAdmin: boolean): Section[] {
  return SECTIONS.filter((section) => isAdmin || !section.adminOnly);
}

export function sectionOf(field: DraftField): SectionId {
  return (SECTIONS.find((section) => section.fields.includes(field)) ?? SECTIONS[0]).id;
}

/** How many of these fields (a section's, or a card's) have a problem. */
export function problemsIn(fields: readonly DraftField[], errors: DraftErrors): number {
  return fields.filter((field) => errors[field] !== undefined).length;
}

export function sectionFields(id: SectionId): readonly DraftField[] {
  return SECTIONS.find((section) => section.id === id)?.fields ?? [];
}

/** The first field with a problem, in the form's order: where the form scrolls after a refused submit. */
export function firstProblem(errors: DraftErrors): DraftField | undefined {
  for (const section of SECTIONS) {
    const field = section.fields.find((name) => errors[name] !== undefined);
    if (field) return field;
  }
  return undefined;
}

/** The DOM id of a field's input, so a message or a card can bring it into view. */
export const fieldId = (field: DraftField) => `profile-field-${field}`;
export const sectionDomId = (section: SectionId) => `profile-section-${section}`;
