import { ConflictError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';
import { formatBusinessDate } from '../../common/time/business-date.js';

export const PaymentErrors = {
  customerRequired: () => new FieldValidationException({ customer_id: 'Give customer_id or loan_application_no' }, 'PAYMENT_CUSTOMER_REQUIRED'),
  customerMismatch: () =>
    new FieldValidationException({ loan_application_no: 'loan_application_no is not the loan of customer_id' }, 'PAYMENT_CUSTOMER_MISMATCH'),
  futureDate: () => new FieldValidationException({ paid_date: 'paid_date cannot be in the future' }, 'PAYMENT_DATE_IN_FUTURE'),
  beforeDisbursal: (disbursal: string) =>
    new FieldValidationException({ paid_date: `paid_date cannot be before the loan's disbursal date, ${formatBusinessDate(disbursal)}` }, 'PAYMENT_DATE_BEFORE_DISBURSAL'),
  beforeEarliest: (earliest: string) =>
    new FieldValidationException({ paid_date: `paid_date cannot be before ${formatBusinessDate(earliest)}` }, 'PAYMENT_DATE_TOO_EARLY'),
  referenceTaken: () =>
    new ConflictError('PAYMENT_REFERENCE_TAKEN', 'This reference is already recorded for a different payment', { reference: 'This reference is already recorded for a different payment' }),
};

export const PromiseErrors = {
  amountOnlyForPromises: () =>
    new FieldValidationException({ promised_amount: 'A promised amount goes only with a promise to pay' }, 'PROMISED_AMOUNT_WITHOUT_PROMISE'),
  dateRequired: () => new FieldValidationException({ rpc_follow_up: 'A promise to pay needs its date: choose the follow-up' }, 'PROMISE_DATE_REQUIRED'),
};
