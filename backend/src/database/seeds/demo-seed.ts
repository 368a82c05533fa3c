import type { EntityManager } from 'typeorm';
import type { BusinessClock } from '../../common/time/business-clock.js';
import { addDays } from '../../common/time/business-date.js';
import { recordsPromise } from '../../modules/dispositions/promise-statuses.js';
import { PaymentPromise } from '../../modules/promises/entities/payment-promise.entity.js';
import { decidePromises } from '../../modules/promises/promise-decisions.js';
import { Call } from '../../modules/calls/entities/call.entity.js';
import { Customer } from '../../modules/customers/entities/customer.entity.js';
import { DispositionStatus } from '../../modules/dispositions/entities/disposition-status.entity.js';
import { Feedback } from '../../modules/feedback/entities/feedback.entity.js';
import { Payment } from '../../modules/promises/entities/payment.entity.js';
import { AgentGroup } from '../../modules/groups/entities/agent-group.entity.js';
import { Group } from '../../modules/groups/entities/group.entity.js';
import { LeadCycle } from '../../modules/lead-cycles/entities/lead-cycle.entity.js';
import type { UsersService } from '../../modules/users/users.service.js';
import { demoCustomers, type DemoTimes } from './demo-customers.js';

/** Demo sign-ins, listed in the README. They do not have to change their password. */
export const DEMO_AGENTS = [
  { name: 'Priya Sharma', email: 'priya.sharma@demo.local', password: 'Agent@12345' },
  { name: 'Rahul Verma', email: 'rahul.verma@demo.local', password: 'Agent@12345' },
] as const;

const DEMO_GROUPS = [
  { name: 'Bengaluru Central', description: 'Karnataka and Kerala accounts, bucket 1-2' },
  { name: 'Mumbai West', description: 'Maharashtra accounts' },
  { name: 'Delhi NCR', description: 'Delhi, Haryana and the east' },
];
export const DEMO_CUSTOMER_COUNT = 200;

function shiftMonth(day: string, months: number): string {
  const [y, m] = day.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  return first.toISOString().slice(0, 10);
}

/** What the demo follows of the settings: the calling hours (CALL_WINDOW, minutes after midnight) and PTP_GRACE_DAYS. */
export interface DemoSettings {
  callWindow: DemoTimes['window'] | null;
  graceDays: number;
}

/** The RBI's hours for recovery calls, used when CALL_WINDOW is switched off. */
const CALLING_HOURS = { start: 8 * 60, end: 19 * 60 };

/** Demo data for a fresh local database, run inside the first-start transaction. */
export async function seedDemoData(manager: EntityManager, users: UsersService, clock: BusinessClock, settings: DemoSettings): Promise<void> {
  const now = clock.now();
  const today = clock.today();
  const times: DemoTimes = {
    at: (days, minute) => new Date(clock.startOfDay(addDays(today, days)).getTime() + minute * 60_000),
    window: settings.callWindow ?? CALLING_HOURS,
  };
  const agents = [];
  for (const agent of DEMO_AGENTS) agents.push(await users.create({ ...agent, role: 'agent' }, { mustChangePassword: false }, manager));

  const month = clock.month();
  const previousStart = shiftMonth(month.start, -1);
  const previousEnd = new Date(Date.parse(`${month.start}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  const [current, previous] = await manager.save(LeadCycle, [
    { name: 'Overdue' as const, description: 'This month’s overdue allocation', startDate: month.start, endDate: month.end },
    { name: 'Pre-EMI' as const, description: 'Last month’s pre-EMI reminders', startDate: previousStart, endDate: previousEnd },
  ]);
  const groups = await manager.save(Group, DEMO_GROUPS);
  await manager.save(AgentGroup, [
    { agentId: agents[0].id, groupId: groups[0].id },
    { agentId: agents[0].id, groupId: groups[1].id },
    { agentId: agents[1].id, groupId: groups[2].id },
  ]);

  const groupOfState: Record<string, Group | null> = {
    Karnataka: groups[0], Kerala: groups[0], 'Tamil Nadu': groups[0], Telangana: null,
    Maharashtra: groups[1], Delhi: groups[2], Haryana: groups[2], 'West Bengal': groups[2],
  };
  const rows = demoCustomers(DEMO_CUSTOMER_COUNT, now, times);
  const customers = await manager.save(
    Customer,
    rows.map(({ payments: _payments, ...fields }, i) => ({
      ...fields,
      leadCycleId: i % 4 === 3 ? previous.id : current.id,
      groupId: groupOfState[fields.state]?.id ?? null,
      client: 'MONEY_VIEW' as const,
      loanType: i % 5 === 0 ? ('repeat' as const) : ('new' as const),
      month: Number(month.start.slice(5, 7)),
      year: Number(month.start.slice(0, 4)),
    })),
    { chunk: 100 },
  );
  const payments = rows.flatMap((row, i) => row.payments.map((p) => ({ ...p, customerId: customers[i].id })));
  await manager.save(Payment, payments, { chunk: 200 });
  await seedDemoHistory(manager, customers, agents, groups);
  await seedDemoPromises(manager, clock, settings.graceDays);
}

const DEMO_NOTES = ['Customer will pay after salary credit', 'Asked to call back in the evening', 'Spoke to spouse, left a message', 'Line busy, will retry', 'Requested a settlement offer'];

/** A call and the agent's feedback for every demo customer that has a last disposition, so history screens have content. */
async function seedDemoHistory(manager: EntityManager, customers: Customer[], agents: { id: number }[], groups: Group[]): Promise<void> {
  const statuses = await manager.find(DispositionStatus);
  const byCode = new Map(statuses.map((s) => [s.code, s]));
  const agentOf = (groupId: number | null) => (groupId === groups[2].id ? agents[1] : agents[0]);
  const contacted = customers.filter((c) => c.lastDispositionStatus && c.lastConnectedAt && byCode.has(c.lastDispositionStatus));
  const calls = contacted.map((c, i) => {
    const disposition = byCode.get(c.lastDispositionStatus!)!;
    const answered = disposition.contactType !== 'NC';
    return manager.create(Call, {
      customerId: c.id,
      agentId: agentOf(c.groupId).id,
      phoneNumber: c.mobile,
      status: answered ? 'answered' : 'missed',
      callDateTime: c.lastConnectedAt!,
      duration: answered ? 45 + ((i * 37) % 300) : 0,
      dispositionName: disposition.name,
      dispositionCode: disposition.code,
      dispositionDate: c.lastConnectedAt,
      nextFollowUp: c.nextFollowUp,
      dispositionNote: DEMO_NOTES[i % DEMO_NOTES.length],
      metadata: disposition.contactType === 'RPC' ? { reasonForNotPaying: 'Salary Issue' } : {},
    });
  });
  await manager.save(Call, calls, { chunk: 100 });
  await manager.save(
    Feedback,
    calls.map((call) => ({
      customerId: call.customerId,
      agentId: call.agentId,
      dispositionStatusId: byCode.get(call.dispositionCode!)!.id,
      dispositionName: call.dispositionName!,
      dispositionCode: call.dispositionCode!,
      contactType: byCode.get(call.dispositionCode!)!.contactType,
      dispositionNote: call.dispositionNote,
      nextFollowUp: call.nextFollowUp,
      reasonForNotPaying: (call.metadata.reasonForNotPaying as string | undefined) ?? null,
      createdAt: call.callDateTime,
    })),
    { chunk: 100 },
  );
}

/**
 * The promise each promise-to-pay feedback records (as FeedbackService does): made on the call's day, for the
 * follow-up's day, of one EMI; then the promise rules decide them against the demo's payments, so Recent Activity,
 * the feedback history and the dashboard's promise figures agree.
 */
async function seedDemoPromises(manager: EntityManager, clock: BusinessClock, graceDays: number): Promise<void> {
  const feedback = await manager.find(Feedback, { relations: { dispositionStatus: true, customer: true }, order: { id: 'ASC' } });
  const promising = feedback.filter((f) => f.dispositionStatus && recordsPromise(f.dispositionStatus) && f.nextFollowUp);
  await manager.save(
    PaymentPromise,
    promising.map((f) => manager.create(PaymentPromise, {
      customerId: f.customerId,
      agentId: f.agentId,
      feedbackId: f.id,
      madeOn: clock.dayOf(f.createdAt),
      promisedDate: clock.dayOf(f.nextFollowUp!),
      promisedAmount: f.customer.loanEmi,
      state: 'open',
      createdAt: f.createdAt,
      decidedAt: null,
      decidedOn: null,
    })),
    { chunk: 100 },
  );
  await decidePromises(manager, { customerIds: promising.map((f) => f.customerId) }, { today: clock.today(), graceDays, now: clock.now() });
}
