import { ConflictError, NotFoundError } from '../../../common/errors/domain-error.js';

/** Committing a staged CSV import: its refusals. */
export const ImportErrors = {
  alreadyCommitted: () => new ConflictError('IMPORT_ALREADY_COMMITTED', 'This import has already been committed'),
  expired: () => new ConflictError('IMPORT_EXPIRED', 'This import has expired; upload the file again'),
  notFound: (importId: string | undefined) =>
    new NotFoundError('IMPORT_NOT_FOUND', importId ? `Import ${importId} not found` : 'No uploaded file to import; upload and parse a CSV file first'),
};
