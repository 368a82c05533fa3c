/**
 * Business calendar maths in India Standard Time (spec: dates in en-IN; DECISIONS: business dates are computed
 * in APP_TIMEZONE, Asia/Kolkata). IST has no daylight saving, so a fixed +05:30 offset is exact and keeps these
 * helpers pure and independent of the browser's own time zone.
 *
 * A "day" here is a calendar date string `YYYY-MM-DD`; an "instant" is a Date / ISO string.
 */

export const BUSINESS_UTC_OFFSET_MINUTES = 330;
const OFFSET_MS = BUSINESS_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DayString = string;

const pad = (n: number) => String(n).padStart(2, '0');

function fromUtcParts(date: Date): DayString {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export function isDayString(value: unknown): value is DayString {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return fromUtcParts(date) === value;
}

/** The IST calendar day of an instant ("2025-01-05T20:00:00Z" is already 6 Jan in India). */
export function businessDay(value: Date | string | number = new Date()): DayString {
  if (typeof value === 'string' && isDayString(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  return fromUtcParts(new Date(date.getTime() + OFFSET_MS));
}

function dayToUtcMidnight(day: DayString): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** 00:00:00.000 IST of that day, as an instant. */
export function startOfBusinessDay(day: DayString): Date {
  return new Date(dayToUtcMidnight(day) - OFFSET_MS);
}

/** 23:59:59.999 IST of that day, as an instant. */
export function endOfBusinessDay(day: DayString): Date {
  return new Date(dayToUtcMidnight(day) - OFFSET_MS + DAY_MS - 1);
}

export function addDays(day: DayString, days: number): DayString {
  return fromUtcParts(new Date(dayToUtcMidnight(day) + days * DAY_MS));
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: DayString, to: DayString): number {
  return Math.round((dayToUtcMidnight(to) - dayToUtcMidnight(from)) / DAY_MS);
}

/** First and last day of the IST month containing `now`. */
export function businessMonth(now: Date = new Date()): { start: DayString; end: DayString } {
  const today = businessDay(now);
  const [year, month] = today.split('-').map(Number);
  const start = `${year}-${pad(month)}-01`;
  const end = fromUtcParts(new Date(Date.UTC(year, month, 0)));
  return { start, end };
}

/** Monday to Sunday of the IST week containing `now`. */
export function businessWeek(now: Date = new Date()): { start: DayString; end: DayString } {
  const today = businessDay(now);
  const weekday = new Date(dayToUtcMidnight(today)).getUTCDay(); // 0 = Sunday
  const start = addDays(today, -((weekday + 6) % 7));
  return { start, end: addDays(start, 6) };
}
