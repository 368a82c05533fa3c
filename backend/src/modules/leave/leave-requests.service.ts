import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { ADVISORY_LOCKS, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { currentActor } from '../../common/http/request-context.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { isCalendarDate } from '../../common/time/business-date.js';
import { payrollCycleOf } from '../../common/time/payroll-cycles.js';
import { AuditService } from '../audit/audit.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { WebhookEvents } from '../webhooks/webhook-events.service.js';
import type { AdminWithdrawDto, CreateLeaveRequestDto, LeaveDecisionDto, LeaveRequestResponseDto } from './dto/leave-request.dto.js';
import { searchOf, whereLeaveRequests, type LeaveRequestListRequest } from './leave-requests-list.js';
import { LeaveLedgerEntry, type LedgerKind } from './entities/leave-ledger-entry.entity.js';
import { LeaveRequest, type DayType, type LeaveRequestStatus } from './entities/leave-request.entity.js';
import { LeaveType } from './entities/leave-type.entity.js';
import { LeaveBalancesService } from './leave-balances.service.js';
import { leaveDecided, leavePending, leaveRequestSubject, type LeaveOutcome } from './leave-notifications.js';
import { debitedLeaveDaysSql, nonWorkingDaysSql } from './leave-calendar-sql.js';
import { daysPerPeriod, inclusiveDays, LEAVE_START_TIME, MAX_REQUEST_DAYS, roundDays as round } from './leave-days.js';
import { debitedDays, firstWorkedDay, nonWorkingDaysIn, notDebited, type NonWorkingDay } from './leave-working-days.js';
import { LeaveTypesService } from './leave-types.service.js';
import { LeaveErrors } from './leave.errors.js';
import { Transactions } from '../../common/database/transactions.js';

/** Most requests a list without a range answers (the spec's calls; an admin's year of everyone's leave fits easily). */
const LIST_LIMIT = 5000;

/**
 * Leave requests: apply, withdraw, cancel, approve, reject. Every change to one user's leave runs under that user's
 * advisory lock, so "balance minus pending", the per-unit limit and the overlap check see every earlier change; the
 * ledger's unique keys make an approval debit once and a withdrawal credit back once however often they race.
 */
@Injectable()
export class LeaveRequestsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
    private readonly types: LeaveTypesService,
    private readonly balances: LeaveBalancesService,
    private readonly notifications: NotificationsService,
    private readonly webhookEvents: WebhookEvents,
  ) {}

  /**
   * An agent's own requests, or everyone's for an admin, filtered, sorted and paged in the database, with the total of
   * every match. Without a range (the spec's calls) every match is answered, up to LIST_LIMIT.
   */
  async list(viewer: SessionUser, request: LeaveRequestListRequest): Promise<{ items: LeaveRequestResponseDto[]; total: number }> {
    const counted = this.dataSource.getRepository(LeaveRequest).createQueryBuilder('r');
    if (searchOf(request.filter)) counted.innerJoin('r.user', 'user');
    const [total, rows] = await Promise.all([whereLeaveRequests(counted, viewer, request.filter).getCount(), this.pageQuery(viewer, request).getMany()]);
    return { items: await this.withNotDebited(rows), total };
  }

  /** The statement a page of the list runs (its plan is checked in test/leave-requests-plan.e2e-spec.ts). */
  pageQuery(viewer: SessionUser, request: LeaveRequestListRequest): SelectQueryBuilder<LeaveRequest> {
    const page = request.page ?? { skip: 0, take: LIST_LIMIT };
    const { field, order } = request.sort;
    const builder = this.dataSource.getRepository(LeaveRequest).createQueryBuilder('r').innerJoinAndSelect('r.leaveType', 'type').innerJoinAndSelect('r.user', 'user');
    return whereLeaveRequests(builder, viewer, request.filter).orderBy(`r.${field}`, order).addOrderBy('r.id', order).offset(page.skip).limit(page.take);
  }

  async apply(agent: SessionUser, dto: CreateLeaveRequestDto): Promise<LeaveRequestResponseDto> {
    const start = this.dayOf(dto.start_date);
    const end = this.dayOf(dto.end_date);
    if (dto.day_type === 'half' && start !== end) throw LeaveErrors.halfDayOneDate();
    if (end < start) throw LeaveErrors.endBeforeStart();
    if (inclusiveDays(start, end) > MAX_REQUEST_DAYS) throw LeaveErrors.tooLong(MAX_REQUEST_DAYS);
    if (start < payrollCycleOf(this.clock.today()).start) throw LeaveErrors.closedCycle();
    const id = await this.transactions.run(async (manager) => {
      await lockForTransaction(manager, ADVISORY_LOCKS.leaveOfUser(agent.id));
      const type = await this.types.findLiveByCode(manager, dto.type);
      if (!type) throw LeaveErrors.unknownLeaveType();
      const skipped = notDebited(type, await nonWorkingDaysIn(manager, start, end));
      const count = debitedDays(start, end, dto.day_type, skipped);
      const worked = await firstWorkedDay(manager, agent.id, start, end, dto.day_type, skipped);
      if (worked) throw LeaveErrors.workedOn(worked);
      await this.assertNoOverlap(manager, agent.id, start, end);
      const { balance, pending } = await this.balances.totals(manager, agent.id, type.id);
      const available = round(balance - pending);
      if (count > available) throw LeaveErrors.beyondBalance(type.name, Math.max(available, 0), count);
      await this.assertWithinUnitLimit(manager, agent.id, type, start, end, dto.day_type, skipped);
      const now = this.clock.now();
      const request = await manager.save(LeaveRequest, {
        userId: agent.id,
        leaveTypeId: type.id,
        startDate: start,
        endDate: end,
        dayType: dto.day_type,
        leaveCount: count,
        status: 'pending' as const,
        reason: dto.reason.trim(),
        rejectionReason: null,
        decidedBy: null,
        decidedAt: null,
        createdAt: now,
        updatedAt: now,
      });
      await this.audit.record(manager, { entity: 'leave_request', entityId: request.id, action: 'create', after: request });
      await this.notifications.notify(manager, { admins: true }, leavePending(agent.name, type.name, request));
      return request.id;
    });
    return this.findResponse(id);
  }

  /** The agent withdraws their own pending or approved request, only before it starts (09:30 of its first day). */
  async withdraw(agent: SessionUser, id: number): Promise<LeaveRequestResponseDto> {
    await this.change(id, async (manager, request) => {
      if (request.userId !== agent.id) throw LeaveErrors.notYours();
      if (request.status !== 'pending' && request.status !== 'approved') throw LeaveErrors.notWithdrawable(request.status);
      if (this.clock.now() >= this.startsAt(request.startDate)) throw LeaveErrors.cannotWithdrawStarted();
      await this.close(manager, request, 'withdrawn');
    });
    return this.findResponse(id);
  }

  /** An admin cancels or withdraws any pending or approved request (an approved one is credited back). */
  async adminWithdraw(id: number, dto: AdminWithdrawDto): Promise<LeaveRequestResponseDto> {
    await this.change(id, async (manager, request) => {
      if (request.status !== 'pending' && request.status !== 'approved') throw LeaveErrors.notWithdrawable(request.status);
      const status = dto.action === 'cancel' ? 'cancelled' : 'withdrawn';
      await this.close(manager, request, status);
      await this.tellAgent(manager, request, status, null);
    });
    return this.findResponse(id);
  }

  /**
   * Approves (debiting the balance once) or rejects (with its reason) a pending request, as the admin saw it: a request
   * changed since (another version) or no longer pending answers 409, and so does a day the agent has since worked.
   */
  async decide(id: number, dto: LeaveDecisionDto): Promise<LeaveRequestResponseDto> {
    await this.change(id, async (manager, request) => {
      if (request.status !== 'pending') throw LeaveErrors.notPending(request.status);
      if (request.version !== dto.version) throw LeaveErrors.staleVersion();
      if (dto.status === 'approved') {
        const type = await manager.findOneByOrFail(LeaveType, { id: request.leaveTypeId });
        const skipped = notDebited(type, await nonWorkingDaysIn(manager, request.startDate, request.endDate));
        const worked = await firstWorkedDay(manager, request.userId, request.startDate, request.endDate, request.dayType, skipped);
        if (worked) throw LeaveErrors.workedOnToApprove(worked);
        const { balance } = await this.balances.totals(manager, request.userId, request.leaveTypeId);
        if (request.leaveCount > round(balance)) throw LeaveErrors.insufficientToApprove(round(balance), request.leaveCount);
      }
      const rejectionReason = dto.status === 'rejected' ? (dto.rejectionReason ?? '').trim() : null;
      await this.setStatus(manager, request, dto.status, rejectionReason);
      if (dto.status === 'approved') await this.move(manager, request, 'debit', -request.leaveCount);
      await this.tellAgent(manager, request, dto.status, rejectionReason);
      await this.webhookEvents.enqueue(manager, 'leave.request.decided', await this.findResponse(id, manager));
    });
    return this.findResponse(id);
  }

  private async close(manager: EntityManager, request: LeaveRequest, status: 'withdrawn' | 'cancelled'): Promise<void> {
    const wasApproved = request.status === 'approved';
    await this.setStatus(manager, request, status, null);
    if (wasApproved) await this.move(manager, request, 'credit_back', request.leaveCount);
  }

  /** Tells the request's agent what an admin decided, in the deciding transaction. */
  private async tellAgent(manager: EntityManager, request: LeaveRequest, outcome: LeaveOutcome, rejectionReason: string | null): Promise<void> {
    const type = await manager.findOneByOrFail(LeaveType, { id: request.leaveTypeId });
    await this.notifications.notify(manager, { userIds: [request.userId] }, leaveDecided(outcome, type.name, request, rejectionReason));
  }

  /** Runs a change to one request under its owner's leave lock, with the request read after the lock. */
  private async change(id: number, work: (manager: EntityManager, request: LeaveRequest) => Promise<void>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const owner = await manager.findOne(LeaveRequest, { where: { id }, select: { id: true, userId: true } });
      if (!owner) throw LeaveErrors.requestNotFound(id);
      await lockForTransaction(manager, ADVISORY_LOCKS.leaveOfUser(owner.userId));
      const request = await manager.findOne(LeaveRequest, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!request) throw LeaveErrors.requestNotFound(id);
      await work(manager, request);
    });
  }

  private async setStatus(manager: EntityManager, request: LeaveRequest, status: LeaveRequestStatus, rejectionReason: string | null): Promise<void> {
    const now = this.clock.now();
    const decider = this.actorId();
    const after = { status, rejectionReason, decidedBy: decider, decidedAt: now, updatedAt: now, version: request.version + 1 };
    await manager.update(LeaveRequest, { id: request.id }, after);
    await this.audit.record(manager, {
      entity: 'leave_request',
      entityId: request.id,
      action: status === 'approved' ? 'approve' : status === 'rejected' ? 'reject' : status === 'withdrawn' ? 'withdraw' : 'cancel',
      before: { status: request.status },
      after: { status },
      reason: rejectionReason,
    });
    if (status !== 'pending') await this.notifications.recordOutcome(manager, [leaveRequestSubject(request.id)], status);
  }

  /** The request's one debit or one credit back; a second attempt conflicts on the ledger's unique key. */
  private async move(manager: EntityManager, request: LeaveRequest, kind: Extract<LedgerKind, 'debit' | 'credit_back'>, amount: number): Promise<void> {
    await manager.insert(LeaveLedgerEntry, {
      userId: request.userId,
      leaveTypeId: request.leaveTypeId,
      kind,
      amount,
      periodStart: null,
      leaveRequestId: request.id,
      reason: null,
      createdBy: this.actorId(),
      createdAt: this.clock.now(),
    });
  }

  private async assertNoOverlap(manager: EntityManager, userId: number, start: string, end: string): Promise<void> {
    const [{ overlaps }] = await manager.query(
      `SELECT EXISTS (SELECT 1 FROM leave_requests WHERE user_id = $1 AND status IN ('pending', 'approved') AND start_date <= $3 AND end_date >= $2) AS overlaps`,
      [userId, start, end],
    );
    if (overlaps) throw LeaveErrors.overlaps();
  }

  /**
   * `max_per_accrual_unit`: the days of this type debited (pending or approved) within each month or year touched, read
   * for all of them in one query, counted as the requests debit them (working days only, unless the type opts in).
   */
  private async assertWithinUnitLimit(manager: EntityManager, userId: number, type: LeaveType, start: string, end: string, dayType: DayType, skipped: NonWorkingDay[]): Promise<void> {
    const shares = daysPerPeriod(start, end, dayType, type.accrualUnit, new Set(skipped.map((day) => day.date)));
    const taken = debitedLeaveDaysSql(`lr.user_id = $1 AND lr.leave_type_id = $2 AND lr.status IN ('pending', 'approved')`, '$5::date', '$6::date');
    const rows: { taken: number }[] = await manager.query(
      `SELECT COALESCE(SUM(ld.count), 0)::float8 AS taken
       FROM unnest($3::date[], $4::date[]) WITH ORDINALITY AS p(period_start, period_end, n)
       LEFT JOIN ${taken} ld ON ld.day BETWEEN p.period_start AND p.period_end
       GROUP BY p.n
       ORDER BY p.n`,
      [userId, type.id, shares.map((share) => share.periodStart), shares.map((share) => share.periodEnd), shares[0].periodStart, shares[shares.length - 1].periodEnd],
    );
    shares.forEach((share, i) => {
      const { taken } = rows[i];
      if (taken + share.days > type.maxPerAccrualUnit) {
        const period = type.accrualUnit === 'month' ? share.periodStart.slice(0, 7) : share.periodStart.slice(0, 4);
        throw LeaveErrors.beyondUnitLimit(type.name, type.maxPerAccrualUnit, type.accrualUnit, Math.max(round(type.maxPerAccrualUnit - taken), 0), period);
      }
    });
  }

  private async findResponse(id: number, manager = this.transactions.manager): Promise<LeaveRequestResponseDto> {
    const request = await manager.getRepository(LeaveRequest).findOneOrFail({ where: { id }, relations: { leaveType: true, user: true } });
    const [response] = await this.withNotDebited([request], manager);
    return response;
  }

  /** The answers, each with the days inside it its type does not debit (read for every request in one query). */
  private async withNotDebited(requests: LeaveRequest[], manager = this.transactions.manager): Promise<LeaveRequestResponseDto[]> {
    const rows: (NonWorkingDay & { request_id: number })[] = requests.length
      ? await manager.query(
          `SELECT lr.id AS request_id, nw.day::text AS date, nw.name, nw.type
           FROM leave_requests lr
           JOIN leave_types lt ON lt.id = lr.leave_type_id AND NOT lt.counts_non_working_days
           CROSS JOIN LATERAL ${nonWorkingDaysSql('lr.start_date', 'lr.end_date')} nw
           WHERE lr.id = ANY ($1::int[])
           ORDER BY lr.id, nw.day`,
          [requests.map((request) => request.id)],
        )
      : [];
    return requests.map((request) =>
      toResponse(
        request,
        rows.filter((row) => row.request_id === request.id).map(({ date, name, type }) => ({ date, name, type })),
      ),
    );
  }

  /** The business date a request's date field names (a date, or an instant such as 09:30 that day). */
  private dayOf(value: string): string {
    return isCalendarDate(value) ? value : this.clock.dayOf(new Date(value));
  }

  private startsAt(day: string): Date {
    const [hours, minutes] = LEAVE_START_TIME.split(':').map(Number);
    return new Date(this.clock.startOfDay(day).getTime() + (hours * 60 + minutes) * 60_000);
  }

  private actorId(): number | null {
    return currentActor()?.userId ?? null;
  }
}

function toResponse(request: LeaveRequest, notDebitedDays: NonWorkingDay[]): LeaveRequestResponseDto {
  const decided = request.decidedAt;
  return {
    id: request.id,
    user_id: request.userId,
    type: request.leaveType!.code,
    leave_type_id: request.leaveTypeId,
    leave_type_name: request.leaveType!.name,
    status: request.status,
    start_date: request.startDate,
    end_date: request.endDate,
    day_type: request.dayType,
    leave_count: request.leaveCount,
    not_debited: notDebitedDays,
    version: request.version,
    reason: request.reason,
    rejectionReason: request.rejectionReason,
    metadata: {
      day_type: request.dayType,
      approved_at: request.status === 'approved' ? decided : null,
      rejected_at: request.status === 'rejected' ? decided : null,
      rejection_reason: request.rejectionReason,
    },
    decided_at: decided,
    created_at: request.createdAt,
    user: { name: request.user!.name, email: request.user!.email },
  };
}
