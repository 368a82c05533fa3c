/**
 * Rules for a new password (change-password dialog, spec §5):
 * at least 8 characters, an uppercase letter, a lowercase letter, a digit and a special character.
 * The strength meter counts how many of the 5 criteria hold: 2 or fewer is Weak, 3-4 Medium, 5 Strong.
 */

export type PasswordCriterionId = 'length' | 'upper' | 'lower' | 'digit' | 'special';

export interface PasswordCriterion {
  id: PasswordCriterionId;
  label: string;
  test: (password: string) => boolean;
}

export const PASSWORD_CRITERIA: readonly PasswordCriterion[] = [
  { id: 'length', label: 'At least 8 characters', test: (p) => p.length >= 8 },
  { id: 'upper', label: 'One uppercase letter', test: (p) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'One lowercase letter', test: (p) => /[a-z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p) => /\d/.test(p) },
  { id: 'special', label: 'One special character', test: (p) => /[^A-Za-z0-9\s]/.test(p) },
];

export type PasswordStrength = 'Weak' | 'Medium' | 'Strong';

export interface PasswordCheck {
  /** Criteria ids that hold, in PASSWORD_CRITERIA order. */
  passed: PasswordCriterionId[];
  score: number;
  strength: PasswordStrength;
}

export function checkPassword(password: string): PasswordCheck {
  const passed = PASSWORD_CRITERIA.filter((c) => c.test(password)).map((c) => c.id);
  const score = passed.length;
  return { passed, score, strength: strengthForScore(score) };
}

export function strengthForScore(score: number): PasswordStrength {
  if (score <= 2) return 'Weak';
  if (score <= 4) return 'Medium';
  return 'Strong';
}

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: 'Current password is required',
  newTooShort: 'Password must be at least 8 characters',
  newUpper: 'Password must contain at least one uppercase letter',
  newLower: 'Password must contain at least one lowercase letter',
  newDigit: 'Password must contain at least one number',
  newSpecial: 'Password must contain at least one special character',
  confirmRequired: 'Please confirm your password',
  mismatch: "Passwords don't match",
} as const;

const NEW_PASSWORD_MESSAGE: Record<PasswordCriterionId, string> = {
  length: CHANGE_PASSWORD_MESSAGES.newTooShort,
  upper: CHANGE_PASSWORD_MESSAGES.newUpper,
  lower: CHANGE_PASSWORD_MESSAGES.newLower,
  digit: CHANGE_PASSWORD_MESSAGES.newDigit,
  special: CHANGE_PASSWORD_MESSAGES.newSpecial,
};

/** Validates the whole change-password form; an empty object means it may be submitted. */
export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (!values.currentPassword) errors.currentPassword = CHANGE_PASSWORD_MESSAGES.currentRequired;

  const failed = PASSWORD_CRITERIA.find((c) => !c.test(values.newPassword));
  if (failed) errors.newPassword = NEW_PASSWORD_MESSAGE[failed.id];

  if (!values.confirmPassword) errors.confirmPassword = CHANGE_PASSWORD_MESSAGES.confirmRequired;
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = CHANGE_PASSWORD_MESSAGES.mismatch;

  return errors;
}
