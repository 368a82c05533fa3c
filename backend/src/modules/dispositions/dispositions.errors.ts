import { NotFoundError } from '../../common/errors/domain-error.js';
import { ProviderFailure } from '../../integrations/provider-error.js';

export const LIST_TAKEN = 'A disposition list with this name already exists';
export const CODE_TAKEN = 'This code is already used in this list';

export const DispositionErrors = {
  listNotFound: (id: number) => new NotFoundError('DISPOSITION_LIST_NOT_FOUND', `Disposition list ${id} not found`),
  statusNotFound: (id: number) => new NotFoundError('DISPOSITION_STATUS_NOT_FOUND', `Disposition status ${id} not found`),
  dialerRefusedDelete: (reason: string, cause: unknown) => new ProviderFailure(`Could not delete it at the dialer: ${reason}`, cause),
};
