import { addDays } from '../../common/time/business-date.js';
import type { AccrualUnit } from './entities/leave-type.entity.js';
import type { DayType } from './entities/leave-request.entity.js';

/** The longest request accepted, in days (a year, leap or not). */
export const MAX_REQUEST_DAYS = 366;
/** Spec §9: a leave starts at 09:30 in the business time zone (withdrawal closes then). */
export const LEAVE_START_TIME = '09:30';

/** Days to two decimals (the ledger's scale), so sums of halves and rates compare exactly. */
export const roundDays = (n: number) => Math.round(n * 100) / 100;

/** Inclusive days from `start` to `end` (YYYY-MM-DD). */
export function inclusiveDays(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The first day of the month or year a date falls in. */
export function periodStartOf(day: string, unit: AccrualUnit): string {
  return unit === 'month' ? `${day.slice(0, 7)}-01` : `${day.slice(0, 4)}-01-01`;
}

/** The last day of the month or year starting at `periodStart`. */
export function periodEndOf(periodStart: string, unit: AccrualUnit): string {
  if (unit === 'year') return `${periodStart.slice(0, 4)}-12-31`;
  const [year, month] = periodStart.split('-').map(Number);
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

export interface PeriodShare {
  periodStart: string;
  periodEnd: string;
  days: number;
}

/** How a request's debited days split over the accrual periods (months or years) it touches; `skipped` days are not debited. */
export function daysPerPeriod(start: string, end: string, dayType: DayType, unit: AccrualUnit, skipped: ReadonlySet<string> = new Set()): PeriodShare[] {
  const shares: PeriodShare[] = [];
  let from = start;
  while (from <= end) {
    const periodStart = periodStartOf(from, unit);
    const periodEnd = periodEndOf(periodStart, unit);
    const to = end < periodEnd ? end : periodEnd;
    const skippedHere = [...skipped].filter((day) => day >= from && day <= to).length;
    shares.push({ periodStart, periodEnd, days: dayType === 'half' ? 0.5 : inclusiveDays(from, to) - skippedHere });
    from = addDays(to, 1);
  }
  return shares;
}
