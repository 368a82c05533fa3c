import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';

export const NAME_TAKEN = 'A group with this name already exists';

export const GroupErrors = {
  notFound: (id: number) => new NotFoundError('GROUP_NOT_FOUND', `Group ${id} not found`),
  onlyAgents: () => new FieldValidationException({ agent_id: 'Only agents can be assigned to groups' }, 'ONLY_AGENTS_IN_GROUPS'),
  inactiveAgent: () => new FieldValidationException({ agent_id: 'Inactive agents cannot be assigned' }, 'INACTIVE_AGENT'),
  alreadyAssigned: () => new ConflictError('AGENT_ALREADY_ASSIGNED', 'This agent is already assigned to this group'),
  notAssigned: () => new NotFoundError('AGENT_NOT_ASSIGNED', 'This agent is not assigned to this group'),
};
