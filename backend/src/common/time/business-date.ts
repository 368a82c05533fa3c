const formatters = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per locale, zone and options: building one costs far more than formatting with it. */
export function zonedFormatter(locale: string, timezone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timezone}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: timezone });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Calendar dates ("today", month bounds) as seen in the business time zone, as `YYYY-MM-DD` strings. */
export function businessDate(timezone: string, at: Date): string {
  return zonedFormatter('en-CA', timezone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** First and last day of the business month containing `at`. */
export function businessMonth(timezone: string, at: Date): { start: string; end: string } {
  const [year, month] = businessDate(timezone, at).split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const mm = String(month).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}

/** The calendar date `days` after (or before, when negative) a `YYYY-MM-DD` date. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A `YYYY-MM-DD` date as people here write it, dd/mm/yyyy. */
export function formatBusinessDate(day: string): string {
  return day.split('-').reverse().join('/');
}

/** Real calendar dates and the business-date bounds (1900-2400), the rules the screens apply too. */
export { BUSINESS_DATE_PATTERN, FIRST_BUSINESS_DATE, isCalendarDate, isWrittenDate, LAST_BUSINESS_DATE } from '@crm/shared';

/** The instant a business date starts (00:00 in the time zone), e.g. a follow-up given only as a date. */
export function startOfBusinessDay(day: string, timezone: string): Date {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  // The zone's offset at that moment: format the UTC instant in the zone and compare.
  const parts = zonedFormatter('en-US', timezone, {
    hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit',
  }).formatToParts(new Date(utcMidnight));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asIfUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return new Date(utcMidnight - (asIfUtc - utcMidnight));
}
