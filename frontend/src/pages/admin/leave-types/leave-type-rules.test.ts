import { describe, expect, it } from 'vitest';
import { emailError, toLeaveTypeDraft, toLeaveTypeInput, validateAdjustment, validateLeaveType } from './leave-type-rules';

const draft = { ...toLeaveTypeDraft(), name: 'Casual Leave', code: 'cl', accrual_rate: '1.5', max_per_accrual_unit: '3' };

describe('leave type rules', () => {
  it('requires name, code, rate and max; rates step 0.01 within their bounds', () => {
    expect(validateLeaveType(toLeaveTypeDraft())).toEqual({
      name: 'Name is required', code: 'Code is required', accrual_rate: 'Accrual rate is required', max_per_accrual_unit: 'Max per accrual unit is required',
    });
    expect(validateLeaveType(draft)).toEqual({});
    expect(validateLeaveType({ ...draft, accrual_rate: '1.255' }).accrual_rate).toBe('Accrual rate must be a number with at most 2 decimals');
    expect(validateLeaveType({ ...draft, accrual_rate: '-1' }).accrual_rate).toBe('Accrual rate cannot be negative');
    expect(validateLeaveType({ ...draft, accrual_rate: '0' })).toEqual({});
    expect(validateLeaveType({ ...draft, max_per_accrual_unit: '0' }).max_per_accrual_unit).toBe('Max per accrual unit must be at least 0.5');
    expect(validateLeaveType({ ...draft, max_per_accrual_unit: '400' }).max_per_accrual_unit).toBe('Max per accrual unit must be at most 366');
  });

  it('sends numbers and an upper-case code', () => {
    expect(toLeaveTypeInput(draft)).toEqual({ name: 'Casual Leave', code: 'CL', accrual_rate: 1.5, accrual_unit: 'month', max_per_accrual_unit: 3, description: null, counts_non_working_days: false });
    expect(toLeaveTypeInput({ ...draft, counts_non_working_days: 'yes' }).counts_non_working_days).toBe(true);
  });

  it('wants an email for missing balances', () => {
    expect(emailError('')).toBe('Email is required');
    expect(emailError('agent@')).toBe('Please enter a valid email');
    expect(emailError(' agent@example.com ')).toBeUndefined();
  });
});

describe('balance adjustment rules', () => {
  const adjustment = { userId: '2', leaveTypeId: '1', amount: '-1.5', reason: 'Correction' };
  it('wants an agent, a type, a signed non-zero amount of days and a reason', () => {
    expect(validateAdjustment(adjustment)).toEqual({});
    expect(validateAdjustment({ userId: '', leaveTypeId: '', amount: '0', reason: ' ' })).toEqual({
      userId: 'Please choose an agent', leaveTypeId: 'Please choose a leave type', amount: 'Amount must not be 0', reason: 'Reason is required',
    });
    expect(validateAdjustment({ ...adjustment, amount: '1.234' }).amount).toMatch(/at most 2 decimals/);
    expect(validateAdjustment({ ...adjustment, amount: '400' }).amount).toBe('Amount must be between -366 and 366');
  });
});
