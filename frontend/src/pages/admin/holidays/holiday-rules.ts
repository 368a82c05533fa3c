import type { Holiday, HolidayInput, HolidayType } from '../../../api/types';

export const HOLIDAY_TYPES: readonly HolidayType[] = ['MANDATORY', 'FLEXI', 'WEEKEND'];
export const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface HolidayDraft {
  name: string;
  date: string;
  type: HolidayType | '';
  description: string;
}

export type HolidayErrors = Partial<Record<keyof HolidayDraft, string>>;

export const toHolidayDraft = (holiday?: Holiday): HolidayDraft =>
  holiday ? { name: holiday.name, date: holiday.date, type: holiday.type, description: holiday.description ?? '' } : { name: '', date: '', type: '', description: '' };

/** Spec §5 "Holiday form": name, date and type required; description optional. */
export function validateHoliday(draft: HolidayDraft): HolidayErrors {
  const errors: HolidayErrors = {};
  if (!draft.name.trim()) errors.name = 'Name is required';
  if (!draft.date) errors.date = 'Date is required';
  if (!draft.type) errors.type = 'Type is required';
  return errors;
}

export const toHolidayInput = (draft: HolidayDraft): HolidayInput => ({
  name: draft.name.trim(),
  date: draft.date,
  type: draft.type as HolidayType,
  description: draft.description.trim() || null,
});

/** The weekday of a calendar day ("2026-12-25" → "Friday"). */
export const weekdayOf = (day: string) => WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()];

/**
 * The holidays of one year, optionally of one type, by date. Weekly offs are left out unless asked for (they are shown
 * collapsed, one line per weekday) or the WEEKEND type is chosen.
 */
export function holidaysOf(holidays: readonly Holiday[], year: number, type: HolidayType | 'ALL', withWeeklyOffs = true): Holiday[] {
  return holidays
    .filter((holiday) => holiday.date.startsWith(`${year}-`) && (type === 'ALL' || holiday.type === type))
    .filter((holiday) => holiday.type !== 'WEEKEND' || withWeeklyOffs || type === 'WEEKEND')
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}

export interface WeeklyOffLine {
  weekday: (typeof WEEKDAYS)[number];
  days: number;
  /** "Every Sunday, 2026" */
  label: string;
}

/** A year's weekly offs, one line per weekday (Sunday first), with how many days each holds. */
export function weeklyOffLines(holidays: readonly Holiday[], year: number): WeeklyOffLine[] {
  const counts = new Map<number, number>();
  for (const holiday of holidays) {
    if (holiday.type !== 'WEEKEND' || !holiday.date.startsWith(`${year}-`)) continue;
    const weekday = new Date(`${holiday.date}T00:00:00Z`).getUTCDay();
    counts.set(weekday, (counts.get(weekday) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a - b)
    .map(([weekday, days]) => ({ weekday: WEEKDAYS[weekday], days, label: `Every ${WEEKDAYS[weekday]}, ${year}` }));
}
