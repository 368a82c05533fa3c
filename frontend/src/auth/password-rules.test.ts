import { describe, expect, it } from 'vitest';
import { checkPassword, strengthForScore, validateChangePassword, CHANGE_PASSWORD_MESSAGES } from './password-rules';

describe('checkPassword', () => {
  it('counts the five criteria', () => {
    expect(checkPassword('').score).toBe(0);
    expect(checkPassword('abc').passed).toEqual(['lower']);
    expect(checkPassword('abcdefgh').passed).toEqual(['length', 'lower']);
    expect(checkPassword('Abcdefgh').passed).toEqual(['length', 'upper', 'lower']);
    expect(checkPassword('Abcdefg1').passed).toEqual(['length', 'upper', 'lower', 'digit']);
    expect(checkPassword('Abcdef1!').passed).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });

  it('does not count a space as a special character', () => {
    expect(checkPassword('Abcdef1 ').passed).not.toContain('special');
  });

  it('maps the score to Weak (<=2), Medium (3-4) and Strong (5)', () => {
    expect([0, 1, 2].map(strengthForScore)).toEqual(['Weak', 'Weak', 'Weak']);
    expect([3, 4].map(strengthForScore)).toEqual(['Medium', 'Medium']);
    expect(strengthForScore(5)).toBe('Strong');
    expect(checkPassword('abcdefgh').strength).toBe('Weak');
    expect(checkPassword('Abcdefgh').strength).toBe('Medium');
    expect(checkPassword('Abcdefg1').strength).toBe('Medium');
    expect(checkPassword('Str0ng!pass').strength).toBe('Strong');
  });
});

describe('validateChangePassword', () => {
  it('requires every field', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'Password must be at least 8 characters',
      confirmPassword: 'Please confirm your password',
    });
  });

  it('names the first missing character class', () => {
    const base = { currentPassword: 'old', confirmPassword: '' };
    expect(validateChangePassword({ ...base, newPassword: 'abcdefgh' }).newPassword).toBe(CHANGE_PASSWORD_MESSAGES.newUpper);
    expect(validateChangePassword({ ...base, newPassword: 'ABCDEFGH' }).newPassword).toBe(CHANGE_PASSWORD_MESSAGES.newLower);
    expect(validateChangePassword({ ...base, newPassword: 'Abcdefgh' }).newPassword).toBe(CHANGE_PASSWORD_MESSAGES.newDigit);
    expect(validateChangePassword({ ...base, newPassword: 'Abcdefg1' }).newPassword).toBe(CHANGE_PASSWORD_MESSAGES.newSpecial);
  });

  it("shows Passwords don't match on the confirm field", () => {
    const errors = validateChangePassword({ currentPassword: 'old', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1?' });
    expect(errors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts a valid form', () => {
    expect(validateChangePassword({ currentPassword: 'old', newPassword: 'Abcdef1!', confirmPassword: 'Abcdef1!' })).toEqual({});
  });
});
