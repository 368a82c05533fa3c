/** Days as both sides write them: `YYYY-MM-DD`, compared as text. */

/** The business dates the system handles (payroll cycles, holidays, requests, a birth date): anything else is a typo or a probe. */
export const FIRST_BUSINESS_DATE = '1900-01-01';
export const LAST_BUSINESS_DATE = '2400-12-31';
/** The same bounds as a pattern, for the API document. */
export const BUSINESS_DATE_PATTERN = '^(19\\d{2}|2[0-3]\\d{2}|2400)-\\d{2}-\\d{2}$';

/** True for a real calendar date written as YYYY-MM-DD (no 30 February), any year. */
export function isWrittenDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** True for a real calendar date written as YYYY-MM-DD from 1900 to 2400: the one check every business date passes. */
export function isCalendarDate(value: string): boolean {
  return isWrittenDate(value) && value >= FIRST_BUSINESS_DATE && value <= LAST_BUSINESS_DATE;
}

/** Spec §5: "Dates accept an ISO datetime or yyyy-MM-dd". The server reads a datetime as its business date. */
export function isDateOrDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  if (isCalendarDate(value)) return true;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value)) && isCalendarDate(value.slice(0, 10));
}

/** The calendar day a date field names (a datetime's own date part). */
export const dayOf = (value: string): string => value.slice(0, 10);

/** The week as the spec draws it (§2, §9): Sunday first. 0 = Sunday, as `Date.getDay()` numbers it. */
export const FIRST_DAY_OF_WEEK = 0;
