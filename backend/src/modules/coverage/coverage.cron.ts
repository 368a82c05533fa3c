import { Inject, Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { CoverageRulesService } from './coverage-rules.service.js';

/** Every 5 minutes: a group nobody checked in to is lent within 5 minutes of its deadline. */
const COVERAGE_RULES_SCHEDULE = '*/5 * * * *';

@Injectable()
export class CoverageCron {
  private readonly apply: () => Promise<void>;

  constructor(rules: CoverageRulesService, @Inject(APP_CONFIG) config: AppConfig) {
    this.apply = backgroundJob(CoverageCron.name, config, () => rules.apply());
  }

  @Cron(COVERAGE_RULES_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.apply();
  }
}
