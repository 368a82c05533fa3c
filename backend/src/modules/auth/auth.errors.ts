import { DomainError, ForbiddenError, UnauthenticatedError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

/** 429: the caller must wait before trying again. */
export class TooManyAttemptsError extends DomainError {
  get httpStatus(): number {
    return 429;
  }
}

const inMinutes = (seconds: number) => {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export const AuthErrors = {
  /** Unknown email, wrong password and deactivated account all get this one answer. */
  invalidCredentials: () => new UnauthenticatedError('INVALID_CREDENTIALS', 'Invalid email or password'),
  /** Only with the right password, so it tells nothing to someone guessing. */
  awaitingApproval: () => new ForbiddenError('AWAITING_APPROVAL', "Your account is waiting for an administrator's approval."),
  adminRegistrationForbidden: () => new ForbiddenError('ADMIN_REGISTRATION_FORBIDDEN', 'Only an administrator can create administrator accounts.'),
  tooManyFailures: (waitSeconds: number) =>
    new TooManyAttemptsError('TOO_MANY_FAILURES', `Too many failed sign-in attempts. Please try again in ${inMinutes(waitSeconds)}.`),
  tooManySignUps: (waitSeconds: number) =>
    new TooManyAttemptsError('TOO_MANY_SIGN_UPS', `Too many sign-ups from this address. Please try again in ${inMinutes(waitSeconds)}.`),
  wrongCurrentPassword: () => new FieldValidationException({ oldPassword: 'Current password is incorrect' }, 'WRONG_CURRENT_PASSWORD'),
  passwordUnchanged: () =>
    new FieldValidationException({ newPassword: 'New password must be different from the current password' }, 'PASSWORD_UNCHANGED'),
};
