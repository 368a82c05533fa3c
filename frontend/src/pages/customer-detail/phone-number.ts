/**
 * The one place the customer page turns a typed phone number into what the server accepts (spec §5 "Phone
 * normalisation"; §9 "Reference link phone"). It builds on the app's existing helpers: formatMobile drops the
 * +91 / 0 prefix, and the feedback form's alternateNumberError gives the 10-digits-starting-6-9 messages.
 */
import { alternateNumberError } from '../../components/feedback/feedback-rules';
import { formatMobile } from '../../i18n/format';

export const NUMBER_REQUIRED = 'Enter a mobile number';

/**
 * "+91 98765 43210", "098765-43210" and "9876543210" all give "9876543210": non-digits are stripped and a
 * 91 / 0 prefix is dropped, as the server does. Anything that cannot become 10 digits is returned as its
 * digits (and fails mobileNumberError).
 */
export function normaliseMobile(value: string | null | undefined): string {
  if (!value) return '';
  const shown = formatMobile(value);
  return /^\d{10}$/.test(shown) ? shown : value.replace(/\D/g, '');
}

/** Why a typed number cannot be sent to, or undefined when it can (10 digits starting 6-9 once normalised). */
export function mobileNumberError(value: string | null | undefined): string | undefined {
  const number = normaliseMobile(value);
  if (number === '') return NUMBER_REQUIRED;
  return alternateNumberError(number);
}

export function isValidMobile(value: string | null | undefined): boolean {
  return mobileNumberError(value) === undefined;
}

/** Whether two numbers are the same phone once normalised ("+91 98765 43210" is "9876543210"). */
export function sameMobile(a: string | null | undefined, b: string | null | undefined): boolean {
  const left = normaliseMobile(a);
  return left !== '' && left === normaliseMobile(b);
}
