import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

export const LeadCycleErrors = {
  endBeforeStart: () => new FieldValidationException({ lead_cycle_end_date: 'End date must be on or after the start date' }, 'END_BEFORE_START'),
  /** Spec §5 Lead cycle: the current date must lie between start and end. */
  dateOutsideCycle: () =>
    new FieldValidationException({ lead_cycle_start_date: 'Current date must be within the lead cycle start and end dates' }, 'DATE_OUTSIDE_CYCLE'),
  notFound: (id: number) => new NotFoundError('LEAD_CYCLE_NOT_FOUND', `Lead cycle ${id} not found`),
  /** Deleting it would silently delete its customers' history. */
  stillHasCustomers: (count: number) =>
    new ConflictError('LEAD_CYCLE_IN_USE', `This lead cycle still has ${count} customer${count === 1 ? '' : 's'}; delete or move them first`),
};
