import { describe, expect, it } from '@jest/globals';
import type { AppConfig } from '../../config/app-config.js';
import { BusinessClock } from './business-clock.js';
import { addDays } from './business-date.js';

/** A business clock in India stopped at `instant`. */
const at = (instant: string, appTimezone = 'Asia/Kolkata') => new BusinessClock({ now: () => new Date(instant) }, { appTimezone } as AppConfig);

describe('BusinessClock', () => {
  it('gives the time of the injected clock', () => {
    expect(at('2026-03-10T06:00:00Z').now().toISOString()).toBe('2026-03-10T06:00:00.000Z');
  });

  it('turns the business date over at midnight in India, not in UTC', () => {
    expect(at('2026-03-09T18:29:59Z').today()).toBe('2026-03-09');
    expect(at('2026-03-09T18:30:00Z').today()).toBe('2026-03-10'); // 00:00 IST
    expect(at('2026-03-09T18:31:00Z').today()).toBe('2026-03-10');
    expect(at('2026-03-09T18:31:00Z', 'UTC').today()).toBe('2026-03-09');
  });

  it('finds yesterday across a month and a year end', () => {
    const clock = at('2026-12-31T18:45:00Z'); // 00:15 on 1 January 2027 in India
    expect(clock.today()).toBe('2027-01-01');
    expect(addDays(clock.today(), -1)).toBe('2026-12-31');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('gives the start and end of a business day as instants', () => {
    const clock = at('2026-03-10T06:00:00Z');
    const today = clock.today();
    expect(clock.startOfDay(today).toISOString()).toBe('2026-03-09T18:30:00.000Z');
    const endOfDay = clock.startOfDay(addDays(today, 1));
    expect(endOfDay.toISOString()).toBe('2026-03-10T18:30:00.000Z');
    expect(clock.dayOf(new Date(endOfDay.getTime() - 1))).toBe(today);
    expect(clock.dayOf(endOfDay)).toBe('2026-03-11');
  });

  it('gives the business month, and the next one across a year end', () => {
    const lastEvening = at('2026-12-31T17:00:00Z'); // 22:30 on 31 December in India
    expect(lastEvening.month()).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    const nextMonth = at(lastEvening.startOfDay(addDays(lastEvening.month().end, 1)).toISOString());
    expect(nextMonth.month()).toEqual({ start: '2027-01-01', end: '2027-01-31' });
    expect(at('2028-02-29T18:30:00Z').month()).toEqual({ start: '2028-03-01', end: '2028-03-31' }); // just after midnight IST
  });

  it('says which business date an instant falls on', () => {
    const clock = at('2026-03-10T06:00:00Z');
    expect(clock.dayOf(new Date('2026-01-31T20:00:00Z'))).toBe('2026-02-01');
  });
});
