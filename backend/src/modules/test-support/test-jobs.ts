import { NotificationsService } from '../notifications/notifications.service.js';
import { PromisesService } from '../promises/promises.service.js';

/**
 * The scheduled jobs a journey may run now, after moving the clock, instead of waiting for their cron. Only jobs
 * that are idempotent and take their own advisory lock belong here: a run at any moment, even beside the cron's,
 * changes nothing a scheduled run would not.
 */
export const TEST_JOBS = {
  'promise-decisions': (services) => services.promises.decideDue(),
  'follow-up-reminders': (services) => services.notifications.remindFollowUps(),
} satisfies Record<string, (services: { promises: PromisesService; notifications: NotificationsService }) => Promise<number>>;

export type TestJobName = keyof typeof TEST_JOBS;

export const isTestJob = (name: string): name is TestJobName => Object.hasOwn(TEST_JOBS, name);
