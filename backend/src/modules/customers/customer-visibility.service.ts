import { Injectable } from '@nestjs/common';
import { loanedGroupIdsSql } from '../../common/group-loans-sql.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { SettingsService } from '../settings/settings.service.js';

/** A SQL condition (with its parameters) limiting rows to the customers a user may see; null means all. */
export interface CustomerScope {
  condition: (customerAlias: string) => string;
  /** A subquery of the ids of the groups whose customers the user may see (one column, `group_id`). */
  groupIds: string;
  /** The part of `groupIds` the user is assigned to (the rest they hold on loan today): the worklist puts it first. */
  ownGroupIds: string;
  params: Record<string, unknown>;
}

/**
 * Who sees which customers: admins all; agents all when `agentsCanSeeAllCustomers` is on, otherwise only the
 * customers of groups they are assigned to or hold a loan of for today (issue 30). Every query that returns or counts
 * customers applies this. The text is the same for every agent and day (the agent and today are parameters): the
 * worklist runs it as one named prepared statement.
 */
@Injectable()
export class CustomerVisibility {
  constructor(
    private readonly settings: SettingsService,
    private readonly clock: BusinessClock,
  ) {}

  async scopeFor(user: SessionUser): Promise<CustomerScope | null> {
    if (user.role === 'admin' || (await this.settings.get('agentsCanSeeAllCustomers'))) return null;
    const ownGroupIds = 'SELECT ag.group_id FROM agent_groups ag WHERE ag.agent_id = :visibleToAgent';
    const groupIds = `${ownGroupIds} UNION ${loanedGroupIdsSql(':visibleToAgent', ':visibleOn')}`;
    return {
      condition: (alias) => `${alias}.group_id IN (${groupIds})`,
      groupIds,
      ownGroupIds,
      params: { visibleToAgent: user.id, visibleOn: this.clock.today() },
    };
  }
}
