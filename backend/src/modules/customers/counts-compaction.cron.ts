import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CountsCompactionService } from './counts-compaction.service.js';

/** Every minute the count tables go back to one row per key. */
const COMPACTION_SCHEDULE = CronExpression.EVERY_MINUTE;

@Injectable()
export class CountsCompactionCron {
  private readonly compact: () => Promise<void>;

  constructor(compaction: CountsCompactionService, @Inject(APP_CONFIG) config: AppConfig) {
    this.compact = backgroundJob(CountsCompactionCron.name, config, () => compaction.compact());
  }

  @Cron(COMPACTION_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.compact();
  }
}
