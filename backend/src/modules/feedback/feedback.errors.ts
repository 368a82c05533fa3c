import { FieldValidationException } from '../../common/http/validation.js';
import { FOLLOW_UP_MAX_DAYS, FOLLOW_UP_MIN_LEAD_MINUTES, MAX_ALTERNATE_NUMBERS } from './feedback.constants.js';

/** Spec §5 alternate numbers: a wrong length and a wrong first digit each have their own text. */
export const ALTERNATE_NUMBER_MESSAGES = { length: 'Must be exactly 10 digits', prefix: 'Number must start with 6, 7, 8, or 9' };

export const INVALID_DISPOSITION = 'Please select a valid disposition';

/** The feedback rules' refusals (spec §5 Feedback), each on the field the form shows it beside. */
export const FeedbackErrors = {
  invalidDisposition: () => new FieldValidationException({ disposition_code: INVALID_DISPOSITION }, 'INVALID_DISPOSITION'),
  reasonRequired: () =>
    new FieldValidationException({ 'callMetadata.reasonForNotPaying': 'Please select a reason for not paying' }, 'REASON_FOR_NOT_PAYING_REQUIRED'),
  followUpRequired: () => new FieldValidationException({ rpc_follow_up: 'Please choose a follow-up date and time' }, 'FOLLOW_UP_REQUIRED'),
  followUpTooSoon: (field: string) =>
    new FieldValidationException({ [field]: `Follow-up must be at least ${FOLLOW_UP_MIN_LEAD_MINUTES} minutes from now` }, 'FOLLOW_UP_TOO_SOON'),
  followUpTooFar: (field: string) =>
    new FieldValidationException({ [field]: `Follow-up cannot be more than ${FOLLOW_UP_MAX_DAYS} days out` }, 'FOLLOW_UP_TOO_FAR'),
  tooManyAlternateNumbers: (stored: number) =>
    new FieldValidationException(
      { reference_alternate_1: `At most ${MAX_ALTERNATE_NUMBERS} alternate numbers can be stored; ${stored} already are` },
      'TOO_MANY_ALTERNATE_NUMBERS',
    ),
};
