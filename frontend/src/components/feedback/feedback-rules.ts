/**
 * The Add New Feedback form's constants, validation and request (spec §4 "Feedback form", §5 "Feedback" and
 * "Alternate numbers", §9 languages and hardship reasons), as pure functions.
 */
import type { components } from '../../api/schema';
import {
  EMPTY_FOLLOW_UP,
  MIN_LEAD_MINUTES,
  earliestFollowUp,
  followUpInstant,
  presetFromDuration,
  type FollowUpValue,
} from './follow-up-rules';

type Schemas = components['schemas'];

export type DispositionStatus = Schemas['DispositionStatusResponseDto'];
export type ContactType = DispositionStatus['contact_type'];
export type FeedbackItem = Schemas['FeedbackResponseDto'];
/** An item of a loan's history: a feedback and the lead cycle of the record it was recorded on. */
export type FeedbackHistoryItem = Schemas['FeedbackHistoryItemDto'];
export type CreateFeedbackRequest = Schemas['CreateFeedbackDto'];
export type FeedbackLanguage = NonNullable<CreateFeedbackRequest['language']>;
export type HardshipReason = NonNullable<Schemas['CallMetadataDto']['reasonForNotPaying']>;

/** Spec §9 contact types; the form starts on RPC (spec §4). */
export const CONTACT_TYPES: ReadonlyArray<{ value: ContactType; label: string; description: string }> = [
  { value: 'WPC', label: 'WPC', description: 'Wrong party contact' },
  { value: 'RPC', label: 'RPC', description: 'Right party contact' },
  { value: 'NC', label: 'NC', description: 'No contact' },
];
export const DEFAULT_CONTACT_TYPE: ContactType = 'RPC';

/** Spec §9, spelled as the spec and the API spell them ("Telegu"). */
export const LANGUAGES: readonly FeedbackLanguage[] = ['English', 'Hindi', 'Tamil', 'Kannada', 'Malayalam', 'Bengali', 'Marathi', 'Telegu'];

/** Spec §9 reasons for not paying. */
export const HARDSHIP_REASONS: readonly HardshipReason[] = [
  'Fund Issues',
  'Salary Issue',
  'Job Loss',
  'Medical Issue',
  'Death',
  'Bank Account Issues',
  'Intentional',
  'Others / Not Available',
];

/** Spec §9: the feedback history shows 3 items until Show History. */
export const FEEDBACK_PREVIEW_COUNT = 3;

export const MAX_ALTERNATE_NUMBERS = 5;
export const ALTERNATE_KEYS = ['reference_alternate_1', 'reference_alternate_2', 'reference_alternate_3', 'reference_alternate_4', 'reference_alternate_5'] as const;
export type AlternateKey = (typeof ALTERNATE_KEYS)[number];

export const REQUIRED = 'Required';
export const INVALID_DISPOSITION = 'Please select a valid disposition';
export const TEN_DIGITS = 'Must be exactly 10 digits';
export const STARTS_6_TO_9 = 'Number must start with 6, 7, 8, or 9';
export const FOLLOW_UP_TOO_SOON = `Follow-up must be at least ${MIN_LEAD_MINUTES} minutes from now`;

type Metadata = Record<string, unknown> | null | undefined;

function storedNumber(metadata: Metadata, key: AlternateKey): string | null {
  const value = metadata?.[key];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The alternate numbers already stored on the customer (metadata.reference_alternate_1..5). */
export function storedAlternates(metadata: Metadata): string[] {
  return ALTERNATE_KEYS.map((key) => storedNumber(metadata, key)).filter((n): n is string => n !== null);
}

/** The free slots, in order: what the form offers (5 minus those already stored, spec §5). */
export function freeAlternateKeys(metadata: Metadata): AlternateKey[] {
  return ALTERNATE_KEYS.filter((key) => storedNumber(metadata, key) === null);
}

/** Spec §5: exactly 10 digits, starting 6-9. A blank entry is fine (it is skipped). */
export function alternateNumberError(value: string): string | undefined {
  const number = value.replace(/\s+/g, '');
  if (number === '') return undefined;
  if (!/^\d{10}$/.test(number)) return TEN_DIGITS;
  if (!/^[6-9]/.test(number)) return STARTS_6_TO_9;
  return undefined;
}

export interface FeedbackFormValues {
  contactType: ContactType;
  dispositionId: number | null;
  /** The next follow-up preset by the disposition (sent as next_follow_up). */
  preset: FollowUpValue;
  /** The follow-up the agent picked (sent as rpc_follow_up; it wins over the preset). */
  followUp: FollowUpValue;
  reason: HardshipReason | '';
  language: FeedbackLanguage | '';
  note: string;
  /** Rupees promised, as typed; sent only with a disposition that records a promise. */
  promisedAmount: string;
  /** One entry per alternate-number input shown (at most the free slots). */
  alternates: string[];
}

export function initialFeedbackValues(language?: unknown): FeedbackFormValues {
  return {
    contactType: DEFAULT_CONTACT_TYPE,
    dispositionId: null,
    preset: EMPTY_FOLLOW_UP,
    followUp: EMPTY_FOLLOW_UP,
    reason: '',
    language: typeof language === 'string' && (LANGUAGES as readonly string[]).includes(language) ? (language as FeedbackLanguage) : '',
    note: '',
    promisedAmount: '',
    alternates: [],
  };
}

/** The form's field names for errors; alternates are `alternate-0` … `alternate-4`. */
export type FeedbackField = 'disposition' | 'followUpDate' | 'followUpTime' | 'preset' | 'reason' | 'promisedAmount' | 'language' | 'note' | 'alternates' | `alternate-${number}`;
export type FeedbackErrors = Partial<Record<FeedbackField, string>>;

/** Whether the disposition asks for the reason for not paying (RPC, spec §5). */
export function needsReason(disposition: DispositionStatus | undefined): boolean {
  return disposition?.contact_type === 'RPC';
}

/** Whether the disposition records a promise to pay (as the server decides: marked a promise, or RPC with code PTP). */
export function recordsPromise(disposition: DispositionStatus | undefined): boolean {
  if (!disposition) return false;
  return disposition.is_promise || (disposition.contact_type === 'RPC' && disposition.code.trim().toUpperCase() === 'PTP');
}

const RUPEES = /^\d+(\.\d{1,2})?$/;
const MAX_RUPEES = 1e12;

/** The promised amount as a number of rupees ("12,500" and "₹ 12500" too), or null when it is not one. */
export function parseRupees(value: string): number | null {
  const plain = value.replace(/[₹,\s]/g, '');
  return RUPEES.test(plain) ? Number(plain) : null;
}

/** The optional promised amount: rupees above zero with at most 2 decimals (the API's rule). */
export function promisedAmountError(value: string): string | undefined {
  if (!value.trim()) return undefined;
  const rupees = parseRupees(value);
  if (rupees === null) return 'Enter the amount in rupees, like 12500';
  if (rupees <= 0) return 'Promised amount must be more than 0';
  if (rupees >= MAX_RUPEES) return 'Promised amount is too large';
  return undefined;
}

/**
 * Spec §5 "Feedback": disposition required; when it needs a next date and time, the follow-up date and time
 * are required unless the disposition's preset already is one (the form shows it as the next follow-up and
 * sends it: marking the fields "Required" beside it would contradict the form); an RPC disposition needs a reason; alternate numbers are 10 digits starting 6-9. A follow-up
 * that has gone stale while the form was open (less than 30 minutes ahead) is flagged too.
 */
export function validateFeedback(values: FeedbackFormValues, disposition: DispositionStatus | undefined, now: Date): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (values.dispositionId === null) errors.disposition = REQUIRED;
  else if (!disposition) errors.disposition = INVALID_DISPOSITION;

  const { date, time } = values.followUp;
  // A complete preset is a next date and time: it is shown as the next follow-up and sent when the agent picks none.
  if (disposition?.next_date_time_needed && !(date || time) && followUpInstant(values.preset) === null) {
    errors.followUpDate = REQUIRED;
    errors.followUpTime = REQUIRED;
  } else if (date && !time) {
    errors.followUpTime = REQUIRED;
  } else if (time && !date) {
    errors.followUpDate = REQUIRED;
  }
  const at = followUpInstant(values.followUp);
  if (at && at.getTime() < earliestFollowUp(now).getTime()) errors.followUpTime = FOLLOW_UP_TOO_SOON;

  if (needsReason(disposition) && !values.reason.trim()) errors.reason = REQUIRED;
  const amountError = recordsPromise(disposition) ? promisedAmountError(values.promisedAmount) : undefined;
  if (amountError) errors.promisedAmount = amountError;

  values.alternates.forEach((value, index) => {
    const error = alternateNumberError(value);
    if (error) errors[`alternate-${index}`] = error;
  });
  return errors;
}

/**
 * The preset to send: the one on screen while it is still at least 30 minutes ahead, otherwise the
 * disposition's duration counted again from now (the form may have been open a while). Incomplete → none.
 */
export function presetToSend(values: FeedbackFormValues, disposition: DispositionStatus, now: Date): Date | null {
  const shown = followUpInstant(values.preset);
  if (shown && shown.getTime() >= earliestFollowUp(now).getTime()) return shown;
  if (!shown) return null;
  return followUpInstant(presetFromDuration(disposition.disposition_next_call_duration, now));
}

/**
 * POST /api/customers/{id}/feedback body: the disposition by id (preferred by the API), the call just made, the note, both
 * follow-ups as ISO instants, the language, the reason (RPC only) and the new alternate numbers in the free
 * slots (blank entries skipped, repeats dropped). `sentKeys` tells which input each alternate key came from.
 */
export function buildFeedbackRequest(
  values: FeedbackFormValues,
  disposition: DispositionStatus,
  freeKeys: readonly AlternateKey[],
  now: Date,
  callId?: number | null,
): { body: CreateFeedbackRequest; sentKeys: Partial<Record<AlternateKey, number>> } {
  const body: CreateFeedbackRequest = { disposition_status_id: disposition.id };
  // The call the feedback is about takes its disposition; without one the server decides (docs/decisions.md).
  if (callId) body.call_id = callId;
  const note = values.note.trim();
  if (note) body.disposition_note = note;
  const preset = presetToSend(values, disposition, now);
  if (preset) body.next_follow_up = preset.toISOString();
  const chosen = followUpInstant(values.followUp);
  if (chosen) body.rpc_follow_up = chosen.toISOString();
  if (values.language) body.language = values.language;
  if (needsReason(disposition) && values.reason) body.callMetadata = { reasonForNotPaying: values.reason };
  const promised = recordsPromise(disposition) ? parseRupees(values.promisedAmount) : null;
  if (promised !== null) body.promised_amount = promised;

  const sentKeys: Partial<Record<AlternateKey, number>> = {};
  const seen = new Set<string>();
  let slot = 0;
  values.alternates.forEach((value, index) => {
    const number = value.replace(/\s+/g, '');
    if (!number || seen.has(number) || slot >= freeKeys.length) return;
    seen.add(number);
    const key = freeKeys[slot++];
    body[key] = number;
    sentKeys[key] = index;
  });
  return { body, sentKeys };
}

/**
 * The server's field errors (`errors: {field: message}`) placed beside the form's fields. Keys it does not
 * know (or an alternate key not sent, such as the "at most 5" refusal) land on the nearest section.
 */
export function mapServerErrors(fields: Record<string, string>, sentKeys: Partial<Record<AlternateKey, number>>): { errors: FeedbackErrors; unplaced: string[] } {
  const errors: FeedbackErrors = {};
  const unplaced: string[] = [];
  for (const [key, message] of Object.entries(fields)) {
    if (key === 'disposition_status_id' || key === 'disposition_code' || key === 'disposition_name') errors.disposition = message;
    else if (key === 'rpc_follow_up') errors.followUpTime = message;
    else if (key === 'next_follow_up') errors.preset = message;
    else if (key === 'callMetadata.reasonForNotPaying' || key === 'callMetadata') errors.reason = message;
    else if (key === 'language') errors.language = message;
    else if (key === 'promised_amount') errors.promisedAmount = message;
    else if (key === 'disposition_note') errors.note = message;
    else if ((ALTERNATE_KEYS as readonly string[]).includes(key)) {
      const index = sentKeys[key as AlternateKey];
      if (index !== undefined) errors[`alternate-${index}`] = message;
      else errors.alternates = message;
    } else unplaced.push(message);
  }
  return { errors, unplaced };
}
