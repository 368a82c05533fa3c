import { ConflictError, NotFoundError } from '../../common/errors/domain-error.js';
import { FieldValidationException } from '../../common/http/validation.js';
import { MAX_LOAN_DAYS } from './dto/group-loan.dto.js';

export const CoverageErrors = {
  groupNotFound: (id: number) => new NotFoundError('GROUP_NOT_FOUND', `Group ${id} not found`),
  ruleNotFound: (groupId: number) => new NotFoundError('COVERAGE_RULE_NOT_FOUND', `Group ${groupId} has no coverage rule`),
  loanNotFound: (id: number) => new NotFoundError('GROUP_LOAN_NOT_FOUND', `Group loan ${id} not found`),
  loanOver: () => new ConflictError('GROUP_LOAN_OVER', 'The loan has already ended'),
  endBeforeStart: () => new FieldValidationException({ end_date: 'end_date cannot be before start_date' }),
  tooLong: () => new FieldValidationException({ end_date: `A loan lasts at most ${MAX_LOAN_DAYS} days` }),
  startInPast: () => new FieldValidationException({ start_date: 'start_date cannot be before today' }),
  notAgents: (ids: number[]) => new FieldValidationException({ agent_ids: `${ids.join(', ')} ${ids.length === 1 ? 'is not an active agent' : 'are not active agents'}` }),
  alreadyMember: (name: string) => new FieldValidationException({ agent_ids: `${name} is already in this group` }),
  notGroups: (ids: number[]) => new FieldValidationException({ pool_group_ids: `${ids.join(', ')} ${ids.length === 1 ? 'is not a group' : 'are not groups'}` }),
  ruleNeedsOne: () => new FieldValidationException({ buddy_agent_ids: 'Name buddy_agent_ids or pool_group_ids, not both and not neither' }),
  poolHasGroup: () => new FieldValidationException({ pool_group_ids: 'A group cannot be its own pool' }),
};
