import { InvalidInputError } from '../../common/errors/domain-error.js';
import { addDays } from '../../common/time/business-date.js';
import { payrollCycleOf } from '../../common/time/payroll-cycles.js';
import { MAX_REPORT_DAYS, type ReportPeriodQueryDto } from './dto/report-query.dto.js';

/** The days a report covers, and the lead cycle whose accounts it is limited to (null: every cycle). */
export interface ReportPeriod {
  from: string;
  to: string;
  leadCycleId: number | null;
}

export interface LeadCycleWindow {
  id: number;
  start: string;
  end: string;
}

const refuse = (field: string, message: string) => new InvalidInputError('INVALID_REPORT_PERIOD', message, { [field]: message });

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The period a query asks for: a lead cycle's window (its accounts only), `from`-`to`, or by default the payroll
 * cycle of `today`. `cycle` is the named lead cycle, looked up by the caller (undefined when there is none).
 */
export function reportPeriod(query: ReportPeriodQueryDto, today: string, cycle: LeadCycleWindow | undefined): ReportPeriod {
  if (query.lead_cycle_id !== undefined) {
    if (query.from !== undefined || query.to !== undefined) throw refuse('lead_cycle_id', 'lead_cycle_id cannot be combined with from and to');
    if (!cycle) throw refuse('lead_cycle_id', 'lead_cycle_id must be an existing lead cycle');
    return { from: cycle.start, to: cycle.end, leadCycleId: cycle.id };
  }
  if (query.from === undefined && query.to === undefined) {
    const payroll = payrollCycleOf(today);
    return { from: payroll.start, to: payroll.end, leadCycleId: null };
  }
  if (query.from === undefined) throw refuse('from', 'from is required with to');
  if (query.to === undefined) throw refuse('to', 'to is required with from');
  if (query.to < query.from) throw refuse('to', 'to must not be before from');
  if (daysBetween(query.from, query.to) > MAX_REPORT_DAYS) {
    throw refuse('to', `to must be at most ${MAX_REPORT_DAYS} days from from (up to ${addDays(query.from, MAX_REPORT_DAYS - 1)})`);
  }
  return { from: query.from, to: query.to, leadCycleId: null };
}
