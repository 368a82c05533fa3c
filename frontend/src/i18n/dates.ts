import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

/**
 * Business calendar maths in the server's business time zone (APP_TIMEZONE, told by GET /api/app-config and set
 * once at start through {@link setBusinessTimeZone}). Business dates never follow the browser's own zone: an
 * agent's laptop set to UTC still sees India's today.
 *
 * A "day" here is a calendar date string `YYYY-MM-DD`; a "time" is a wall-clock `HH:mm`; an "instant" is a
 * Date / ISO string.
 */

dayjs.extend(utc);
dayjs.extend(timezone);

// Until the server has answered, the browser's zone is the best guess there is.
let zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The IANA zone business dates are computed in. */
export function businessTimeZone(): string {
  return zone;
}

export function setBusinessTimeZone(next: string): void {
  zone = next;
}

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(\d{2}):(\d{2})$/;

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

const inZone = (value: Date | string | number) => dayjs(value).tz(zone);

/** The business calendar day of an instant ("2025-01-05T20:00:00Z" is already 6 Jan in India). */
export function businessDay(value: Date | string | number = new Date()): DayString {
  if (typeof value === 'string' && isDayString(value)) return value;
  return inZone(value).format('YYYY-MM-DD');
}

/** An instant as the business zone's wall clock shows it, in a dayjs pattern ("DD/MM/YYYY HH:mm"). */
export function formatInBusinessZone(value: Date | string | number, pattern: string): string {
  return inZone(value).format(pattern);
}

function dayToUtcMidnight(day: DayString): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) throw new Error(`Not a calendar day: ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** "HH:mm" → minutes after midnight; null when it is not a time. */
export function timeToMinutes(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The instant of a business day's wall-clock time ("2025-01-06", "15:30"); null when either is missing or invalid. */
export function businessInstant(day: DayString, time: string): Date | null {
  const minutes = timeToMinutes(time);
  if (!isDayString(day) || minutes === null) return null;
  return dayjs.tz(`${day}T${minutesToTime(minutes)}`, zone).toDate();
}

/** Minutes after business-zone midnight of an instant, counting seconds as a part of a minute. */
export function businessMinuteOfDay(value: Date): number {
  const local = inZone(value);
  return local.hour() * 60 + local.minute() + (local.second() * 1000 + local.millisecond()) / 60_000;
}

/** 00:00:00.000 of that business day, as an instant. */
export function startOfBusinessDay(day: DayString): Date {
  return businessInstant(day, '00:00') ?? invalidDay(day);
}

/** 23:59:59.999 of that business day, as an instant. */
export function endOfBusinessDay(day: DayString): Date {
  return new Date(startOfBusinessDay(addDays(day, 1)).getTime() - 1);
}

function invalidDay(day: string): never {
  throw new Error(`Not a calendar day: ${day}`);
}

export function addDays(day: DayString, days: number): DayString {
  return fromUtcParts(new Date(dayToUtcMidnight(day) + days * DAY_MS));
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: DayString, to: DayString): number {
  return Math.round((dayToUtcMidnight(to) - dayToUtcMidnight(from)) / DAY_MS);
}

/** First and last day of the business month containing `now`. */
export function businessMonth(now: Date = new Date()): { start: DayString; end: DayString } {
  const today = businessDay(now);
  const [year, month] = today.split('-').map(Number);
  const start = `${year}-${pad(month)}-01`;
  const end = fromUtcParts(new Date(Date.UTC(year, month, 0)));
  return { start, end };
}

/** Monday to Sunday of the business week containing `now`. */
export function businessWeek(now: Date = new Date()): { start: DayString; end: DayString } {
  const today = businessDay(now);
  const weekday = new Date(dayToUtcMidnight(today)).getUTCDay(); // 0 = Sunday
  const start = addDays(today, -((weekday + 6) % 7));
  return { start, end: addDays(start, 6) };
}
