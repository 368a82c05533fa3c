import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { AuditService } from '../audit/audit.service.js';
import { LocationPolicy } from '../settings/location-policy.service.js';
import { assertOwnOrAdmin } from './attendance-access.js';
import { AttendanceDaysService } from './attendance-days.service.js';
import { ABSENT_STATUSES, minutesBetween, STATUS_COUNT, workedStatus } from './attendance-status.js';
import { UserErrors } from '../users/users.errors.js';
import { AttendanceErrors } from './attendance.errors.js';
import type { CheckInDto } from './dto/check-in.dto.js';
import type { MarkAttendanceDto } from './dto/mark-attendance.dto.js';
import type { AttendanceDeletedDto, TodayAttendanceDto } from './dto/attendance-response.dto.js';
import { AttendanceRecord } from './entities/attendance-record.entity.js';

function toToday(record: AttendanceRecord, message: string): TodayAttendanceDto {
  return {
    id: record.id,
    date: record.date,
    status: record.status,
    login_time: record.loginTime,
    logout_time: record.logoutTime,
    is_absent: ABSENT_STATUSES.has(record.status),
    message,
  };
}

/** The agent's day: check-in and check-out on the server's clock, from an allowed place; an admin's marks. */
@Injectable()
export class AttendanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
    private readonly location: LocationPolicy,
    private readonly days: AttendanceDaysService,
  ) {}

  async today(user: SessionUser, userId: number): Promise<TodayAttendanceDto> {
    assertOwnOrAdmin(user, userId);
    const date = this.clock.today();
    const record = await this.dataSource.getRepository(AttendanceRecord).findOneBy({ userId, date });
    // No record yet is an ordinary state of every morning, not an error (DECISIONS "Today is not absent").
    if (!record) return { id: 0, date, status: 'not_checked_in', login_time: null, logout_time: null, is_absent: false, message: 'Not checked in yet' };
    return toToday(record, record.logoutTime ? 'Checked out' : record.loginTime ? 'Checked in' : 'Not checked in');
  }

  /** One record per user and business day: a second check-in (or twenty at once) is a 409 from the unique key. */
  async checkIn(user: SessionUser, dto: CheckInDto): Promise<TodayAttendanceDto> {
    if (dto.user_id !== undefined && dto.user_id !== user.id) throw AttendanceErrors.notYours();
    await this.location.assertAllowed(user, dto, AttendanceErrors.checkInDenied);
    const now = this.clock.now();
    const date = this.clock.dayOf(now);
    return this.dataSource.transaction(async (manager) => {
      const rows: { id: number }[] = await manager.query(
        `INSERT INTO attendance_records (user_id, date, status, login_time, attendance_count, check_in_latitude, check_in_longitude, check_in_accuracy)
         VALUES ($1, $2, 'present', $3, $4, $5, $6, $7)
         ON CONFLICT (user_id, date) DO NOTHING RETURNING id`,
        [user.id, date, now, STATUS_COUNT.present, dto.latitude, dto.longitude, dto.accuracy ?? null],
      );
      if (rows.length === 0) throw AttendanceErrors.alreadyCheckedIn();
      const record = await manager.findOneByOrFail(AttendanceRecord, { id: rows[0].id });
      await this.audit.record(manager, { entity: 'attendance', entityId: record.id, action: 'check_in', after: this.audited(record) });
      return toToday(record, 'Checked in');
    });
  }

  /** Once, after a check-in; on a non-flexi holiday the day becomes double pay (or 1.5 under 180 minutes). */
  async checkOut(user: SessionUser, dto: CheckInDto): Promise<TodayAttendanceDto> {
    if (dto.user_id !== undefined && dto.user_id !== user.id) throw AttendanceErrors.notYours();
    await this.location.assertAllowed(user, dto, AttendanceErrors.checkOutDenied);
    const now = this.clock.now();
    const date = this.clock.dayOf(now);
    return this.dataSource.transaction(async (manager) => {
      const record = await manager.findOne(AttendanceRecord, { where: { userId: user.id, date }, lock: { mode: 'pessimistic_write' } });
      if (!record?.loginTime) throw AttendanceErrors.notCheckedIn();
      if (record.logoutTime) throw AttendanceErrors.alreadyCheckedOut();
      const before = this.audited(record);
      const onHoliday = (await this.days.holidayDates(manager, [date])).has(date);
      record.logoutTime = now;
      record.checkOutLatitude = dto.latitude;
      record.checkOutLongitude = dto.longitude;
      record.checkOutAccuracy = dto.accuracy ?? null;
      if (record.status === 'present' && onHoliday) {
        record.status = workedStatus(true, minutesBetween(record.loginTime, now), false);
        record.attendanceCount = STATUS_COUNT[record.status];
        record.dayClosed = true;
      }
      await manager.save(record);
      await this.audit.record(manager, { entity: 'attendance', entityId: record.id, action: 'check_out', before, after: this.audited(record) });
      return toToday(record, 'Checked out');
    });
  }

  /**
   * An admin marks a day (DECISIONS: id 0 marks a day with no record yet for the body's user and date). Closed
   * payroll cycles are open to admins; the audit trail records it.
   */
  async mark(id: number, dto: MarkAttendanceDto): Promise<AttendanceRecord> {
    const login = dto.status === 'on_leave' || dto.status === 'absent' ? null : dto.login_time ? new Date(dto.login_time) : null;
    const logout = login && dto.logout_time ? new Date(dto.logout_time) : null;
    if (login && logout && logout < login) throw AttendanceErrors.checkOutBeforeCheckIn();
    const now = this.clock.now();
    const today = this.clock.dayOf(now);
    if (dto.date > today) throw AttendanceErrors.markAfterToday();
    if (login && login > now) throw AttendanceErrors.markLaterThanNow('login_time');
    if (logout && logout > now) throw AttendanceErrors.markLaterThanNow('logout_time');
    return this.dataSource.transaction(async (manager) => {
      const [{ found }] = await manager.query(`SELECT EXISTS (SELECT 1 FROM users WHERE id = $1) AS found`, [dto.user_id]);
      if (!found) throw UserErrors.notFound(dto.user_id);
      const existing = id === 0 ? null : await manager.findOne(AttendanceRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (id !== 0 && !existing) throw AttendanceErrors.notFound(id);
      if (existing && (existing.userId !== dto.user_id || existing.date !== dto.date)) throw AttendanceErrors.recordMismatch();
      const before = existing ? this.audited(existing) : null;
      const record = existing ?? manager.create(AttendanceRecord, { userId: dto.user_id, date: dto.date });
      Object.assign(record, {
        status: dto.status,
        attendanceCount: STATUS_COUNT[dto.status],
        loginTime: login,
        logoutTime: logout,
        requestedLoginTime: null,
        requestedLogoutTime: null,
        dayClosed: dto.date < today || dto.status !== 'present',
      });
      const saved = await manager.save(record);
      await this.audit.record(manager, { entity: 'attendance', entityId: saved.id, action: existing ? 'mark' : 'mark_new', before, after: this.audited(saved) });
      return saved;
    });
  }

  async remove(id: number): Promise<AttendanceDeletedDto> {
    return this.dataSource.transaction(async (manager) => {
      const record = await manager.findOne(AttendanceRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!record) throw AttendanceErrors.notFound(id);
      await manager.delete(AttendanceRecord, { id });
      await this.audit.record(manager, { entity: 'attendance', entityId: id, action: 'delete', before: this.audited(record) });
      return { id, message: 'Attendance deleted' };
    });
  }

  /** The fields the audit trail keeps (not the bookkeeping columns). */
  audited(record: AttendanceRecord): object {
    const { user: _user, createdAt: _created, updatedAt: _updated, version: _version, ...fields } = record;
    return fields;
  }
}
