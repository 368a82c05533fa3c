import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { ADVISORY_LOCKS, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import { currentActor } from '../../common/http/request-context.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { AuditService } from '../audit/audit.service.js';
import { toLeaveTypeResponse } from './dto/leave-type.dto.js';
import type { AdjustBalanceDto, LeaveBalanceResponseDto, LedgerEntryDto } from './dto/leave-balance.dto.js';
import { LeaveLedgerEntry } from './entities/leave-ledger-entry.entity.js';
import { roundDays as round } from './leave-days.js';
import { LeaveTypesService } from './leave-types.service.js';
import { LeaveErrors } from './leave.errors.js';

interface Totals {
  balance: number;
  pending: number;
}

/** Reads of the ledger: a balance is the sum of its entries; available is the balance minus pending requests. */
@Injectable()
export class LeaveBalancesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly types: LeaveTypesService,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
  ) {}

  /** Balance and pending days of one user's type (inside the caller's transaction, under the user's leave lock). */
  async totals(manager: EntityManager, userId: number, leaveTypeId: number): Promise<Totals> {
    const [row] = await manager.query(
      `SELECT (SELECT COALESCE(SUM(amount), 0) FROM leave_ledger WHERE user_id = $1 AND leave_type_id = $2)::float8 AS balance,
              (SELECT COALESCE(SUM(leave_count), 0) FROM leave_requests WHERE user_id = $1 AND leave_type_id = $2 AND status = 'pending')::float8 AS pending`,
      [userId, leaveTypeId],
    );
    return { balance: row.balance, pending: row.pending };
  }

  /**
   * An admin's correction: a new ledger entry with its reason (entries are never changed). Under the user's leave
   * lock, so it cannot take off days that pending requests already count on: available stays at 0 or more.
   */
  async adjust(userId: number, dto: AdjustBalanceDto): Promise<LedgerEntryDto> {
    return this.dataSource.transaction(async (manager) => {
      const [user] = await manager.query(`SELECT id FROM users WHERE id = $1`, [userId]);
      if (!user) throw LeaveErrors.userNotFound(userId);
      if (!(await this.types.findLive(manager, dto.leave_type_id))) throw LeaveErrors.leaveTypeNotFound(dto.leave_type_id);
      await lockForTransaction(manager, ADVISORY_LOCKS.leaveOfUser(userId));
      const { balance, pending } = await this.totals(manager, userId, dto.leave_type_id);
      const after = round(balance + dto.amount - pending);
      if (dto.amount < 0 && after < 0) throw LeaveErrors.adjustmentBelowZero(after, round(balance), round(pending));
      const entry = await manager.save(LeaveLedgerEntry, {
        userId,
        leaveTypeId: dto.leave_type_id,
        kind: 'adjustment' as const,
        amount: dto.amount,
        periodStart: null,
        leaveRequestId: null,
        reason: dto.reason.trim(),
        createdBy: currentActor()?.userId ?? null,
        createdAt: this.clock.now(),
      });
      await this.audit.record(manager, {
        entity: 'leave_balance',
        entityId: userId,
        action: 'adjust',
        after: { leaveTypeId: dto.leave_type_id, amount: dto.amount, balance: round(balance + dto.amount) },
        reason: entry.reason,
      });
      return toEntry(entry);
    });
  }

  /** Every live type with the user's balance, pending days, what is available and the ledger entries behind it. */
  async of(viewer: SessionUser, userId: number): Promise<LeaveBalanceResponseDto> {
    if (viewer.role !== 'admin' && viewer.id !== userId) throw LeaveErrors.notYours();
    const [types, entries, pending] = await Promise.all([
      this.types.list(),
      this.dataSource.getRepository(LeaveLedgerEntry).find({ where: { userId }, relations: { leaveRequest: true }, order: { createdAt: 'DESC', id: 'DESC' } }),
      this.dataSource.query(
        `SELECT leave_type_id, SUM(leave_count)::float8 AS days FROM leave_requests WHERE user_id = $1 AND status = 'pending' GROUP BY leave_type_id`,
        [userId],
      ) as Promise<{ leave_type_id: number; days: number }[]>,
    ]);
    const leaveTypes = types.map((type) => {
      const own = entries.filter((entry) => entry.leaveTypeId === type.id);
      const balance = round(own.reduce((sum, entry) => sum + entry.amount, 0));
      const waiting = pending.find((row) => row.leave_type_id === type.id)?.days ?? 0;
      return { ...toLeaveTypeResponse(type), current_balance: balance, pending: waiting, available: round(balance - waiting), entries: own.map(toEntry) };
    });
    const latest = entries
      .filter((entry) => entry.kind === 'accrual')
      .reduce<LeaveLedgerEntry | null>((last, entry) => (!last || (entry.periodStart as string) > (last.periodStart as string) ? entry : last), null);
    return { user_id: userId, leaveTypes, last_accrual_date: latest?.periodStart ?? null, last_accrual_run_at: latest?.createdAt ?? null };
  }
}

function toEntry(entry: LeaveLedgerEntry): LedgerEntryDto {
  return {
    id: entry.id,
    kind: entry.kind,
    amount: entry.amount,
    period_start: entry.periodStart,
    leave_request_id: entry.leaveRequestId,
    leave_start_date: entry.leaveRequest?.startDate ?? null,
    leave_end_date: entry.leaveRequest?.endDate ?? null,
    leave_day_type: entry.leaveRequest?.dayType ?? null,
    reason: entry.reason,
    created_at: entry.createdAt,
  };
}
