import { Global, Module } from '@nestjs/common';
import { USER_DEACTIVATION } from '../../common/users/user-deactivation.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { CoverageController } from './coverage.controller.js';
import { CoverageCron } from './coverage.cron.js';
import { CoverageRulesService } from './coverage-rules.service.js';
import { CoverageService } from './coverage.service.js';
import { GroupLoansController } from './group-loans.controller.js';
import { GroupLoansService } from './group-loans.service.js';

/**
 * Coverage (issue 30): loans of groups, the standing rules that make them, and the day's and week's coverage.
 * Global for USER_DEACTIVATION only: the users module ends a deactivated agent's loans through it.
 */
@Global()
@Module({
  imports: [NotificationsModule, SettingsModule],
  controllers: [GroupLoansController, CoverageController],
  providers: [GroupLoansService, CoverageService, CoverageRulesService, CoverageCron, { provide: USER_DEACTIVATION, useExisting: GroupLoansService }],
  exports: [USER_DEACTIVATION, CoverageRulesService],
})
export class CoverageModule {}
