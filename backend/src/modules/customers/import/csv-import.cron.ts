import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { backgroundJob } from '../../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { CsvImportService } from './csv-import.service.js';

/** Staged uploads nobody committed within a day are dropped hourly. */
const EXPIRED_IMPORTS_SCHEDULE = CronExpression.EVERY_HOUR;

@Injectable()
export class CsvImportCron {
  private readonly removeExpired: () => Promise<void>;

  constructor(imports: CsvImportService, @Inject(APP_CONFIG) config: AppConfig) {
    this.removeExpired = backgroundJob(CsvImportCron.name, config, () => imports.removeExpired());
  }

  @Cron(EXPIRED_IMPORTS_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.removeExpired();
  }
}
