import { describe, expect, it } from 'vitest';
import { approvalProblem } from '../../admin/attendance-requests/AttendanceRequestsTab';
import type { Holiday } from '../../../api/types';
import type { AttendanceDay } from './attendance-api';
import { rowActionsOf } from './AttendanceRecordsTable';
import { holidaysByMonth, upcomingHolidays } from './HolidayCards';

const day = (fields: Partial<AttendanceDay>): AttendanceDay =>
  ({ id: 0, user_id: 1, date: '2026-11-20', status: 'absent', login_time: null, logout_time: null, is_absent: true, leave_count: null, locked: false, can_apply: true, ...fields }) as AttendanceDay;

describe('row actions (spec §2)', () => {
  it.each([
    ['an absent day offers Apply', day({}), { kind: 'apply', disabled: false }],
    ['an absent day of a closed cycle offers it disabled', day({ locked: true, can_apply: false }), { kind: 'apply', disabled: true }],
    ['a half day with no check-out offers Add Check-out', day({ id: 7, status: 'half_day', is_absent: false, login_time: '2026-11-20T04:00:00Z' }), { kind: 'add-check-out', disabled: false }],
    ['an open request offers Edit and Cancel', day({ id: 7, status: 'requested' }), { kind: 'edit', disabled: false }],
    ['an open request of a closed cycle is read-only', day({ id: 7, status: 'half_day_requested', locked: true, is_absent: false }), { kind: 'edit', disabled: true }],
    ['a present day offers nothing', day({ id: 7, status: 'present', is_absent: false }), { kind: 'none', disabled: true }],
    ['today before check-in is not absent but may still be applied for', day({ status: 'not_checked_in', is_absent: false }), { kind: 'apply', disabled: false }],
    ['a day before joining offers nothing', day({ status: 'not_employed', is_absent: false, can_apply: false }), { kind: 'none', disabled: true }],
  ])('%s', (_, input, expected) => {
    expect(rowActionsOf(input)).toEqual(expected);
  });

  it('a full leave day says why Apply is disabled', () => {
    expect(rowActionsOf(day({ status: 'on_leave', is_absent: false, leave_count: 1, can_apply: false }))).toEqual({ kind: 'apply', disabled: true, note: 'On leave. Cannot apply for attendance.' });
  });
});

describe('approval needs the times (spec §5)', () => {
  const today = '2026-11-20';
  it('a past day needs both times, today only the check-in', () => {
    expect(approvalProblem(day({ date: '2026-11-19', requested_login_time: '2026-11-19T04:00:00Z', requested_logout_time: null }), today)).toMatch(/Both check-in and check-out/);
    expect(approvalProblem(day({ date: '2026-11-19', requested_login_time: '2026-11-19T04:00:00Z', requested_logout_time: '2026-11-19T13:00:00Z' }), today)).toBeNull();
    expect(approvalProblem(day({ date: today, requested_login_time: '2026-11-20T04:00:00Z', requested_logout_time: null }), today)).toBeNull();
    expect(approvalProblem(day({ date: today, requested_login_time: null }), today)).toMatch(/check-in time is required/);
  });
});

describe('holidays (spec §2, §9)', () => {
  const holiday = (id: number, date: string, type: Holiday['type'] = 'MANDATORY'): Holiday => ({ id, name: `H${id}`, date, type, description: null });
  it('upcoming: at most five, from today, weekly offs left out, soonest first', () => {
    const list = [holiday(1, '2026-12-25'), holiday(2, '2026-11-19'), holiday(3, '2026-11-22', 'WEEKEND'), holiday(4, '2026-11-20', 'FLEXI'), ...[5, 6, 7, 8].map((i) => holiday(i, `2027-01-0${i}`))];
    expect(upcomingHolidays(list, '2026-11-20').map((h) => h.id)).toEqual([4, 1, 5, 6, 7]);
  });
  it('all holidays grouped by month in date order, weekly offs left out', () => {
    const grouped = holidaysByMonth([holiday(1, '2026-03-14'), holiday(2, '2026-01-26'), holiday(3, '2026-03-04'), holiday(4, '2026-01-04', 'WEEKEND')]);
    expect(grouped.map(([month, list]) => [month, list.map((h) => h.id)])).toEqual([
      ['2026-01', [2]],
      ['2026-03', [3, 1]],
    ]);
  });
});
