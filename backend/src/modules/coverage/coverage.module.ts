import { Global, Module } from '@nestjs/common';
import { USER_DEACTIVATION } from '../../common/users/user-deactivation.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { GroupLoansController } from './group-loans.controller.js';
import { GroupLoansService } from './group-loans.service.js';

/**
 * Coverage (issue 30): loans of groups, the standing rules that make them, and the day's and week's coverage.
 * Global for USER_DEACTIVATION only: the users module ends a deactivated agent's loans through it.
 */
@Global()
@Module({
  imports: [NotificationsModule],
  controllers: [GroupLoansController],
  providers: [GroupLoansService, { provide: USER_DEACTIVATION, useExisting: GroupLoansService }],
  exports: [USER_DEACTIVATION],
})
export class CoverageModule {}
