import { describe, expect, it } from 'vitest';
import { monthGrid, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('starts on the Sunday before the 1st and ends on the Saturday after the last day', () => {
    const november = monthGrid('2026-11');
    expect(november[0]).toEqual({ day: '2026-11-01', inMonth: true }); // 1 Nov 2026 is a Sunday
    expect(november.at(-1)).toEqual({ day: '2026-12-05', inMonth: false });
    expect(november).toHaveLength(35);
    const february = monthGrid('2026-02');
    expect(february[0].day).toBe('2026-02-01');
    expect(february).toHaveLength(28);
    expect(monthGrid('2026-08')[0]).toEqual({ day: '2026-07-26', inMonth: false });
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
  });
});
