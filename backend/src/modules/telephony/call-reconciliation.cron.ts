import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TelephonyService } from './telephony.service.js';

/** Every minute (one instance's run per minute) the dialer's call records of the last hour repair lost or late webhooks. */
const RECONCILIATION_SCHEDULE = CronExpression.EVERY_MINUTE;

@Injectable()
export class CallReconciliationCron {
  private readonly reconcile: () => Promise<void>;

  constructor(telephony: TelephonyService, @Inject(APP_CONFIG) config: AppConfig) {
    this.reconcile = backgroundJob(CallReconciliationCron.name, config, () => telephony.reconcileThisMinute());
  }

  @Cron(RECONCILIATION_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.reconcile();
  }
}
