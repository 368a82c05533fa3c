import { describe, expect, it } from 'vitest';
import { LEAD_CYCLE_MESSAGES, defaultLeadCycleValues, validateLeadCycle } from './lead-cycle-rules';

// 21 November 2026, 05:00 IST
const NOW = new Date('2026-11-20T23:30:00Z');

describe('lead cycle rules', () => {
  it('defaults to the current IST month', () => {
    expect(defaultLeadCycleValues(NOW)).toEqual({ name: 'Overdue', description: '', lead_cycle_start_date: '2026-11-01', lead_cycle_end_date: '2026-11-30' });
  });

  it('accepts a cycle around today', () => {
    expect(validateLeadCycle(defaultLeadCycleValues(NOW), NOW)).toEqual({});
    expect(validateLeadCycle({ name: 'Pre-EMI', lead_cycle_start_date: '2026-11-21', lead_cycle_end_date: '2026-11-21' }, NOW)).toEqual({});
  });

  it('refuses a cycle that does not contain today', () => {
    expect(validateLeadCycle({ name: 'Overdue', lead_cycle_start_date: '2026-12-01', lead_cycle_end_date: '2026-12-31' }, NOW)).toEqual({
      lead_cycle_start_date: LEAD_CYCLE_MESSAGES.today,
    });
    expect(validateLeadCycle({ name: 'Overdue', lead_cycle_start_date: '2026-11-01', lead_cycle_end_date: '2026-11-20' }, NOW)).toEqual({
      lead_cycle_start_date: 'Current date must be within the lead cycle start and end dates',
    });
  });

  it('checks the name, missing dates and their order', () => {
    expect(validateLeadCycle({ name: 'X', lead_cycle_start_date: '2026-11-01', lead_cycle_end_date: '2026-11-30' }, NOW)).toEqual({ name: LEAD_CYCLE_MESSAGES.name });
    expect(validateLeadCycle({ name: 'Overdue-HB', lead_cycle_start_date: '', lead_cycle_end_date: '2026-02-30' }, NOW)).toEqual({
      lead_cycle_start_date: LEAD_CYCLE_MESSAGES.start,
      lead_cycle_end_date: LEAD_CYCLE_MESSAGES.end,
    });
    expect(validateLeadCycle({ name: 'Overdue', lead_cycle_start_date: '2026-11-30', lead_cycle_end_date: '2026-11-01' }, NOW)).toEqual({
      lead_cycle_end_date: LEAD_CYCLE_MESSAGES.order,
    });
  });
});
