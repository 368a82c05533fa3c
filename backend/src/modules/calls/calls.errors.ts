import { ForbiddenError, NotFoundError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

export const CallErrors = {
  /** Also the answer for a call the caller may not see. */
  notFound: () => new NotFoundError('CALL_NOT_FOUND', 'Call not found'),
  /** Call History is a true record: seeing a call (a shared customer) is not enough to rewrite what its agent wrote. */
  /** Feedback may name only a call the agent made to that customer. */
  notTheAgentsCall: () => new FieldValidationException({ call_id: 'call_id must be one of your calls to this customer' }, 'NOT_THE_AGENTS_CALL'),
  /** DECISIONS, "Promises to pay": named beside the disposition, where the form shows it. */
  rightPartyNotAnswered: () =>
    new FieldValidationException({ disposition_code: 'A right-party disposition cannot be recorded for a call that was not answered' }, 'RIGHT_PARTY_NOT_ANSWERED'),
  onlyCallerEdits: () => new ForbiddenError('ONLY_CALLER_EDITS', 'Only the agent who made this call or an administrator can change its notes'),
};
