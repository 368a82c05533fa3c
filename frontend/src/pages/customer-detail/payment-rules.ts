import { earliestPaidDate } from '@crm/shared';
import { businessDay } from '../../i18n/dates';
import { formatDate } from '../../i18n/format';
import { parseRupees } from '../../components/feedback/feedback-rules';

const MAX_RUPEES = 1e12;

export interface PaymentFormValues {
  amount: string;
  paid_date: string;
  reference: string;
}
export type PaymentField = keyof PaymentFormValues;

/** The form's checks, the server's rules: an amount in rupees above 0, a date from the loan's start to today, a reference. */
export function validatePayment(values: PaymentFormValues, disbursalDate: string | null | undefined, now: Date = new Date()): Partial<Record<PaymentField, string>> {
  const errors: Partial<Record<PaymentField, string>> = {};
  const rupees = parseRupees(values.amount);
  if (!values.amount.trim()) errors.amount = 'Enter the amount paid';
  else if (rupees === null) errors.amount = 'Enter the amount in rupees, like 12500';
  else if (rupees <= 0) errors.amount = 'Amount must be more than 0';
  else if (rupees >= MAX_RUPEES) errors.amount = 'Amount is too large';
  const earliest = earliestPaidDate(disbursalDate);
  if (!values.paid_date) errors.paid_date = 'Choose the day it was paid';
  else if (values.paid_date > businessDay(now)) errors.paid_date = 'The payment date cannot be in the future';
  else if (values.paid_date < earliest) {
    errors.paid_date = disbursalDate ? `The payment date cannot be before the disbursal date, ${formatDate(earliest, 'short')}` : `The payment date cannot be before ${formatDate(earliest, 'short')}`;
  }
  const reference = values.reference.trim();
  if (!reference) errors.reference = "Enter the payer's reference (UTR or receipt number)";
  else if (reference.length > 100) errors.reference = 'Reference must be at most 100 characters';
  return errors;
}

/** POST /api/customers/{id}/payments's body. */
export function paymentRequest(values: PaymentFormValues) {
  return { amount: parseRupees(values.amount)!, paid_date: values.paid_date, reference: values.reference.trim() };
}
