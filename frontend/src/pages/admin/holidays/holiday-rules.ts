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

/** The holidays of one year, optionally of one type, by date. */
export function holidaysOf(holidays: readonly Holiday[], year: number, type: HolidayType | 'ALL'): Holiday[] {
  return holidays
    .filter((holiday) => holiday.date.startsWith(`${year}-`) && (type === 'ALL' || holiday.type === type))
    .sort((a, b) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name));
}
