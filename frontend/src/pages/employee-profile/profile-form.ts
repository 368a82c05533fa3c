import { AVAILABLE, NOT_AVAILABLE, profileProblems, SWITCHED_SECTIONS } from '@crm/shared';
import { businessDay } from '../../i18n/dates';
import type { EmployeeForm, EmployeeProfile, EmployeeUpdate } from './employee-api';

/** The form as the inputs hold it: text everywhere ('' for nothing), the three switches as booleans. */
export interface ProfileDraft {
  first_name: string;
  last_name: string;
  father_name: string;
  email: string;
  phone_number: string;
  alternate_number: string;
  qualification: string;
  dob: string;
  blood_group: string;
  pan_no: string;
  aadhaar_no: string;
  gender: string;
  marital_status: string;
  permanent_address: string;
  current_address: string;
  permanent_state: string;
  current_state: string;
  permanenet_state_pincode: string;
  current_state_pincode: string;
  resident_type: string;
  relatives_number: string;
  relatives_number_relation: string;
  friends_number: string;
  has_previous_employer: boolean;
  previous_employer_company_name: string;
  reference_phone_number: string;
  previous_company_employment_start_date: string;
  previous_company_employment_end_date: string;
  reason_for_leaving_previous_company: string;
  previous_employer_address: string;
  has_dra_certificate: boolean;
  dra_number: string;
  dra_date_of_issue: string;
  dra_photo_url: string;
  self_photo_url: string;
  aadhaar_photo_front_url: string;
  aadhaar_photo_back_url: string;
  pan_photo_url: string;
  bank_name: string;
  bank_account_number: string;
  ifsc_code: string;
  parking_required: boolean;
  vehicle_number: string;
  date_of_joining: string;
  last_working_date: string;
  medical_info: string;
  primary_language: string;
  secondary_language: string[];
}

export type DraftField = keyof ProfileDraft;
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: ProfileDraft = {
  first_name: '', last_name: '', father_name: '', email: '', phone_number: '', alternate_number: '', qualification: '', dob: '',
  blood_group: '', pan_no: '', aadhaar_no: '', gender: '', marital_status: '', permanent_address: '', current_address: '',
  permanent_state: '', current_state: '', permanenet_state_pincode: '', current_state_pincode: '', resident_type: '',
  relatives_number: '', relatives_number_relation: '', friends_number: '', has_previous_employer: false,
  previous_employer_company_name: '', reference_phone_number: '', previous_company_employment_start_date: '',
  previous_company_employment_end_date: '', reason_for_leaving_previous_company: '', previous_employer_address: '',
  has_dra_certificate: false, dra_number: '', dra_date_of_issue: '', dra_photo_url: '', self_photo_url: '', aadhaar_photo_front_url: '',
  aadhaar_photo_back_url: '', pan_photo_url: '', bank_name: '', bank_account_number: '', ifsc_code: '', parking_required: false,
  vehicle_number: '', date_of_joining: '', last_working_date: '', medical_info: '', primary_language: '', secondary_language: [],
};

/** The fields each switch owns: switching it off clears them (spec §4, the server's rule). */
const SWITCHED_FIELDS = {
  has_previous_employer: SWITCHED_SECTIONS.previous_employer_status,
  has_dra_certificate: SWITCHED_SECTIONS.dra_certificate_status,
  parking_required: SWITCHED_SECTIONS.parking_required,
} as const satisfies Record<string, readonly DraftField[]>;
export type DraftSwitch = keyof typeof SWITCHED_FIELDS;

/** Flips a switch; off clears the fields under it. */
export function toggle(draft: ProfileDraft, name: DraftSwitch, on: boolean): ProfileDraft {
  const next = { ...draft, [name]: on };
  if (!on) for (const field of SWITCHED_FIELDS[name]) (next as Record<string, unknown>)[field] = '';
  return next;
}

export function draftFrom(profile: EmployeeProfile): ProfileDraft {
  const text = (value: string | null | undefined) => value ?? '';
  const draft = { ...EMPTY_DRAFT };
  for (const field of Object.keys(EMPTY_DRAFT) as DraftField[]) {
    const value = (profile as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string') (draft as Record<string, unknown>)[field] = text(value);
  }
  return {
    ...draft,
    parking_required: profile.parking_required ?? false,
    has_previous_employer: profile.previous_employer_status === AVAILABLE,
    has_dra_certificate: profile.dra_certificate_status === AVAILABLE,
    primary_language: profile.metadata.primary_language,
    secondary_language: [...profile.metadata.secondary_language],
  };
}

/**
 * Every rule the server checks before it looks at storage, from the rules both sides share (@crm/shared): each
 * field's own, and the rules between fields with `today` the business date. Checked before anything is sent, so no
 * error first appears after "you cannot edit after this".
 */
export function validateDraft(draft: ProfileDraft, today: string = businessDay()): DraftErrors {
  return draftErrorsFrom(profileProblems(payloadOf(draft), today));
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The request body: the form of spec §7 (blank optional fields as null). */
export function payloadOf(draft: ProfileDraft): EmployeeForm {
  return {
    first_name: draft.first_name.trim(),
    last_name: draft.last_name.trim(),
    father_name: draft.father_name.trim(),
    email: draft.email.trim(),
    phone_number: draft.phone_number,
    alternate_number: orNull(draft.alternate_number),
    qualification: draft.qualification as EmployeeForm['qualification'],
    dob: draft.dob,
    blood_group: draft.blood_group as EmployeeForm['blood_group'],
    pan_no: draft.pan_no.trim().toUpperCase(),
    aadhaar_no: draft.aadhaar_no.trim(),
    gender: draft.gender as EmployeeForm['gender'],
    marital_status: draft.marital_status as EmployeeForm['marital_status'],
    permanent_address: draft.permanent_address.trim(),
    current_address: draft.current_address.trim(),
    permanent_state: draft.permanent_state as EmployeeForm['permanent_state'],
    current_state: draft.current_state as EmployeeForm['current_state'],
    permanenet_state_pincode: draft.permanenet_state_pincode.trim(),
    current_state_pincode: draft.current_state_pincode.trim(),
    resident_type: draft.resident_type as EmployeeForm['resident_type'],
    relatives_number: draft.relatives_number,
    relatives_number_relation: draft.relatives_number_relation.trim(),
    friends_number: orNull(draft.friends_number),
    previous_employer_status: draft.has_previous_employer ? AVAILABLE : NOT_AVAILABLE,
    previous_employer_company_name: orNull(draft.previous_employer_company_name),
    reference_phone_number: orNull(draft.reference_phone_number),
    previous_company_employment_start_date: orNull(draft.previous_company_employment_start_date),
    previous_company_employment_end_date: orNull(draft.previous_company_employment_end_date),
    reason_for_leaving_previous_company: orNull(draft.reason_for_leaving_previous_company),
    previous_employer_address: orNull(draft.previous_employer_address),
    dra_certificate_status: draft.has_dra_certificate ? AVAILABLE : NOT_AVAILABLE,
    dra_number: orNull(draft.dra_number),
    dra_date_of_issue: orNull(draft.dra_date_of_issue),
    dra_photo_url: orNull(draft.dra_photo_url),
    self_photo_url: draft.self_photo_url,
    aadhaar_photo_front_url: draft.aadhaar_photo_front_url,
    aadhaar_photo_back_url: draft.aadhaar_photo_back_url,
    pan_photo_url: draft.pan_photo_url,
    bank_name: draft.bank_name.trim(),
    bank_account_number: draft.bank_account_number.replace(/\s/g, ''),
    ifsc_code: draft.ifsc_code.trim().toUpperCase(),
    parking_required: draft.parking_required,
    vehicle_number: orNull(draft.vehicle_number),
    medical_info: draft.medical_info.trim(),
    metadata: {
      primary_language: draft.primary_language as EmployeeForm['metadata']['primary_language'],
      secondary_language: draft.secondary_language as EmployeeForm['metadata']['secondary_language'],
    },
  };
}

/** An admin's change: the whole form, the profile id and the employment dates (admins only). */
export function updateOf(draft: ProfileDraft, id: number): EmployeeUpdate {
  return { ...payloadOf(draft), id, date_of_joining: orNull(draft.date_of_joining), last_working_date: orNull(draft.last_working_date) };
}

/** Server field names (`metadata.primary_language`) as the draft's. */
export function draftErrorsFrom(server: Record<string, string>): DraftErrors {
  const errors: DraftErrors = {};
  for (const [field, message] of Object.entries(server)) {
    const name = field.replace(/^metadata\./, '').replace(/^previous_employer_status$/, 'has_previous_employer').replace(/^dra_certificate_status$/, 'has_dra_certificate');
    if (name in EMPTY_DRAFT) errors[name as DraftField] = message;
  }
  return errors;
}

/** "15/06/1995" for a YYYY-MM-DD day. */
export function formatDay(day: string | null | undefined): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}
