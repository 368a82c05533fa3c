import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { numeric } from '../../../database/column-transformers.js';
import { User } from '../../users/entities/user.entity.js';
import { LeaveRequest } from './leave-request.entity.js';
import { UserLeaveTypeColumns } from './user-leave-type-columns.js';

export const LEDGER_KINDS = ['accrual', 'debit', 'credit_back', 'adjustment', 'accrual_correction'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/**
 * One movement of a user's balance of a leave type; the balance is the sum of `amount`. Rows are never updated or
 * deleted (a trigger refuses it): a correction is a new entry. The unique indexes make accrual idempotent (one credit
 * per user, type and period) and a request move the balance at most once each way.
 */
@Entity('leave_ledger')
@Index('UQ_leave_ledger_accrual', ['userId', 'leaveTypeId', 'periodStart'], { unique: true, where: `"kind" = 'accrual'` })
@Index('UQ_leave_ledger_accrual_correction', ['userId', 'leaveTypeId', 'periodStart'], { unique: true, where: `"kind" = 'accrual_correction'` })
@Index('UQ_leave_ledger_debit', ['leaveRequestId'], { unique: true, where: `"kind" = 'debit'` })
@Index('UQ_leave_ledger_credit_back', ['leaveRequestId'], { unique: true, where: `"kind" = 'credit_back'` })
@Index('IDX_leave_ledger_user_type', ['userId', 'leaveTypeId', 'createdAt'])
@Check('CHK_leave_ledger_kind', `"kind" IN ('accrual', 'debit', 'credit_back', 'adjustment', 'accrual_correction')`)
@Check(
  'CHK_leave_ledger_shape',
  `("kind" = 'accrual' AND "period_start" IS NOT NULL AND "leave_request_id" IS NULL AND "amount" > 0)
   OR ("kind" = 'debit' AND "leave_request_id" IS NOT NULL AND "period_start" IS NULL AND "amount" < 0)
   OR ("kind" = 'credit_back' AND "leave_request_id" IS NOT NULL AND "period_start" IS NULL AND "amount" > 0)
   OR ("kind" = 'adjustment' AND "reason" IS NOT NULL AND "leave_request_id" IS NULL AND "period_start" IS NULL AND "amount" <> 0)
   OR ("kind" = 'accrual_correction' AND "reason" IS NOT NULL AND "period_start" IS NOT NULL AND "leave_request_id" IS NULL AND "amount" <> 0)`,
)
export class LeaveLedgerEntry extends UserLeaveTypeColumns {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id: string;

  @Column({ type: 'text' })
  kind: LedgerKind;

  /** Days: positive credits, negative debits. */
  @Column({ type: 'numeric', precision: 8, scale: 2, transformer: numeric })
  amount: number;

  /** Accruals and their corrections: the first day of the month or year credited. */
  @Column({ name: 'period_start', type: 'date', nullable: true })
  periodStart: string | null;

  /** Debits and credits back: the request that moved the balance. */
  @Column({ name: 'leave_request_id', type: 'integer', nullable: true })
  leaveRequestId: number | null;

  @ManyToOne(() => LeaveRequest, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'leave_request_id' })
  leaveRequest?: LeaveRequest | null;

  /** Adjustments: why (required); other kinds may say what caused them. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  /** The admin who caused the entry; null for the scheduled accrual. */
  @Column({ name: 'created_by', type: 'integer', nullable: true })
  createdBy: number | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'created_by' })
  creator?: User | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
