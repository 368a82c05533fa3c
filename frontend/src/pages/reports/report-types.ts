/**
 * The Reports' answers. TEMPORARY: copied from the reports-api branch's DTOs until its routes are merged and
 * schema.d.ts has them.
 */
export interface CycleFigures {
  allocated: number;
  allocated_overdue: number;
  attempted: number | null;
  attempted_accounts: number;
  contacted: number | null;
  contacted_accounts: number;
  rpc: number | null;
  rpc_accounts: number;
  ptp: number | null;
  ptp_accounts: number;
  ptp_amount: number;
  kept: number;
  kept_late: number;
  broken: number;
  kept_rate: number | null;
  collected: number;
  collection_efficiency: number | null;
  resolved: number | null;
  resolved_accounts: number;
  rolled_back: number | null;
  rolled_back_accounts: number;
}
export interface CycleBucket extends CycleFigures {
  bucket: string | null;
}
export interface CycleRow extends CycleFigures {
  lead_cycle_id: number;
  name: string;
  start_date: string;
  end_date: string;
  by_bucket: CycleBucket[];
}
export interface CycleReport {
  cycles: CycleRow[];
}
export interface ReportPeriodAnswer {
  from: string;
  to: string;
  lead_cycle_id: number | null;
}
export interface WorkFigures {
  calls: number;
  talk_seconds: number;
  contacted: number;
  rpc: number;
  ptp: number;
  ptp_amount: number;
  kept: number;
  kept_late: number;
  broken: number;
  kept_rate: number | null;
  collected: number;
  present_days: number;
  calls_per_present_day: number | null;
  collected_per_present_day: number | null;
}
export interface AgentRow extends WorkFigures {
  agent_id: number;
  name: string;
  group_ids: number[];
  rank_group_id: number | null;
  rank: number | null;
}
export interface AgentReport {
  period: ReportPeriodAnswer;
  agents: AgentRow[];
}
export interface GroupRow extends WorkFigures {
  group_id: number;
  name: string;
  agents: number;
}
export interface GroupReport {
  period: ReportPeriodAnswer;
  groups: GroupRow[];
}
export interface DispositionRow {
  contact_type: string;
  disposition_code: string;
  disposition_name: string;
  feedback: number;
  ptp: number;
  kept: number;
}
export interface DispositionReport {
  period: ReportPeriodAnswer;
  attempts: number;
  contacted: number;
  contact_types: { contact_type: string; feedback: number }[];
  rows: DispositionRow[];
}
export interface MyMonthReport {
  period: ReportPeriodAnswer;
  me: WorkFigures;
  group_id: number | null;
  group_median: WorkFigures | null;
}
