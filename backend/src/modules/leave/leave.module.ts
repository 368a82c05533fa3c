import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { UsersModule } from '../users/users.module.js';
import { Holiday } from './entities/holiday.entity.js';
import { LeaveLedgerEntry } from './entities/leave-ledger-entry.entity.js';
import { LeaveRequest } from './entities/leave-request.entity.js';
import { LeaveType } from './entities/leave-type.entity.js';
import { HolidaysController } from './holidays.controller.js';
import { HolidaysService } from './holidays.service.js';
import { LeaveAccrualService } from './leave-accrual.service.js';
import { LeaveBalancesController } from './leave-balances.controller.js';
import { LeaveBalancesService } from './leave-balances.service.js';
import { LeaveCron } from './leave.cron.js';
import { LeaveRequestsController } from './leave-requests.controller.js';
import { LeaveRequestsService } from './leave-requests.service.js';
import { LeaveTypesController } from './leave-types.controller.js';
import { LeaveTypesService } from './leave-types.service.js';

/** Leave types, holidays, leave requests and the balance ledger with its accrual. */
@Module({
  imports: [TypeOrmModule.forFeature([Holiday, LeaveType, LeaveRequest, LeaveLedgerEntry]), UsersModule, NotificationsModule],
  controllers: [LeaveTypesController, HolidaysController, LeaveRequestsController, LeaveBalancesController],
  providers: [LeaveTypesService, HolidaysService, LeaveAccrualService, LeaveBalancesService, LeaveRequestsService, LeaveCron],
  exports: [HolidaysService],
})
export class LeaveModule {}
