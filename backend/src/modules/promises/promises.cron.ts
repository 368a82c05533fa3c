import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { PromisesService } from './promises.service.js';

/** Every 15 minutes, so a promise is decided soon after its last day ends; a run catches up on whatever a missed one left. */
const PROMISE_DECISION_SCHEDULE = '*/15 * * * *';

@Injectable()
export class PromisesCron {
  private readonly decide: () => Promise<void>;

  constructor(promises: PromisesService, @Inject(APP_CONFIG) config: AppConfig) {
    this.decide = backgroundJob(PromisesCron.name, config, () => promises.decideDue());
  }

  @Cron(PROMISE_DECISION_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.decide();
  }
}
