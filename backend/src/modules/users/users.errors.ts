import { NotFoundError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

export const EMAIL_TAKEN = 'A user with this email already exists';

export const UserErrors = {
  notFound: (id: number) => new NotFoundError('USER_NOT_FOUND', `User ${id} not found`),
  /** An admin locking themselves out would leave nobody to undo it. */
  ownDeactivation: () => new FieldValidationException({ is_active: 'You cannot deactivate your own account' }, 'OWN_DEACTIVATION'),
  ownRoleChange: () => new FieldValidationException({ role: 'You cannot change your own role' }, 'OWN_ROLE_CHANGE'),
};
