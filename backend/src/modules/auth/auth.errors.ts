import { ForbiddenError, UnauthenticatedError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

export const AuthErrors = {
  /** Unknown email, wrong password and inactive account all get this one answer. */
  invalidCredentials: () => new UnauthenticatedError('INVALID_CREDENTIALS', 'Invalid email or password'),
  adminRegistrationForbidden: () => new ForbiddenError('ADMIN_REGISTRATION_FORBIDDEN', 'Only an administrator can create administrator accounts.'),
  wrongCurrentPassword: () => new FieldValidationException({ oldPassword: 'Current password is incorrect' }, 'WRONG_CURRENT_PASSWORD'),
  passwordUnchanged: () =>
    new FieldValidationException({ newPassword: 'New password must be different from the current password' }, 'PASSWORD_UNCHANGED'),
};
