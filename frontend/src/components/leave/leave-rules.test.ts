import { describe, expect, it } from 'vitest';
import type { LeaveTypeBalance, LedgerEntry } from '../../api/types';
import {
  BLANK_REASON,
  HALF_DAY_ONE_DATE,
  canWithdraw,
  clampDates,
  formatDays,
  leaveDatesLabel,
  lastAccrualLabel,
  leaveTone,
  ledgerEntryLabel,
  nonWorkingDays,
  whyNotDebited,
  offeredTypes,
  requestedDays,
  toLeaveRequestBody,
  validateLeaveDraft,
  type LeaveDraft,
} from './leave-rules';

const draft = (overrides: Partial<LeaveDraft> = {}): LeaveDraft => ({ type: 'CL', start: '2026-12-01', end: '2026-12-03', dayType: 'full', reason: 'Wedding', ...overrides });

function balance(overrides: Partial<LeaveTypeBalance>): LeaveTypeBalance {
  return {
    id: 1, name: 'Casual Leave', code: 'CL', accrual_rate: 1, accrual_unit: 'month', max_per_accrual_unit: 3, description: null, counts_non_working_days: false,
    created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z', current_balance: 2, pending: 0, available: 2, entries: [],
    ...overrides,
  };
}

describe('leave rules', () => {
  it('moves the end up to a later start, and clamps an earlier end to the start', () => {
    expect(clampDates(draft({ start: '2026-12-05', end: '2026-12-03' })).end).toBe('2026-12-05');
    expect(clampDates(draft({ start: '2026-12-05', end: '2026-12-01' }))).toMatchObject({ start: '2026-12-05', end: '2026-12-05' });
    expect(clampDates(draft())).toEqual(draft());
    expect(clampDates(draft({ end: '' })).end).toBe('');
  });

  it('counts 0.5 for a half day and inclusive days otherwise', () => {
    expect(requestedDays('2026-12-01', '2026-12-03', 'full')).toBe(3);
    const holidays = [
      { id: 1, name: 'Founders Day', date: '2026-12-03', type: 'MANDATORY' as const, description: null },
      { id: 2, name: 'Sunday', date: '2026-12-13', type: 'WEEKEND' as const, description: null },
      { id: 3, name: 'Optional Day', date: '2026-12-10', type: 'FLEXI' as const, description: null },
    ];
    const skipped = nonWorkingDays('2026-12-02', '2026-12-14', holidays);
    expect(skipped.map(whyNotDebited)).toEqual(['03/12/2026 is a holiday (Founders Day)', '13/12/2026 is a weekly off (Sunday)']);
    expect(requestedDays('2026-12-02', '2026-12-14', 'full', skipped)).toBe(11);
    expect(nonWorkingDays('2026-12-02', '2026-12-14', holidays, true)).toEqual([]);
    expect(requestedDays('2026-12-13', '2026-12-13', 'half', nonWorkingDays('2026-12-13', '2026-12-13', holidays))).toBe(0);
    expect(requestedDays('2026-12-01', '2026-12-01', 'full')).toBe(1);
    expect(requestedDays('2026-12-01', '2026-12-01', 'half')).toBe(0.5);
    expect(requestedDays('2026-02-27', '2026-03-02', 'full')).toBe(4);
    expect(requestedDays('', '2026-12-01', 'full')).toBe(0);
  });

  it("answers the spec's messages", () => {
    expect(validateLeaveDraft(draft({ dayType: 'half' })).end).toBe(HALF_DAY_ONE_DATE);
    expect(validateLeaveDraft(draft({ reason: '   ' })).reason).toBe(BLANK_REASON);
    expect(validateLeaveDraft(draft({ type: '', start: '', end: '' }))).toMatchObject({ type: expect.any(String), start: expect.any(String), end: expect.any(String) });
    expect(validateLeaveDraft(draft({ dayType: 'half', end: '2026-12-01' }))).toEqual({});
  });

  it('sends the dates at 09:30 and 18:30 business time and the trimmed reason', () => {
    expect(toLeaveRequestBody(draft({ reason: '  Wedding  ' }))).toEqual({
      type: 'CL', start_date: '2026-12-01T04:00:00.000Z', end_date: '2026-12-03T13:00:00.000Z', day_type: 'full', reason: 'Wedding',
    });
  });

  it('offers only accruing types, disabling those with nothing available', () => {
    const offered = offeredTypes([balance({}), balance({ id: 2, name: 'Sick', code: 'SL', available: 0 }), balance({ id: 3, name: 'Unpaid', code: 'UL', accrual_rate: 0 })]);
    expect(offered).toEqual([
      { code: 'CL', label: 'Casual Leave', available: 2, disabled: false },
      { code: 'SL', label: 'Sick - No balance', available: 0, disabled: true },
    ]);
  });

  it('lets a pending or approved request be withdrawn until 09:30 of its first day', () => {
    const request = { status: 'approved' as const, start_date: '2026-12-01' };
    expect(canWithdraw(request, new Date('2026-12-01T09:29:00+05:30'))).toBe(true);
    expect(canWithdraw(request, new Date('2026-12-01T09:30:00+05:30'))).toBe(false);
    expect(canWithdraw({ ...request, status: 'rejected' }, new Date('2026-11-01T00:00:00+05:30'))).toBe(false);
  });

  it('formats balances to 1 decimal, dates as dd/mm/yyyy, and tones by keyword', () => {
    expect(formatDays(2)).toBe('2.0');
    expect(formatDays(1.25)).toBe('1.3');
    expect(leaveDatesLabel({ start_date: '2026-12-01', end_date: '2026-12-03', day_type: 'full' })).toBe('01/12/2026 – 03/12/2026');
    expect(leaveDatesLabel({ start_date: '2026-12-01', end_date: '2026-12-01', day_type: 'half' })).toBe('01/12/2026 (half day)');
    expect(leaveTone({ name: 'Medical Leave', code: 'ML' })).toBe('sick');
    expect(leaveTone({ name: 'Annual Leave', code: 'AL' })).toBe('annual');
    expect(leaveTone({ name: 'Casual', code: 'CL' })).toBe('casual');
    expect(leaveTone({ name: 'Comp off', code: 'CO' })).toBe('other');
  });

  it('says what each ledger entry is', () => {
    const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
      id: '1', kind: 'accrual', amount: 1, period_start: '2026-03-01', leave_request_id: null, leave_start_date: null, leave_end_date: null, leave_day_type: null, reason: null,
      created_at: '2026-03-01T00:00:00Z', ...overrides,
    });
    expect(ledgerEntryLabel(entry({}), 'month')).toBe('Accrued for March 2026');
    expect(ledgerEntryLabel(entry({ period_start: '2026-01-01' }), 'year')).toBe('Accrued for 2026');
    const taken = { kind: 'debit' as const, amount: -2, period_start: null, leave_request_id: 12, leave_start_date: '2026-12-02', leave_end_date: '2026-12-04', leave_day_type: 'full' as const };
    expect(ledgerEntryLabel(entry(taken), 'month')).toBe('Leave taken: 02/12/2026 – 04/12/2026');
    expect(ledgerEntryLabel(entry({ ...taken, kind: 'credit_back', amount: 0.5, leave_end_date: '2026-12-02', leave_day_type: 'half' }), 'month')).toBe('Returned: 02/12/2026 (half day)');
    expect(ledgerEntryLabel(entry({ kind: 'accrual_correction', amount: -11, period_start: '2026-01-01', reason: 'Accrual for 2026 corrected: 1 day due, 12 days credited' }), 'year')).toBe(
      'Accrual for 2026 corrected: 1 day due, 12 days credited',
    );
    expect(ledgerEntryLabel(entry({ kind: 'adjustment', period_start: null, reason: 'Carried over' }), 'month')).toBe('Adjustment: Carried over');
  });

  it('says which period the last accrual credited and when it ran', () => {
    const monthly = balance({});
    expect(lastAccrualLabel({ last_accrual_date: '2026-11-01', last_accrual_run_at: '2026-11-27T10:00:00Z', leaveTypes: [monthly] })).toBe('Last accrual: November 2026, credited on 27/11/2026');
    expect(lastAccrualLabel({ last_accrual_date: '2026-01-01', last_accrual_run_at: '2026-11-27T10:00:00Z', leaveTypes: [balance({ accrual_unit: 'year' })] })).toBe('Last accrual: 2026, credited on 27/11/2026');
    expect(lastAccrualLabel({ last_accrual_date: null, last_accrual_run_at: null, leaveTypes: [monthly] })).toBeNull();
  });
});
