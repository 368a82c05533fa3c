import { describe, expect, it } from 'vitest';
import type { LeaveTypeBalance, LedgerEntry } from '../../api/types';
import {
  BLANK_REASON,
  HALF_DAY_ONE_DATE,
  canWithdraw,
  clampDates,
  formatDays,
  leaveDatesLabel,
  leaveTone,
  ledgerEntryLabel,
  offeredTypes,
  requestedDays,
  toLeaveRequestBody,
  validateLeaveDraft,
  type LeaveDraft,
} from './leave-rules';

const draft = (overrides: Partial<LeaveDraft> = {}): LeaveDraft => ({ type: 'CL', start: '2026-12-01', end: '2026-12-03', dayType: 'full', reason: 'Wedding', ...overrides });

function balance(overrides: Partial<LeaveTypeBalance>): LeaveTypeBalance {
  return {
    id: 1, name: 'Casual Leave', code: 'CL', accrual_rate: 1, accrual_unit: 'month', max_per_accrual_unit: 3, description: null,
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
    const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({ id: '1', kind: 'accrual', amount: 1, period_start: '2026-03-01', leave_request_id: null, reason: null, created_at: '2026-03-01T00:00:00Z', ...overrides });
    expect(ledgerEntryLabel(entry({}), 'month')).toBe('Accrued for 03/2026');
    expect(ledgerEntryLabel(entry({ period_start: '2026-01-01' }), 'year')).toBe('Accrued for 2026');
    expect(ledgerEntryLabel(entry({ kind: 'debit', amount: -2, period_start: null, leave_request_id: 12 }), 'month')).toBe('Leave taken (request #12)');
    expect(ledgerEntryLabel(entry({ kind: 'adjustment', period_start: null, reason: 'Carried over' }), 'month')).toBe('Adjustment: Carried over');
  });
});
