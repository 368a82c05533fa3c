import { describe, expect, it } from 'vitest';
import { monthDays, parseReportQuery, rangeProblem, reportApiParams, reportPath, serialiseReportQuery, type ReportQuery } from './report-query';

describe('report query', () => {
  it('sends a lead cycle as lead_cycle_id, a month and a range as from and to, with the filters', () => {
    const filters = { groupId: 3, agentId: 7, bucket: 'B1' };
    expect(reportApiParams({ kind: 'cycle', leadCycleId: 12 }, filters).toString()).toBe('lead_cycle_id=12&group_id=3&agent_id=7&bucket=B1');
    expect(reportApiParams({ kind: 'month', month: '2026-02' }, {}).toString()).toBe('from=2026-02-01&to=2026-02-28');
    expect(reportApiParams({ kind: 'month', month: '2024-12' }, {}).toString()).toBe('from=2024-12-01&to=2024-12-31');
    expect(reportApiParams({ kind: 'range', from: '2026-10-05', to: '2026-11-04' }, { bucket: 'B 2' }).toString()).toBe('from=2026-10-05&to=2026-11-04&bucket=B+2');
  });

  it('asks the cycle comparison for 12 cycles, and gives the CSV twin the same period and filters', () => {
    const period = { kind: 'cycle', leadCycleId: 12 } as const;
    const filters = { groupId: 3 };
    expect(reportPath('cycles', period, filters)).toBe('/reports/cycles?lead_cycle_id=12&group_id=3&count=12');
    expect(reportPath('agents', period, filters, 'csv')).toBe('/reports/agents.csv?lead_cycle_id=12&group_id=3');
    expect(reportPath('agents', period, filters, 'csv').split('?')[1]).toBe(reportPath('agents', period, filters).split('?')[1]);
  });

  it('keeps the period and filters in the address and reads them back', () => {
    const queries: ReportQuery[] = [
      { period: { kind: 'cycle', leadCycleId: 4 }, filters: { groupId: 2, agentId: 9, bucket: 'B3' } },
      { period: { kind: 'month', month: '2026-11' }, filters: {} },
      { period: { kind: 'range', from: '2026-01-01', to: '2026-03-31' }, filters: { bucket: 'X' } },
      { period: undefined, filters: {} },
    ];
    for (const query of queries) expect(parseReportQuery(serialiseReportQuery(query))).toEqual(query);
    expect(serialiseReportQuery({ period: { kind: 'month', month: '2026-11' }, filters: { agentId: 9 } })).toBe('month=2026-11&agent=9');
  });

  it('drops what it cannot read instead of failing', () => {
    expect(parseReportQuery('cycle=abc&month=2026-13&group=-1&agent=1e3&bucket=')).toEqual({ period: undefined, filters: {} });
    expect(parseReportQuery('from=2026-03-01&to=2026-02-01').period).toBeUndefined();
    expect(parseReportQuery('from=2025-01-01&to=2026-12-31').period).toBeUndefined();
    expect(parseReportQuery(`bucket=${'x'.repeat(80)}`).filters.bucket).toHaveLength(50);
  });

  it('explains a range it refuses', () => {
    expect(rangeProblem('2026-03-01', '2026-02-01')).toBe('The start must not be after the end');
    expect(rangeProblem('2026-03-01', '')).toBe('Enter both dates');
    expect(rangeProblem('2025-01-01', '2026-01-02')).toBe('A range covers at most 366 days');
    expect(rangeProblem('2025-01-01', '2026-01-01')).toBeNull();
    expect(monthDays('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
