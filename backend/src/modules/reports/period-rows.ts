import { addDays } from '../../common/time/business-date.js';
import { payrollCycleOf } from '../../common/time/payroll-cycles.js';
import { workedDayCountsSql } from '../../common/worked-days-sql.js';
import type { ReportPeriod } from './report-period.js';

/** The daily count tables whose twins (migration ReportCountsByPartner) hold the same rows per calendar or payroll month. */
export type DailyCounts = 'report_agent_counts' | 'report_disposition_counts';

/** Which twin a period reads its whole months from: calendar months (`_month_counts`) or payroll months (`_payroll_counts`). */
export type MonthKind = 'month' | 'payroll';

interface Span {
  start: string;
  end: string;
}

const calendarMonthOf = (day: string): Span => {
  const start = `${day.slice(0, 7)}-01`;
  return { start, end: addDays(`${addDays(`${day.slice(0, 7)}-28`, 7).slice(0, 7)}-01`, -1) };
};
const MONTHS: Record<MonthKind, (day: string) => Span> = { month: calendarMonthOf, payroll: payrollCycleOf };

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * How a period is read: the whole months of `kind` within it from the twin tables, the days before and after them
 * from the daily ones. `params` are $1-$5 of periodRowsSql: the period's first and last day, then the whole months'
 * first day, last day and the first day of the last one (an empty month range when there is no whole month).
 */
export interface PeriodSplit {
  kind: MonthKind;
  params: string[];
}

function splitBy(kind: MonthKind, { from, to }: ReportPeriod): PeriodSplit & { partialDays: number } {
  const monthOf = MONTHS[kind];
  const first = monthOf(from).start === from ? from : addDays(monthOf(from).end, 1);
  const end = monthOf(to).end === to ? to : addDays(monthOf(to).start, -1);
  if (first > end) return { kind, params: [from, to, addDays(to, 1), to, addDays(to, 1)], partialDays: daysBetween(from, to) };
  return { kind, params: [from, to, first, end, monthOf(end).start], partialDays: daysBetween(from, to) - daysBetween(first, end) };
}

/** The split that leaves the fewest days to read one by one (a payroll month reads one row per key, a year twelve). */
export function periodSplit(period: ReportPeriod): PeriodSplit {
  const [calendar, payroll] = [splitBy('month', period), splitBy('payroll', period)];
  const { kind, params } = payroll.partialDays < calendar.partialDays ? payroll : calendar;
  return { kind, params };
}

const twinOf = (table: string, kind: MonthKind) => table.replace(/_counts$/, `_${kind}_counts`);

/**
 * A subquery of `columns` from the daily table's rows on the period's partial months and its twin's rows on the whole
 * months, both narrowed by `condition` (SQL over the tables' other columns). Takes $1-$5 from the split's params.
 */
export function periodRowsSql(table: DailyCounts, kind: MonthKind, columns: string[], condition: string): string {
  const list = columns.join(', ');
  return `(SELECT ${list} FROM ${table} WHERE (day BETWEEN $1::date AND $3::date - 1 OR day BETWEEN $4::date + 1 AND $2::date) AND ${condition}
    UNION ALL
    SELECT ${list} FROM ${twinOf(table, kind)} WHERE month BETWEEN $3::date AND $5::date AND ${condition})`;
}

/**
 * `(user_id, days)`: worked days in the period, the whole months from the present-days twin (migration
 * ReportCountsByPartner) and the partial months' days from the attendance records. Takes $1-$5 from the split's params.
 */
export function presentDaysSql(kind: MonthKind): string {
  return `(SELECT user_id, sum(days) AS days FROM (
      SELECT * FROM ${workedDayCountsSql('$1::date', '$3::date - 1')} before
      UNION ALL SELECT * FROM ${workedDayCountsSql('$4::date + 1', '$2::date')} after
      UNION ALL SELECT user_id, days FROM ${twinOf('report_present_counts', kind)} WHERE month BETWEEN $3::date AND $5::date) worked
    GROUP BY user_id)`;
}
