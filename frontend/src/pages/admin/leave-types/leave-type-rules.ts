import type { AccrualUnit, LeaveType, LeaveTypeInput } from '../../../api/types';

export interface LeaveTypeDraft {
  name: string;
  code: string;
  accrual_rate: string;
  accrual_unit: AccrualUnit;
  max_per_accrual_unit: string;
  description: string;
  /** 'yes' when weekly offs and mandatory holidays inside a leave are debited too (the sandwich rule). */
  counts_non_working_days: 'yes' | 'no';
}

export type LeaveTypeErrors = Partial<Record<keyof LeaveTypeDraft, string>>;

export const toLeaveTypeDraft = (type?: LeaveType): LeaveTypeDraft =>
  type
    ? {
        name: type.name,
        code: type.code,
        accrual_rate: String(type.accrual_rate),
        accrual_unit: type.accrual_unit,
        max_per_accrual_unit: String(type.max_per_accrual_unit),
        description: type.description ?? '',
        counts_non_working_days: type.counts_non_working_days ? 'yes' : 'no',
      }
    : { name: '', code: '', accrual_rate: '', accrual_unit: 'month', max_per_accrual_unit: '', description: '', counts_non_working_days: 'no' };

/** How a type treats weekly offs and mandatory holidays inside a leave. */
export const nonWorkingDaysLabel = (type: Pick<LeaveType, 'counts_non_working_days'>) => (type.counts_non_working_days ? 'Debited' : 'Not debited');

const TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

/** A number of days as typed: up to 2 decimals (spec §9: step 0.01), within [min, 366]. */
function daysError(text: string, label: string, min: number): string | undefined {
  const value = text.trim();
  if (!value) return `${label} is required`;
  if (!TWO_DECIMALS.test(value)) return `${label} must be a number with at most 2 decimals`;
  const n = Number(value);
  if (n < min) return min === 0 ? `${label} cannot be negative` : `${label} must be at least ${min}`;
  if (n > 366) return `${label} must be at most 366`;
  return undefined;
}

/** Spec §5 "Leave type form": name, code, accrual_rate and max_per_accrual_unit required. */
export function validateLeaveType(draft: LeaveTypeDraft): LeaveTypeErrors {
  const errors: LeaveTypeErrors = {};
  if (!draft.name.trim()) errors.name = 'Name is required';
  if (!draft.code.trim()) errors.code = 'Code is required';
  const rate = daysError(draft.accrual_rate, 'Accrual rate', 0);
  if (rate) errors.accrual_rate = rate;
  const max = daysError(draft.max_per_accrual_unit, 'Max per accrual unit', 0.5);
  if (max) errors.max_per_accrual_unit = max;
  return errors;
}

/** Spec §5: rates are sent as numbers. */
export const toLeaveTypeInput = (draft: LeaveTypeDraft): LeaveTypeInput => ({
  name: draft.name.trim(),
  code: draft.code.trim().toUpperCase(),
  accrual_rate: Number(draft.accrual_rate),
  accrual_unit: draft.accrual_unit,
  max_per_accrual_unit: Number(draft.max_per_accrual_unit),
  description: draft.description.trim() || null,
  counts_non_working_days: draft.counts_non_working_days === 'yes',
});

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Spec §5 "Add missing balances": email required and must be an email. */
export function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  return EMAIL.test(email.trim()) ? undefined : 'Please enter a valid email';
}

export interface AdjustmentDraft {
  userId: string;
  leaveTypeId: string;
  amount: string;
  reason: string;
}
export type AdjustmentErrors = Partial<Record<keyof AdjustmentDraft, string>>;

const SIGNED_TWO_DECIMALS = /^-?\d+(\.\d{1,2})?$/;

/** An adjustment: who, which type, a signed non-zero number of days (step 0.01) and a reason. */
export function validateAdjustment(draft: AdjustmentDraft): AdjustmentErrors {
  const errors: AdjustmentErrors = {};
  if (!draft.userId) errors.userId = 'Please choose an agent';
  if (!draft.leaveTypeId) errors.leaveTypeId = 'Please choose a leave type';
  const amount = draft.amount.trim();
  if (!SIGNED_TWO_DECIMALS.test(amount)) errors.amount = 'Days to add (e.g. 1.5) or take off (e.g. -1), at most 2 decimals';
  else if (Number(amount) === 0) errors.amount = 'Amount must not be 0';
  else if (Math.abs(Number(amount)) > 366) errors.amount = 'Amount must be between -366 and 366';
  if (!draft.reason.trim()) errors.reason = 'Reason is required';
  return errors;
}
