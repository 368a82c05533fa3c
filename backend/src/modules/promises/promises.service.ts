import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import { ADVISORY_LOCKS, tryLockForTransaction } from '../../common/jobs/advisory-locks.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { addDays } from '../../common/time/business-date.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { AuditService, type AuditChange } from '../audit/audit.service.js';
import { CustomersService } from '../customers/customers.service.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import type { WebhookEventType } from '../webhooks/webhook-event-types.js';
import { WebhookEvents } from '../webhooks/webhook-events.service.js';
import { toPromiseResponse } from './dto/promise.dto.js';
import { PaymentPromise } from './entities/payment-promise.entity.js';
import { borrowersOf, customersOf, decidePromises, type DecidedPromise, type DecisionScope, type NamedCustomer } from './promise-decisions.js';
import { promisesBroken } from './promise-notifications.js';

export interface NewPromise {
  customerId: number;
  agentId: number;
  feedbackId: number;
  promisedDate: string;
  promisedAmount: number | null;
}

const SYSTEM = { userId: null, ip: null };

/** Promises to pay: recorded by feedback, decided by payments and by the daily job. */
@Injectable()
export class PromisesService {
  private readonly logger = new Logger(PromisesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: BusinessClock,
    private readonly customers: CustomersService,
    private readonly audit: AuditService,
    private readonly notifications: NotificationsService,
    private readonly webhookEvents: WebhookEvents,
  ) {}

  /**
   * Records a promise inside the feedback's transaction (the customer row is locked there): the customer's open
   * promise, if any, is cancelled by it, so a customer has one open promise at a time.
   */
  async recordPromise(manager: EntityManager, promise: NewPromise): Promise<PaymentPromise> {
    const now = this.clock.now();
    const [cancelled]: [{ id: number }[], number] = await manager.query(
      `UPDATE promises SET state = 'cancelled', decided_at = $2, decided_on = $3 WHERE customer_id = $1 AND state = 'open' RETURNING id`,
      [promise.customerId, now, this.clock.dayOf(now)],
    );
    const saved = await manager.save(manager.create(PaymentPromise, { ...promise, madeOn: this.clock.dayOf(now), state: 'open', createdAt: now, decidedAt: null, decidedOn: null }));
    await this.audit.recordAll(manager, [
      ...cancelled.map(({ id }): AuditChange => ({ entity: 'promise', entityId: id, action: 'cancel', before: { state: 'open' }, after: { state: 'cancelled' }, facts: { replacedBy: saved.id } })),
      { entity: 'promise', entityId: saved.id, action: 'create', after: { ...promise, state: 'open' } },
    ]);
    await this.publish(manager, 'promise.made', [saved.id]);
    return saved;
  }

  /** Decides the promises of these customers after payments arrived, in the payments' transaction. */
  async decideForCustomers(manager: EntityManager, customerIds: number[]): Promise<DecidedPromise[]> {
    if (customerIds.length === 0) return [];
    return this.decide(manager, { customerIds: [...new Set(customerIds)] }, undefined);
  }

  /**
   * The scheduled decision: every open promise whose last day (date plus grace) has passed becomes kept or broken.
   * Idempotent (a decided promise is no longer open) and run by one instance at a time.
   */
  async decideDue(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      if (!(await tryLockForTransaction(manager, ADVISORY_LOCKS.promiseDecisions))) return 0;
      const dueBefore = addDays(this.clock.today(), -this.config.ptpGraceDays);
      const decided = await this.decide(manager, { dueBefore }, SYSTEM);
      if (decided.length) this.logger.log(`Decided ${decided.length} promises to pay`);
      return decided.length;
    });
  }

  /** The customer's promises, newest first, for someone who may see the customer. */
  async forCustomer(user: SessionUser, customerId: number): Promise<PaymentPromise[]> {
    await this.customers.findVisible(user, customerId);
    return this.dataSource.getRepository(PaymentPromise).find({
      where: { customerId },
      relations: { agent: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
  }

  /** The promises recorded by these feedback rows (the feedback history shows them). */
  async byFeedback(feedbackIds: number[]): Promise<Map<number, PaymentPromise>> {
    if (feedbackIds.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(PaymentPromise).createQueryBuilder('p').where('p.feedback_id = ANY (:ids)', { ids: feedbackIds }).getMany();
    return new Map(rows.map((row) => [row.feedbackId!, row]));
  }

  private async decide(manager: EntityManager, scope: DecisionScope, actor: typeof SYSTEM | undefined): Promise<DecidedPromise[]> {
    const decided = await decidePromises(manager, scope, { today: this.clock.today(), graceDays: this.config.ptpGraceDays, now: this.clock.now() });
    await this.audit.recordAll(manager, decided.map((row) => ({
      entity: 'promise', entityId: row.id, action: 'decide', before: { state: row.was }, after: { state: row.state }, actor,
    })));
    await this.notifyBroken(manager, decided.filter((row) => row.state === 'broken' && row.agentId !== null));
    await this.publish(manager, 'promise.kept', decided.filter((row) => row.state === 'kept' || row.state === 'kept_late').map((row) => row.id));
    await this.publish(manager, 'promise.broken', decided.filter((row) => row.state === 'broken').map((row) => row.id));
    return decided;
  }

  /** Puts these promises, as the API reads them, in the webhook outbox (the caller's transaction). */
  private async publish(manager: EntityManager, type: Extract<WebhookEventType, `promise.${string}`>, ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const promises = await manager.find(PaymentPromise, { where: { id: In(ids) }, relations: { agent: true }, order: { id: 'ASC' } });
    await this.webhookEvents.enqueueAll(manager, type, promises.map(toPromiseResponse));
  }

  /** One notification per agent for the promises a decision broke, and per agent covering their group (one statement for all). */
  private async notifyBroken(manager: EntityManager, broken: DecidedPromise[]): Promise<void> {
    const customerIds = [...new Set(broken.map((row) => row.customerId))];
    const customers = await customersOf(manager, customerIds);
    const borrowers = await borrowersOf(manager, customerIds, this.clock.today());
    const byAgent = new Map<number, { id: number; customer: NamedCustomer }[]>();
    for (const row of broken) {
      const promise = { id: row.id, customer: customers.get(row.customerId)! };
      for (const agentId of new Set([row.agentId!, ...(borrowers.get(row.customerId) ?? [])])) {
        const rows = byAgent.get(agentId);
        if (rows) rows.push(promise);
        else byAgent.set(agentId, [promise]);
      }
    }
    await this.notifications.notifyEach(manager, [...byAgent].map(([userId, promises]) => ({ userId, ...promisesBroken(promises) })));
  }

}
