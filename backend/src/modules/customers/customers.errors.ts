import { doNotContactRefusal, type DoNotContactReason } from '@crm/shared';
import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

/** Spec §6: a 403 on customer detail means access from this location is not allowed. */
export const CUSTOMER_LOCATION_DENIED = 'Cannot access this page from this location';

export const CustomerErrors = {
  /** Also the answer for a customer the caller may not see: its existence is not revealed. */
  notFound: () => new NotFoundError('CUSTOMER_NOT_FOUND', 'Customer not found'),
  loanNumberLength: () =>
    new FieldValidationException({ loan_application_no: 'loan_application_no must be 1 to 100 characters' }, 'LOAN_NUMBER_LENGTH'),
  numberAndSlot: (numberField: string) =>
    new FieldValidationException({ number_slot: `Send number_slot or ${numberField}, not both` }, 'NUMBER_AND_SLOT'),
  emptySlot: (slot: string) => new FieldValidationException({ number_slot: `The customer has no ${slot} number` }, 'EMPTY_NUMBER_SLOT'),
  /** Calls and messages while the mark holds (409: the request is fine, the customer's state forbids it). */
  doNotContact: (mark: { reason: DoNotContactReason; until: string | null }) => new ConflictError('DO_NOT_CONTACT', doNotContactRefusal(mark)),
  untilInPast: () => new FieldValidationException({ until: 'until must be today or a later date' }, 'DO_NOT_CONTACT_UNTIL_PAST'),
  notMarked: () => new NotFoundError('NOT_MARKED_DO_NOT_CONTACT', 'This customer is not marked do not contact'),
};
