import { InvalidInputError, NotFoundError } from '../../common/errors/domain-error.js';

export const WebhookErrors = {
  badUrl: (problem: string) => new InvalidInputError('WEBHOOK_URL_REFUSED', problem, { url: problem }),
  endpointNotFound: () => new NotFoundError('WEBHOOK_ENDPOINT_NOT_FOUND', 'No such webhook endpoint'),
  deliveryNotFound: () => new NotFoundError('WEBHOOK_DELIVERY_NOT_FOUND', 'No such webhook delivery'),
};
