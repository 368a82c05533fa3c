import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { singleFlight } from '../../common/jobs/single-flight.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TelephonyService } from './telephony.service.js';

@Injectable()
export class CallReconciliationCron {
  private readonly logger = new Logger(CallReconciliationCron.name);
  private readonly reconcileNow = singleFlight(() => this.telephony.reconcile(), this.logger);

  constructor(
    private readonly telephony: TelephonyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every minute: the dialer's call records of the last hour repair lost or late webhooks (integration tests call reconcile). */
  @Cron(CronExpression.EVERY_MINUTE)
  async reconcile(): Promise<void> {
    if (this.config.backgroundJobs) await this.reconcileNow();
  }
}
