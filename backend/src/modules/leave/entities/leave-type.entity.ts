import { Check, Column, Entity, Index } from 'typeorm';
import { NumberedRecord } from '../../../common/entity/record-columns.js';
import { numeric } from '../../../database/column-transformers.js';

export const ACCRUAL_UNITS = ['month', 'year'] as const;
export type AccrualUnit = (typeof ACCRUAL_UNITS)[number];

/**
 * A kind of leave and how it accrues. Deleting one archives it (`deleted_at`): its requests and ledger entries keep
 * pointing at it, and a new type may take its code again.
 */
@Entity('leave_types')
@Index('UQ_leave_types_code', ['code'], { unique: true, where: '"deleted_at" IS NULL' })
@Check('CHK_leave_types_accrual_unit', `"accrual_unit" IN ('month', 'year')`)
@Check('CHK_leave_types_accrual_rate', `"accrual_rate" >= 0`)
@Check('CHK_leave_types_max_per_accrual_unit', `"max_per_accrual_unit" >= 0`)
export class LeaveType extends NumberedRecord {
  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  code: string;

  @Column({ name: 'accrual_rate', type: 'numeric', precision: 8, scale: 2, transformer: numeric })
  accrualRate: number;

  @Column({ name: 'accrual_unit', type: 'text' })
  accrualUnit: AccrualUnit;

  @Column({ name: 'max_per_accrual_unit', type: 'numeric', precision: 8, scale: 2, transformer: numeric })
  maxPerAccrualUnit: number;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** Debit weekly offs and mandatory holidays inside a leave too (the sandwich rule); off by default. */
  @Column({ name: 'counts_non_working_days', type: 'boolean', default: false })
  countsNonWorkingDays: boolean;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
