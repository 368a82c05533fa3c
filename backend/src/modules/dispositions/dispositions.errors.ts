import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import { ProviderFailure } from '../../integrations/provider-error.js';

export const LIST_TAKEN = 'A disposition list with this name already exists';
export const CODE_TAKEN = 'This code is already used in this list';

export const DispositionErrors = {
  listNotFound: (id: number) => new NotFoundError('DISPOSITION_LIST_NOT_FOUND', `Disposition list ${id} not found`),
  statusNotFound: (id: number) => new NotFoundError('DISPOSITION_STATUS_NOT_FOUND', `Disposition status ${id} not found`),
  /** Deleting it would erase the disposition of past feedback (the audit trail refuses that); disabling keeps it. */
  inUse: (what: 'list' | 'status', feedback: number) =>
    new ConflictError('DISPOSITION_IN_USE', `This ${what} is in use by ${feedback} feedback ${feedback === 1 ? 'entry' : 'entries'}; disable it instead`),
  dialerRefusedDelete: (reason: string, cause: unknown) => new ProviderFailure(`Could not delete it at the dialer: ${reason}`, cause),
};
