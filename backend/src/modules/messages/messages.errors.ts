import { NotFoundError } from '../../common/errors/domain-error.js';

/** Link messages: their refusals. */
export const MessageErrors = {
  customerNotNamed: () =>
    new NotFoundError('CUSTOMER_NOT_NAMED', 'Name the customer with customer_id or loan_application_no', {
      customer_id: 'customer_id or loan_application_no is required',
    }),
};
