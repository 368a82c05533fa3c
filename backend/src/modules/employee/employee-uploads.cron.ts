import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EmployeeUploadsService } from './employee-uploads.service.js';

/** Hourly: an upload no profile holds goes within an hour of turning a day old. */
const UPLOADS_CLEANUP_SCHEDULE = CronExpression.EVERY_HOUR;

@Injectable()
export class EmployeeUploadsCron {
  private readonly removeStale: () => Promise<void>;

  constructor(uploads: EmployeeUploadsService, @Inject(APP_CONFIG) config: AppConfig) {
    this.removeStale = backgroundJob(EmployeeUploadsCron.name, config, () => uploads.removeStale());
  }

  @Cron(UPLOADS_CLEANUP_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.removeStale();
  }
}
