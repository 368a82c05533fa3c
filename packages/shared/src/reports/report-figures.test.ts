import { describe, expect, it } from 'vitest';
import { AGENT_FIGURES, CYCLE_FIGURES, MY_MONTH_FIGURES, reportFigure } from './report-figures.js';

describe('report figures', () => {
  it('names the issue\'s twelve cycle figures and eleven agent figures, each once', () => {
    expect(CYCLE_FIGURES.map((figure) => figure.label)).toEqual([
      'Allocated', 'Allocated overdue', 'Attempted %', 'Contacted %', 'RPC %', 'PTP %', 'PTP amount', 'Kept rate', 'Collected',
      'Collection efficiency', 'Resolved %', 'Roll-back %',
    ]);
    expect(AGENT_FIGURES.map((figure) => figure.key)).toEqual([
      'calls', 'talk_seconds', 'contacted', 'rpc', 'ptp', 'kept_rate', 'collected', 'present_days', 'calls_per_present_day',
      'collected_per_present_day', 'rank',
    ]);
  });

  it('marks allocated overdue as the snapshot among the cycle figures', () => {
    expect(CYCLE_FIGURES.filter((figure) => figure.timing === 'snapshot').map((figure) => figure.key)).toEqual(['allocated_overdue']);
  });

  it('sets My month\'s six figures from the agent figures', () => {
    expect(MY_MONTH_FIGURES.map((key) => reportFigure('agent', key).label)).toEqual(['Calls', 'Contacted', 'PTP', 'Kept rate', 'Collected', 'Present days']);
  });

  it('refuses an unknown key', () => {
    expect(() => reportFigure('cycle', 'calls')).toThrow('No cycle figure calls');
  });

});
