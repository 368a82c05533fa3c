import { createHash, randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Clock } from '../../../common/time/clock.js';
import { type Storage, StorageNotFoundError } from '../../storage/storage.port.js';
import {
  DialerError,
  type AddLeadsResult,
  type AgentRef,
  type CallEvent,
  type CallRecordQuery,
  type Dialer,
  type DispositionListInput,
  type DispositionStatusInput,
  type DuplicateOption,
  type HangupRequest,
  type LeadInput,
  type LiveCall,
  type Page,
  type PlaceCallRequest,
  type PlaceCallResult,
  type ProviderAgent,
  type ProviderDispositionList,
  type ProviderLeadList,
  type RecordingStream,
} from '../dialer.port.js';
import { formatSmartfloTime, parseSmartfloCallRecord, parseSmartfloWebhook, smartfloWebhookBody, type SmartfloWebhookCall } from '../smartflo/smartflo.mapper.js';
import { SimAgent, SimCall, type SimCallStep, SimDispositionList, SimDispositionStatus, SimLead, SimLeadList } from './simulator.entities.js';
import { wavOfSeconds } from './wav.js';
import { leadFields } from '../lead-fields.js';

export interface SimulatorOptions {
  seed: number;
  ringMs: [number, number];
  talkMs: [number, number];
  /** Provider agents with no CRM user, so the user sync's "unmatched" count is visible. */
  extraAgents: number;
}

/** The recording URL the simulator reports, like a provider's; only this adapter maps it to its storage key. */
const SIM_RECORDING_PREFIX = 'sim://recordings/';
const RECORDING_KEY_PREFIX = 'dialer-simulator/recordings/';
const PAGE_SIZE = 100;

/**
 * The default dialer: behaves like Smartflo, with its state in sim_* tables (so it survives restarts and works
 * across instances) and time from the injected clock. The customer number's last digit picks what happens, so
 * tests read plainly: 0 no answer, 1 busy, 2 refused at placing, 3 answered with its webhooks duplicated and out of
 * order, anything else answered. Events are Smartflo-shaped webhook bodies that `dueEvents` hands out for delivery
 * through the same ingestion as the real provider's.
 */
export class SimulatorDialer implements Dialer {
  readonly provider = 'simulator' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly storage: Storage,
    private readonly options: SimulatorOptions,
  ) {}

  async placeCall(request: PlaceCallRequest): Promise<PlaceCallResult> {
    const digits = request.customerNumber.replace(/\D/g, '');
    if (digits.length < 10 || digits.length > 15 || digits.endsWith('2')) throw new DialerError('PROVIDER_REJECTED', 'Provide a valid destination');
    const agent = await this.findAgent(request.agent);
    if (!agent) throw new DialerError('PROVIDER_REJECTED', 'Provide a valid agent_number');
    const now = this.clock.now();
    const ringMs = this.pick(this.options.ringMs, `${request.attemptId}:ring`);
    const talkSeconds = Math.max(1, Math.round(this.pick(this.options.talkMs, `${request.attemptId}:talk`) / 1000));
    const call: SimCall = Object.assign(new SimCall(), {
      uuid: randomUUID(),
      callId: `${Math.floor(now.getTime() / 1000)}.${String(Math.floor(this.fraction(`${request.attemptId}:id`) * 1e6)).padStart(6, '0')}`,
      refId: randomUUID(),
      attemptId: request.attemptId,
      agentId: agent.agentId,
      customerNumber: request.customerNumber,
      startedAt: now,
      recordingUrl: null,
    });
    const ringEnd = new Date(now.getTime() + ringMs);
    const lastDigit = digits.slice(-1);
    if (lastDigit === '0') this.settle(call, { answerAt: null, endAt: ringEnd, outcome: 'missed', hangupCause: 'NO_ANSWER', talkSeconds: 0 });
    else if (lastDigit === '1') this.settle(call, { answerAt: null, endAt: new Date(now.getTime() + 1000), outcome: 'busy', hangupCause: 'USER_BUSY', talkSeconds: 0 });
    else this.settle(call, { answerAt: ringEnd, endAt: new Date(ringEnd.getTime() + talkSeconds * 1000), outcome: 'answered', hangupCause: 'NORMAL_CLEARING', talkSeconds });
    call.plan = this.planFor(call, agent, lastDigit === '3');
    call.nextAt = new Date(call.plan[0].at);
    await this.dataSource.getRepository(SimCall).insert(call);
    return { providerRef: call.refId };
  }

  async hangup(request: HangupRequest): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const call = await this.findCall(manager, request);
      const now = this.clock.now();
      if (!call || now >= call.endAt) throw new DialerError('CALL_NOT_ACTIVE', 'No live call found');
      const agent = await manager.findOneBy(SimAgent, { agentId: call.agentId });
      if (call.answerAt && now >= call.answerAt) {
        const talkSeconds = Math.floor((now.getTime() - call.answerAt.getTime()) / 1000);
        this.settle(call, { answerAt: call.answerAt, endAt: now, outcome: 'answered', hangupCause: 'NORMAL_CLEARING', talkSeconds });
      } else {
        this.settle(call, { answerAt: null, endAt: now, outcome: 'cancelled', hangupCause: 'ORIGINATOR_CANCEL', talkSeconds: 0 });
      }
      // Events already due still go out first; what was planned after now is replaced by the end.
      const due = call.plan.filter((step) => new Date(step.at) <= now);
      call.plan = [...due, this.endStep(call, agent)];
      call.nextAt = new Date(call.plan[0].at);
      await manager.save(call);
    });
  }

  /**
   * Claims the events due at `now` (SKIP LOCKED: two instances never send one twice), writes the recordings of
   * calls that end in them, and returns the webhook bodies in delivery order.
   */
  async dueEvents(now: Date): Promise<Record<string, string>[]> {
    const steps = await this.dataSource.transaction(async (manager) => {
      const calls = await manager
        .getRepository(SimCall)
        .createQueryBuilder('call')
        .where('call.next_at <= :now', { now })
        .orderBy('call.next_at', 'ASC')
        .limit(PAGE_SIZE)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      const due: SimCallStep[] = [];
      for (const call of calls) {
        const ready = call.plan.filter((step) => new Date(step.at) <= now);
        const rest = call.plan.slice(ready.length);
        await manager.update(SimCall, { uuid: call.uuid }, { plan: rest, nextAt: rest[0] ? new Date(rest[0].at) : null });
        due.push(...ready);
      }
      return due;
    });
    for (const step of steps) {
      if (step.recordSeconds && step.body.uuid) await this.storage.put(this.recordingKey(`${step.body.uuid}.wav`), wavOfSeconds(step.recordSeconds), 'audio/wav');
    }
    return steps.map((step) => step.body);
  }

  async listLiveCalls(agent?: AgentRef): Promise<LiveCall[]> {
    const now = this.clock.now();
    const query = this.dataSource
      .getRepository(SimCall)
      .createQueryBuilder('call')
      .where('call.started_at <= :now AND call.end_at > :now', { now });
    if (agent) {
      const known = await this.findAgent(agent);
      if (!known) return [];
      query.andWhere('call.agent_id = :agentId', { agentId: known.agentId });
    }
    const calls = await query.orderBy('call.started_at', 'ASC').getMany();
    return calls.map((call) => ({
      providerCallId: call.callId,
      state: call.answerAt && call.answerAt <= now ? 'answered' : 'ringing',
      customerNumber: call.customerNumber,
    }));
  }

  /** Finished calls as Smartflo's call records, read back through the same mapper as the real ones. */
  async fetchCallRecords(query: CallRecordQuery): Promise<Page<CallEvent>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? PAGE_SIZE;
    const to = new Date(Math.min(query.to.getTime(), this.clock.now().getTime()));
    const [calls, total] = await this.dataSource
      .getRepository(SimCall)
      .createQueryBuilder('call')
      .where('call.end_at >= :from AND call.end_at <= :to', { from: query.from, to })
      .orderBy('call.end_at', 'ASC')
      .addOrderBy('call.uuid', 'ASC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    const items = calls.map((call) => parseSmartfloCallRecord(this.callRecord(call), 'simulator')).filter((event): event is CallEvent => event !== null);
    return { items, next: page * limit < total ? String(page + 1) : undefined };
  }

  storedRecordingKey(recordingUrl: string): string | null {
    return recordingUrl.startsWith(SIM_RECORDING_PREFIX) ? this.recordingKey(recordingUrl.slice(SIM_RECORDING_PREFIX.length)) : null;
  }

  async openRecording(recordingUrl: string): Promise<RecordingStream> {
    const key = this.storedRecordingKey(recordingUrl);
    if (key === null) throw new DialerError('NOT_FOUND', 'Recording is not available');
    try {
      const { contentType, stream, size } = await this.storage.get(key);
      return { contentType, stream, lengthBytes: size };
    } catch (error) {
      if (error instanceof StorageNotFoundError) throw new DialerError('NOT_FOUND', 'Recording is not available');
      throw error;
    }
  }

  /**
   * The roster: like a provider account where every CRM user already has an agent (ids 05 + zero-padded user id,
   * follow-me +9170 + zero-padded id, login id = email), plus SIM_AGENTS_EXTRA agents nobody in the CRM matches.
   */
  async listAgents(cursor?: string): Promise<Page<ProviderAgent>> {
    // The roster is brought up to date once per listing, on its first page.
    if (!cursor) await this.dataSource.query(
      `INSERT INTO sim_agents (agent_id, user_id, name, login_id, phone, extension)
       SELECT '05' || lpad(u.id::text, 11, '0'), (900000 + u.id)::text, u.name, u.email, '+9170' || lpad(u.id::text, 8, '0'), (1000 + u.id)::text
       FROM users u WHERE u.is_active
       UNION ALL
       SELECT '0599' || lpad(n::text, 9, '0'), (990000 + n)::text, 'Dialer-only agent ' || n, 'dialer.only' || n || '@provider.example', '+9179' || lpad(n::text, 8, '0'), (9000 + n)::text
       FROM generate_series(1, $1::int) n
       ON CONFLICT (agent_id) DO NOTHING`,
      [this.options.extraAgents],
    );
    const agents = await this.dataSource.getRepository(SimAgent).createQueryBuilder('agent')
      .where(cursor ? 'agent.agent_id > :cursor' : 'TRUE', { cursor })
      .orderBy('agent.agent_id', 'ASC')
      .take(PAGE_SIZE + 1)
      .getMany();
    const items = agents.slice(0, PAGE_SIZE).map((agent) => ({
      providerUserId: agent.userId, providerAgentId: agent.agentId, name: agent.name, loginId: agent.loginId, email: agent.loginId, phone: agent.phone, extension: agent.extension, enabled: agent.enabled,
    }));
    return { items, next: agents.length > PAGE_SIZE ? items[items.length - 1].providerAgentId : undefined };
  }

  async listDispositionLists(): Promise<ProviderDispositionList[]> {
    const lists = await this.dataSource.getRepository(SimDispositionList).find({ order: { id: 'ASC' } });
    const statuses = await this.dataSource.getRepository(SimDispositionStatus).find({ order: { id: 'ASC' } });
    return lists.map((list) => ({
      providerId: String(list.id), name: list.name, enabled: list.enabled,
      statuses: statuses.filter((status) => status.listId === list.id).map((status) => ({ providerId: String(status.id), name: status.name, code: status.code })),
    }));
  }

  async saveDispositionList(input: DispositionListInput, providerId?: string | null): Promise<{ providerId: string }> {
    const repository = this.dataSource.getRepository(SimDispositionList);
    const fields = { name: input.name, description: input.description ?? null, enabled: input.enabled };
    if (!providerId) return { providerId: String((await repository.save(fields)).id) };
    const updated = await repository.update({ id: this.numericId(providerId) }, fields);
    if (!updated.affected) throw new DialerError('NOT_FOUND', `Disposition list ${providerId} not found`);
    return { providerId };
  }

  async deleteDispositionList(providerId: string): Promise<void> {
    const id = this.numericId(providerId);
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(SimDispositionStatus, { listId: id });
      if (!(await manager.delete(SimDispositionList, { id })).affected) throw new DialerError('NOT_FOUND', `Disposition list ${providerId} not found`);
    });
  }

  async saveDispositionStatus(listProviderId: string, input: DispositionStatusInput, providerId?: string | null): Promise<{ providerId: string }> {
    const listId = this.numericId(listProviderId);
    if (!(await this.dataSource.getRepository(SimDispositionList).existsBy({ id: listId }))) throw new DialerError('NOT_FOUND', `Disposition list ${listProviderId} not found`);
    const repository = this.dataSource.getRepository(SimDispositionStatus);
    const fields = { listId, name: input.name, code: input.code };
    if (!providerId) return { providerId: String((await repository.save(fields)).id) };
    const updated = await repository.update({ id: this.numericId(providerId) }, fields);
    if (!updated.affected) throw new DialerError('NOT_FOUND', `Disposition status ${providerId} not found`);
    return { providerId };
  }

  async deleteDispositionStatus(providerId: string): Promise<void> {
    if (!(await this.dataSource.getRepository(SimDispositionStatus).delete({ id: this.numericId(providerId) })).affected) {
      throw new DialerError('NOT_FOUND', `Disposition status ${providerId} not found`);
    }
  }

  async listLeadLists(): Promise<ProviderLeadList[]> {
    const lists = await this.dataSource.getRepository(SimLeadList).find({ order: { id: 'ASC' } });
    return lists.map((list) => ({ providerListId: String(list.id), name: list.name }));
  }

  async createLeadList(name: string, description?: string): Promise<ProviderLeadList> {
    const list = await this.dataSource.getRepository(SimLeadList).save({ name, description: description ?? null });
    return { providerListId: String(list.id), name: list.name };
  }

  async addLeads(providerListId: string, leads: LeadInput[], onDuplicate: DuplicateOption): Promise<AddLeadsResult> {
    const listId = this.numericId(providerListId);
    return this.dataSource.transaction(async (manager) => {
      if (!(await manager.existsBy(SimLeadList, { id: listId }))) throw new DialerError('NOT_FOUND', `Lead list ${providerListId} not found`);
      const phones = leads.map((lead) => lead.phone);
      const existing = new Set((await manager.find(SimLead, { select: { phone: true }, where: { listId, phone: In(phones) } })).map((lead) => lead.phone));
      if (onDuplicate === 'overwrite') await manager.delete(SimLead, { listId, phone: In([...existing]) });
      const fresh = onDuplicate === 'skip' ? leads.filter((lead) => !existing.has(lead.phone)) : leads;
      if (fresh.length > 0) await manager.insert(SimLead, fresh.map((lead) => ({ listId, phone: lead.phone, fields: leadFields(lead) })));
      return { accepted: fresh.length, skipped: leads.length - fresh.length };
    });
  }

  async countLeads(providerListId: string): Promise<number> {
    return this.dataSource.getRepository(SimLead).countBy({ listId: this.numericId(providerListId) });
  }

  parseWebhook(body: unknown): CallEvent[] {
    return parseSmartfloWebhook(body, 'simulator');
  }

  private settle(call: SimCall, end: Pick<SimCall, 'answerAt' | 'endAt' | 'outcome' | 'hangupCause' | 'talkSeconds'>): void {
    Object.assign(call, end, { recordingUrl: end.outcome === 'answered' && end.talkSeconds > 0 ? `${SIM_RECORDING_PREFIX}${call.uuid}.wav` : null });
  }

  private planFor(call: SimCall, agent: SimAgent, duplicatedAndOutOfOrder: boolean): SimCallStep[] {
    const ringing = this.step(call, agent, 'ringing', call.startedAt);
    if (!call.answerAt) return [ringing, this.endStep(call, agent)];
    const answered = this.step(call, agent, 'answered', call.answerAt, { answeredAt: call.answerAt });
    const end = this.endStep(call, agent);
    return duplicatedAndOutOfOrder ? [ringing, end, { ...answered, at: end.at }, end] : [ringing, answered, end];
  }

  private endStep(call: SimCall, agent: SimAgent | null): SimCallStep {
    const status: SmartfloWebhookCall['callStatus'] = call.outcome === 'failed' ? 'missed' : call.outcome;
    const step = this.step(call, agent, status, call.endAt, {
      answeredAt: call.answerAt ?? undefined,
      endedAt: call.endAt,
      talkSeconds: call.talkSeconds,
      totalSeconds: Math.round((call.endAt.getTime() - call.startedAt.getTime()) / 1000),
      recordingUrl: call.recordingUrl ?? undefined,
      hangupCause: call.hangupCause,
    });
    return call.recordingUrl ? { ...step, recordSeconds: call.talkSeconds } : step;
  }

  private step(call: SimCall, agent: SimAgent | null, callStatus: SmartfloWebhookCall['callStatus'], at: Date, extra: Partial<SmartfloWebhookCall> = {}): SimCallStep {
    const body = smartfloWebhookBody({
      uuid: call.uuid, callId: call.callId, refId: call.refId, attemptId: call.attemptId, callStatus,
      customerNumber: call.customerNumber, agentNumber: agent?.phone, startedAt: call.startedAt, ...extra,
    });
    return { at: at.toISOString(), body };
  }

  private callRecord(call: SimCall): Record<string, string | number> {
    return {
      uuid: call.uuid,
      call_id: call.callId,
      ref_id: call.refId,
      direction: 'outbound',
      status: call.outcome === 'answered' ? 'answered' : 'missed',
      description: call.outcome === 'answered' ? 'Call answered by customer' : 'Call missed by customer',
      client_number: call.customerNumber,
      start_stamp: formatSmartfloTime(call.startedAt),
      ...(call.answerAt ? { answer_stamp: formatSmartfloTime(call.answerAt) } : {}),
      end_stamp: formatSmartfloTime(call.endAt),
      answered_seconds: call.talkSeconds,
      call_duration: Math.round((call.endAt.getTime() - call.startedAt.getTime()) / 1000),
      hangup_cause: call.hangupCause,
      ...(call.recordingUrl ? { recording_url: call.recordingUrl } : {}),
    };
  }

  private async findCall(manager: EntityManager, request: HangupRequest): Promise<SimCall | null> {
    const where = [{ attemptId: request.attemptId }, ...(request.providerRef ? [{ refId: request.providerRef }] : []), ...(request.providerCallId ? [{ callId: request.providerCallId }] : [])];
    return manager.getRepository(SimCall).findOne({ where, lock: { mode: 'pessimistic_write' }, order: { startedAt: 'DESC' } });
  }

  private async findAgent(agent: AgentRef): Promise<SimAgent | null> {
    const repository = this.dataSource.getRepository(SimAgent);
    if (agent.providerAgentId) return repository.findOneBy({ agentId: agent.providerAgentId });
    return agent.phone ? repository.findOneBy({ phone: agent.phone }) : null;
  }

  private recordingKey(file: string): string {
    return RECORDING_KEY_PREFIX + file.replace(/[^\w.-]/g, '');
  }

  private numericId(providerId: string): number {
    const id = Number(providerId);
    if (!Number.isInteger(id) || id <= 0 || id > 2 ** 31 - 1) throw new DialerError('NOT_FOUND', `Unknown id ${providerId}`);
    return id;
  }

  /** A stable number in [0, 1) for this seed and key: the same attempt always plays out the same way. */
  private fraction(key: string): number {
    return createHash('sha256').update(`${this.options.seed}:${key}`).digest().readUInt32BE(0) / 2 ** 32;
  }

  private pick([low, high]: [number, number], key: string): number {
    return Math.round(low + (high - low) * this.fraction(key));
  }
}
