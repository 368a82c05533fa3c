import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EmployeeService } from './employee.service.js';

/**
 * Leavers are switched off once their last working date has passed. Checked hourly rather than at one daily
 * instant, so a restart or the server's own time zone never delays it by a day; each run is idempotent.
 */
const LEAVERS_SCHEDULE = CronExpression.EVERY_HOUR;

@Injectable()
export class EmployeeCron {
  private readonly deactivateLeavers: () => Promise<void>;

  constructor(employees: EmployeeService, @Inject(APP_CONFIG) config: AppConfig) {
    this.deactivateLeavers = backgroundJob(EmployeeCron.name, config, async () => {
      await employees.deactivateLeavers();
    });
  }

  @Cron(LEAVERS_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.deactivateLeavers();
  }
}
