import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuditService, type AuditChange } from '../audit/audit.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { WebhookEvents } from '../webhooks/webhook-events.service.js';
import { attendanceDecided, attendancePending, attendanceRequestSubject, DECIDED } from './attendance-notifications.js';
import { assertOwnOrAdmin } from './attendance-access.js';
import { AttendanceDaysService } from './attendance-days.service.js';
import { ABSENT_STATUSES, minutesBetween, REQUESTED_STATUSES, STATUS_COUNT, workedStatus, type StoredStatus } from './attendance-status.js';
import { UserErrors } from '../users/users.errors.js';
import { AttendanceErrors } from './attendance.errors.js';
import { AttendanceService } from './attendance.service.js';
import type { AttendanceDayDto } from './dto/attendance-response.dto.js';
import type {
  BulkDecideAttendanceRequestsDto,
  CreateAttendanceRequestDto,
  DecideAttendanceRequestDto,
  DecisionFields,
  EditAttendanceRequestDto,
} from './dto/attendance-request.dto.js';
import { AttendanceRecord } from './entities/attendance-record.entity.js';
import { payrollCycleOf } from '../../common/time/payroll-cycles.js';
import { businessClockTime, parseRequestTime } from './request-times.js';
import { formatBusinessDate } from '../../common/time/business-date.js';
import { Transactions } from '../../common/database/transactions.js';

/** Where a rejected request leaves the day. */
const REJECTED: Record<(typeof REQUESTED_STATUSES)[number], StoredStatus> = {
  requested: 'absent',
  half_day_requested: 'half_day_rejected',
  double_pay_requested: 'double_pay_rejected',
};

const isOpen = (status: StoredStatus) => (REQUESTED_STATUSES as readonly string[]).includes(status);

/**
 * Time-level attendance requests (spec §4 request flow, §5): an agent asks for the times of a day that can open an
 * application, edits or withdraws it while it is open; an admin approves (writing the times) or rejects with a reason.
 */
@Injectable()
export class AttendanceRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
    private readonly days: AttendanceDaysService,
    private readonly attendance: AttendanceService,
    private readonly notifications: NotificationsService,
    private readonly webhookEvents: WebhookEvents,
  ) {}

  async pending(): Promise<AttendanceDayDto[]> {
    const records = await this.dataSource.getRepository(AttendanceRecord).find({
      where: { status: In([...REQUESTED_STATUSES]) },
      relations: { user: true },
      order: { date: 'ASC', id: 'ASC' },
      take: 1000,
    });
    return this.days.toDays(
      records.map((r) => ({
        user_id: r.userId,
        user_name: r.user!.name,
        user_email: r.user!.email,
        day: r.date,
        record_id: r.id,
        record_status: r.status,
        login_time: r.loginTime,
        logout_time: r.logoutTime,
        reason: r.reason,
        rejection_reason: r.rejectionReason,
        requested_login_time: r.requestedLoginTime,
        requested_logout_time: r.requestedLogoutTime,
        version: r.version,
        leave_count: null,
        holiday_name: null,
        holiday_type: null,
        status: r.status,
        attendance_count: r.attendanceCount,
      })),
    );
  }

  async apply(user: SessionUser, dto: CreateAttendanceRequestDto): Promise<AttendanceRecord> {
    const userId = dto.user_id ?? user.id;
    assertOwnOrAdmin(user, userId);
    const today = this.clock.today();
    if (dto.date > today) throw AttendanceErrors.futureDate();
    this.assertCycleOpen(user, dto.date);
    const times = this.requestedTimes(dto.date, dto);
    return this.transactions.run(async (manager) => {
      const day = await this.days.dayOf(manager, userId, dto.date);
      if (!day) throw UserErrors.notFound(userId);
      if (day.status === 'not_employed') throw AttendanceErrors.cannotApply();
      if (day.leave_count === 1) throw AttendanceErrors.onLeave();
      const record = await manager.findOne(AttendanceRecord, { where: { userId, date: dto.date }, lock: { mode: 'pessimistic_write' } });
      const before = record ? this.attendance.audited(record) : null;
      let status: StoredStatus;
      if (!record || ABSENT_STATUSES.has(record.status)) status = 'requested';
      else if ((record.status === 'half_day' && !record.logoutTime) || record.status === 'half_day_requested') status = 'half_day_requested';
      else throw AttendanceErrors.cannotApply();
      const target = record ?? manager.create(AttendanceRecord, { userId, date: dto.date });
      Object.assign(target, {
        status,
        attendanceCount: STATUS_COUNT[status],
        reason: times.reason,
        rejectionReason: null,
        requestedLoginTime: times.login,
        requestedLogoutTime: times.logout,
      });
      const saved = await manager.save(target);
      await this.audit.record(manager, { entity: 'attendance', entityId: saved.id, action: 'request', before, after: this.attendance.audited(saved) });
      // An admin filing for an agent can decide it there and then; an agent's request waits for the admins.
      if (user.role !== 'admin') await this.notifications.notify(manager, { admins: true }, attendancePending(user.name, saved));
      return saved;
    });
  }

  async edit(user: SessionUser, id: number, dto: EditAttendanceRequestDto): Promise<AttendanceRecord> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.lockOpenRequest(manager, user, id);
      const times = this.requestedTimes(record.date, dto);
      const before = this.attendance.audited(record);
      Object.assign(record, { reason: times.reason, requestedLoginTime: times.login, requestedLogoutTime: times.logout });
      const saved = await manager.save(record);
      await this.audit.record(manager, { entity: 'attendance', entityId: id, action: 'edit_request', before, after: this.attendance.audited(saved) });
      return saved;
    });
  }

  /** A request on a day with nothing else recorded goes away; a half day's request returns it to half_day. */
  async withdraw(user: SessionUser, id: number): Promise<AttendanceRecord> {
    return this.dataSource.transaction(async (manager) => {
      const record = await this.lockOpenRequest(manager, user, id);
      const before = this.attendance.audited(record);
      if (record.status === 'half_day_requested') {
        Object.assign(record, { status: 'half_day', attendanceCount: STATUS_COUNT.half_day, requestedLoginTime: null, requestedLogoutTime: null });
        await manager.save(record);
      } else {
        await manager.delete(AttendanceRecord, { id });
        record.status = 'withdrawn';
      }
      await this.audit.record(manager, { entity: 'attendance', entityId: id, action: 'withdraw_request', before, after: { status: record.status } });
      await this.notifications.recordOutcome(manager, [attendanceRequestSubject(id)], 'withdrawn');
      return record;
    });
  }

  async decide(id: number, dto: DecideAttendanceRequestDto): Promise<AttendanceRecord> {
    return this.dataSource.transaction(async (manager) => {
      const record = await manager.findOne(AttendanceRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!record) throw AttendanceErrors.notFound(id);
      const before = this.applyDecision(record, dto, dto.version, await this.days.holidayDates(manager, [record.date]));
      const decided = await manager.save(record);
      await this.audit.record(manager, this.decisionAudit(decided, before, dto));
      await this.notifications.notifyEach(manager, [attendanceDecided(dto.status, decided)]);
      await this.notifications.recordOutcome(manager, [attendanceRequestSubject(id)], DECIDED[dto.status]);
      await this.publishDecided(manager, [decided]);
      return decided;
    });
  }

  /**
   * Accept All / Reject All: every request is decided or none is; the answer names each refused request (a 409 when
   * some changed since they were seen). The holidays of all the days are read in one query and the audit rows written
   * in one statement, whatever the count.
   */
  async decideAll(dto: BulkDecideAttendanceRequestsDto): Promise<{ id: number; status: string }[]> {
    const seen = new Map(dto.requests.map((request) => [request.id, request.version]));
    const ids = [...seen.keys()].sort((a, b) => a - b);
    return this.dataSource.transaction(async (manager) => {
      const records = await manager.find(AttendanceRecord, { where: { id: In(ids) }, order: { id: 'ASC' }, lock: { mode: 'pessimistic_write' } });
      const byId = new Map(records.map((r) => [r.id, r]));
      const holidays = await this.days.holidayDates(manager, [...new Set(records.map((r) => r.date))]);
      const errors: Record<string, string> = {};
      const changed: Record<string, string> = {};
      const decided: { record: AttendanceRecord; before: object }[] = [];
      for (const id of ids) {
        const record = byId.get(id);
        if (!record) {
          errors[`requests.${id}`] = AttendanceErrors.notFound(id).message;
          continue;
        }
        try {
          decided.push({ record, before: this.applyDecision(record, dto, seen.get(id)!, holidays) });
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          (error.code === 'REQUEST_CHANGED' ? changed : errors)[`requests.${id}`] = error.message;
        }
      }
      if (Object.keys(changed).length > 0) throw AttendanceErrors.bulkChanged(changed);
      if (Object.keys(errors).length > 0) throw AttendanceErrors.bulkRefused(errors);
      await manager.save(decided.map(({ record }) => record));
      await this.audit.recordAll(manager, decided.map(({ record, before }) => this.decisionAudit(record, before, dto)));
      await this.notifications.notifyEach(manager, decided.map(({ record }) => attendanceDecided(dto.status, record)));
      await this.notifications.recordOutcome(manager, decided.map(({ record }) => attendanceRequestSubject(record.id)), DECIDED[dto.status]);
      await this.publishDecided(manager, decided.map(({ record }) => record));
      return decided.map(({ record }) => ({ id: record.id, status: record.status }));
    });
  }

  /** Puts each decided request's day, as the API answers it, in the webhook outbox (the deciding transaction). */
  private async publishDecided(manager: EntityManager, records: AttendanceRecord[]): Promise<void> {
    for (const record of records) {
      await this.webhookEvents.enqueue(manager, 'attendance.request.decided', await this.days.dayOfRecord(record.userId, record.date, true, manager));
    }
  }

  /**
   * Decides an open request in memory (the caller saves it), if it is still the version the admin saw; `holidays`
   * holds the non-flexi holidays among the request's days. Answers the audited fields as they were before.
   */
  private applyDecision(record: AttendanceRecord, dto: DecisionFields, seenVersion: number, holidays: Set<string>): object {
    if (!isOpen(record.status)) throw AttendanceErrors.notRequested(record.id);
    if (record.version !== seenVersion) throw AttendanceErrors.changedSinceSeen(record.id, this.askedFor(record));
    const now = this.clock.now();
    const today = this.clock.dayOf(now);
    const before = this.attendance.audited(record);
    const open = record.status as (typeof REQUESTED_STATUSES)[number];
    if (dto.status === 'reject') {
      const reason = dto.rejectionReason?.trim();
      if (!reason) throw AttendanceErrors.rejectionReasonRequired();
      Object.assign(record, { status: REJECTED[open], rejectionReason: reason, requestedLoginTime: null, requestedLogoutTime: null });
    } else {
      const login = record.requestedLoginTime;
      const logout = record.requestedLogoutTime;
      if (record.date < today && (!login || !logout)) throw AttendanceErrors.approvalNeedsBothTimes();
      if (!login) throw AttendanceErrors.approvalNeedsCheckIn();
      this.assertNotLaterThanNow(login, logout, now);
      const settled = logout !== null;
      const status: StoredStatus = settled ? workedStatus(holidays.has(record.date), minutesBetween(login, logout), open === 'half_day_requested') : 'present';
      Object.assign(record, {
        status,
        loginTime: login,
        logoutTime: logout,
        requestedLoginTime: null,
        requestedLogoutTime: null,
        rejectionReason: null,
        dayClosed: settled || record.date < today,
      });
    }
    record.attendanceCount = STATUS_COUNT[record.status];
    return before;
  }

  /** "08:00 - 20:50 on 17/11/2026 (reason: …)": what an open request asks for, as the admin reads it. */
  private askedFor(record: AttendanceRecord): string {
    const time = (instant: Date | null) => (instant ? businessClockTime(instant, this.config.appTimezone) : '—');
    return `${time(record.requestedLoginTime)} - ${time(record.requestedLogoutTime)} on ${formatBusinessDate(record.date)} (reason: ${record.reason ?? '—'})`;
  }

  /** DECISIONS "No future times": a request can ask only for times already past. */
  private assertNotLaterThanNow(login: Date, logout: Date | null, now: Date): void {
    if (login > now) throw AttendanceErrors.laterThanNow('login_time');
    if (logout && logout > now) throw AttendanceErrors.laterThanNow('logout_time');
  }

  private decisionAudit(record: AttendanceRecord, before: object, dto: DecisionFields): AuditChange {
    return {
      entity: 'attendance',
      entityId: record.id,
      action: dto.status === 'approve' ? 'approve_request' : 'reject_request',
      before,
      after: this.attendance.audited(record),
      reason: dto.status === 'reject' ? record.rejectionReason : null,
    };
  }

  private async lockOpenRequest(manager: EntityManager, user: SessionUser, id: number): Promise<AttendanceRecord> {
    const record = await manager.findOne(AttendanceRecord, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!record) throw AttendanceErrors.notFound(id);
    assertOwnOrAdmin(user, record.userId);
    this.assertCycleOpen(user, record.date);
    if (!isOpen(record.status)) throw AttendanceErrors.notRequested(id);
    return record;
  }

  /** DECISIONS: days of closed payroll cycles are read-only for agents; admins may still act there (audited). */
  private assertCycleOpen(user: SessionUser, date: string): void {
    if (user.role !== 'admin' && date < payrollCycleOf(this.clock.today()).start) throw AttendanceErrors.cycleClosed();
  }

  private requestedTimes(date: string, dto: EditAttendanceRequestDto): { login: Date; logout: Date | null; reason: string } {
    const reason = dto.reason.trim();
    if (!reason) throw AttendanceErrors.reasonRequired();
    const day = { date, startOfDay: this.clock.startOfDay(date), timezone: this.config.appTimezone, dayOf: (i: Date) => this.clock.dayOf(i) };
    const login = parseRequestTime(dto.login_time, 'login_time', day);
    const logout = dto.logout_time ? parseRequestTime(dto.logout_time, 'logout_time', day) : null;
    if (!logout && date < this.clock.today()) throw AttendanceErrors.checkOutRequired();
    if (logout && logout <= login) throw AttendanceErrors.checkOutBeforeCheckIn();
    this.assertNotLaterThanNow(login, logout, this.clock.now());
    return { login, logout, reason };
  }
}
