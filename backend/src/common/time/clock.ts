/** The current time, injected so tests (and the dialer simulator) can move it instead of sleeping. */
export const CLOCK = Symbol('CLOCK');

export interface Clock {
  now(): Date;
}

export const systemClock = (): Clock => ({ now: () => new Date() });
