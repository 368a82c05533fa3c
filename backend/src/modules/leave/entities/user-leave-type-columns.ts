import { Column, JoinColumn, ManyToOne } from 'typeorm';
import { User } from '../../users/entities/user.entity.js';
import { LeaveType } from './leave-type.entity.js';

/** Whose leave of which type: the columns a leave request and a ledger entry share. */
export abstract class UserLeaveTypeColumns {
  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ name: 'leave_type_id', type: 'integer' })
  leaveTypeId: number;

  @ManyToOne(() => LeaveType, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'leave_type_id' })
  leaveType?: LeaveType;
}
