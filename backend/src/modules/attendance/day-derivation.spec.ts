import { describe, expect, it } from '@jest/globals';
import { STORED_STATUSES, workedStatus, type StoredStatus } from './attendance-status.js';
import { calendarKind, deriveDay, type CalendarKind, type DayFacts } from './day-derivation.js';

const MANDATORY = { type: 'MANDATORY' as const };
const FLEXI = { type: 'FLEXI' as const };
const WEEKEND = { type: 'WEEKEND' as const };

describe('per-day derivation (spec part 2 §4)', () => {
  it.each<[string, DayFacts, string, number]>([
    ['no record, nothing else', { record: null, leaveCount: null, holiday: null }, 'absent', 0],
    ['no record, approved full-day leave', { record: null, leaveCount: 1, holiday: null }, 'on_leave', 1],
    ['no record, approved half-day leave', { record: null, leaveCount: 0.5, holiday: null }, 'on_leave', 1],
    ['no record, leave on a holiday', { record: null, leaveCount: 1, holiday: MANDATORY }, 'on_leave', 1],
    ['no record, mandatory holiday', { record: null, leaveCount: null, holiday: MANDATORY }, 'holiday', 1],
    ['no record, weekly off', { record: null, leaveCount: null, holiday: WEEKEND }, 'holiday', 1],
    ['no record, flexi holiday', { record: null, leaveCount: null, holiday: FLEXI }, 'absent', 0],
    ['half day with approved half-day leave', { record: { status: 'half_day' }, leaveCount: 0.5, holiday: null }, 'half_day_on_leave', 1],
    ['half day with full-day leave (the record wins)', { record: { status: 'half_day' }, leaveCount: 1, holiday: null }, 'half_day', 0.5],
    ['present on a holiday (the record wins)', { record: { status: 'present' }, leaveCount: null, holiday: MANDATORY }, 'present', 1],
    ['today, nothing recorded yet', { record: null, leaveCount: null, holiday: null, isToday: true }, 'not_checked_in', 0],
    ['today, a holiday', { record: null, leaveCount: null, holiday: WEEKEND, isToday: true }, 'holiday', 1],
    ['today, checked in', { record: { status: 'present' }, leaveCount: null, holiday: null, isToday: true }, 'present', 1],
    ['before joining', { record: null, leaveCount: null, holiday: MANDATORY, notEmployed: true }, 'not_employed', 0],
    ['after the last working date, with leave', { record: null, leaveCount: 1, holiday: null, notEmployed: true }, 'not_employed', 0],
  ])('%s → %s (%d)', (_, facts, status, count) => {
    expect(deriveDay(facts)).toEqual({ status, count });
  });

  const STORED_COUNTS: [StoredStatus, number][] = [
    ['present', 1],
    ['half_day', 0.5],
    ['absent', 0],
    ['requested', 0],
    ['half_day_requested', 0.5],
    ['half_day_approved', 1],
    ['half_day_rejected', 0],
    ['double_pay_requested', 1],
    ['double_pay_approved', 2],
    ['double_pay_rejected', 1],
    ['withdrawn', 0],
    ['on_leave', 1],
    ['double_pay_half_day', 1.5],
  ];
  it.each(STORED_COUNTS)('a stored %s counts %d', (status, count) => {
    expect(deriveDay({ record: { status }, leaveCount: null, holiday: null })).toEqual({ status, count });
  });

  it('the table covers every stored status', () => {
    expect(STORED_COUNTS.map(([status]) => status).sort()).toEqual([...STORED_STATUSES].sort());
  });
});

describe('calendar mapping (spec part 2 §2/§4)', () => {
  it.each<[string, number | null, CalendarKind]>([
    ['present', null, 'present'],
    ['half_day_approved', null, 'present'],
    ['half_day', null, 'half_day'],
    ['half_day_requested', null, 'half_day'],
    ['absent', null, 'absent'],
    ['half_day_rejected', null, 'absent'],
    ['withdrawn', null, 'absent'],
    ['requested', null, 'absent'],
    ['double_pay_approved', null, 'double_pay'],
    ['double_pay_half_day', null, 'double_pay_half_day'],
    ['double_pay_requested', null, 'holiday'],
    ['double_pay_rejected', null, 'holiday'],
    ['holiday', null, 'holiday'],
    ['on_leave', 1, 'leave'],
    ['half_day_on_leave', 0.5, 'leave_half_day'],
    ['present', 1, 'leave'],
  ])('%s with leave %s shows as %s', (status, leaveCount, kind) => {
    expect(calendarKind({ status: status as never, count: 0 }, leaveCount)).toBe(kind);
  });
});

describe('work on a holiday (DECISIONS "Day status")', () => {
  it.each<[string, boolean, number | null, boolean, StoredStatus]>([
    ['non-flexi holiday, 180 minutes', true, 180, false, 'double_pay_approved'],
    ['non-flexi holiday, 179 minutes', true, 179, false, 'double_pay_half_day'],
    ['non-flexi holiday, no check-out', true, null, false, 'double_pay_half_day'],
    ['working day (a flexi holiday is one)', false, 30, false, 'present'],
    ['working day, half-day request approved', false, 600, true, 'half_day_approved'],
  ])('%s → %s', (_, onHoliday, minutes, halfDay, status) => {
    expect(workedStatus(onHoliday, minutes, halfDay)).toBe(status);
  });
});
