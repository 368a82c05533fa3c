import { describe, expect, it } from 'vitest';
import { afterEach } from 'vitest';
import {
  addDays,
  businessDay,
  businessInstant,
  businessMinuteOfDay,
  businessMonth,
  businessTimeZone,
  businessWeek,
  daysBetween,
  endOfBusinessDay,
  formatInBusinessZone,
  isDayString,
  minutesToTime,
  setBusinessTimeZone,
  startOfBusinessDay,
  timeToMinutes,
} from './dates';

describe('business dates (IST)', () => {
  it('takes the calendar day in India, not in UTC or the browser', () => {
    expect(businessDay(new Date('2025-01-05T18:29:59.999Z'))).toBe('2025-01-05');
    expect(businessDay(new Date('2025-01-05T18:30:00Z'))).toBe('2025-01-06');
    expect(businessDay('2025-01-05')).toBe('2025-01-05');
  });

  it('gives the first and last instant of an IST day', () => {
    expect(startOfBusinessDay('2025-01-06').toISOString()).toBe('2025-01-05T18:30:00.000Z');
    expect(endOfBusinessDay('2025-01-06').toISOString()).toBe('2025-01-06T18:29:59.999Z');
  });

  it('adds days and counts them across months and leap years', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(daysBetween('2025-01-01', '2025-03-01')).toBe(59);
    expect(daysBetween('2025-03-01', '2025-01-01')).toBe(-59);
  });

  it('finds the IST month and the Monday-to-Sunday week', () => {
    const now = new Date('2026-02-28T20:00:00Z'); // 1 March 2026, 01:30 IST (a Sunday)
    expect(businessMonth(now)).toEqual({ start: '2026-03-01', end: '2026-03-31' });
    expect(businessWeek(now)).toEqual({ start: '2026-02-23', end: '2026-03-01' });
    expect(businessWeek(new Date('2026-03-02T04:00:00Z'))).toEqual({ start: '2026-03-02', end: '2026-03-08' });
    expect(businessMonth(new Date('2024-02-10T00:00:00Z'))).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('recognises real calendar days only', () => {
    expect(isDayString('2025-02-28')).toBe(true);
    expect(isDayString('2025-02-29')).toBe(false);
    expect(isDayString('2025-2-1')).toBe(false);
    expect(isDayString(20250101)).toBe(false);
  });

  it('builds the instant of a business wall-clock time, whatever the browser zone', () => {
    expect(businessInstant('2025-01-06', '15:30')?.toISOString()).toBe('2025-01-06T10:00:00.000Z');
    expect(businessInstant('2025-01-06', '')).toBeNull();
    expect(businessInstant('2025-02-30', '10:00')).toBeNull();
    expect(businessInstant('2025-01-06', '25:00')).toBeNull();
    expect(businessMinuteOfDay(new Date('2025-01-06T10:00:30Z'))).toBe(15 * 60 + 30.5);
    expect(formatInBusinessZone('2026-01-08T18:35:00Z', 'DD/MM/YYYY HH:mm')).toBe('09/01/2026 00:05');
  });

  it('reads and writes wall-clock times', () => {
    expect(timeToMinutes('15:30')).toBe(930);
    expect(timeToMinutes('24:00')).toBeNull();
    expect(timeToMinutes('9:30')).toBeNull();
    expect(minutesToTime(570)).toBe('09:30');
  });
});

describe('business dates in the zone the server tells', () => {
  const serverDefault = businessTimeZone();
  afterEach(() => setBusinessTimeZone(serverDefault));

  it('computes days, their bounds and wall-clock instants in that zone', () => {
    setBusinessTimeZone('Asia/Dubai'); // UTC+4
    expect(businessDay(new Date('2025-01-05T19:59:59Z'))).toBe('2025-01-05');
    expect(businessDay(new Date('2025-01-05T20:00:00Z'))).toBe('2025-01-06');
    expect(startOfBusinessDay('2025-01-06').toISOString()).toBe('2025-01-05T20:00:00.000Z');
    expect(endOfBusinessDay('2025-01-06').toISOString()).toBe('2025-01-06T19:59:59.999Z');
    expect(businessInstant('2025-01-06', '09:00')?.toISOString()).toBe('2025-01-06T05:00:00.000Z');
  });

  it('follows daylight saving where the zone has it', () => {
    setBusinessTimeZone('Europe/London');
    expect(startOfBusinessDay('2025-03-30').toISOString()).toBe('2025-03-30T00:00:00.000Z');
    expect(endOfBusinessDay('2025-03-30').toISOString()).toBe('2025-03-30T22:59:59.999Z');
  });
});
