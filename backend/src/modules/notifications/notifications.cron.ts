import { Inject, Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NotificationsService } from './notifications.service.js';

/** Every minute, so a reminder arrives about 15 minutes before its follow-up. */
const FOLLOW_UP_REMINDER_SCHEDULE = CronExpression.EVERY_MINUTE;

@Injectable()
export class NotificationsCron {
  private readonly remind: () => Promise<void>;

  constructor(notifications: NotificationsService, @Inject(APP_CONFIG) config: AppConfig) {
    this.remind = backgroundJob(NotificationsCron.name, config, () => notifications.remindFollowUps());
  }

  @Cron(FOLLOW_UP_REMINDER_SCHEDULE)
  onSchedule(): Promise<void> {
    return this.remind();
  }
}
