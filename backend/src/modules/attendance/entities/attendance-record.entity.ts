import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { NumberedRecord } from '../../../common/entity/record-columns.js';
import type { User } from '../../users/entities/user.entity.js';
import type { StoredStatus } from '../attendance-status.js';

const numeric = { to: (value: number) => value, from: (value: string | null) => (value === null ? null : Number(value)) };

/** One user's business day: check-in/out with where they were, or an admin's mark, or a request for the day. */
@Entity('attendance_records')
@Index('UQ_attendance_records_user_date', ['userId', 'date'], { unique: true })
@Index('IDX_attendance_records_date', ['date', 'userId'])
@Check('CHK_attendance_records_count', `"attendance_count" IN (0, 0.5, 1, 1.5, 2)`)
export class AttendanceRecord extends NumberedRecord {
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne('User', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'date' })
  date: string;

  @Column({ type: 'text' })
  status: StoredStatus;

  @Column({ name: 'login_time', type: 'timestamptz', nullable: true })
  loginTime: Date | null;

  @Column({ name: 'logout_time', type: 'timestamptz', nullable: true })
  logoutTime: Date | null;

  /** The agent's reason for a request (or an admin's note). */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @Column({ name: 'rejection_reason', type: 'text', nullable: true })
  rejectionReason: string | null;

  /** The times an open request asks for; approval writes them into login/logout_time. */
  @Column({ name: 'requested_login_time', type: 'timestamptz', nullable: true })
  requestedLoginTime: Date | null;

  @Column({ name: 'requested_logout_time', type: 'timestamptz', nullable: true })
  requestedLogoutTime: Date | null;

  @Column({ name: 'attendance_count', type: 'numeric', precision: 2, scale: 1, default: 0, transformer: numeric })
  attendanceCount: number;

  @Column({ name: 'check_in_latitude', type: 'double precision', nullable: true }) checkInLatitude: number | null;
  @Column({ name: 'check_in_longitude', type: 'double precision', nullable: true }) checkInLongitude: number | null;
  @Column({ name: 'check_in_accuracy', type: 'double precision', nullable: true }) checkInAccuracy: number | null;
  @Column({ name: 'check_out_latitude', type: 'double precision', nullable: true }) checkOutLatitude: number | null;
  @Column({ name: 'check_out_longitude', type: 'double precision', nullable: true }) checkOutLongitude: number | null;
  @Column({ name: 'check_out_accuracy', type: 'double precision', nullable: true }) checkOutAccuracy: number | null;

  /** Set by the end-of-day job once the day is settled (half day for a missing check-out, double pay on a holiday). */
  @Column({ name: 'day_closed', type: 'boolean', default: false })
  dayClosed: boolean;

  /** Raised by the database on every change (a trigger): a decision names the version the admin saw. */
  @Column({ type: 'integer', default: 1, insert: false, update: false })
  version: number;
}
