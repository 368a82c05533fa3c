import { Logger } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { singleFlight } from './single-flight.js';

/**
 * The one way a scheduled job runs (a `<feature>.cron.ts` calls it from its @Cron or @Interval method): only where
 * BACKGROUND_JOBS is on (the integration tests turn it off and call the service method themselves), never twice at
 * once in this instance, and a failure is logged and left to the next run. Other instances are the service
 * method's business: it is idempotent and takes an advisory lock (common/jobs/advisory-locks.ts).
 */
export function backgroundJob(name: string, config: AppConfig, work: () => Promise<unknown>): () => Promise<void> {
  const run = singleFlight(work, new Logger(name));
  return async () => {
    if (config.backgroundJobs) await run();
  };
}
