import { describe, expect, it } from '@jest/globals';
import { systemClock } from './clock.js';
import { isMovableClock, offsetClock } from './movable-clock.js';

describe('offsetClock', () => {
  it('follows the system clock until moved, then runs on from the instant it was moved to', () => {
    let system = Date.parse('2026-11-24T10:00:00Z');
    const clock = offsetClock(() => system);
    expect(clock.now().toISOString()).toBe('2026-11-24T10:00:00.000Z');

    clock.moveTo(new Date('2026-11-27T04:30:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-27T04:30:00.000Z');
    system += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-27T04:31:30.000Z');

    clock.moveTo(new Date('2026-11-20T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-11-20T00:00:00.000Z');

    clock.reset();
    expect(clock.now().getTime()).toBe(system);
  });

  it('is told apart from the system clock, which cannot be moved', () => {
    expect(isMovableClock(offsetClock())).toBe(true);
    expect(isMovableClock(systemClock())).toBe(false);
  });
});
