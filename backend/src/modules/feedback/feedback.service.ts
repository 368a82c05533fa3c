import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { addDays } from '../../common/time/business-date.js';
import { CallsService } from '../calls/calls.service.js';
import { CustomersService } from '../customers/customers.service.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { DispositionsService } from '../dispositions/dispositions.service.js';
import type { DispositionStatus } from '../dispositions/entities/disposition-status.entity.js';
import { toFeedbackResponse, type CreateFeedbackDto } from './dto/feedback.dto.js';
import { WebhookEvents } from '../webhooks/webhook-events.service.js';
import type { FeedbackHistoryEntry, FeedbackHistoryRequest } from './dto/feedback-history.dto.js';
import { Feedback } from './entities/feedback.entity.js';
import { ALTERNATE_KEYS, CALL_FEEDBACK_WINDOW_MS, FOLLOW_UP_MAX_DAYS, FOLLOW_UP_MIN_LEAD_MINUTES, MAX_ALTERNATE_NUMBERS } from './feedback.constants.js';
import { FeedbackErrors } from './feedback.errors.js';
import { AuditService } from '../audit/audit.service.js';
import { recordsPromise } from '../dispositions/promise-statuses.js';
import type { PaymentPromise } from '../promises/entities/payment-promise.entity.js';
import { PromisesService } from '../promises/promises.service.js';
import { PromiseErrors } from '../promises/promises.errors.js';
import { Transactions } from '../../common/database/transactions.js';

@Injectable()
export class FeedbackService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transactions: Transactions,
    private readonly clock: BusinessClock,
    private readonly customers: CustomersService,
    private readonly calls: CallsService,
    private readonly dispositions: DispositionsService,
    private readonly audit: AuditService,
    private readonly promises: PromisesService,
    private readonly webhookEvents: WebhookEvents,
  ) {}

  /**
   * The feedback of the customer's loan in every lead cycle the user may see, newest first, one page of it (in the
   * database, on the feedback (customer_id, created_at) index) with the total; each item carries its row's cycle.
   */
  async history(user: SessionUser, customerId: number, request: FeedbackHistoryRequest): Promise<{ items: FeedbackHistoryEntry[]; total: number }> {
    const { lead_cycle_id: onlyCycle } = request.filter;
    const rows = (await this.customers.visibleRowsOfLoan(user, customerId)).filter((row) => onlyCycle === undefined || row.leadCycleId === onlyCycle);
    const cycleOf = new Map(rows.map((row) => [row.id, { id: row.leadCycleId, name: row.leadCycleName }]));
    const query = this.dataSource
      .getRepository(Feedback)
      .createQueryBuilder('feedback')
      .leftJoinAndSelect('feedback.agent', 'agent')
      .where('feedback.customer_id = ANY(:customerIds)', { customerIds: [...cycleOf.keys()] })
      .orderBy('feedback.createdAt', request.sort.order)
      .addOrderBy('feedback.id', request.sort.order);
    // offset/limit, not skip/take: the agent join is many-to-one, so a page of rows is a page of feedback.
    if (request.page) query.offset(request.page.skip).limit(request.page.take);
    const [found, total] = await query.getManyAndCount();
    const promises = await this.promises.byFeedback(found.map((feedback) => feedback.id));
    const items = found.map((feedback) => ({
      feedback,
      agentName: feedback.agent?.name ?? null,
      promise: promises.get(feedback.id) ?? null,
      leadCycle: cycleOf.get(feedback.customerId)!,
    }));
    return { items, total };
  }

  /**
   * Records what happened on a call, in one transaction: the feedback row, the customer's last disposition,
   * follow-up, last connected time (when someone was reached) and alternate numbers, and the disposition fields
   * of the call it names, or else of this agent's call to the customer that ended in the last two hours without a
   * disposition (an old call is never rewritten).
   */
  async record(user: SessionUser, customerId: number, dto: CreateFeedbackDto): Promise<{ feedback: Feedback; agentName: string; promise: PaymentPromise | null }> {
    const now = this.clock.now();
    return this.transactions.run(async (manager) => {
      const customer = await this.customers.findVisible(user, customerId, manager, true);
      const disposition = await this.findActiveDisposition(manager, dto);
      if (disposition.contactType === 'RPC' && !dto.callMetadata?.reasonForNotPaying?.trim()) {
        throw FeedbackErrors.reasonRequired();
      }
      const followUp = this.followUp(dto, disposition, now);
      const isPromise = recordsPromise(disposition);
      if (dto.promised_amount !== undefined && !isPromise) throw PromiseErrors.amountOnlyForPromises();
      if (isPromise && !followUp) throw PromiseErrors.dateRequired();
      const added = this.alternateNumbers(customer, dto);

      const feedback = await manager.save(
        manager.create(Feedback, {
          customerId,
          agentId: user.id,
          dispositionStatusId: disposition.id,
          dispositionName: disposition.name,
          dispositionCode: disposition.code,
          contactType: disposition.contactType,
          dispositionNote: dto.disposition_note?.trim() || null,
          nextFollowUp: followUp,
          language: dto.language ?? null,
          reasonForNotPaying: dto.callMetadata?.reasonForNotPaying?.trim() || null,
          alternateNumbers: added.map(([, number]) => number),
        }),
      );

      const metadata = { ...customer.metadata, ...Object.fromEntries(added), ...(dto.language ? { language: dto.language } : {}) };
      await this.customers.recordDisposition(manager, customerId, { dispositionCode: disposition.code, nextFollowUp: followUp, metadata });
      if (disposition.contactType !== 'NC') await this.customers.recordContact(manager, customerId, now);
      const target = {
        customerId, agentId: user.id, callId: dto.call_id, endedSince: new Date(now.getTime() - CALL_FEEDBACK_WINDOW_MS), rightParty: disposition.contactType === 'RPC',
      };
      await this.calls.setDisposition(manager, target, {
        dispositionName: disposition.name,
        dispositionCode: disposition.code,
        dispositionDate: now,
        nextFollowUp: followUp,
        dispositionNote: feedback.dispositionNote,
        reasonForNotPaying: feedback.reasonForNotPaying,
      });
      // Covers the customer's outcome and the call's disposition fields written above (see the audit trigger).
      await this.audit.record(manager, { entity: 'feedback', entityId: feedback.id, action: 'create', after: feedback });
      const promise = isPromise
        ? await this.promises.recordPromise(manager, {
          customerId, agentId: user.id, feedbackId: feedback.id, promisedDate: this.clock.dayOf(followUp!), promisedAmount: dto.promised_amount ?? null,
        })
        : null;
      await this.webhookEvents.enqueue(manager, 'feedback.recorded', toFeedbackResponse(feedback, user.name, promise));
      return { feedback, agentName: user.name, promise };
    });
  }

  private async findActiveDisposition(manager: EntityManager, dto: CreateFeedbackDto): Promise<DispositionStatus> {
    const query = this.dispositions.activeStatusesQuery(manager);
    if (dto.disposition_status_id !== undefined) query.andWhere('status.id = :id', { id: dto.disposition_status_id });
    else if (dto.disposition_code?.trim()) {
      query.andWhere('lower(status.code) = lower(:code)', { code: dto.disposition_code.trim() });
      if (dto.disposition_name?.trim()) query.andWhere('status.name = :name', { name: dto.disposition_name.trim() });
    } else throw FeedbackErrors.invalidDisposition();
    const found = await query.orderBy('status.id', 'ASC').getMany();
    if (found.length !== 1) throw FeedbackErrors.invalidDisposition();
    return found[0];
  }

  /** The follow-up: the agent's choice (rpc_follow_up) or the preset; at least 30 minutes ahead, within 2 days. */
  private followUp(dto: CreateFeedbackDto, disposition: DispositionStatus, now: Date): Date | null {
    const field = dto.rpc_follow_up ? 'rpc_follow_up' : 'next_follow_up';
    const given = dto.rpc_follow_up ?? dto.next_follow_up;
    if (!given) {
      if (disposition.nextDateTimeNeeded) throw FeedbackErrors.followUpRequired();
      return null;
    }
    const at = new Date(given);
    if (at.getTime() < now.getTime() + FOLLOW_UP_MIN_LEAD_MINUTES * 60_000) {
      throw FeedbackErrors.followUpTooSoon(field);
    }
    const lastDay = addDays(this.clock.dayOf(now), FOLLOW_UP_MAX_DAYS);
    if (this.clock.dayOf(at) > lastDay) throw FeedbackErrors.followUpTooFar(field);
    return at;
  }

  /** New alternate numbers placed in the customer's free reference_alternate_N slots (at most 5 in all). */
  private alternateNumbers(customer: Customer, dto: CreateFeedbackDto): [string, string][] {
    const stored = ALTERNATE_KEYS.map((key) => customer.metadata?.[key]).filter((n): n is string => typeof n === 'string' && n !== '');
    const given = ALTERNATE_KEYS.map((key) => dto[key as keyof CreateFeedbackDto] as string | undefined).filter((n): n is string => Boolean(n));
    const fresh = [...new Set(given)].filter((number) => !stored.includes(number));
    if (stored.length + fresh.length > MAX_ALTERNATE_NUMBERS) {
      throw FeedbackErrors.tooManyAlternateNumbers(stored.length);
    }
    const freeSlots = ALTERNATE_KEYS.filter((key) => !(typeof customer.metadata?.[key] === 'string' && customer.metadata[key] !== ''));
    return fresh.map((number, i) => [freeSlots[i], number]);
  }
}
