import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { numeric } from '../../../database/column-transformers.js';
import { User } from '../../users/entities/user.entity.js';
import { UserLeaveTypeColumns } from './user-leave-type-columns.js';

export const LEAVE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn', 'cancelled'] as const;
export type LeaveRequestStatus = (typeof LEAVE_REQUEST_STATUSES)[number];
export const DAY_TYPES = ['full', 'half'] as const;
export type DayType = (typeof DAY_TYPES)[number];

@Entity('leave_requests')
@Index('IDX_leave_requests_user_start', ['userId', 'startDate'])
@Index('IDX_leave_requests_status', ['status', 'startDate'])
@Check('CHK_leave_requests_status', `"status" IN ('pending', 'approved', 'rejected', 'withdrawn', 'cancelled')`)
@Check('CHK_leave_requests_day_type', `"day_type" IN ('full', 'half')`)
@Check('CHK_leave_requests_dates', `"end_date" >= "start_date"`)
@Check('CHK_leave_requests_half_day', `"day_type" = 'full' OR ("start_date" = "end_date" AND "leave_count" = 0.5)`)
@Check('CHK_leave_requests_leave_count', `"leave_count" > 0`)
@Check('CHK_leave_requests_version', `"version" >= 1`)
export class LeaveRequest extends UserLeaveTypeColumns {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'start_date', type: 'date' })
  startDate: string;

  @Column({ name: 'end_date', type: 'date' })
  endDate: string;

  @Column({ name: 'day_type', type: 'text' })
  dayType: DayType;

  /** 0.5 for a half day, else the working days between the dates (every day when the type counts non-working days). */
  @Column({ name: 'leave_count', type: 'numeric', precision: 6, scale: 1, transformer: numeric })
  leaveCount: number;

  @Column({ type: 'text', default: 'pending' })
  status: LeaveRequestStatus;

  @Column({ type: 'text' })
  reason: string;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  /** Who approved, rejected, withdrew or cancelled it, and when. */
  @Column({ name: 'decided_by', type: 'integer', nullable: true })
  decidedBy: number | null;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'decided_by' })
  decider?: User | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** Raised by every change; a decision names the version it was made on. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
