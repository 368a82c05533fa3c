import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../common/security/session-user.js';
import { SettingsService } from '../settings/settings.service.js';

/** A SQL condition (with its parameters) limiting rows to the customers a user may see; null means all. */
export interface CustomerScope {
  condition: (customerAlias: string) => string;
  /** A subquery of the ids of the groups whose customers the user may see. */
  groupIds: string;
  params: Record<string, unknown>;
}

/**
 * Who sees which customers: admins all; agents all when `agentsCanSeeAllCustomers` is on, otherwise only the
 * customers of groups they are assigned to. Every query that returns or counts customers applies this.
 */
@Injectable()
export class CustomerVisibility {
  constructor(private readonly settings: SettingsService) {}

  async scopeFor(user: SessionUser): Promise<CustomerScope | null> {
    if (user.role === 'admin' || (await this.settings.get('agentsCanSeeAllCustomers'))) return null;
    const groupIds = 'SELECT ag.group_id FROM agent_groups ag WHERE ag.agent_id = :visibleToAgent';
    return { condition: (alias) => `${alias}.group_id IN (${groupIds})`, groupIds, params: { visibleToAgent: user.id } };
  }
}
