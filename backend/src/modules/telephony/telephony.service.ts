import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { ADVISORY_LOCKS, ifSessionLockFree, lockForTransaction } from '../../common/jobs/advisory-locks.js';
import { addDays } from '../../common/time/business-date.js';
import { claimJobPeriod, startOfMinute } from '../../common/jobs/job-periods.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { isUniqueViolation } from '../../database/postgres-errors.js';
import { DIALER, DialerError, type AgentRef, type Dialer } from '../../integrations/dialer/dialer.port.js';
import { CallsService } from '../calls/calls.service.js';
import type { Call } from '../calls/entities/call.entity.js';
import { CustomersService } from '../customers/customers.service.js';
import { chosenNumber, numbersOf } from '../customers/customer-number-slots.js';
import { DoNotContactService } from '../customers/do-not-contact.service.js';
import { SettingsService } from '../settings/settings.service.js';
import { UsersService } from '../users/users.service.js';
import { CallIngestionService } from './call-ingestion.service.js';
import { callStatusFor } from './call-merge.js';
import { callWindowRefusal } from './call-window.js';
import type { InitCallDto } from './dto/telephony.dto.js';
import { TelephonyErrors } from './telephony.errors.js';

const MINUTE = 60_000;
/** A placed call the dialer never reported on is given up after this long. */
const SILENT_CALL_MS = 2 * MINUTE;
/** Hang-up looks this far back for the caller's live call; anything older is stale. */
const LIVE_CALL_MS = 120 * MINUTE;
const RECORDS_WINDOW_MS = 60 * MINUTE;

/**
 * Click-to-call: checks, the call row, then the dialer. Never retries placing a call (a retry could ring the
 * customer twice); a refused attempt stays visible as a failed call.
 */
@Injectable()
export class TelephonyService {
  private readonly logger = new Logger(TelephonyService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DIALER) private readonly dialer: Dialer,
    private readonly clock: BusinessClock,
    private readonly customers: CustomersService,
    private readonly calls: CallsService,
    private readonly users: UsersService,
    private readonly ingestion: CallIngestionService,
    private readonly doNotContact: DoNotContactService,
    private readonly settings: SettingsService,
  ) {}

  async initCall(user: SessionUser, dto: InitCallDto): Promise<Call> {
    const customer = await this.customers.findVisible(user, dto.customer_id);
    // A typed number was normalised by the DTO's @IsIndianMobile(); the agent may dial only the customer's own.
    const number = chosenNumber(customer, { number: dto.customerNumber, slot: dto.number_slot }, 'customerNumber');
    if (!numbersOf(customer).has(number)) throw TelephonyErrors.notCustomersNumber();
    await this.doNotContact.assertContactable(customer);
    const refusal = callWindowRefusal(this.config.dialer.callWindow, this.config.appTimezone, this.clock.now());
    if (refusal) throw TelephonyErrors.outsideCallWindow(refusal);
    const agent = await this.agentOf(user.id);
    if (!agent) throw TelephonyErrors.notLinked();

    await this.giveUpStaleCalls(user.id);
    let call: Call;
    try {
      call = await this.dataSource.transaction(async (manager) => {
        await this.assertUnderDailyCap(manager, customer.id);
        return this.calls.create({
          customerId: customer.id, agentId: user.id, phoneNumber: number, state: 'initiated', provider: this.dialer.provider, callDateTime: this.clock.now(),
        }, manager);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw TelephonyErrors.callInProgress();
      throw error;
    }
    try {
      const placed = await this.dialer.placeCall({ attemptId: String(call.id), agent, customerNumber: `+91${number}` });
      await this.calls.setProviderRef(call.id, placed.providerRef);
      return this.reload(call.id);
    } catch (error) {
      await this.endAs(this.dataSource.manager, call, 'failed', { error: error instanceof DialerError ? error.message : 'The dialer could not place the call' });
      throw error;
    }
  }

  /**
   * The setting maxCallAttemptsPerDay (0: off): the customer's call rows of this business day are counted under a lock
   * on the customer, held until the new call row commits, so two agents dialling at once cannot both pass the cap.
   */
  private async assertUnderDailyCap(manager: EntityManager, customerId: number): Promise<void> {
    const cap = await this.settings.get('maxCallAttemptsPerDay');
    if (cap <= 0) return;
    await lockForTransaction(manager, ADVISORY_LOCKS.callAttemptsOf(customerId));
    const today = this.clock.today();
    if ((await this.calls.attemptsSince(manager, customerId, this.clock.startOfDay(today))) >= cap) {
      throw TelephonyErrors.attemptsCapped(cap, addDays(today, 1), this.config.appTimezone);
    }
  }

  async hangup(user: SessionUser): Promise<Call> {
    const call = await this.liveCallOf(user.id);
    if (!call) throw TelephonyErrors.noCallInProgress();
    const agent = await this.agentOf(user.id);
    try {
      await this.dialer.hangup({
        attemptId: String(call.id), providerRef: call.providerRef, providerCallId: call.providerCallId, agent: agent ?? {}, customerNumber: `+91${call.phoneNumber}`,
      });
    } catch (error) {
      if (error instanceof DialerError && error.code === 'CALL_NOT_ACTIVE') throw TelephonyErrors.noCallInProgress();
      throw error;
    }
    return this.reload(call.id);
  }

  /** The caller's call that has not ended yet, if any. */
  liveCallOf(agentId: number): Promise<Call | null> {
    return this.calls.liveCallOf(agentId, new Date(this.clock.now().getTime() - LIVE_CALL_MS));
  }

  /**
   * The scheduled run: the first instance to fire in a minute claims it (job_runs) and reconciles; the others skip, so
   * the dialer's rate-limited API is asked once a minute however many instances run and however far apart they fire.
   */
  async reconcileThisMinute(): Promise<number> {
    const now = this.clock.now();
    if (!(await claimJobPeriod(this.dataSource, 'call-reconciliation', startOfMinute(now), now))) return 0;
    return this.reconcile();
  }

  /**
   * Repairs what webhooks missed: pulls the dialer's records of the last hour through the same merge, then gives
   * up calls the dialer never reported on. Returns how many records matched a call of ours (0 while another
   * instance reconciles: the merge is idempotent, the lock only spares the dialer's rate-limited API).
   */
  async reconcile(): Promise<number> {
    return ifSessionLockFree(this.dataSource, ADVISORY_LOCKS.callReconciliation, async () => {
      const now = this.clock.now();
      let matched = 0;
      let cursor: string | undefined = '1';
      while (cursor) {
        const page = await this.dialer.fetchCallRecords({ from: new Date(now.getTime() - RECORDS_WINDOW_MS), to: now, page: Number(cursor), limit: 100 });
        matched += await this.ingestion.applyEvents(page.items);
        cursor = page.next;
      }
      await this.giveUpStaleCalls(null);
      return matched;
    }, () => 0);
  }

  /** Calls with no word from the dialer two minutes after placing, or live for two hours, are closed. */
  private async giveUpStaleCalls(agentId: number | null): Promise<void> {
    const now = this.clock.now().getTime();
    await this.dataSource.transaction(async (manager) => {
      const unfinished = await this.calls.lockUnfinished(manager, { silentBefore: new Date(now - SILENT_CALL_MS), staleBefore: new Date(now - LIVE_CALL_MS), agentId });
      for (const call of unfinished) {
        await this.endAs(manager, call, call.state === 'initiated' ? 'failed' : call.answeredAt ? 'answered' : 'missed', { reason: 'No live call was reported by the dialer' });
      }
    });
  }

  private async endAs(manager: EntityManager, call: Call, outcome: 'failed' | 'missed' | 'answered', metadata: Record<string, string>): Promise<void> {
    this.logger.warn({ callId: call.id, outcome, ...metadata }, 'Call closed without a dialer end event');
    await this.calls.recordProgress(manager, call, {
      state: 'ended', outcome, status: callStatusFor('ended', outcome), endedAt: this.clock.now(), metadata: { ...call.metadata, ...metadata },
    });
  }

  private async agentOf(userId: number): Promise<AgentRef | null> {
    const link = await this.users.dialerLinkOf(userId);
    if (!link?.dialerAgentId && !link?.dialerAgentNumber) return null;
    return { providerAgentId: link.dialerAgentId, phone: link.dialerAgentNumber };
  }

  private reload(id: number): Promise<Call> {
    return this.calls.findById(id);
  }
}
