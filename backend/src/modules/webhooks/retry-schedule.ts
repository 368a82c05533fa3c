const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The wait after each failed attempt: seconds, then minutes, then hours, then a day from there on. */
const DELAYS_MS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR, 2 * HOUR, 4 * HOUR, 8 * HOUR, 16 * HOUR, 24 * HOUR];

/** An endpoint whose deliveries have kept failing this long is disabled and its owner told. */
export const DISABLE_AFTER_FAILING_MS = 3 * 24 * HOUR;

/** How long to wait before the next attempt after the `attempt`th (1-based) failed. */
export function retryDelayMs(attempt: number): number {
  return DELAYS_MS[Math.min(attempt, DELAYS_MS.length) - 1];
}
