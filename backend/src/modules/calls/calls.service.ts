import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type FindOptionsWhere, SelectQueryBuilder } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { CustomerVisibility, type CustomerScope } from '../customers/customer-visibility.service.js';
import { callListPath, viewerSizeQuery, type ViewerSize } from './call-list-path.js';
import { callListQuery } from './call-list-query.js';
import { callViewColumns, callViewFromRow, type CallView, type CallViewRow } from './call-view.js';
import { CallErrors } from './calls.errors.js';
import type { CallsQueryDto, UpdateCallDto } from './dto/call.dto.js';
import type { CallState } from '../../integrations/dialer/dialer.port.js';
import { UNANSWERED_CALL_STATUSES, type CallStatus } from './call-status.js';
import { Call } from './entities/call.entity.js';
import { AuditService } from '../audit/audit.service.js';
import { WebhookEvents } from '../webhooks/webhook-events.service.js';
import { toCallResponse } from './dto/call.dto.js';
import { twoSignificantDigits } from '../../common/two-significant-digits.js';

export interface NewCall {
  customerId: number;
  agentId: number | null;
  phoneNumber: string;
  status?: CallStatus;
  callDateTime?: Date;
  duration?: number;
  recordingUrl?: string | null;
  transcriptText?: string | null;
  providerCallId?: string | null;
  state?: CallState;
  provider?: string | null;
}

export interface CallDisposition {
  dispositionName: string;
  dispositionCode: string;
  dispositionDate: Date;
  nextFollowUp: Date | null;
  dispositionNote: string | null;
  reasonForNotPaying: string | null;
}

/** Calls, seen through the same customer visibility as everything else: an agent sees calls of customers they may see. */
@Injectable()
export class CallsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly visibility: CustomerVisibility,
    private readonly clock: BusinessClock,
    private readonly audit: AuditService,
    private readonly webhookEvents: WebhookEvents,
  ) {}

  /**
   * A page of Call History (see call-list-query.ts): one statement for the total and the page's calls, on the path
   * the viewer's size chooses (call-list-path.ts; one small statement more for an agent).
   */
  async list(user: SessionUser, query: CallsQueryDto): Promise<{ calls: CallView[]; total: number; totalIsEstimate: boolean; page: number; limit: number }> {
    const page = query.page ?? 1;
    const limit = query.limit ?? 10;
    const scope = await this.visibility.scopeFor(user);
    const path = callListPath(scope ? await this.viewerSize(scope) : null);
    const { sql, params } = callListQuery({ page, limit, status: query.status, search: query.search }, scope, path);
    const rows: (CallViewRow & { total: number; estimate: boolean })[] = await this.dataSource.query(...this.dataSource.driver.escapeQueryWithParameters(sql, params));
    const [{ total: counted, estimate }] = rows;
    const calls = rows.flatMap((row) => (row.id === null ? [] : [callViewFromRow(row)]));
    return { calls, total: estimate ? twoSignificantDigits(counted) : counted, totalIsEstimate: estimate, page, limit };
  }

  private async viewerSize(scope: CustomerScope): Promise<ViewerSize> {
    const { sql, params } = viewerSizeQuery(scope);
    const [size] = await this.dataSource.query(...this.dataSource.driver.escapeQueryWithParameters(sql, params));
    return size;
  }

  /** A call the user may see, as Call History shows it: one statement. */
  async view(user: SessionUser, id: number): Promise<CallView> {
    const scope = await this.visibility.scopeFor(user);
    const sql = `SELECT ${callViewColumns('c', 'cu', 'u')} FROM calls c JOIN customers cu ON cu.id = c.customer_id LEFT JOIN users u ON u.id = c.agent_id
      WHERE c.id = :id${scope ? ` AND ${scope.condition('cu')}` : ''}`;
    const [row] = await this.dataSource.query(...this.dataSource.driver.escapeQueryWithParameters(sql, { id, ...scope?.params }));
    if (!row) throw CallErrors.notFound();
    return callViewFromRow(row);
  }

  async get(user: SessionUser, id: number): Promise<Call> {
    const call = await (await this.visibleQuery(user)).andWhere('call.id = :id', { id }).getOne();
    if (!call) throw CallErrors.notFound();
    return call;
  }

  /** Call History is a true record: seeing a call (a shared customer) is not enough to rewrite what its agent wrote. */
  async update(user: SessionUser, id: number, dto: UpdateCallDto): Promise<Call> {
    const call = await this.get(user, id);
    if (user.role !== 'admin' && call.agentId !== user.id) throw CallErrors.onlyCallerEdits();
    const before = { notes: call.notes, dispositionNote: call.dispositionNote };
    if (dto.notes !== undefined) call.notes = dto.notes?.trim() || null;
    if (dto.disposition_note !== undefined) call.dispositionNote = dto.disposition_note?.trim() || null;
    const after = { notes: call.notes, dispositionNote: call.dispositionNote };
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Call, { id }, after);
      await this.audit.record(manager, { entity: 'call', entityId: id, action: 'update', before, after });
    });
    return call;
  }

  async remove(user: SessionUser, id: number): Promise<Call> {
    const call = await this.get(user, id);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(Call, { id });
      const { customer: _customer, agent: _agent, ...before } = call;
      await this.audit.record(manager, { entity: 'call', entityId: id, action: 'delete', before });
    });
    return call;
  }

  /** Creates a call row (the dialer integration places calls through this), in the caller's transaction when given. */
  create(fields: NewCall, manager: EntityManager = this.dataSource.manager): Promise<Call> {
    const repository = manager.getRepository(Call);
    return repository.save(
      repository.create({
        status: 'initiated',
        callDateTime: this.clock.now(),
        duration: 0,
        metadata: {},
        ...fields,
      }),
    );
  }

  /** Calls placed to the customer from `since` on (IDX_calls_customer_agent_time): the attempts a daily cap counts. */
  async attemptsSince(manager: EntityManager, customerId: number, since: Date): Promise<number> {
    const [{ attempts }]: { attempts: number }[] = await manager.query(
      'SELECT count(*)::int AS attempts FROM calls WHERE customer_id = $1 AND call_date_time >= $2',
      [customerId, since],
    );
    return attempts;
  }

  findById(id: number): Promise<Call> {
    return this.dataSource.getRepository(Call).findOneByOrFail({ id });
  }

  async setProviderRef(id: number, providerRef: string | null): Promise<void> {
    await this.dataSource.getRepository(Call).update({ id }, { providerRef });
  }

  /** The agent's latest call placed after `since` that has not ended yet. */
  liveCallOf(agentId: number, since: Date): Promise<Call | null> {
    return this.dataSource
      .getRepository(Call)
      .createQueryBuilder('call')
      .where(`call.agent_id = :agentId AND call.state <> 'ended' AND call.call_date_time > :since`, { agentId, since })
      .orderBy('call.id', 'DESC')
      .getOne();
  }

  /**
   * Unfinished calls the dialer went quiet on (still initiated before `silentBefore`, or placed before
   * `staleBefore`), locked; calls another instance is closing are skipped.
   */
  lockUnfinished(manager: EntityManager, limits: { silentBefore: Date; staleBefore: Date; agentId: number | null }): Promise<Call[]> {
    const query = manager
      .getRepository(Call)
      .createQueryBuilder('call')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .where(`call.state <> 'ended'`)
      .andWhere(`((call.state = 'initiated' AND call.call_date_time < :silent) OR call.call_date_time < :stale)`, {
        silent: limits.silentBefore,
        stale: limits.staleBefore,
      });
    if (limits.agentId !== null) query.andWhere('call.agent_id = :agentId', { agentId: limits.agentId });
    return query.getMany();
  }

  /** The first call matching one of the keys, in the order given, locked for update. */
  async lockFirstMatch(manager: EntityManager, keys: FindOptionsWhere<Call>[]): Promise<Call | null> {
    for (const where of keys) {
      const call = await manager.getRepository(Call).findOne({ where, lock: { mode: 'pessimistic_write' } });
      if (call) return call;
    }
    return null;
  }

  /** Stores what the dialer reported (or gave up waiting for) on a call loaded with `lockFirstMatch`/`lockUnfinished`. */
  async recordProgress(manager: EntityManager, call: Call, changes: Partial<Call>): Promise<void> {
    const ends = call.state !== 'ended' && changes.state === 'ended';
    await manager.save(Object.assign(call, changes));
    if (ends) await this.webhookEvents.enqueue(manager, 'call.ended', toCallResponse(await this.viewIn(manager, call.id)));
  }

  /** A call as Call History shows it, read in the caller's transaction. */
  private async viewIn(manager: EntityManager, id: number): Promise<CallView> {
    const [row]: CallViewRow[] = await manager.query(
      `SELECT ${callViewColumns('c', 'cu', 'u')} FROM calls c JOIN customers cu ON cu.id = c.customer_id LEFT JOIN users u ON u.id = c.agent_id WHERE c.id = $1`,
      [id],
    );
    return callViewFromRow(row);
  }

  /**
   * Gives a call the feedback's disposition, so Call History stays a true record: the call the feedback names (it
   * must be this agent's call to this customer), or else the agent's call to the customer that ended at or after
   * `endedSince` and has no disposition yet; with neither, the feedback stands alone. A right-party disposition is
   * never given to a call nobody answered: naming one is refused, and the fallback passes over them.
   */
  async setDisposition(
    manager: EntityManager,
    target: { customerId: number; agentId: number; callId?: number; endedSince: Date; rightParty: boolean },
    disposition: CallDisposition,
  ): Promise<void> {
    const { reasonForNotPaying, ...fields } = disposition;
    const ours = { customerId: target.customerId, agentId: target.agentId };
    const update = manager
      .createQueryBuilder()
      .update(Call)
      .set({ ...fields, metadata: () => `metadata || jsonb_build_object('reasonForNotPaying', CAST(:reason AS text))` })
      .setParameter('reason', reasonForNotPaying)
      .returning('id');
    if (target.callId !== undefined) {
      const named = await manager.getRepository(Call).findOne({ where: { id: target.callId, ...ours }, lock: { mode: 'pessimistic_write' } });
      if (!named) throw CallErrors.notTheAgentsCall();
      if (target.rightParty && UNANSWERED_CALL_STATUSES.includes(named.status)) throw CallErrors.rightPartyNotAnswered();
      await update.where('id = :callId', { callId: named.id }).execute();
      return;
    }
    const answered = target.rightParty ? 'AND status <> ALL (:unanswered)' : '';
    await update
      .where(
        `id = (SELECT id FROM calls WHERE customer_id = :customerId AND agent_id = :agentId AND disposition_code IS NULL AND ended_at >= :endedSince ${answered}
          ORDER BY ended_at DESC, id DESC LIMIT 1 FOR UPDATE)`,
        { ...ours, endedSince: target.endedSince, unanswered: UNANSWERED_CALL_STATUSES },
      )
      .execute();
  }

  private async visibleQuery(user: SessionUser): Promise<SelectQueryBuilder<Call>> {
    const query = this.dataSource
      .getRepository(Call)
      .createQueryBuilder('call')
      .innerJoinAndSelect('call.customer', 'customer')
      .leftJoinAndSelect('call.agent', 'agent');
    const scope = await this.visibility.scopeFor(user);
    if (scope) query.where(scope.condition('customer'), scope.params);
    return query;
  }
}
