import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { IdempotencyService } from './idempotency.service.js';

/** Keys past their 24 hours are dropped hourly (reads already ignore them). */
const EXPIRED_KEYS_SCHEDULE = CronExpression.EVERY_HOUR;

@Injectable()
export class IdempotencyCron {
  private readonly removeExpired: () => Promise<void>;

  constructor(idempotency: IdempotencyService, @Inject(APP_CONFIG) config: AppConfig) {
    this.removeExpired = backgroundJob(IdempotencyCron.name, config, () => idempotency.removeExpired());
  }

  @Cron(EXPIRED_KEYS_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.removeExpired();
  }
}
