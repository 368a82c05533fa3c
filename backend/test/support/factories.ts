import type { DataSource } from 'typeorm';
import { businessMonth } from '../../src/common/time/business-date.js';
import { Call } from '../../src/modules/calls/entities/call.entity.js';
import { Customer } from '../../src/modules/customers/entities/customer.entity.js';
import { DispositionList } from '../../src/modules/dispositions/entities/disposition-list.entity.js';
import { DispositionStatus } from '../../src/modules/dispositions/entities/disposition-status.entity.js';
import { Payment } from '../../src/modules/promises/entities/payment.entity.js';
import { AgentGroup } from '../../src/modules/groups/entities/agent-group.entity.js';
import { Group } from '../../src/modules/groups/entities/group.entity.js';
import { audited } from './audited.js';
import { LeadCycle } from '../../src/modules/lead-cycles/entities/lead-cycle.entity.js';

let sequence = 0;
const next = () => ++sequence;

/** Rows for tests, written with the app's own entities. Each call makes unique names and numbers. */
export function factories(dataSource: DataSource, timezone = 'Asia/Kolkata') {
  const month = businessMonth(timezone, new Date());
  return {
    leadCycle(fields: Partial<LeadCycle> = {}): Promise<LeadCycle> {
      return audited(dataSource, 'lead_cycle', (manager) => manager.getRepository(LeadCycle).save({ name: 'Overdue', description: null, startDate: month.start, endDate: month.end, ...fields }));
    },
    group(fields: Partial<Group> = {}): Promise<Group> {
      return audited(dataSource, 'group', (manager) => manager.getRepository(Group).save({ name: `Group ${next()}`, description: null, ...fields }));
    },
    assign(agentId: number, groupId: number): Promise<AgentGroup> {
      return audited(dataSource, 'group', (manager) => manager.getRepository(AgentGroup).save({ agentId, groupId }));
    },
    customer(leadCycle: LeadCycle, fields: Partial<Customer> = {}): Promise<Customer> {
      const n = next();
      return audited(dataSource, 'customer', (manager) => manager.getRepository(Customer).save({
        leadCycleId: leadCycle.id,
        groupId: null,
        loanApplicationNo: `LN${String(100000 + n)}`,
        name: `Customer ${n}`,
        mobile: `9${String(100000000 + n).slice(-9)}`,
        status: 'overdue',
        metadata: {},
        ...fields,
      }));
    },
    dispositionList(fields: Partial<DispositionList> = {}): Promise<DispositionList> {
      return audited(dataSource, 'disposition_list', (manager) => manager.getRepository(DispositionList).save({ name: `List ${next()}`, description: null, status: 'enabled' as const, ...fields }));
    },
    dispositionStatus(list: DispositionList, fields: Partial<DispositionStatus> = {}): Promise<DispositionStatus> {
      const n = next();
      return audited(dataSource, 'disposition_status', (manager) => manager.getRepository(DispositionStatus).save({
        listId: list.id, name: `Status ${n}`, code: `S${n}`, contactType: 'RPC' as const, status: 'enabled' as const,
        isDefault: false, nextDateTimeNeeded: false, nextCallDuration: 30, ...fields,
      }));
    },
    call(customer: Customer, agentId: number | null, fields: Partial<Call> = {}): Promise<Call> {
      return dataSource.getRepository(Call).save({
        customerId: customer.id, agentId, phoneNumber: customer.mobile, status: 'answered' as const,
        callDateTime: new Date(), duration: 60, metadata: {}, ...fields,
      });
    },
    payment(customer: Customer, paidDate: string, totalPaidAmount: number): Promise<Payment> {
      return audited(dataSource, 'payment', (manager) => manager.getRepository(Payment).save({ customerId: customer.id, paidDate, totalPaidAmount }));
    },
  };
}
export type Factories = ReturnType<typeof factories>;
