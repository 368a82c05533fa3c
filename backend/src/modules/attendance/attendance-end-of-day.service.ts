import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { AuditService } from '../audit/audit.service.js';
import { HOLIDAY_FULL_DAY_MINUTES, STATUS_COUNT } from './attendance-status.js';
import { holidayDaysSql } from '../leave/leave-calendar-sql.js';

const SYSTEM = { userId: null, ip: null };
/** The stored count of a status column, from the one table of counts. */
const countOf = (column: string) => `CASE ${column} ${Object.entries(STATUS_COUNT)
  .map(([status, count]) => `WHEN '${status}' THEN ${count}`)
  .join(' ')} END`;

/**
 * Settles ended days (DECISIONS "Day status"): a checked-in day with no check-out becomes half_day; work on a
 * non-flexi holiday becomes double pay (2), or double pay + half day (1.5) under 180 minutes or with no check-out.
 * Each day is settled once (`day_closed`), whatever the number of runs or instances: one instance at a time under
 * an advisory lock, and a second run finds nothing left to settle.
 */
@Injectable()
export class AttendanceEndOfDayService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
  ) {}

  /** The number of days settled by this run (0 when another instance holds the lock). */
  async settleEndedDays(): Promise<number> {
    const today = this.clock.today();
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.attendanceEndOfDay))) return 0;
      const changed: { id: number; before: string; after: string }[] = await manager.query(
        `WITH open_days AS (
           SELECT r.id, r.date, r.status, r.login_time, r.logout_time
           FROM attendance_records r
           WHERE r.date < $1::date AND NOT r.day_closed
           FOR UPDATE OF r
         ),
         holiday AS ${holidayDaysSql({ from: 3, to: 1 })},
         due AS (
           SELECT o.id, o.status, o.login_time, o.logout_time,
                  EXISTS (SELECT 1 FROM holiday h WHERE h.day = o.date AND h.type <> 'FLEXI') AS on_holiday
           FROM open_days o
         ),
         settled AS (
           SELECT id, status AS before,
             CASE
               WHEN status <> 'present' OR login_time IS NULL THEN status
               WHEN on_holiday AND logout_time IS NOT NULL AND logout_time - login_time >= make_interval(mins => $2) THEN 'double_pay_approved'
               WHEN on_holiday THEN 'double_pay_half_day'
               WHEN logout_time IS NULL THEN 'half_day'
               ELSE status
             END AS status
           FROM due
         ),
         updated AS (
           UPDATE attendance_records r SET status = s.status, attendance_count = (${countOf('s.status')}), day_closed = true
           FROM settled s WHERE r.id = s.id
           RETURNING r.id, s.before, r.status AS after
         )
         SELECT id, before, after FROM updated`,
        // $3: the holiday helper takes a range; every open day lies before today, so -infinity to today covers them.
        [today, HOLIDAY_FULL_DAY_MINUTES, '-infinity'],
      );
      if (changed.length === 0) return 0;
      await this.audit.recordAll(manager, [
        ...changed
          .filter((row) => row.before !== row.after)
          .map((row) => ({ entity: 'attendance' as const, entityId: row.id, action: 'end_of_day' as const, before: { status: row.before }, after: { status: row.after }, actor: SYSTEM })),
        { entity: 'attendance', entityId: 'end-of-day', action: 'settle_days', facts: { days: changed.length, before: today }, actor: SYSTEM },
      ]);
      return changed.length;
    });
  }
}
