import { ConflictError, DomainError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** 422: the request is well formed but cannot be processed as sent. */
class UnprocessableError<Code extends string = string> extends DomainError<Code> {
  get httpStatus(): number {
    return 422;
  }
}

const REUSED = `${IDEMPOTENCY_HEADER} was already used for a different request: send a new key for a new request`;

export const IdempotencyErrors = {
  invalidKey: () =>
    new FieldValidationException({ [IDEMPOTENCY_HEADER]: `${IDEMPOTENCY_HEADER} must be 1 to 255 printable ASCII characters, without spaces` }, 'IDEMPOTENCY_KEY_INVALID'),
  reused: () => new UnprocessableError('IDEMPOTENCY_KEY_REUSED', REUSED, { [IDEMPOTENCY_HEADER]: REUSED }),
  inFlight: () => new ConflictError('IDEMPOTENCY_KEY_IN_FLIGHT', `A request with this ${IDEMPOTENCY_HEADER} is still being processed: retry it in a moment`),
};
