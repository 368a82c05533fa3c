import { addDays } from '../../../i18n/dates';

/** The days a month calendar shows: whole weeks from the Sunday on or before the 1st to the Saturday on or after the last day. */
export function monthGrid(month: string): { day: string; inMonth: boolean }[] {
  const first = `${month}-01`;
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
  const start = addDays(first, -new Date(`${first}T00:00:00Z`).getUTCDay());
  const end = addDays(last, 6 - new Date(`${last}T00:00:00Z`).getUTCDay());
  const days: { day: string; inMonth: boolean }[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push({ day, inMonth: day.startsWith(month) });
  return days;
}

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year, m - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
