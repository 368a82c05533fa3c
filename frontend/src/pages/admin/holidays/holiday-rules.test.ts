import { describe, expect, it } from 'vitest';
import type { Holiday } from '../../../api/types';
import { holidaysOf, toHolidayInput, validateHoliday, weekdayOf } from './holiday-rules';

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
});
