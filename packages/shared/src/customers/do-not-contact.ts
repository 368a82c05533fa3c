/**
 * Do not contact (issue 31): why a customer is marked, in words, and the words both sides use when a call or a
 * message is refused. The server refuses with `doNotContactRefusal`; the customer page disables its buttons with it.
 */
export const DO_NOT_CONTACT_REASON_LABELS = {
  customer_request: 'Customer request',
  legal: 'Legal',
  deceased: 'Deceased',
  dispute: 'Dispute',
  other: 'Other',
} as const;
export type DoNotContactReason = keyof typeof DO_NOT_CONTACT_REASON_LABELS;
export const DO_NOT_CONTACT_REASONS = Object.keys(DO_NOT_CONTACT_REASON_LABELS) as DoNotContactReason[];

/** The CSV import's word that clears a mark (a reason sets it, a blank cell leaves it). */
export const DO_NOT_CONTACT_CLEAR = 'clear';
export const DO_NOT_CONTACT_NOTE_MAX = 500;

/** YYYY-MM-DD as dd/mm/yyyy, the app's date format. */
export const dayMonthYear = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** "Marked do not contact (Customer request) until 31/12/2026: calls and messages are not allowed." */
export function doNotContactRefusal(mark: { reason: DoNotContactReason; until: string | null }): string {
  const until = mark.until ? ` until ${dayMonthYear(mark.until)}` : '';
  return `This customer is marked do not contact (${DO_NOT_CONTACT_REASON_LABELS[mark.reason]})${until}: calls and messages are not allowed.`;
}

/** The setting maxCallAttemptsPerDay: 0 is off. */
export const MAX_CALL_ATTEMPTS_PER_DAY_LIMIT = 50;
export const MAX_CALL_ATTEMPTS_MESSAGE = `value must be a whole number from 0 (off) to ${MAX_CALL_ATTEMPTS_PER_DAY_LIMIT}`;
