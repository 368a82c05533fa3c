/**
 * The Reports page's period and filters, as kept in the URL query and as sent to GET /api/reports/* (and their .csv
 * twins): pure functions. One period for the three views: a lead cycle, a month or a range of days.
 */
import { addDays, daysBetween, isDayString, type DayString } from '../../i18n/dates';

export type ReportPeriod =
  | { kind: 'cycle'; leadCycleId: number }
  | { kind: 'month'; month: string }
  | { kind: 'range'; from: DayString; to: DayString };

export interface ReportFilters {
  groupId?: number;
  agentId?: number;
  bucket?: string;
  /** The client (lending partner), as imported. */
  lendingPartner?: string;
}

export interface ReportQuery {
  /** Absent: the page picks the newest lead cycle. */
  period?: ReportPeriod;
  filters: ReportFilters;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const BUCKET_MAX = 50;
const PARTNER_MAX = 200;
/** The longest range the picker offers: a year and a day (the 12-cycle comparison covers about a year). */
export const RANGE_MAX_DAYS = 366;

function positiveId(raw: string | null): number | undefined {
  if (!raw || !/^\d{1,9}$/.test(raw)) return undefined;
  const id = Number(raw);
  return id >= 1 ? id : undefined;
}

/** "2026-11" → its first and last day. */
export function monthDays(month: string): { from: DayString; to: DayString } {
  const [, year, mm] = MONTH.exec(month) ?? [];
  if (!year) throw new Error(`Not a month: ${month}`);
  const from = `${year}-${mm}-01` as DayString;
  const next = Number(mm) === 12 ? `${Number(year) + 1}-01-01` : `${year}-${String(Number(mm) + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next as DayString, -1) };
}

/** A range is valid when both ends are days, from ≤ to, and it spans at most RANGE_MAX_DAYS. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isDayString(from) || !isDayString(to)) return 'Enter both dates';
  if (daysBetween(from, to) < 0) return 'The start must not be after the end';
  if (daysBetween(from, to) >= RANGE_MAX_DAYS) return `A range covers at most ${RANGE_MAX_DAYS} days`;
  return null;
}

/** URL query → state. Unknown or invalid values are dropped, never thrown. */
export function parseReportQuery(input: string | URLSearchParams): ReportQuery {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const filters: ReportFilters = {};
  const groupId = positiveId(params.get('group'));
  const agentId = positiveId(params.get('agent'));
  const bucket = (params.get('bucket') ?? '').trim().slice(0, BUCKET_MAX);
  if (groupId) filters.groupId = groupId;
  if (agentId) filters.agentId = agentId;
  if (bucket) filters.bucket = bucket;
  const partner = (params.get('partner') ?? '').trim().slice(0, PARTNER_MAX);
  if (partner) filters.lendingPartner = partner;

  const cycle = positiveId(params.get('cycle'));
  const month = params.get('month') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  let period: ReportPeriod | undefined;
  if (cycle) period = { kind: 'cycle', leadCycleId: cycle };
  else if (MONTH.test(month)) period = { kind: 'month', month };
  else if (!rangeProblem(from, to)) period = { kind: 'range', from: from as DayString, to: to as DayString };
  return { period, filters };
}

/** State → URL query without "?", in a stable order. */
export function serialiseReportQuery(query: ReportQuery): string {
  const params = new URLSearchParams();
  const { period, filters } = query;
  if (period?.kind === 'cycle') params.set('cycle', String(period.leadCycleId));
  if (period?.kind === 'month') params.set('month', period.month);
  if (period?.kind === 'range') {
    params.set('from', period.from);
    params.set('to', period.to);
  }
  if (filters.groupId) params.set('group', String(filters.groupId));
  if (filters.agentId) params.set('agent', String(filters.agentId));
  if (filters.bucket) params.set('bucket', filters.bucket);
  if (filters.lendingPartner) params.set('partner', filters.lendingPartner);
  return params.toString();
}

/** The API's period and filter parameters (issue 28: lead_cycle_id, or from and to; group_id, agent_id, bucket, lending_partner). */
export function reportApiParams(period: ReportPeriod, filters: ReportFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (period.kind === 'cycle') params.set('lead_cycle_id', String(period.leadCycleId));
  else {
    const { from, to } = period.kind === 'month' ? monthDays(period.month) : period;
    params.set('from', from);
    params.set('to', to);
  }
  if (filters.groupId) params.set('group_id', String(filters.groupId));
  if (filters.agentId) params.set('agent_id', String(filters.agentId));
  if (filters.bucket) params.set('bucket', filters.bucket);
  if (filters.lendingPartner) params.set('lending_partner', filters.lendingPartner);
  return params;
}

export type ReportName = 'cycles' | 'agents' | 'groups' | 'dispositions';

/** GET /api/reports/{name}[.csv]?{period and filters}; the cycle comparison asks for 12 cycles. */
export function reportPath(name: ReportName, period: ReportPeriod, filters: ReportFilters, format: 'json' | 'csv' = 'json'): string {
  const params = reportApiParams(period, filters);
  if (name === 'cycles') params.set('count', '12');
  return `/reports/${name}${format === 'csv' ? '.csv' : ''}?${params.toString()}`;
}
