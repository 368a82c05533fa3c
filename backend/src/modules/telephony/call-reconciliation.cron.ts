import { Inject, Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { TelephonyService } from './telephony.service.js';

@Injectable()
export class CallReconciliationCron {
  private readonly logger = new Logger(CallReconciliationCron.name);

  constructor(
    private readonly telephony: TelephonyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Every minute: the dialer's call records of the last hour repair lost or late webhooks (integration tests call reconcile). */
  @Cron(CronExpression.EVERY_MINUTE)
  async reconcile(): Promise<void> {
    if (!this.config.backgroundJobs) return;
    try {
      await this.telephony.reconcile();
    } catch (error) {
      this.logger.warn(error, 'Call reconciliation failed; the next run retries');
    }
  }
}
