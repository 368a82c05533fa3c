import { addDays } from '../../common/time/business-date.js';
import { workedDayCountsSql } from '../../common/worked-days-sql.js';
import type { ReportPeriod } from './report-period.js';

/** The daily count tables whose monthly twins (migration ReportCounts) hold the same rows per calendar month. */
export type DailyCounts = 'report_agent_counts' | 'report_disposition_counts';

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const nextMonthStart = (day: string) => addDays(`${day.slice(0, 7)}-28`, 7).slice(0, 7) + '-01';

/**
 * The parameters $1-$5 of periodRowsSql: the period's first and last day, then the whole calendar months within it
 * (first day, last day, first day of the last one). Without a whole month, the month range is empty and the days
 * cover the period.
 */
export function periodParams({ from, to }: ReportPeriod): string[] {
  const first = from.endsWith('-01') ? from : nextMonthStart(from);
  const end = addDays(to, 1).endsWith('-01') ? to : addDays(monthStart(to), -1);
  if (first > end) return [from, to, addDays(to, 1), to, addDays(to, 1)];
  return [from, to, first, end, monthStart(end)];
}

/**
 * A subquery of `columns` from the daily table's rows on the period's partial months and its monthly twin's rows on
 * the whole months, both narrowed by `condition` (SQL over the tables' other columns): a year reads 12 months of
 * rows, not 365 days of them. Takes $1-$5 from periodParams.
 */
export function periodRowsSql(table: DailyCounts, columns: string[], condition: string): string {
  const list = columns.join(', ');
  return `(SELECT ${list} FROM ${table} WHERE (day BETWEEN $1::date AND $3::date - 1 OR day BETWEEN $4::date + 1 AND $2::date) AND ${condition}
    UNION ALL
    SELECT ${list} FROM ${table.replace(/_counts$/, '_month_counts')} WHERE month BETWEEN $3::date AND $5::date AND ${condition})`;
}

/**
 * `(user_id, days)`: worked days in the period, the whole months from report_present_month_counts (migration
 * ReportCounts) and the partial months' days from the attendance records. Takes $1-$5 from periodParams.
 */
export function presentDaysSql(): string {
  return `(SELECT user_id, sum(days) AS days FROM (
      SELECT * FROM ${workedDayCountsSql('$1::date', '$3::date - 1')} before
      UNION ALL SELECT * FROM ${workedDayCountsSql('$4::date + 1', '$2::date')} after
      UNION ALL SELECT user_id, days FROM report_present_month_counts WHERE month BETWEEN $3::date AND $5::date) worked
    GROUP BY user_id)`;
}
