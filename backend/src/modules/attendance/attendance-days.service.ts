import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { addDays } from '../../common/time/business-date.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import type { ListSort } from '../../common/http/list-query.js';
import { holidayDaysSql } from '../leave/leave-calendar-sql.js';
import { attendanceDaysSql, listedDaysUpToTodaySql, type AttendanceDayRow } from './attendance-days.sql.js';
import { assertOwnOrAdmin } from './attendance-access.js';
import { ABSENT_STATUSES } from './attendance-status.js';
import { UserErrors } from '../users/users.errors.js';
import { AttendanceErrors } from './attendance.errors.js';
import { calendarKind, type DerivedDay } from './day-derivation.js';
import type { AttendanceDayDto, AttendanceStatsRowDto, AttendanceSummaryDto } from './dto/attendance-response.dto.js';
import type { AttendanceRangeQueryDto } from './dto/attendance-query.dto.js';
import { payrollCycleOf } from '../../common/time/payroll-cycles.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Transactions } from '../../common/database/transactions.js';

/** A range is at most a year and a bit: a cycle, a month, a year of a calendar. */
const MAX_RANGE_DAYS = 400;
/** Users per statement of the streamed CSV: bounded memory whatever the number of agents. */
const CSV_USERS_PER_CHUNK = 200;

/** Active agents, and any agent with a record in [$1, $2] (a deactivated agent's past still counts), by name. */
const agentsOfRangeSql = (order: SortOrder) => `
  SELECT u.id FROM users u
  WHERE u.role = 'agent' AND (u.is_active OR EXISTS (SELECT 1 FROM attendance_records r WHERE r.user_id = u.id AND r.date BETWEEN $1 AND $2))
  ORDER BY lower(u.name) ${order}, u.id ${order}`;

type SortOrder = 'ASC' | 'DESC';
/** The list's one sort: agents by name (then id), each agent's days in date order. */
export const ATTENDANCE_DAYS_SORT_FIELDS = ['name'] as const;
export type AttendanceDaysSort = ListSort<(typeof ATTENDANCE_DAYS_SORT_FIELDS)[number]>;
export const BY_NAME: AttendanceDaysSort = { field: 'name', order: 'ASC' };


/** Spec §3 stats row columns per derived status (their sum is the day's count: payable days add up). */
const STATS_COLUMNS = `
  CASE WHEN status IN ('present', 'half_day_approved') THEN 1 WHEN status IN ('half_day', 'half_day_requested', 'half_day_on_leave') THEN 0.5 ELSE 0 END::float8 AS present,
  CASE WHEN status IN ('absent', 'requested', 'withdrawn', 'half_day_rejected') THEN 1 WHEN status IN ('half_day', 'half_day_requested') THEN 0.5 ELSE 0 END::float8 AS absent,
  CASE WHEN status = 'on_leave' THEN 1 WHEN status = 'half_day_on_leave' THEN 0.5 ELSE 0 END::float8 AS leave,
  CASE WHEN status = 'double_pay_approved' THEN 2 WHEN status = 'double_pay_half_day' THEN 1.5 ELSE 0 END::float8 AS "doublePay",
  CASE WHEN status IN ('holiday', 'double_pay_requested', 'double_pay_rejected') THEN 1 ELSE 0 END::float8 AS holiday`;

interface DayRange {
  start: string;
  end: string;
}

/** Reads of attendance: the §4 per-day derivation for a range of days × users, in one statement each. */
@Injectable()
export class AttendanceDaysService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly clock: BusinessClock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The parameters of `attendanceDaysSql`, in its order. */
  private daysParams(start: string, end: string, today: string, userIds: number[]): unknown[] {
    return [start, end, today, userIds, this.config.appTimezone];
  }

  /** The range asked for, or the current payroll cycle. */
  private range(query: Pick<AttendanceRangeQueryDto, 'start_date' | 'end_date'>): DayRange {
    const cycle = payrollCycleOf(this.clock.today());
    const start = query.start_date ?? (query.end_date ? payrollCycleOf(query.end_date).start : cycle.start);
    const end = query.end_date ?? (query.start_date ? payrollCycleOf(query.start_date).end : cycle.end);
    if (end < start) throw AttendanceErrors.rangeReversed();
    if (addDays(start, MAX_RANGE_DAYS - 1) < end) throw AttendanceErrors.rangeTooLong(MAX_RANGE_DAYS);
    return { start, end };
  }

  /** Every day of the range for the caller (or, for an admin, one user or every agent), absent days included. */
  async withAbsent(user: SessionUser, query: AttendanceRangeQueryDto, sort = BY_NAME): Promise<AttendanceDayDto[]> {
    const range = this.range(query);
    const rows = await this.daysFor(user, query.user_id, range, false, sort.order);
    return this.toDays(rows);
  }

  /**
   * A page of `withAbsent`'s rows and how many there are. For an admin's every agent, the rows per agent are counted
   * from the employment windows (and the days after today derived), then only the page's agents are derived: a
   * month of 1,000 agents costs its page, not 30,000 days. One user's days (at most a range's 400) are cut in place.
   */
  async withAbsentPage(user: SessionUser, query: AttendanceRangeQueryDto, page: { skip: number; take: number }, sort = BY_NAME): Promise<{ items: AttendanceDayDto[]; total: number }> {
    const range = this.range(query);
    if (query.user_id !== undefined || user.role !== 'admin') {
      const rows = await this.daysFor(user, query.user_id, range);
      return { items: this.toDays(rows.slice(page.skip, page.skip + page.take)), total: rows.length };
    }
    const agents = await this.agentsOf(range, sort.order);
    const counts = await this.listedDaysPerAgent(range, agents);
    const onPage: number[] = [];
    let before = 0;
    let skipInFirst = 0;
    for (const [index, id] of agents.entries()) {
      const count = counts[index];
      if (count > 0 && before + count > page.skip && before < page.skip + page.take) {
        if (onPage.length === 0) skipInFirst = page.skip - before;
        onPage.push(id);
      }
      before += count;
    }
    const rows = onPage.length > 0 ? await this.agentsDays(attendanceDaysSql(), range, onPage) : [];
    return { items: this.toDays(rows.slice(skipInFirst, skipInFirst + page.take)), total: before };
  }

  /** The rows `attendanceDaysSql` lists for each agent (in the order given): days up to today, and known days after. */
  private async listedDaysPerAgent(range: DayRange, agents: number[]): Promise<number[]> {
    const today = this.clock.today();
    const counts = new Array<number>(agents.length).fill(0);
    const upToToday: { position: number; days: number }[] = await this.dataSource.query(listedDaysUpToTodaySql(), this.daysParams(range.start, range.end, today, agents));
    for (const { position, days } of upToToday) counts[position - 1] = days;
    const afterToday = addDays(today, 1);
    if (range.end >= afterToday) {
      const known: { position: number; days: number }[] = await this.dataSource.query(
        `SELECT user_position AS position, count(*)::int AS days FROM (${attendanceDaysSql()}) days WHERE status <> 'not_employed' GROUP BY user_position`,
        this.daysParams(range.start > afterToday ? range.start : afterToday, range.end, today, agents),
      );
      for (const { position, days } of known) counts[position - 1] += days;
    }
    return counts;
  }

  /** Stored records only (GET /api/attendance). */
  async records(user: SessionUser, query: AttendanceRangeQueryDto): Promise<AttendanceDayDto[]> {
    return this.toDays(await this.daysFor(user, query.user_id, this.range(query), true));
  }

  /** Payable days of the range up to today (spec §4): present + double pay + leave + holidays. */
  async summary(user: SessionUser, query: AttendanceRangeQueryDto): Promise<AttendanceSummaryDto> {
    const range = this.range(query);
    const userId = query.user_id ?? user.id;
    assertOwnOrAdmin(user, userId);
    const today = this.clock.today();
    const end = range.end < today ? range.end : today;
    const totals = { present: 0, absent: 0, leave: 0, doublePay: 0, holiday: 0 };
    if (range.start <= end) {
      const [row] = await this.dataSource.query(
        `SELECT coalesce(sum(present), 0)::float8 AS present, coalesce(sum(absent), 0)::float8 AS absent, coalesce(sum(leave), 0)::float8 AS leave,
                coalesce(sum("doublePay"), 0)::float8 AS "doublePay", coalesce(sum(holiday), 0)::float8 AS holiday
         FROM (SELECT ${STATS_COLUMNS} FROM (${attendanceDaysSql()}) days) stats`,
        this.daysParams(range.start, end, today, [userId]),
      );
      Object.assign(totals, row);
    }
    return { ...totals, payable_days: totals.present + totals.doublePay + totals.leave + totals.holiday };
  }

  /** Spec §3 stats rows for every agent and day of the range (admins); days outside an agent's employment have none. */
  async stats(query: AttendanceRangeQueryDto): Promise<AttendanceStatsRowDto[]> {
    const range = this.range(query);
    return this.dataSource.query(this.statsSql(), this.daysParams(range.start, range.end, this.clock.today(), await this.agentsOf(range)));
  }

  /** The stats as CSV (spec §9 columns), streamed a chunk of agents at a time: memory stays flat. */
  async streamStatsCsv(query: AttendanceRangeQueryDto, response: Response): Promise<void> {
    const range = this.range(query);
    const today = this.clock.today();
    const agents = await this.agentsOf(range);
    response.setHeader('Content-Type', 'text/csv; charset=utf-8');
    response.setHeader('Content-Disposition', `attachment; filename="attendance-${range.start}-to-${range.end}.csv"`);
    response.write('Agent,Date,Present,Absent,Leave,DoublePay,Holiday\n');
    for (let i = 0; i < agents.length; i += CSV_USERS_PER_CHUNK) {
      const ids = agents.slice(i, i + CSV_USERS_PER_CHUNK);
      const rows: AttendanceStatsRowDto[] = await this.dataSource.query(this.statsSql(), this.daysParams(range.start, range.end, today, ids));
      const text = rows.map((r) => [csvCell(r.agent_name), r.date, r.present, r.absent, r.leave, r.doublePay, r.holiday].join(',')).join('\n');
      if (text && !response.write(`${text}\n`)) await new Promise((resolve) => response.once('drain', resolve));
    }
    response.end();
  }

  /** One user's derived day, inside a transaction (requests decide from it). */
  async dayOf(manager: EntityManager, userId: number, date: string): Promise<AttendanceDayRow | undefined> {
    const [row] = await manager.query(attendanceDaysSql(), this.daysParams(date, date, this.clock.today(), [userId]));
    return row;
  }

  /** The non-flexi holidays among `dates` (work there pays double; the leave module's calendar), in one query. */
  async holidayDates(manager: EntityManager, dates: string[]): Promise<Set<string>> {
    if (dates.length === 0) return new Set();
    const sorted = [...dates].sort();
    const rows: { day: string }[] = await manager.query(
      `SELECT DISTINCT h.day::text AS day FROM ${holidayDaysSql({ from: 1, to: 2 })} h WHERE h.type <> 'FLEXI' AND h.day = ANY ($3::date[])`,
      [sorted[0], sorted[sorted.length - 1], dates],
    );
    return new Set(rows.map((row) => row.day));
  }

  /** The day of a record just written, in the one answer shape (`stored` false after a withdrawal deleted it). */
  async dayOfRecord(userId: number, date: string, stored = true, manager = this.transactions.manager): Promise<AttendanceDayDto> {
    const row = await this.dayOf(manager, userId, date);
    if (!row) throw UserErrors.notFound(userId);
    return this.toDay(stored ? row : { ...row, record_id: null });
  }

  /** The agents an admin's view of a range covers, in name order (the derivation then sorts by this position). */
  private async agentsOf(range: DayRange, order: SortOrder = 'ASC'): Promise<number[]> {
    const rows: { id: number }[] = await this.dataSource.query(agentsOfRangeSql(order), [range.start, range.end]);
    return rows.map((row) => row.id);
  }

  private statsSql(): string {
    return `SELECT user_id, user_name AS agent_name, day AS date, ${STATS_COLUMNS}
            FROM (${attendanceDaysSql()}) days
            WHERE day::date <= $3::date AND status <> 'not_employed'
            ORDER BY user_position, day`;
  }

  /**
   * The derived days of one user (or, for an admin without `userId`, every agent: those not employed on a day are
   * left out of it); `storedOnly`: the recorded days.
   */
  private async daysFor(user: SessionUser, userId: number | undefined, range: DayRange, storedOnly = false, order: SortOrder = 'ASC'): Promise<AttendanceDayRow[]> {
    const today = this.clock.today();
    const days = storedOnly ? `SELECT * FROM (${attendanceDaysSql()}) days WHERE record_id IS NOT NULL` : attendanceDaysSql();
    if (userId !== undefined || user.role !== 'admin') {
      const target = userId ?? user.id;
      assertOwnOrAdmin(user, target);
      return this.dataSource.query(`${days} ORDER BY day`, this.daysParams(range.start, range.end, today, [target]));
    }
    return this.agentsDays(days, range, await this.agentsOf(range, order));
  }

  /** The days of `agents` (in that order) that `days` derives, those outside their employment left out. */
  private agentsDays(days: string, range: DayRange, agents: number[]): Promise<AttendanceDayRow[]> {
    return this.dataSource.query(
      `SELECT * FROM (${days}) employed WHERE status <> 'not_employed' ORDER BY user_position, day`,
      this.daysParams(range.start, range.end, this.clock.today(), agents),
    );
  }

  private toDay(row: AttendanceDayRow): AttendanceDayDto {
    return this.toDays([row])[0];
  }

  /** Rows in the answer shape; today and its cycle are read once per answer (per row they cost more than the SQL). */
  toDays(rows: AttendanceDayRow[]): AttendanceDayDto[] {
    const today = this.clock.today();
    const openFrom = payrollCycleOf(today).start;
    return rows.map((row) => dayDto(row, today, openFrom));
  }
}

/** One derived day as the API answers it; days before `openFrom` (closed cycles) are locked for agents. */
function dayDto(row: AttendanceDayRow, today: string, openFrom: string): AttendanceDayDto {
  const locked = row.day < openFrom;
  const derived = { status: row.status, count: row.attendance_count } as DerivedDay;
  const halfDayWithoutCheckOut = row.status === 'half_day' && row.logout_time === null;
  const fullLeave = row.leave_count === 1;
  return {
    id: row.record_id ?? 0,
    user_id: row.user_id,
    date: row.day,
    status: row.status,
    login_time: row.login_time,
    logout_time: row.logout_time,
    reason: row.reason,
    rejection_reason: row.rejection_reason,
    requested_login_time: row.requested_login_time,
    requested_logout_time: row.requested_logout_time,
    version: row.version ?? 0,
    is_absent: ABSENT_STATUSES.has(row.status),
    attendance_count: row.attendance_count,
    leave_count: row.leave_count,
    holiday_name: row.holiday_name,
    holiday_type: row.holiday_type,
    calendar: calendarKind(derived, row.leave_count),
    locked,
    can_apply: !locked && !fullLeave && row.day <= today && (ABSENT_STATUSES.has(row.status) || row.status === 'not_checked_in' || halfDayWithoutCheckOut),
    user: { name: row.user_name, email: row.user_email },
  };
}

/** Spreadsheet-safe CSV cell: quoted, and text a spreadsheet would run as a formula is prefixed with '. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}
