import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Holiday } from './entities/holiday.entity.js';
import { LeaveLedgerEntry } from './entities/leave-ledger-entry.entity.js';
import { LeaveRequest } from './entities/leave-request.entity.js';
import { LeaveType } from './entities/leave-type.entity.js';

/** Leave types, holidays, leave requests and the balance ledger with its accrual. */
@Module({
  imports: [TypeOrmModule.forFeature([Holiday, LeaveType, LeaveRequest, LeaveLedgerEntry])],
})
export class LeaveModule {}
