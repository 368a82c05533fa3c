import { describe, expect, it } from '@jest/globals';
import { payrollCycleOf } from '../../common/time/payroll-cycles.js';
import { daysPerPeriod, inclusiveDays, leaveCount, periodEndOf, periodStartOf } from './leave-days.js';

describe('leave days', () => {
  it('counts a half day as 0.5 and a full request as its inclusive days', () => {
    expect(leaveCount('2031-03-04', '2031-03-04', 'half')).toBe(0.5);
    expect(leaveCount('2031-03-04', '2031-03-04', 'full')).toBe(1);
    expect(leaveCount('2031-02-27', '2031-03-02', 'full')).toBe(4);
    expect(inclusiveDays('2032-02-28', '2032-03-01')).toBe(3);
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
