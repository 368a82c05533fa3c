import { describe, expect, it } from '@jest/globals';
import { payrollCycleOf } from '../../common/time/payroll-cycles.js';
import { daysPerPeriod, inclusiveDays, periodEndOf, periodStartOf } from './leave-days.js';
import { debitedDays, type NonWorkingDay } from './leave-working-days.js';

const sunday: NonWorkingDay = { date: '2031-03-02', name: 'Sunday', type: 'WEEKEND' };
const holi: NonWorkingDay = { date: '2031-03-04', name: 'Holi', type: 'MANDATORY' };

describe('leave days', () => {
  it('counts a half day as 0.5 and a full request as its working days', () => {
    expect(debitedDays('2031-03-05', '2031-03-05', 'half', [])).toBe(0.5);
    expect(debitedDays('2031-03-05', '2031-03-05', 'full', [])).toBe(1);
    expect(debitedDays('2031-02-27', '2031-03-02', 'full', [])).toBe(4);
    expect(debitedDays('2031-02-27', '2031-03-05', 'full', [sunday, holi])).toBe(5);
    expect(inclusiveDays('2032-02-28', '2032-03-01')).toBe(3);
  });

  it('refuses a leave with no working day, naming each day and why', () => {
    expect(() => debitedDays('2031-03-02', '2031-03-02', 'half', [sunday])).toThrow(
      expect.objectContaining({ fieldErrors: { start_date: 'There is no working day to take leave on: 02/03/2031 is a weekly off (Sunday)' } }),
    );
  });

  it('finds the month or year a day belongs to', () => {
    expect(periodStartOf('2031-07-19', 'month')).toBe('2031-07-01');
    expect(periodStartOf('2031-07-19', 'year')).toBe('2031-01-01');
    expect(periodEndOf('2032-02-01', 'month')).toBe('2032-02-29');
    expect(periodEndOf('2031-01-01', 'year')).toBe('2031-12-31');
  });

  it('splits a request over the periods it touches', () => {
    expect(daysPerPeriod('2031-01-30', '2031-02-02', 'full', 'month')).toEqual([
      { periodStart: '2031-01-01', periodEnd: '2031-01-31', days: 2 },
      { periodStart: '2031-02-01', periodEnd: '2031-02-28', days: 2 },
    ]);
    expect(daysPerPeriod('2031-12-31', '2032-01-01', 'full', 'year')).toEqual([
      { periodStart: '2031-01-01', periodEnd: '2031-12-31', days: 1 },
      { periodStart: '2032-01-01', periodEnd: '2032-12-31', days: 1 },
    ]);
    expect(daysPerPeriod('2031-05-05', '2031-05-05', 'half', 'month')).toEqual([{ periodStart: '2031-05-01', periodEnd: '2031-05-31', days: 0.5 }]);
    expect(daysPerPeriod('2031-02-27', '2031-03-05', 'full', 'month', new Set([sunday.date, holi.date]))).toEqual([
      { periodStart: '2031-02-01', periodEnd: '2031-02-28', days: 2 },
      { periodStart: '2031-03-01', periodEnd: '2031-03-31', days: 3 },
    ]);
  });
});

describe('payroll cycle start (closes leave applications before it)', () => {
  it('runs from the 26th, except that the March cycle starts on 23 February', () => {
    expect(payrollCycleStartOf('2031-05-25')).toBe('2031-04-26');
    expect(payrollCycleStartOf('2031-05-26')).toBe('2031-05-26');
    expect(payrollCycleStartOf('2031-01-10')).toBe('2030-12-26');
    expect(payrollCycleStartOf('2031-02-22')).toBe('2031-01-26');
    expect(payrollCycleStartOf('2031-02-23')).toBe('2031-02-23');
    expect(payrollCycleStartOf('2031-03-25')).toBe('2031-02-23');
    expect(payrollCycleStartOf('2031-03-26')).toBe('2031-03-26');
  });
});

const payrollCycleStartOf = (day: string) => payrollCycleOf(day).start;
