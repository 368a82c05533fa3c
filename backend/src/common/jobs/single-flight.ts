import type { Logger } from '@nestjs/common';

/**
 * Wraps a periodic job so a run never starts while the previous one is still going (a slow database must not pile
 * runs up), and a failure is logged and left to the next run.
 */
export function singleFlight(work: () => Promise<unknown>, logger: Logger): () => Promise<void> {
  let running = false;
  return async () => {
    if (running) return;
    running = true;
    try {
      await work();
    } catch (error) {
      logger.error(error);
    } finally {
      running = false;
    }
  };
}
