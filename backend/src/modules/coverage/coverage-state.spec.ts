import { describe, expect, it } from '@jest/globals';
import { agentDayStatus, coverageState } from './coverage-state.js';

const facts = { nonWorking: null, leave: 0, checkedInAt: null, worked: false };

describe('coverage state', () => {
  it('reads an agent’s day: worked before or after the deadline, leave, days off, and not yet in', () => {
    expect(agentDayStatus({ ...facts, worked: true, checkedInAt: '09:55' }, '2030-05-13', '2030-05-13', '12:00', '10:00')).toBe('present');
    expect(agentDayStatus({ ...facts, worked: true, checkedInAt: '10:20' }, '2030-05-13', '2030-05-13', '12:00', '10:00')).toBe('late');
    expect(agentDayStatus({ ...facts, leave: 1 }, '2030-05-14', '2030-05-13', '12:00', '10:00')).toBe('on_leave');
    expect(agentDayStatus({ ...facts, leave: 0.5 }, '2030-05-14', '2030-05-13', '12:00', '10:00')).toBe('half_day_leave');
    expect(agentDayStatus({ ...facts, nonWorking: 'WEEKEND' }, '2030-05-14', '2030-05-13', '12:00', '10:00')).toBe('weekly_off');
    expect(agentDayStatus(facts, '2030-05-14', '2030-05-13', '12:00', '10:00')).toBe('expected');
    expect(agentDayStatus(facts, '2030-05-13', '2030-05-13', '09:30', '10:00')).toBe('not_checked_in');
    expect(agentDayStatus(facts, '2030-05-13', '2030-05-13', '10:01', '10:00')).toBe('absent');
  });

  it('is uncovered with nobody available, thin below half or above the work per agent, else covered', () => {
    expect(coverageState(0, 2, 0, 40)).toBe('uncovered');
    expect(coverageState(0.5, 2, 0, 40)).toBe('thin');
    expect(coverageState(1, 2, 41, 40)).toBe('thin');
    expect(coverageState(1, 2, 40, 40)).toBe('covered');
  });
});
