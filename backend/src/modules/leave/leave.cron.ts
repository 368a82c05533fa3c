import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CronJob } from 'cron';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { LeaveAccrualService } from './leave-accrual.service.js';

/** 00:05 on the 1st of every month, in APP_TIMEZONE (a missed run is caught up by the next one). */
export const LEAVE_ACCRUAL_SCHEDULE = '0 5 0 1 * *';

@Injectable()
export class LeaveCron implements OnModuleInit, OnModuleDestroy {
  private readonly job: CronJob;

  constructor(accrual: LeaveAccrualService, @Inject(APP_CONFIG) config: AppConfig) {
    const accrue = backgroundJob(LeaveCron.name, config, () => accrual.run());
    // The schedule's zone is the deployment's, known only at start-up, so the job is built here, not by @Cron.
    this.job = CronJob.from({ cronTime: LEAVE_ACCRUAL_SCHEDULE, onTick: accrue, timeZone: config.appTimezone, start: false });
  }

  onModuleInit(): void {
    this.job.start();
  }

  onModuleDestroy(): void {
    void this.job.stop();
  }
}
