import type { MovableClock } from '../../src/common/time/movable-clock.js';

export interface SettableClock extends MovableClock {
  /** Stops time at this instant (until the next set or advance). */
  set(instant: Date | string): void;
  /** Moves time forward (or back, when negative) from wherever it is now, and stops it there. */
  advance(ms: number): void;
  /** Answers a function that puts the clock back as it is now: stopped at this instant, or following real time. */
  snapshot(): () => void;
}

/**
 * Follows real time until a test sets it; from then on time moves only when the test moves it. The test-support
 * routes (TEST_CLOCK_CONTROL) move it too: `moveTo` stops it there, `reset` lets it follow real time again.
 */
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
    moveTo: (instant) => clock.set(instant),
    reset: () => {
      fixed = undefined;
    },
    snapshot: () => {
      const was = fixed;
      return () => {
        fixed = was;
      };
    },
  };
  return clock;
}
