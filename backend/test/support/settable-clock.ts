import type { Clock } from '../../src/common/time/clock.js';

export interface SettableClock extends Clock {
  /** Stops time at this instant (until the next set or advance). */
  set(instant: Date | string): void;
  /** Moves time forward (or back, when negative) from wherever it is now, and stops it there. */
  advance(ms: number): void;
}

/** Follows real time until a test sets it; from then on time moves only when the test moves it. */
export function settableClock(): SettableClock {
  let fixed: Date | undefined;
  const clock: SettableClock = {
    now: () => new Date(fixed ?? Date.now()),
    set: (instant) => {
      fixed = new Date(instant);
    },
    advance: (ms) => {
      fixed = new Date(clock.now().getTime() + ms);
    },
  };
  return clock;
}
