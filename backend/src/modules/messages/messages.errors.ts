import { ForbiddenError, NotFoundError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';
import { ProviderFailure } from '../../integrations/provider-error.js';

/** Link messages: their refusals. */
export const MessageErrors = {
  /** The company's sender sends only the customer's own link or one on an admin-allowed host. */
  linkNotAllowed: () =>
    new FieldValidationException({ payment_link: "Only the customer's own link, or a link on a host an administrator has allowed, can be sent" }, 'LINK_NOT_ALLOWED'),
  notCustomersNumber: () =>
    new FieldValidationException({ toNumber: "While customers' numbers are masked, links go only to the customer's own numbers" }, 'NOT_CUSTOMERS_NUMBER'),
  sendFailed: (reason: string, cause: unknown) => new ProviderFailure(`Failed to send message: ${reason}`, cause),
  invalidVerifyToken: () => new ForbiddenError('INVALID_VERIFY_TOKEN', 'Invalid verify token'),
  invalidSignature: () => new ForbiddenError('INVALID_SIGNATURE', 'Invalid signature'),
  customerNotNamed: () =>
    new NotFoundError('CUSTOMER_NOT_NAMED', 'Name the customer with customer_id or loan_application_no', {
      customer_id: 'customer_id or loan_application_no is required',
    }),
};
