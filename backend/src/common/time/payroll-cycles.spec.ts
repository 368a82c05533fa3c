import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { addDays } from './business-date.js';
import { payrollCycle, payrollCycleById, payrollCycleOf, payrollCyclesOf } from './payroll-cycles.js';

const everyCycle = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => payrollCyclesOf(from + i)).flat();

describe('payroll cycles', () => {
  it('runs from the 26th of the previous month to the 25th, with the spec’s identifiers', () => {
    expect(payrollCycle(2025, 1)).toEqual({ id: '01_2025', start: '2024-12-26', end: '2025-01-25', days: 31 });
    expect(payrollCycle(2026, 12)).toEqual({ id: '12_2026', start: '2026-11-26', end: '2026-12-25', days: 30 });
  });

  it('ends February on the 22nd and starts March on the 23rd of February, leap years too', () => {
    expect(payrollCycle(2025, 2)).toEqual({ id: '02_2025', start: '2025-01-26', end: '2025-02-22', days: 28 });
    expect(payrollCycle(2025, 3)).toEqual({ id: '03_2025', start: '2025-02-23', end: '2025-03-25', days: 31 });
    expect(payrollCycle(2028, 3)).toEqual({ id: '03_2028', start: '2028-02-23', end: '2028-03-25', days: 32 });
  });

  it('is contiguous from 2024 to 2030: no gaps, no overlaps, each cycle ending in its own month', () => {
    const cycles = everyCycle(2024, 2030);
    expect(cycles).toHaveLength(84);
    for (let i = 1; i < cycles.length; i += 1) expect(cycles[i].start).toBe(addDays(cycles[i - 1].end, 1));
    for (const cycle of cycles) {
      expect(cycle.end.slice(5, 7)).toBe(cycle.id.slice(0, 2));
      expect(cycle.end.slice(8)).toBe(cycle.id.startsWith('02_') ? '22' : '25');
    }
  });

  it('gives every date of 2024-2030 exactly the cycle that contains it', () => {
    const dates = fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2030, 11, 31) }).map((ms) => new Date(ms).toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, (day) => {
        const cycle = payrollCycleOf(day);
        expect(cycle.start <= day && day <= cycle.end).toBe(true);
        const containing = everyCycle(2024, 2031).filter((c) => c.start <= day && day <= c.end);
        expect(containing).toEqual([cycle]);
      }),
      { numRuns: 300 },
    );
  });

  it('counts its days from start to end inclusive, for any year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1900, max: 2400 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const cycle = payrollCycle(year, month);
        expect(addDays(cycle.start, cycle.days - 1)).toBe(cycle.end);
        expect(payrollCycleById(cycle.id)).toEqual(cycle);
        expect(payrollCycleOf(cycle.start)).toEqual(cycle);
        expect(payrollCycleOf(cycle.end)).toEqual(cycle);
      }),
    );
  });

  it('reads only MM_YYYY identifiers', () => {
    expect(payrollCycleById('13_2025')).toBeUndefined();
    expect(payrollCycleById('1_2025')).toBeUndefined();
    expect(payrollCycleById('01-2025')).toBeUndefined();
  });
});
