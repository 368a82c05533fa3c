import type { Clock } from './clock.js';

/** A clock the test support can move (TEST_CLOCK_CONTROL, never in production). */
export interface MovableClock extends Clock {
  /** From now on `now()` answers this instant (and, for the offset clock, moves on from it). */
  moveTo(instant: Date): void;
  /** Back to the system's time. */
  reset(): void;
}

export function isMovableClock(clock: Clock): clock is MovableClock {
  const candidate = clock as Partial<MovableClock>;
  return typeof candidate.moveTo === 'function' && typeof candidate.reset === 'function';
}

/**
 * The system clock plus an offset: moved to an instant, it keeps running from there, so the delivery loops and
 * timers that compare two readings still see time pass.
 */
export function offsetClock(systemNow: () => number = Date.now): MovableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(systemNow() + offsetMs),
    moveTo: (instant) => {
      offsetMs = instant.getTime() - systemNow();
    },
    reset: () => {
      offsetMs = 0;
    },
  };
}
