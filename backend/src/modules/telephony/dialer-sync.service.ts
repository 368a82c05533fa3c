import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ADVISORY_LOCKS, ifSessionLockFree, type AdvisoryLock } from '../../common/jobs/advisory-locks.js';
import { DIALER, DialerError, type Dialer, type ProviderAgent } from '../../integrations/dialer/dialer.port.js';
import { DispositionsService } from '../dispositions/dispositions.service.js';
import { UsersService } from '../users/users.service.js';
import type { DispositionSyncResultDto, UserSyncResultDto } from './dto/telephony.dto.js';
import { TelephonyErrors } from './telephony.errors.js';

const last10 = (phone: string | null | undefined) => (phone ? phone.replace(/\D/g, '').slice(-10) : '');
const fingerprint = (...fields: (string | null | undefined)[]) => createHash('sha256').update(JSON.stringify(fields)).digest('hex');

/**
 * Runs `work` while holding a session advisory lock, or refuses with 409 when another sync holds it. A session
 * lock (not a transaction) because the work calls the dialer between its database writes.
 */
export async function exclusively<T>(dataSource: DataSource, lock: AdvisoryLock, work: () => Promise<T>): Promise<T> {
  return ifSessionLockFree(dataSource, lock, work, () => {
    throw TelephonyErrors.syncRunning();
  });
}

/** The CRM's users and dispositions, mirrored at the dialer. Running a sync twice changes nothing the second time. */
@Injectable()
export class DialerSyncService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DIALER) private readonly dialer: Dialer,
    private readonly users: UsersService,
    private readonly dispositions: DispositionsService,
  ) {}

  /** Links every CRM user to a dialer agent: by the stored agent id, then the follow-me number, then email/login id. */
  async syncUsers(): Promise<UserSyncResultDto> {
    return exclusively(this.dataSource, ADVISORY_LOCKS.dialerSync('users'), async () => {
      const agents = await this.allAgents();
      const users = await this.users.allByAge();
      const claimed = new Set<string>();
      const linkedUsers = new Set<number>();
      let changed = 0;
      for (const user of users) {
        const agent =
          agents.find((a) => a.providerAgentId === user.dialerAgentId) ??
          agents.find((a) => !!user.dialerAgentNumber && last10(a.phone) === last10(user.dialerAgentNumber)) ??
          agents.find((a) => [a.email, a.loginId].some((id) => id?.trim().toLowerCase() === user.email));
        const free = agent && !claimed.has(agent.providerAgentId) ? agent : undefined;
        if (free) {
          claimed.add(free.providerAgentId);
          linkedUsers.add(user.id);
        }
        const next = { dialerAgentId: free?.providerAgentId ?? null, dialerAgentNumber: free?.phone ?? null, dialerExtension: free?.extension ?? null };
        if (next.dialerAgentId !== user.dialerAgentId || next.dialerAgentNumber !== user.dialerAgentNumber || next.dialerExtension !== user.dialerExtension) {
          if (next.dialerAgentId !== user.dialerAgentId && next.dialerAgentId) changed += 1;
          await this.users.linkDialerAgent(user.id, next);
        }
      }
      return {
        matched: linkedUsers.size,
        new: changed,
        unmatched: agents.filter((agent) => !claimed.has(agent.providerAgentId)).length,
        unlinked_users: users.filter((user) => user.isActive && !linkedUsers.has(user.id)).length,
        message: 'Users have been successfully synced with Tata.',
      };
    });
  }

  /**
   * Pushes every CRM disposition list and status (created when new, updated only when changed), then reports what
   * exists only at the dialer.
   */
  async syncDispositions(): Promise<DispositionSyncResultDto> {
    return exclusively(this.dataSource, ADVISORY_LOCKS.dialerSync('dispositions'), async () => {
      const counts = { created: 0, updated: 0, unchanged: 0 };
      const known = new Set<string>();
      const tally = (outcome: keyof typeof counts) => (counts[outcome] += 1);
      const lists = await this.dispositions.listsWithStatuses();
      for (const list of lists) {
        const listHash = fingerprint(list.name, list.description, list.status);
        const listId = await this.push(list, listHash, tally, (id) => this.dialer.saveDispositionList({ name: list.name, description: list.description, enabled: list.status === 'enabled' }, id));
        known.add(`list:${listId}`);
        if (listId !== list.providerId || listHash !== list.providerHash) await this.dispositions.recordListPushed(list.id, { providerId: listId, providerHash: listHash });
        for (const status of list.statuses.sort((a, b) => a.id - b.id)) {
          // A status moved to a re-created list must be pushed again, so the list id is part of its fingerprint.
          const statusHash = fingerprint(status.name, status.code, listId);
          const statusId = await this.push(status, statusHash, tally, (id) => this.dialer.saveDispositionStatus(listId, { name: status.name, code: status.code }, id));
          known.add(`status:${statusId}`);
          if (statusId !== status.providerId || statusHash !== status.providerHash) await this.dispositions.recordStatusPushed(status.id, { providerId: statusId, providerHash: statusHash });
        }
      }
      const providerOnly = (await this.dialer.listDispositionLists()).flatMap((list) => [
        ...(known.has(`list:${list.providerId}`) ? [] : [{ kind: 'list' as const, name: list.name }]),
        ...list.statuses.filter((status) => !known.has(`status:${status.providerId}`)).map((status) => ({ kind: 'status' as const, name: `${status.name} (${status.code})` })),
      ]);
      return { ...counts, provider_only: providerOnly };
    });
  }

  /** Creates at the dialer when new (or gone there), updates when the fingerprint changed, else leaves it. */
  private async push(
    item: { providerId: string | null; providerHash: string | null },
    hash: string,
    tally: (outcome: 'created' | 'updated' | 'unchanged') => void,
    save: (providerId: string | null) => Promise<{ providerId: string }>,
  ): Promise<string> {
    if (item.providerId && item.providerHash === hash) {
      tally('unchanged');
      return item.providerId;
    }
    if (item.providerId) {
      try {
        const { providerId } = await save(item.providerId);
        tally('updated');
        return providerId;
      } catch (error) {
        if (!(error instanceof DialerError && error.code === 'NOT_FOUND')) throw error;
      }
    }
    const { providerId } = await save(null);
    tally('created');
    return providerId;
  }

  private async allAgents(): Promise<ProviderAgent[]> {
    const agents: ProviderAgent[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.dialer.listAgents(cursor);
      agents.push(...page.items);
      cursor = page.next;
    } while (cursor);
    return agents;
  }
}
