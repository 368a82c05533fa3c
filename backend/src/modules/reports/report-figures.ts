import type { CycleFiguresDto, GroupMedianDto, WorkFiguresDto } from './dto/report-response.dto.js';

/** A share, null when there is nothing to divide by. */
export const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

const rupees = (value: number) => Math.round(value * 100) / 100;

/** An account set's sums as read from report_cycle_counts. */
export interface CycleSums {
  allocated: number;
  allocated_overdue: number;
  attempted: number;
  contacted: number;
  rpc: number;
  ptp: number;
  ptp_amount: number;
  kept: number;
  kept_late: number;
  broken: number;
  collected: number;
  resolved: number;
  rolled_back: number;
}
export const CYCLE_SUMS: (keyof CycleSums)[] = ['allocated', 'allocated_overdue', 'attempted', 'contacted', 'rpc', 'ptp', 'ptp_amount', 'kept', 'kept_late', 'broken', 'collected', 'resolved', 'rolled_back'];

export const emptyCycleSums = (): CycleSums => Object.fromEntries(CYCLE_SUMS.map((key) => [key, 0])) as unknown as CycleSums;

export function addCycleSums(into: CycleSums, more: CycleSums): CycleSums {
  for (const key of CYCLE_SUMS) into[key] += more[key];
  return into;
}

/** The cycle report's figures (definitions: issue 28, docs/reports.md). */
export function cycleFigures(s: CycleSums): CycleFiguresDto {
  return {
    allocated: s.allocated,
    allocated_overdue: rupees(s.allocated_overdue),
    attempted: ratio(s.attempted, s.allocated),
    attempted_accounts: s.attempted,
    contacted: ratio(s.contacted, s.allocated),
    contacted_accounts: s.contacted,
    rpc: ratio(s.rpc, s.allocated),
    rpc_accounts: s.rpc,
    ptp: ratio(s.ptp, s.rpc),
    ptp_accounts: s.ptp,
    ptp_amount: rupees(s.ptp_amount),
    kept: s.kept,
    kept_late: s.kept_late,
    broken: s.broken,
    kept_rate: ratio(s.kept, s.kept + s.kept_late + s.broken),
    collected: rupees(s.collected),
    collection_efficiency: ratio(s.collected, s.allocated_overdue),
    resolved: ratio(s.resolved, s.allocated),
    resolved_accounts: s.resolved,
    rolled_back: ratio(s.rolled_back, s.allocated),
    rolled_back_accounts: s.rolled_back,
  };
}

/** An agent's (or a group's) sums as read from report_agent_counts, with the present days. */
export interface WorkSums {
  calls: number;
  answered: number;
  talk_seconds: number;
  rpc: number;
  ptp: number;
  ptp_amount: number;
  kept: number;
  kept_late: number;
  broken: number;
  collected: number;
  present_days: number;
}
export const WORK_SUMS: (keyof WorkSums)[] = ['calls', 'answered', 'talk_seconds', 'rpc', 'ptp', 'ptp_amount', 'kept', 'kept_late', 'broken', 'collected', 'present_days'];

export const emptyWorkSums = (): WorkSums => Object.fromEntries(WORK_SUMS.map((key) => [key, 0])) as unknown as WorkSums;

export function addWorkSums(into: WorkSums, more: WorkSums): WorkSums {
  for (const key of WORK_SUMS) into[key] += more[key];
  return into;
}

export function workFigures(s: WorkSums): WorkFiguresDto {
  return {
    calls: s.calls,
    talk_seconds: s.talk_seconds,
    contacted: s.answered,
    rpc: s.rpc,
    ptp: s.ptp,
    ptp_amount: rupees(s.ptp_amount),
    kept: s.kept,
    kept_late: s.kept_late,
    broken: s.broken,
    kept_rate: ratio(s.kept, s.kept + s.kept_late + s.broken),
    collected: rupees(s.collected),
    present_days: s.present_days,
    calls_per_present_day: ratio(s.calls, s.present_days),
    collected_per_present_day: s.present_days > 0 ? rupees(s.collected / s.present_days) : null,
  };
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over `rows` (a rate's median over the rows that have one); null for no rows. */
export function medianFigures(rows: WorkFiguresDto[]): GroupMedianDto | null {
  if (rows.length === 0) return null;
  const keys = Object.keys(rows[0]) as (keyof WorkFiguresDto)[];
  return Object.fromEntries(keys.map((key) => [key, median(rows.map((row) => row[key]).filter((value): value is number => value !== null))])) as unknown as GroupMedianDto;
}
