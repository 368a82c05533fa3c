import { NotFoundError } from '../../common/errors/domain-error.js';

export const CallErrors = {
  /** Also the answer for a call the caller may not see. */
  notFound: () => new NotFoundError('CALL_NOT_FOUND', 'Call not found'),
};
