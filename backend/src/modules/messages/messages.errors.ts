import { ForbiddenError, NotFoundError } from '../../common/errors/domain-error.js';
import { ProviderFailure } from '../../integrations/provider-error.js';

/** Link messages: their refusals. */
export const MessageErrors = {
  sendFailed: (reason: string, cause: unknown) => new ProviderFailure(`Failed to send message: ${reason}`, cause),
  invalidVerifyToken: () => new ForbiddenError('INVALID_VERIFY_TOKEN', 'Invalid verify token'),
  invalidSignature: () => new ForbiddenError('INVALID_SIGNATURE', 'Invalid signature'),
  customerNotNamed: () =>
    new NotFoundError('CUSTOMER_NOT_NAMED', 'Name the customer with customer_id or loan_application_no', {
      customer_id: 'customer_id or loan_application_no is required',
    }),
};
