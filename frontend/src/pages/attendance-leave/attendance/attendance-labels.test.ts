import { describe, expect, it } from 'vitest';
import { CALENDAR_STYLE, checkInOut, countLabel, elapsed, formatDays, HOURS, MINUTES, statusLabel } from './attendance-labels';

describe('attendance labels', () => {
  it.each([
    ['on_leave', 'ON LEAVE'],
    ['half_day_on_leave', 'HALF DAY + ON LEAVE'],
    ['double_pay_half_day', 'DOUBLE PAY + HALF DAY'],
    ['half_day_requested', 'HALF DAY REQUESTED'],
    ['present', 'PRESENT'],
    ['absent', 'ABSENT'],
    ['holiday', 'HOLIDAY'],
  ])('labels %s as %s', (status, label) => expect(statusLabel(status)).toBe(label));

  it.each([
    [0, 'Absent'],
    [0.5, 'Half Day'],
    [1, 'Present'],
    [1.5, 'Double Pay + Half Day'],
    [2, 'Double Pay'],
  ])('counts %s as %s', (count, label) => expect(countLabel(count)).toBe(label));

  it('writes elapsed time as Xh Ym and a day’s times with their duration', () => {
    expect(elapsed('2026-11-20T04:00:00Z', '2026-11-20T12:25:59Z')).toBe('8h 25m');
    expect(checkInOut({ login_time: '2026-11-20T04:00:00Z', logout_time: null })).toBe('09:30 - —');
    expect(checkInOut({ login_time: '2026-11-20T04:00:00Z', logout_time: '2026-11-20T13:00:00Z' })).toBe('09:30 - 18:30 (9h 0m)');
    expect(checkInOut({ login_time: null, logout_time: null })).toBe('—');
  });

  it('splits the half-day colours and offers hours 08-20 and minutes by 10', () => {
    expect(CALENDAR_STYLE.half_day.background).toContain('linear-gradient');
    expect(CALENDAR_STYLE.present.background).toBe('#22c55e');
    expect(HOURS[0]).toBe('08');
    expect(HOURS.at(-1)).toBe('20');
    expect(MINUTES).toEqual(['00', '10', '20', '30', '40', '50']);
  });
});

describe('issue 25: exact counts, requested times, new day kinds', () => {
  it('formats day counts to one decimal, never rounding a half away', () => {
    expect([0, 0.5, 1.5, 2, 6.5, 27].map(formatDays)).toEqual(['0', '0.5', '1.5', '2', '6.5', '27']);
  });

  it('shows the times a request asks for instead of a dash', () => {
    expect(checkInOut({ status: 'requested', login_time: null, logout_time: null, requested_login_time: '2026-11-17T04:00:00Z', requested_logout_time: '2026-11-17T13:00:00Z' })).toBe(
      'Requested 09:30 - 18:30',
    );
    expect(checkInOut({ status: 'requested', login_time: null, logout_time: null, requested_login_time: '2026-11-17T04:00:00Z', requested_logout_time: null })).toBe('Requested 09:30 - —');
  });

  it('names today before check-in and the days outside employment', () => {
    expect(statusLabel('not_checked_in')).toBe('NOT CHECKED IN YET');
    expect(statusLabel('not_employed')).toBe('NOT EMPLOYED');
    expect(CALENDAR_STYLE.not_employed.label).toBe('Not employed');
    expect(CALENDAR_STYLE.not_checked_in.label).toBe('Not checked in yet');
  });
});
