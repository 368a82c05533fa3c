import { ForbiddenError, NotFoundError } from '../../common/errors/domain-error.js';

export const CallErrors = {
  /** Also the answer for a call the caller may not see. */
  notFound: () => new NotFoundError('CALL_NOT_FOUND', 'Call not found'),
  /** Call History is a true record: seeing a call (a shared customer) is not enough to rewrite what its agent wrote. */
  onlyCallerEdits: () => new ForbiddenError('ONLY_CALLER_EDITS', 'Only the agent who made this call or an administrator can change its notes'),
};
