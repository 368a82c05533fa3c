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

/** The customer's numbers by slot: calls and links name one, so an agent who sees numbers masked never types one. */
export type NumberSlot = 'mobile' | 'alternate';
/** What a call or a link is sent to: the customer's number by its slot, or another number typed (a reference). */
export type NumberChoice = { number_slot: NumberSlot } | { toNumber: string };

/** A number the server masked for this agent (98XXXXX210, setting maskCustomerNumbersForAgents). */
export function isMaskedNumber(value: string | null | undefined): boolean {
  return /X/i.test(value ?? '');
}

/** The slot of a typed number that is one of the customer's, else the number itself (normalised). */
export function numberChoice(customer: { mobile: string; alternate_phone: string | null }, typed: string): NumberChoice {
  if (sameMobile(typed, customer.mobile)) return { number_slot: 'mobile' };
  if (sameMobile(typed, customer.alternate_phone)) return { number_slot: 'alternate' };
  return { toNumber: normaliseMobile(typed) };
}
