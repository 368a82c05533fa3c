import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { normalizeIndianMobile } from '@crm/shared';
import { ADVISORY_LOCKS } from '../../common/jobs/advisory-locks.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { DIALER, type Dialer, type LeadInput } from '../../integrations/dialer/dialer.port.js';
import { CustomersService } from '../customers/customers.service.js';
import type { Customer } from '../customers/entities/customer.entity.js';
import { LeadCyclesService } from '../lead-cycles/lead-cycles.service.js';
import type { LeadSyncResultDto } from './dto/telephony.dto.js';
import { TataLeadList } from './entities/tata-lead-list.entity.js';
import { TelephonyErrors } from './telephony.errors.js';
import { exclusively } from './dialer-sync.service.js';

const BATCH = 500;

/** A customer as a dialer lead: phone, name, email, address, lending partner, then loan number and overdue amount. */
function toLead(customer: Customer): LeadInput | null {
  const mobile = normalizeIndianMobile(customer.mobile);
  if (!mobile) return null;
  const address = ['current_address_street', 'current_address_city', 'current_address_state', 'current_address_pin']
    .map((key) => customer.metadata?.[key])
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .join(', ');
  return {
    phone: `+91${mobile}`,
    name: customer.name,
    email: customer.kycEmail ?? undefined,
    address: address || undefined,
    company: customer.lendingPartner ?? undefined,
    custom: [customer.loanApplicationNo, customer.overdueAmount === null ? '' : String(customer.overdueAmount)],
  };
}

/**
 * One dialer lead list per lead cycle, holding the cycle's dialable customers (not paid, not excluded, with a
 * valid mobile). "Sync leads" creates missing lists and pushes; "Refresh" re-pushes one list and stamps
 * last_refreshed_at. Smartflo has no refresh API, so this is the product's definition (docs/decisions.md).
 * Pushes overwrite by phone, so running either twice leaves the dialer as it was.
 */
@Injectable()
export class LeadListsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(DIALER) private readonly dialer: Dialer,
    private readonly clock: BusinessClock,
    private readonly customers: CustomersService,
    private readonly leadCycles: LeadCyclesService,
  ) {}

  list(): Promise<TataLeadList[]> {
    return this.dataSource.getRepository(TataLeadList).find({ order: { name: 'ASC' } });
  }

  async syncAll(): Promise<LeadSyncResultDto> {
    return exclusively(this.dataSource, ADVISORY_LOCKS.dialerSync('leads'), async () => {
      const cycles = await this.leadCycles.allByAge();
      const providerLists = await this.dialer.listLeadLists();
      const ours = await this.list();
      const listsByCycle = new Map(ours.map((list) => [list.leadCycleId, list]));
      const held = new Set(ours.map((list) => list.leadListId));
      const result = { lists: 0, created: 0, leads: 0 };
      for (const cycle of cycles) {
        let list = listsByCycle.get(cycle.id);
        if (!list) {
          // A list of that name already at the dialer (our row was lost) is adopted instead of duplicated; one an
          // earlier cycle of the same name holds is not (cycle names repeat every month).
          const provider = providerLists.find((candidate) => candidate.name === cycle.name && !held.has(candidate.providerListId)) ?? (await this.dialer.createLeadList(cycle.name, `Lead cycle ${cycle.name}`));
          list = await this.dataSource.getRepository(TataLeadList).save({ name: cycle.name, leadListId: provider.providerListId, leadCycleId: cycle.id });
          result.created += 1;
        }
        result.leads += await this.push(list);
        result.lists += 1;
      }
      return result;
    });
  }

  async refresh(leadListId: string): Promise<TataLeadList> {
    const list = await this.dataSource.getRepository(TataLeadList).findOneBy({ leadListId });
    if (!list) throw TelephonyErrors.leadListNotFound();
    return exclusively(this.dataSource, ADVISORY_LOCKS.dialerSync('leads'), async () => {
      await this.push(list);
      await this.dataSource.getRepository(TataLeadList).update({ id: list.id }, { lastRefreshedAt: this.clock.now() });
      return this.dataSource.getRepository(TataLeadList).findOneByOrFail({ id: list.id });
    });
  }

  /** Pushes the cycle's dialable customers in batches (keyset by id), then stores the dialer's lead count. */
  private async push(list: TataLeadList): Promise<number> {
    let pushed = 0;
    if (list.leadCycleId !== null) {
      let afterId = 0;
      for (;;) {
        const customers = await this.customers.dialableBatch(list.leadCycleId, afterId, BATCH);
        if (customers.length === 0) break;
        afterId = customers[customers.length - 1].id;
        const leads = customers.map(toLead).filter((lead): lead is LeadInput => lead !== null);
        if (leads.length > 0) await this.dialer.addLeads(list.leadListId, leads, 'overwrite');
        pushed += leads.length;
      }
    }
    const leadCount = await this.dialer.countLeads(list.leadListId);
    if (leadCount !== list.leadCount) await this.dataSource.getRepository(TataLeadList).update({ id: list.id }, { leadCount });
    return pushed;
  }
}
