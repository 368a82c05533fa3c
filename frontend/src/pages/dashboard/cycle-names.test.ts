import { describe, expect, it } from 'vitest';
import { cycleNamesSummary } from './cycle-names';

describe('cycleNamesSummary', () => {
  it('names each cycle once, in order, counting repeats', () => {
    expect(cycleNamesSummary([{ name: 'Overdue' }, { name: 'Pre-EMI' }, { name: 'Overdue-HB' }])).toBe('Overdue, Pre-EMI, Overdue-HB');
    expect(cycleNamesSummary([{ name: 'Pre-EMI' }, { name: 'Overdue' }, { name: 'Pre-EMI' }, { name: 'Pre-EMI' }])).toBe('Pre-EMI (3), Overdue');
    expect(cycleNamesSummary([])).toBe('');
  });
});
