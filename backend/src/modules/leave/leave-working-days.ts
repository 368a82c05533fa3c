import type { EntityManager } from 'typeorm';
import { formatBusinessDate } from '../../common/time/business-date.js';
import { workedDaysSql } from '../../common/worked-days-sql.js';
import type { DayType } from './entities/leave-request.entity.js';
import type { LeaveType } from './entities/leave-type.entity.js';
import { nonWorkingDaysSql } from './leave-calendar-sql.js';
import { inclusiveDays } from './leave-days.js';
import { LeaveErrors } from './leave.errors.js';

/** A day inside a leave that is not debited: a weekly off or a mandatory holiday. */
export interface NonWorkingDay {
  date: string;
  name: string;
  type: 'WEEKEND' | 'MANDATORY';
}

/** The weekly offs and mandatory holidays from `start` to `end`, by date. */
export function nonWorkingDaysIn(manager: EntityManager, start: string, end: string): Promise<NonWorkingDay[]> {
  return manager.query(`SELECT nw.day::text AS date, nw.name, nw.type FROM ${nonWorkingDaysSql('$1::date', '$2::date')} nw ORDER BY nw.day`, [start, end]);
}

/** The days of a leave its type does not debit (none when the type counts non-working days). */
export const notDebited = (type: Pick<LeaveType, 'countsNonWorkingDays'>, nonWorking: NonWorkingDay[]) => (type.countsNonWorkingDays ? [] : nonWorking);

/**
 * DECISIONS "Leave counts working days": a half day counts 0.5 and a full-day leave its working days; a leave with no
 * working day is refused, naming each day and why.
 */
export function debitedDays(start: string, end: string, dayType: DayType, skipped: NonWorkingDay[]): number {
  const days = inclusiveDays(start, end) - skipped.length;
  if (days === 0) throw LeaveErrors.noWorkingDay(skipped.map(whyNotWorking));
  return dayType === 'half' ? 0.5 : days;
}

export const whyNotWorking = (day: NonWorkingDay) =>
  `${formatBusinessDate(day.date)} is ${day.type === 'WEEKEND' ? `a weekly off (${day.name})` : `a holiday (${day.name})`}`;

/**
 * The first day of the leave the user already worked (a full-day leave: any worked day; a half day: a day worked in
 * full), or null. Days the leave does not debit are not leave days, so working them is no conflict.
 */
export async function firstWorkedDay(manager: EntityManager, userId: number, start: string, end: string, dayType: DayType, skipped: NonWorkingDay[]): Promise<string | null> {
  const worked: { day: string; full_day: boolean }[] = await manager.query(
    `SELECT w.day::text AS day, w.full_day FROM ${workedDaysSql({ userId: 1, from: 2, to: 3 })} w`,
    [userId, start, end],
  );
  const skippedDays = new Set(skipped.map((day) => day.date));
  return worked.find((row) => !skippedDays.has(row.day) && (dayType === 'full' || row.full_day))?.day ?? null;
}
