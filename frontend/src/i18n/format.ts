import { businessDay, businessTimeZone, daysBetween, timeToMinutes } from './dates';

/**
 * en-IN formats used everywhere in the UI (spec: INR with no decimals, dates in the en-IN locale).
 * Instants are shown in the business time zone (the server's APP_TIMEZONE); date-only values ("2025-01-05") are calendar
 * dates and are shown as they are, whatever the browser's time zone.
 */

export const LOCALE = 'en-IN';
const EMPTY = '—';

const inrFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const numberFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

type NumberLike = number | string | null | undefined;

function toNumber(value: NumberLike): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** 123456 → "₹1,23,456" (rounded, no decimals). Empty or invalid values give "—". */
export function formatINR(value: NumberLike): string {
  const n = toNumber(value);
  return n === null ? EMPTY : inrFormat.format(n);
}

/** 1234567 → "12,34,567". */
export function formatNumber(value: NumberLike): string {
  const n = toNumber(value);
  return n === null ? EMPTY : numberFormat.format(n);
}

type DateLike = string | number | Date | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

function toDate(value: DateLike): { date: Date; dateOnly: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

const dateFormats = {
  /** "05 Jan 2025" */
  medium: { day: '2-digit', month: 'short', year: 'numeric' },
  /** "05/01/2025": dd/mm/yyyy, where the spec asks for it (part 2's staff screens) */
  short: { day: '2-digit', month: '2-digit', year: 'numeric' },
  /** "Wed, 08 Jan" */
  weekday: { weekday: 'short', day: '2-digit', month: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** ICU's en-IN writes September as "Sept"; everywhere else months have three letters. */
const threeLetterMonths = (text: string) => text.replace(/\bSept\b/, 'Sep');

export function formatDate(value: DateLike, style: keyof typeof dateFormats = 'medium'): string {
  const parsed = toDate(value);
  if (!parsed) return EMPTY;
  return threeLetterMonths(
    new Intl.DateTimeFormat(LOCALE, {
      ...dateFormats[style],
      timeZone: parsed.dateOnly ? 'UTC' : businessTimeZone(),
    }).format(parsed.date),
  );
}

/** "05 Jan 2025, 03:30 pm" in the business time zone. */
export function formatDateTime(value: DateLike): string {
  const parsed = toDate(value);
  if (!parsed) return EMPTY;
  return threeLetterMonths(
    new Intl.DateTimeFormat(LOCALE, {
      ...dateFormats.medium,
      hour: '2-digit',
      minute: '2-digit',
      timeZone: parsed.dateOnly ? 'UTC' : businessTimeZone(),
    }).format(parsed.date),
  );
}

const MONTHS_MMM = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * "05-Jan-2025": the payment-history date style of spec §9 (dd-MMM-yyyy, always three-letter months; ICU's en-IN
 * would write "Sept"). Instants are taken in the business time zone.
 */
export function formatDayMonthYear(value: DateLike): string {
  const parsed = toDate(value);
  if (!parsed) return EMPTY;
  const day = parsed.dateOnly ? (value as string) : businessDay(parsed.date);
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS_MMM[Number(month) - 1]}-${year}`;
}

/** "Nov 2026": a month of the payment history. */
export function formatMonthYear(value: DateLike): string {
  const parsed = toDate(value);
  if (!parsed) return EMPTY;
  const day = parsed.dateOnly ? (value as string) : businessDay(parsed.date);
  const [year, month] = day.split('-');
  return `${MONTHS_MMM[Number(month) - 1]} ${year}`;
}

/** "03:30 pm" in the business time zone. */
export function formatTime(value: DateLike): string {
  const parsed = toDate(value);
  if (!parsed || parsed.dateOnly) return EMPTY;
  return new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone: businessTimeZone() }).format(parsed.date);
}

/** A wall-clock time: "15:30" → "03:30 pm" (en-IN, like the app's other times); anything else is shown as it is. */
export function formatTimeOfDay(time: string): string {
  const minutes = timeToMinutes(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(twelve)}:${pad(minutes % 60)} ${hours < 12 ? 'am' : 'pm'}`;
}

/** How far relative labels reach (spec §9: "In N days (within 7 days)"); beyond it the date is shown. */
export const RELATIVE_DAY_LIMIT = 7;

/**
 * Spec §9 relative date labels, by business calendar day: Today, Yesterday, Tomorrow, "N days ago", "In N days"
 * within 7 days, otherwise the en-IN date ("05 Jan 2025"). Empty values give "—".
 */
export function formatRelativeDay(value: DateLike, now: Date = new Date()): string {
  const parsed = toDate(value);
  if (!parsed) return EMPTY;
  const diff = daysBetween(businessDay(now), businessDay(parsed.dateOnly ? (value as string) : parsed.date));
  if (diff === 0) return 'Today';
  if (diff === -1) return 'Yesterday';
  if (diff === 1) return 'Tomorrow';
  if (diff < 0 && -diff <= RELATIVE_DAY_LIMIT) return `${-diff} days ago`;
  if (diff > 0 && diff <= RELATIVE_DAY_LIMIT) return `In ${diff} days`;
  return formatDate(value);
}

/**
 * A mobile number as shown (spec §3: a 2-character prefix is stripped on display): "919876543210" and
 * "+91 98765 43210" become "9876543210"; other values are shown as they are.
 */
export function formatMobile(value: string | null | undefined): string {
  if (!value) return EMPTY;
  const digits = value.replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits.length === 10 ? digits : value;
}
