import { addDays } from './business-date.js';

/** A payroll cycle `MM_YYYY`: from the 26th of the previous month to the 25th of month MM (DECISIONS). */
export interface PayrollCycle {
  id: string;
  start: string;
  end: string;
  days: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`;

/** The last day of month `month` (1-12): February's cycle ends on the 22nd, every other on the 25th. */
const lastDayOfCycle = (month: number) => (month === 2 ? 22 : 25);

function previousMonth(year: number, month: number): { year: number; month: number } {
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** The cycle that ends in month `month` of `year`. */
export function payrollCycle(year: number, month: number): PayrollCycle {
  const before = previousMonth(year, month);
  const start = addDays(iso(before.year, before.month, lastDayOfCycle(before.month)), 1);
  const end = iso(year, month, lastDayOfCycle(month));
  const days = Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000) + 1;
  return { id: `${pad(month)}_${year}`, start, end, days };
}

/** The twelve cycles that end in `year`, January's first. */
export function payrollCyclesOf(year: number): PayrollCycle[] {
  return Array.from({ length: 12 }, (_, i) => payrollCycle(year, i + 1));
}

/** The cycle a date (`YYYY-MM-DD`) belongs to. */
export function payrollCycleOf(day: string): PayrollCycle {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  if (date <= lastDayOfCycle(month)) return payrollCycle(year, month);
  return month === 12 ? payrollCycle(year + 1, 1) : payrollCycle(year, month + 1);
}

/** Parses `MM_YYYY`; undefined when it is not one. */
export function payrollCycleById(id: string): PayrollCycle | undefined {
  const match = /^(0[1-9]|1[0-2])_(\d{4})$/.exec(id);
  return match ? payrollCycle(Number(match[2]), Number(match[1])) : undefined;
}
