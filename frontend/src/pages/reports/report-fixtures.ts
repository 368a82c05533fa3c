/** Report answers for the Reports' tests: only imported by *.test.tsx. */
import type { AgentRow, CycleFigures, CycleRow, DispositionReport, GroupRow, WorkFigures } from './report-types';

const cycleFigures = (overrides: Partial<CycleFigures>): CycleFigures => ({
  allocated: 1000,
  allocated_overdue: 5000000,
  attempted: 0.8,
  attempted_accounts: 800,
  contacted: 0.5,
  contacted_accounts: 500,
  rpc: 0.4,
  rpc_accounts: 400,
  ptp: 0.5,
  ptp_accounts: 200,
  ptp_amount: 900000,
  kept: 100,
  kept_late: 20,
  broken: 80,
  kept_rate: 0.5,
  collected: 1000000,
  collection_efficiency: 0.2,
  resolved: 0.1,
  resolved_accounts: 100,
  rolled_back: 0.15,
  rolled_back_accounts: 150,
  ...overrides,
});

export const cycleRow = (id: number, start: string, end: string, overrides: Partial<CycleFigures> = {}, buckets: string[] = ['B1']): CycleRow => ({
  lead_cycle_id: id,
  name: 'Overdue',
  start_date: start,
  end_date: end,
  ...cycleFigures(overrides),
  by_bucket: buckets.map((bucket) => ({ bucket, ...cycleFigures(overrides) })),
});

export const workFigures = (overrides: Partial<WorkFigures> = {}): WorkFigures => ({
  calls: 400,
  talk_seconds: 36000,
  contacted: 200,
  rpc: 120,
  ptp: 60,
  ptp_amount: 300000,
  kept: 30,
  kept_late: 5,
  broken: 15,
  kept_rate: 0.6,
  collected: 250000,
  present_days: 20,
  calls_per_present_day: 20,
  collected_per_present_day: 12500,
  ...overrides,
});

export const agentRow = (id: number, name: string, groupId: number, rank: number, overrides: Partial<WorkFigures> = {}): AgentRow => ({
  agent_id: id,
  name,
  group_ids: [groupId],
  rank_group_id: groupId,
  rank,
  ...workFigures(overrides),
});

export const groupRow = (id: number, name: string, overrides: Partial<WorkFigures> = {}): GroupRow => ({ group_id: id, name, agents: 2, ...workFigures(overrides) });

export const dispositionReport = (): DispositionReport => ({
  period: { from: '2026-11-01', to: '2026-11-30', lead_cycle_id: 2 },
  attempts: 1000,
  contacted: 600,
  contact_types: [
    { contact_type: 'RPC', feedback: 300 },
    { contact_type: 'NC', feedback: 100 },
  ],
  rows: [
    { contact_type: 'RPC', disposition_code: 'PTP', disposition_name: 'Promise to pay', feedback: 200, ptp: 150, kept: 90 },
    { contact_type: 'RPC', disposition_code: 'RTP', disposition_name: 'Refused to pay', feedback: 100, ptp: 0, kept: 0 },
    { contact_type: 'NC', disposition_code: 'RNR', disposition_name: 'Ringing, no response', feedback: 100, ptp: 0, kept: 0 },
  ],
});
