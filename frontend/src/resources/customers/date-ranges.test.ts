import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { daysOfRange, matchPreset, presetRange, rangeFromDays } from './date-ranges';

// Wednesday 15 January 2025, 09:00 IST
const NOW = new Date('2025-01-15T03:30:00Z');

describe('range presets (IST calendar days)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('Today is midnight to midnight in India', () => {
    expect(presetRange('today')).toEqual({ start: '2025-01-14T18:30:00.000Z', end: '2025-01-15T18:29:59.999Z' });
  });

  it('Yesterday', () => {
    expect(presetRange('yesterday')).toEqual({ start: '2025-01-13T18:30:00.000Z', end: '2025-01-14T18:29:59.999Z' });
  });

  it('This Week runs Monday to Sunday', () => {
    expect(presetRange('thisWeek')).toEqual({ start: '2025-01-12T18:30:00.000Z', end: '2025-01-19T18:29:59.999Z' });
  });

  it('This Month runs from the 1st to the last day', () => {
    expect(presetRange('thisMonth')).toEqual({ start: '2024-12-31T18:30:00.000Z', end: '2025-01-31T18:29:59.999Z' });
  });

  it('late in the evening UTC is already tomorrow in India', () => {
    expect(presetRange('today', new Date('2025-01-31T19:00:00Z'))).toEqual({ start: '2025-01-31T18:30:00.000Z', end: '2025-02-01T18:29:59.999Z' });
    expect(presetRange('thisMonth', new Date('2025-01-31T19:00:00Z'))).toEqual({ start: '2025-01-31T18:30:00.000Z', end: '2025-02-28T18:29:59.999Z' });
  });

  it('recognises a preset from its range, and nothing else', () => {
    expect(matchPreset(presetRange('thisWeek'))).toBe('thisWeek');
    expect(matchPreset(presetRange('today'))).toBe('today');
    expect(matchPreset({ start: '2025-01-14T18:30:00Z', end: '2025-01-15T18:29:59.999Z' })).toBe('today');
    expect(matchPreset({ start: '2025-01-14T18:30:00.000Z' })).toBeUndefined();
    expect(matchPreset(undefined)).toBeUndefined();
    // Yesterday's "Today" is no longer today.
    expect(matchPreset(presetRange('today', new Date('2025-01-14T03:30:00Z')))).toBe('yesterday');
  });
});

describe('custom ranges from date inputs', () => {
  it('covers whole IST days, either end open', () => {
    expect(rangeFromDays('2025-01-01', '2025-01-02')).toEqual({ start: '2024-12-31T18:30:00.000Z', end: '2025-01-02T18:29:59.999Z' });
    expect(rangeFromDays('2025-01-01', '')).toEqual({ start: '2024-12-31T18:30:00.000Z' });
    expect(rangeFromDays('', '')).toBeUndefined();
    expect(rangeFromDays('2025-02-30', null)).toBeUndefined();
  });

  it('shows a range back as IST days', () => {
    expect(daysOfRange({ start: '2024-12-31T18:30:00.000Z', end: '2025-01-02T18:29:59.999Z' })).toEqual({ from: '2025-01-01', to: '2025-01-02' });
    expect(daysOfRange(undefined)).toEqual({ from: '', to: '' });
  });
});
