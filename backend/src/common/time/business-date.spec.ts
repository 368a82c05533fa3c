import { describe, expect, it } from '@jest/globals';
import { businessDate, businessMonth, isCalendarDate, startOfBusinessDay } from './business-date.js';

describe('business dates', () => {
  it('uses the business time zone, not UTC', () => {
    const lateUtc = new Date('2026-01-31T20:00:00Z'); // 01:30 on 1 Feb in India
    expect(businessDate('Asia/Kolkata', lateUtc)).toBe('2026-02-01');
    expect(businessDate('UTC', lateUtc)).toBe('2026-01-31');
  });

  it('gives the month bounds, leap years included', () => {
    expect(businessMonth('Asia/Kolkata', new Date('2028-02-10T06:00:00Z'))).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(businessMonth('Asia/Kolkata', new Date('2026-12-31T19:00:00Z'))).toEqual({ start: '2027-01-01', end: '2027-01-31' });
  });

  it('accepts only real calendar dates', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-2-1')).toBe(false);
    expect(isCalendarDate('yesterday')).toBe(false);
  });

  it('keeps business dates between 1900 and 2400', () => {
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('2400-12-31')).toBe(true);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('0178-10-23')).toBe(false);
    expect(isCalendarDate('2401-01-01')).toBe(false);
  });
});

describe('startOfBusinessDay', () => {
  it('is midnight in the zone', () => {
    expect(startOfBusinessDay('2026-03-10', 'Asia/Kolkata').toISOString()).toBe('2026-03-09T18:30:00.000Z');
    expect(startOfBusinessDay('2026-03-10', 'UTC').toISOString()).toBe('2026-03-10T00:00:00.000Z');
  });
});
