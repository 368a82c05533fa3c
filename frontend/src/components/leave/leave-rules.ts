import type { DayType, LeaveRequest, LeaveRequestInput, LeaveRequestStatus, LeaveType, LeaveTypeBalance, LedgerEntry } from '../../api/types';
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

/** Spec §5: 0.5 for a half day, else the inclusive days between the dates (0 until both are chosen). */
export function requestedDays(start: string, end: string, dayType: DayType): number {
  if (!start || !end || end < start) return 0;
  return dayType === 'half' ? 0.5 : daysBetween(start, end) + 1;
}

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
};

/** "Accrued for 01/2026", "Leave taken (request #12)". */
export function ledgerEntryLabel(entry: LedgerEntry, unit: LeaveType['accrual_unit']): string {
  const label = LEDGER_LABELS[entry.kind];
  if (entry.kind === 'accrual' && entry.period_start) {
    const [year, month] = entry.period_start.split('-');
    return `${label} for ${unit === 'month' ? `${month}/${year}` : year}`;
  }
  if (entry.leave_request_id) return `${label} (request #${entry.leave_request_id})`;
  return entry.reason ? `${label}: ${entry.reason}` : label;
}
