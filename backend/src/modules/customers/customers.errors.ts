import { NotFoundError } from '../../common/errors/domain-error.js';
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
};
