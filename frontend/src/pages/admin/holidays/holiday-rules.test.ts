import { describe, expect, it } from 'vitest';
import type { Holiday } from '../../../api/types';
import { holidaysOf, toHolidayInput, validateHoliday, weekdayOf, weeklyOffLines } from './holiday-rules';

const holiday = (date: string, name: string, type: Holiday['type'] = 'MANDATORY'): Holiday => ({ id: 1, name, date, type, description: null });

describe('holiday rules', () => {
  it('requires name, date and type, not the description', () => {
    expect(validateHoliday({ name: ' ', date: '', type: '', description: '' })).toEqual({ name: 'Name is required', date: 'Date is required', type: 'Type is required' });
    expect(validateHoliday({ name: 'Diwali', date: '2026-11-08', type: 'MANDATORY', description: '' })).toEqual({});
  });

  it('sends trimmed text and no empty description', () => {
    expect(toHolidayInput({ name: ' Diwali ', date: '2026-11-08', type: 'FLEXI', description: '  ' })).toEqual({ name: 'Diwali', date: '2026-11-08', type: 'FLEXI', description: null });
  });

  it('keeps one year (and type) in date order', () => {
    const list = [holiday('2026-12-25', 'Christmas'), holiday('2025-12-25', 'Christmas'), holiday('2026-01-26', 'Republic Day'), holiday('2026-01-04', 'Sunday', 'WEEKEND')];
    expect(holidaysOf(list, 2026, 'ALL').map((h) => h.date)).toEqual(['2026-01-04', '2026-01-26', '2026-12-25']);
    expect(holidaysOf(list, 2026, 'WEEKEND').map((h) => h.name)).toEqual(['Sunday']);
  });

  it('names the weekday of a date', () => {
    expect(weekdayOf('2026-12-25')).toBe('Friday');
    expect(weekdayOf('2026-11-29')).toBe('Sunday');
  });

  it('collapses weekly offs to one line per weekday, and lists them only when asked or filtered', () => {
    const sundays = Array.from({ length: 52 }, (_, i) => holiday(new Date(Date.UTC(2026, 0, 4 + 7 * i)).toISOString().slice(0, 10), 'Sunday', 'WEEKEND'));
    const saturday = holiday('2026-01-03', 'Saturday', 'WEEKEND');
    const list = [...sundays, saturday, holiday('2026-11-26', 'Constitution Day'), holiday('2025-01-05', 'Sunday', 'WEEKEND')];
    expect(weeklyOffLines(list, 2026)).toEqual([
      { weekday: 'Sunday', days: 52, label: 'Every Sunday, 2026' },
      { weekday: 'Saturday', days: 1, label: 'Every Saturday, 2026' },
    ]);
    expect(holidaysOf(list, 2026, 'ALL', false).map((h) => h.name)).toEqual(['Constitution Day']);
    expect(holidaysOf(list, 2026, 'WEEKEND', false)).toHaveLength(53);
    expect(holidaysOf(list, 2026, 'ALL', true)).toHaveLength(54);
  });
});
