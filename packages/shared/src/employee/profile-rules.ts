/**
 * The employee profile's rules (spec part 2 §3–§5), the one set both sides apply: the server's validation
 * decorators are built from FIELD_RULES and its service runs crossFieldProblems; the form runs profileProblems on
 * the same values before it asks "you cannot edit after this", so no rule is met for the first time after it.
 */
import { isDateOrDateTime, dayOf } from '../calendar-date.js';
import { isEmailAddress, MAX_EMAIL_LENGTH } from '../email.js';
import { aadhaarProblem, isIfsc, isPan, maskedLastFour, pincodeProblem } from '../identity-numbers.js';
import { indianMobileProblem, normalizeIndianMobile } from '../phone.js';
import { AVAILABILITY, BLOOD_GROUPS, GENDERS, INDIAN_STATES, LANGUAGES, MARITAL_STATUSES, QUALIFICATIONS, RESIDENT_TYPES } from './profile-enums.js';

/** Free text is at most this long unless its field says otherwise. */
export const MAX_TEXT = 500;
export const MAX_ADDRESS = 1000;
/** An upload's storage key (`uploads/12/pan-….jpg`). */
export const MAX_DOCUMENT_KEY = 200;

export type FieldRule =
  /** Required free text: missing, blank or not text is `message` ("First name is required"). */
  | { kind: 'text'; message: string; max: number }
  /** Optional free text: null or blank is none. `label` names the field in its messages. */
  | { kind: 'optionalText'; label: string; max: number }
  | { kind: 'email'; message: string }
  /** An Indian mobile (+91 / 0 prefixes, spaces and dashes dropped); optional ones may be null or blank. */
  | { kind: 'mobile'; message: string; optional: boolean }
  | { kind: 'oneOf'; values: readonly string[]; message: string }
  /** `YYYY-MM-DD` or an ISO datetime; optional ones may be null or blank. */
  | { kind: 'date'; message: string; optional: boolean }
  | { kind: 'pan' }
  /** 12 digits with a Verhoeff check digit; the masked value the server answered (`XXXX XXXX 1234`) keeps the stored one. */
  | { kind: 'aadhaar' }
  | { kind: 'ifsc' }
  | { kind: 'bankAccount' }
  | { kind: 'pincode'; label: string }
  | { kind: 'flag'; message: string };

const text = (message: string, max = MAX_TEXT): FieldRule => ({ kind: 'text', message, max });
const optionalText = (label: string, max = MAX_TEXT): FieldRule => ({ kind: 'optionalText', label, max });
const mobile = (message: string, optional = false): FieldRule => ({ kind: 'mobile', message, optional });
const oneOf = (values: readonly string[], message: string): FieldRule => ({ kind: 'oneOf', values, message });
const date = (message: string, optional = true): FieldRule => ({ kind: 'date', message, optional });

export const PHONE_MESSAGE = 'Phone number must be exactly 10 digits (numbers only)';

/** Every field of the form (the two languages live under `metadata` in the request), with its rule and messages. */
export const FIELD_RULES = {
  first_name: text('First name is required'),
  last_name: text('Last name is required'),
  father_name: text("Father's name is required"),
  email: { kind: 'email', message: 'Invalid email' },
  phone_number: mobile(PHONE_MESSAGE),
  alternate_number: mobile(PHONE_MESSAGE, true),
  qualification: oneOf(QUALIFICATIONS, 'Qualification is required'),
  dob: date('Date of birth is required', false),
  blood_group: oneOf(BLOOD_GROUPS, 'Blood group is required'),
  pan_no: { kind: 'pan' },
  aadhaar_no: { kind: 'aadhaar' },
  gender: oneOf(GENDERS, 'Gender is required'),
  marital_status: oneOf(MARITAL_STATUSES, 'Marital status is required'),
  permanent_address: text('Permanent address is required', MAX_ADDRESS),
  current_address: text('Current address is required', MAX_ADDRESS),
  permanent_state: oneOf(INDIAN_STATES, 'Permanent state is required'),
  current_state: oneOf(INDIAN_STATES, 'Current state is required'),
  permanenet_state_pincode: { kind: 'pincode', label: 'Permanent state pincode' },
  current_state_pincode: { kind: 'pincode', label: 'Current state pincode' },
  resident_type: oneOf(RESIDENT_TYPES, 'Resident type is required'),
  relatives_number: mobile("Relative's number must be exactly 10 digits (numbers only)"),
  relatives_number_relation: text("Relative's relation is required", 100),
  friends_number: mobile("Friend's number must be exactly 10 digits (numbers only)", true),
  previous_employer_status: oneOf(AVAILABILITY, 'Previous employment is required'),
  previous_employer_company_name: optionalText('Company name'),
  reference_phone_number: mobile('Reference phone number must be exactly 10 digits (numbers only)', true),
  previous_company_employment_start_date: date('Employment start date must be a date'),
  previous_company_employment_end_date: date('Employment end date must be a date'),
  reason_for_leaving_previous_company: optionalText('Reason for leaving', MAX_ADDRESS),
  previous_employer_address: optionalText('Previous employer address', MAX_ADDRESS),
  dra_certificate_status: oneOf(AVAILABILITY, 'DRA certificate is required'),
  dra_number: optionalText('DRA number', 100),
  dra_date_of_issue: date('DRA date of issue must be a date'),
  dra_photo_url: optionalText('DRA photo', MAX_DOCUMENT_KEY),
  self_photo_url: text('Self photo is required', MAX_DOCUMENT_KEY),
  aadhaar_photo_front_url: text('Aadhaar front photo is required', MAX_DOCUMENT_KEY),
  aadhaar_photo_back_url: text('Aadhaar back photo is required', MAX_DOCUMENT_KEY),
  pan_photo_url: text('PAN photo is required', MAX_DOCUMENT_KEY),
  bank_name: text('Bank name is required', 200),
  bank_account_number: { kind: 'bankAccount' },
  ifsc_code: { kind: 'ifsc' },
  parking_required: { kind: 'flag', message: 'parking_required must be true or false' },
  vehicle_number: optionalText('Vehicle number', 20),
  date_of_joining: date('Date of joining must be a date'),
  last_working_date: date('Last working date must be a date'),
  medical_info: text('Medical Information is required', MAX_ADDRESS),
} as const satisfies Record<string, FieldRule>;

export type ProfileFieldName = keyof typeof FIELD_RULES;

/** A field the form may leave out or send as null (a flag left out is false). */
export const isOptionalRule = (rule: FieldRule): boolean =>
  rule.kind === 'optionalText' || rule.kind === 'flag' || ((rule.kind === 'mobile' || rule.kind === 'date') && rule.optional);

/** The fields that may hold nothing: null when left out. */
export const OPTIONAL_FIELDS = (Object.keys(FIELD_RULES) as ProfileFieldName[]).filter((name) => isOptionalRule(FIELD_RULES[name]) && FIELD_RULES[name].kind !== 'flag');

/** The languages (the request's `metadata`). */
export const LANGUAGE_RULES = {
  primary_language: { kind: 'oneOf', values: LANGUAGES, message: 'Primary language is required' },
  secondary_language: { message: 'At least one secondary language is required', tooMany: 'At most one of each language', max: LANGUAGES.length },
} as const satisfies { primary_language: FieldRule; secondary_language: object };

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';
const isNone = (value: unknown) => value === null || value === undefined;

/**
 * A value as the server stores it: trimmed; PAN and IFSC in capitals; spaces out of Aadhaar and account numbers; a
 * mobile as its 10 digits; an email in lower case; blank optional values as null. Anything else passes unchanged
 * (for the rule to refuse).
 */
export function normaliseField(rule: FieldRule, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  switch (rule.kind) {
    case 'optionalText':
    case 'date':
      return rule.kind === 'date' && !rule.optional ? value : value.trim() === '' ? null : value.trim();
    case 'mobile':
      return rule.optional && value.trim() === '' ? null : (normalizeIndianMobile(value) ?? value);
    case 'email':
      return value.trim().toLowerCase();
    case 'pan':
    case 'ifsc':
      return value.trim().toUpperCase();
    case 'aadhaar':
    case 'bankAccount':
      return value.replace(/\s/g, '');
    case 'text':
    case 'pincode':
      return value.trim();
    default:
      return value;
  }
}

const withoutRequired = (message: string) => message.replace(/ is required$/, '');

/** What is wrong with one normalised value under its field's own rule, or undefined when it holds. */
export function fieldProblem(rule: FieldRule, value: unknown): string | undefined {
  switch (rule.kind) {
    case 'text':
      if (isBlank(value)) return rule.message;
      return (value as string).length > rule.max ? `${withoutRequired(rule.message)} must be at most ${rule.max} characters` : undefined;
    case 'optionalText':
      if (isNone(value)) return undefined;
      if (typeof value !== 'string') return `${rule.label} must be text`;
      return value.length > rule.max ? `${rule.label} must be at most ${rule.max} characters` : undefined;
    case 'email':
      return typeof value === 'string' && value.length <= MAX_EMAIL_LENGTH && isEmailAddress(value) ? undefined : rule.message;
    case 'mobile':
      if (rule.optional && isNone(value)) return undefined;
      return typeof value === 'string' && indianMobileProblem(value) === null ? undefined : rule.message;
    case 'oneOf':
      return typeof value === 'string' && rule.values.includes(value) ? undefined : rule.message;
    case 'date':
      if (rule.optional && isNone(value)) return undefined;
      return isDateOrDateTime(value) ? undefined : rule.message;
    case 'pan':
      if (isBlank(value)) return 'PAN is required';
      return isPan(value as string) ? undefined : 'PAN must be 5 letters, 4 digits and a letter (like ABCDE1234F)';
    case 'aadhaar': {
      if (isBlank(value)) return 'Aadhaar number is required';
      if (maskedLastFour(value as string) !== null) return undefined;
      const problem = aadhaarProblem(value as string);
      if (problem === 'format') return 'Aadhaar number must be 12 digits, not starting with 0 or 1';
      return problem === 'checksum' ? 'Aadhaar number is not valid (its check digit is wrong)' : undefined;
    }
    case 'ifsc':
      if (isBlank(value)) return 'IFSC is required';
      return isIfsc(value as string) ? undefined : 'IFSC must be 4 letters, a 0, then 6 letters or digits (like HDFC0001234)';
    case 'bankAccount':
      if (isBlank(value)) return 'Bank account is required';
      return /^\d{9,18}$/.test(value as string) ? undefined : 'Bank account must be 9 to 18 digits';
    case 'pincode': {
      const problem = typeof value === 'string' ? pincodeProblem(value) : 'format';
      if (problem === 'format') return `${rule.label} must be exactly 6 digits (numbers only)`;
      return problem === 'leading-zero' ? `${rule.label} cannot start with 0` : undefined;
    }
    case 'flag':
      return isNone(value) || typeof value === 'boolean' ? undefined : rule.message;
  }
}

/** The languages' problems, keyed as the server names them (`metadata.primary_language`). */
export function languageProblems(metadata: { primary_language?: unknown; secondary_language?: unknown } | null | undefined): Record<string, string> {
  const problems: Record<string, string> = {};
  const primary = fieldProblem(LANGUAGE_RULES.primary_language, metadata?.primary_language);
  if (primary) problems['metadata.primary_language'] = primary;
  const secondary = metadata?.secondary_language;
  const { message, tooMany, max } = LANGUAGE_RULES.secondary_language;
  if (!Array.isArray(secondary) || secondary.length === 0 || secondary.some((language) => !(LANGUAGES as readonly unknown[]).includes(language))) {
    problems['metadata.secondary_language'] = message;
  } else if (secondary.length > max) problems['metadata.secondary_language'] = tooMany;
  return problems;
}

/** The fields the rules between fields read, as stored (dates `YYYY-MM-DD`, none as null). */
export interface CrossFieldValues {
  dob: string;
  previous_employer_status: string;
  previous_employer_company_name: string | null;
  previous_company_employment_start_date: string | null;
  previous_company_employment_end_date: string | null;
  dra_certificate_status: string;
  dra_number: string | null;
  dra_date_of_issue: string | null;
  parking_required: boolean;
  vehicle_number: string | null;
}

/** Date bounds: a birth in the past, employment and DRA issue not after today, an employment ending after it starts. */
export function crossFieldProblems(fields: CrossFieldValues, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (fields.dob && dayOf(fields.dob) >= today) problems.dob = 'Date of birth must be in the past';
  if (fields.previous_employer_status === 'Available') {
    if (!fields.previous_employer_company_name) problems.previous_employer_company_name = 'Company name is required';
    const [start, end] = [fields.previous_company_employment_start_date, fields.previous_company_employment_end_date].map((day) => day && dayOf(day));
    if (start && end && end < start) problems.previous_company_employment_end_date = 'Employment end date must be on or after the start date';
    if (start && start > today) problems.previous_company_employment_start_date = 'Employment start date cannot be in the future';
  }
  if (fields.dra_certificate_status === 'Available') {
    if (!fields.dra_number) problems.dra_number = 'DRA number is required';
    if (fields.dra_date_of_issue && dayOf(fields.dra_date_of_issue) > today) problems.dra_date_of_issue = 'DRA date of issue cannot be in the future';
  }
  if (fields.parking_required && !fields.vehicle_number) problems.vehicle_number = 'Vehicle number is required';
  return problems;
}

/** The request body the form sends (POST add- / PUT update-employee-details), as loosely as a client may send it. */
export type ProfileForm = Partial<Record<ProfileFieldName, unknown>> & { metadata?: { primary_language?: unknown; secondary_language?: unknown } | null };

/**
 * Every problem the server finds in a form before it looks at storage: each field's own rule, the languages, and
 * (where the fields hold) the rules between fields, with `today` the business date. Field → message.
 */
export function profileProblems(form: ProfileForm, today: string): Record<string, string> {
  const problems: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(FIELD_RULES) as [ProfileFieldName, FieldRule][]) {
    values[name] = normaliseField(rule, form[name]);
    const problem = fieldProblem(rule, values[name]);
    if (problem) problems[name] = problem;
  }
  Object.assign(problems, languageProblems(form.metadata));
  const cross = crossFieldProblems(
    { ...values, parking_required: values.parking_required === true, ...clearedSections(values) } as unknown as CrossFieldValues,
    today,
  );
  for (const [field, message] of Object.entries(cross)) problems[field] ??= message;
  return problems;
}

/** Spec §4: switching off previous employment, the DRA certificate or the vehicle clears the fields under it. */
export const SWITCHED_SECTIONS = {
  previous_employer_status: [
    'previous_employer_company_name',
    'reference_phone_number',
    'previous_company_employment_start_date',
    'previous_company_employment_end_date',
    'reason_for_leaving_previous_company',
    'previous_employer_address',
  ],
  dra_certificate_status: ['dra_number', 'dra_date_of_issue', 'dra_photo_url'],
  parking_required: ['vehicle_number'],
} as const satisfies Record<string, readonly ProfileFieldName[]>;

/** The fields a switched-off section clears, as nulls (only those). */
export function clearedSections(values: Partial<Record<ProfileFieldName, unknown>>): Partial<Record<ProfileFieldName, null>> {
  const on = {
    previous_employer_status: values.previous_employer_status === 'Available',
    dra_certificate_status: values.dra_certificate_status === 'Available',
    parking_required: values.parking_required === true,
  };
  const cleared: Partial<Record<ProfileFieldName, null>> = {};
  for (const [section, fields] of Object.entries(SWITCHED_SECTIONS) as [keyof typeof SWITCHED_SECTIONS, readonly ProfileFieldName[]][]) {
    if (!on[section]) for (const field of fields) cleared[field] = null;
  }
  return cleared;
}
