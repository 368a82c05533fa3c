import type { DayType, Holiday, LeaveBalance, LeaveRequest, LeaveRequestInput, LeaveRequestStatus, LeaveType, LeaveTypeBalance, LedgerEntry } from '../../api/types';
import { businessInstant, daysBetween, type DayString } from '../../i18n/dates';
import { formatDate } from '../../i18n/format';

/** Spec §9: a leave runs from 09:30 on its first day to 18:30 on its last, in the business time zone. */
const LEAVE_START = '09:30';
const LEAVE_END = '18:30';

export const HALF_DAY_ONE_DATE = 'Half day leave can only be applied for a single day. Please select the same start and end date.';
export const BLANK_REASON = 'Reason cannot be empty or just spaces. Please provide a valid reason.';

export interface LeaveDraft {
  type: string;
  start: DayString | '';
  end: DayString | '';
  dayType: DayType;
  reason: string;
}

export type LeaveDraftErrors = Partial<Record<keyof LeaveDraft, string>>;

/** Spec §5's clamping: a start moved past the end moves the end up to it; an end set before the start becomes the start. */
export function clampDates(draft: LeaveDraft): LeaveDraft {
  return draft.start && draft.end && draft.start > draft.end ? { ...draft, end: draft.start } : draft;
}

/** A day inside a leave that is not debited: a weekly off or a mandatory holiday (DECISIONS "Leave counts working days"). */
export interface NotDebitedDay {
  date: string;
  name: string;
  type: 'WEEKEND' | 'MANDATORY';
}

/** The weekly offs and mandatory holidays from `start` to `end` that a leave of a type that does not count them skips. */
export function nonWorkingDays(start: string, end: string, holidays: readonly Holiday[], countsNonWorkingDays = false): NotDebitedDay[] {
  if (countsNonWorkingDays || !start || !end || end < start) return [];
  const byDay = new Map<string, NotDebitedDay>();
  for (const holiday of holidays) {
    if (holiday.type === 'FLEXI' || holiday.date < start || holiday.date > end) continue;
    const known = byDay.get(holiday.date);
    if (!known || (known.type === 'WEEKEND' && holiday.type === 'MANDATORY')) byDay.set(holiday.date, { date: holiday.date, name: holiday.name, type: holiday.type });
  }
  return [...byDay.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** Spec §5 and DECISIONS: 0.5 for a half day, else the working days between the dates (0 until both are chosen, or when none is a working day). */
export function requestedDays(start: string, end: string, dayType: DayType, skipped: readonly NotDebitedDay[] = []): number {
  if (!start || !end || end < start) return 0;
  const working = daysBetween(start as DayString, end as DayString) + 1 - skipped.length;
  if (working <= 0) return 0;
  return dayType === 'half' ? 0.5 : working;
}

/** "29/11/2026 is a weekly off (Sunday)", "26/11/2026 is a holiday (Constitution Day)". */
export const whyNotDebited = (day: NotDebitedDay) => `${formatDate(day.date, 'short')} is ${day.type === 'WEEKEND' ? `a weekly off (${day.name})` : `a holiday (${day.name})`}`;

export function validateLeaveDraft(draft: LeaveDraft): LeaveDraftErrors {
  const errors: LeaveDraftErrors = {};
  if (!draft.type) errors.type = 'Leave type is required';
  if (!draft.start) errors.start = 'Start date is required';
  if (!draft.end) errors.end = 'End date is required';
  if (draft.dayType === 'half' && draft.start && draft.end && draft.start !== draft.end) errors.end = HALF_DAY_ONE_DATE;
  if (!draft.reason.trim()) errors.reason = BLANK_REASON;
  return errors;
}

/** The request body: the dates as instants at 09:30 and 18:30 business time (spec §7). */
export function toLeaveRequestBody(draft: LeaveDraft): LeaveRequestInput {
  return {
    type: draft.type,
    start_date: (businessInstant(draft.start, LEAVE_START) as Date).toISOString(),
    end_date: (businessInstant(draft.end, LEAVE_END) as Date).toISOString(),
    day_type: draft.dayType,
    reason: draft.reason.trim(),
  };
}

/** Spec §5: only types that accrue are offered; those with nothing available are shown disabled. */
export function offeredTypes(balances: readonly LeaveTypeBalance[]): Array<{ code: string; label: string; available: number; disabled: boolean }> {
  return balances
    .filter((type) => type.accrual_rate > 0)
    .map((type) => ({
      code: type.code,
      label: type.available > 0 ? type.name : `${type.name} - No balance`,
      available: type.available,
      disabled: type.available <= 0,
    }));
}

/** Spec §4: an agent may withdraw a pending or approved request until 09:30 of its first day. */
export function canWithdraw(request: Pick<LeaveRequest, 'status' | 'start_date'>, now: Date): boolean {
  if (request.status !== 'pending' && request.status !== 'approved') return false;
  const starts = businessInstant(request.start_date, LEAVE_START);
  return starts !== null && now < starts;
}

/** Spec §2: a balance to 1 decimal. */
export const formatDays = (days: number) => (Math.round(days * 10) / 10).toFixed(1);

/** "1.5 per month". */
export const rateLabel = (type: Pick<LeaveType, 'accrual_rate' | 'accrual_unit'>) => `${type.accrual_rate} per ${type.accrual_unit}`;

/** "05/01/2026" or "05/01/2026 – 07/01/2026", with "(half day)". */
export function leaveDatesLabel(request: Pick<LeaveRequest, 'start_date' | 'end_date' | 'day_type'>): string {
  const dates = request.start_date === request.end_date ? formatDate(request.start_date, 'short') : `${formatDate(request.start_date, 'short')} – ${formatDate(request.end_date, 'short')}`;
  return request.day_type === 'half' ? `${dates} (half day)` : dates;
}

export const STATUS_LABELS: Record<LeaveRequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
  cancelled: 'Cancelled',
};

export type LeaveTone = 'sick' | 'annual' | 'casual' | 'other';

/** Spec §9: leave icons and colours go by keywords in the type's name or code. */
export function leaveTone(type: Pick<LeaveType, 'name' | 'code'>): LeaveTone {
  const text = `${type.name} ${type.code}`.toLowerCase();
  if (/sick|medical|\bsl\b|\bml\b/.test(text)) return 'sick';
  if (/annual|earned|privilege|\bel\b|\bpl\b|\bal\b/.test(text)) return 'annual';
  if (/casual|\bcl\b/.test(text)) return 'casual';
  return 'other';
}

const LEDGER_LABELS: Record<LedgerEntry['kind'], string> = {
  accrual: 'Accrued',
  debit: 'Leave taken',
  credit_back: 'Returned',
  adjustment: 'Adjustment',
  accrual_correction: 'Accrual corrected',
};

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "November 2026" for a month's period, "2026" for a year's. */
export function periodLabel(periodStart: string, unit: LeaveType['accrual_unit']): string {
  const [year, month] = periodStart.split('-');
  return unit === 'month' ? `${MONTHS[Number(month) - 1]} ${year}` : year;
}

/** "Accrued for November 2026", "Leave taken: 02/12/2026 – 04/12/2026", "Adjustment: Carried over". */
export function ledgerEntryLabel(entry: LedgerEntry, unit: LeaveType['accrual_unit']): string {
  const label = LEDGER_LABELS[entry.kind];
  if (entry.kind === 'accrual' && entry.period_start) return `${label} for ${periodLabel(entry.period_start, unit)}`;
  if (entry.kind === 'accrual_correction' && entry.reason) return entry.reason;
  if (entry.leave_start_date && entry.leave_end_date) {
    return `${label}: ${leaveDatesLabel({ start_date: entry.leave_start_date, end_date: entry.leave_end_date, day_type: entry.leave_day_type ?? 'full' })}`;
  }
  return entry.reason ? `${label}: ${entry.reason}` : label;
}

/** "Last accrual: November 2026, credited on 27/11/2026" (the period credited and when the run that credited it ran). */
export function lastAccrualLabel(balance: Pick<LeaveBalance, 'last_accrual_date' | 'last_accrual_run_at' | 'leaveTypes'>): string | null {
  if (!balance.last_accrual_date) return null;
  const [, month, day] = balance.last_accrual_date.split('-');
  const yearly = month === '01' && day === '01' && balance.leaveTypes.every((type) => type.accrual_unit === 'year');
  const period = periodLabel(balance.last_accrual_date, yearly ? 'year' : 'month');
  return balance.last_accrual_run_at ? `Last accrual: ${period}, credited on ${formatDate(balance.last_accrual_run_at, 'short')}` : `Last accrual: ${period}`;
}
