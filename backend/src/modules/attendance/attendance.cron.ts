import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AttendanceEndOfDayService } from './attendance-end-of-day.service.js';

/**
 * Every half hour rather than at midnight: the schedule needs no time zone, a run missed while no instance was up
 * is caught up by the next, and a run with nothing to settle is one index probe.
 */
const END_OF_DAY_SCHEDULE = CronExpression.EVERY_30_MINUTES;

@Injectable()
export class AttendanceCron {
  private readonly settle: () => Promise<void>;

  constructor(endOfDay: AttendanceEndOfDayService, @Inject(APP_CONFIG) config: AppConfig) {
    this.settle = backgroundJob(AttendanceCron.name, config, () => endOfDay.settleEndedDays());
  }

  @Cron(END_OF_DAY_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.settle();
  }
}
