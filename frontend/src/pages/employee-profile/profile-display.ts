import { maskAadhaar as masked, normalizeIndianMobile } from '@crm/shared';
import { formatDay, type DraftField, type ProfileDraft } from './profile-form';
import { BLOOD_GROUPS, labelOf } from './profile-options';
import { FIELD_LABELS, type SectionId } from './profile-sections';

interface ShownValue {
  label: string;
  value: string;
  wide?: boolean;
}

const DATES = new Set<DraftField>(['dob', 'previous_company_employment_start_date', 'previous_company_employment_end_date', 'dra_date_of_issue', 'date_of_joining', 'last_working_date']);
const MOBILES = new Set<DraftField>(['phone_number', 'alternate_number', 'relatives_number', 'friends_number', 'reference_phone_number']);
const WIDE = new Set<DraftField>(['permanent_address', 'current_address', 'medical_info', 'previous_employer_address', 'reason_for_leaving_previous_company', 'secondary_language']);

/** Aadhaar as everyone sees it: XXXX XXXX and the last four digits (the server answers it so already). */
export function maskAadhaar(value: string): string {
  const digits = value.replace(/\s/g, '');
  return /^\d{12}$/.test(digits) ? masked(digits) : value;
}

/** A field as the cards show it: dd/mm/yyyy dates, A+ for A_POS, 10-digit mobiles, a list of languages ('' for nothing). */
export function shownValue(draft: ProfileDraft, field: DraftField): string {
  const value = draft[field];
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (!value) return '';
  if (DATES.has(field)) return formatDay(value);
  if (MOBILES.has(field)) return normalizeIndianMobile(value) ?? value;
  if (field === 'aadhaar_no') return maskAadhaar(value);
  if (field === 'blood_group') return labelOf(BLOOD_GROUPS, value);
  return value;
}

const show = (draft: ProfileDraft, fields: DraftField[]): ShownValue[] =>
  fields.map((field) => ({ label: FIELD_LABELS[field], value: shownValue(draft, field), wide: WIDE.has(field) }));

/** What each Personal Info card lists; a switched-off section says so instead of listing empty fields. */
export function cardValues(draft: ProfileDraft, section: SectionId): ShownValue[] {
  switch (section) {
    case 'basic':
      return show(draft, [
        'first_name', 'last_name', 'father_name', 'email', 'phone_number', 'alternate_number', 'dob', 'gender', 'blood_group',
        'marital_status', 'qualification', 'primary_language', 'secondary_language', 'medical_info',
      ]);
    case 'address':
      return show(draft, ['permanent_address', 'permanent_state', 'permanenet_state_pincode', 'current_address', 'current_state', 'current_state_pincode', 'resident_type']);
    case 'emergency':
      return show(draft, ['relatives_number', 'relatives_number_relation', 'friends_number']);
    case 'bank':
      return show(draft, ['bank_name', 'bank_account_number', 'ifsc_code']);
    case 'previous':
      return draft.has_previous_employer
        ? show(draft, [
            'previous_employer_company_name', 'reference_phone_number', 'previous_company_employment_start_date',
            'previous_company_employment_end_date', 'reason_for_leaving_previous_company', 'previous_employer_address',
          ])
        : [{ label: 'Previous employment', value: 'Not Available' }];
    case 'dra':
      return draft.has_dra_certificate ? show(draft, ['dra_number', 'dra_date_of_issue']) : [{ label: 'DRA certificate', value: 'Not Available' }];
    case 'vehicle':
      return draft.parking_required ? show(draft, ['vehicle_number']) : [{ label: 'Parking', value: 'Not required' }];
    case 'employment':
      return [
        { label: FIELD_LABELS.date_of_joining, value: draft.date_of_joining ? formatDay(draft.date_of_joining) : 'Not set' },
        { label: FIELD_LABELS.last_working_date, value: draft.last_working_date ? formatDay(draft.last_working_date) : 'Not set (still working)' },
      ];
    case 'documents':
      return show(draft, ['aadhaar_no', 'pan_no']);
  }
}

/** The name on the header card: first and last name, or what the viewer knows before the profile is filled. */
export function displayName(draft: ProfileDraft, fallback: string): string {
  const name = `${draft.first_name} ${draft.last_name}`.trim();
  return name || fallback;
}
