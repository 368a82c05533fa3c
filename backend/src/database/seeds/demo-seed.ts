import type { EntityManager } from 'typeorm';
import { businessMonth } from '../../common/time/business-date.js';
import { Customer } from '../../modules/customers/entities/customer.entity.js';
import { Payment } from '../../modules/customers/entities/payment.entity.js';
import { AgentGroup } from '../../modules/groups/entities/agent-group.entity.js';
import { Group } from '../../modules/groups/entities/group.entity.js';
import { LeadCycle } from '../../modules/lead-cycles/entities/lead-cycle.entity.js';
import type { UsersService } from '../../modules/users/users.service.js';
import { demoCustomers } from './demo-customers.js';

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

/** Demo data for a fresh local database, run inside the first-start transaction. */
export async function seedDemoData(manager: EntityManager, users: UsersService, timezone: string, now = new Date()): Promise<void> {
  const agents = [];
  for (const agent of DEMO_AGENTS) agents.push(await users.create({ ...agent, role: 'agent' }, { mustChangePassword: false }, manager));

  const month = businessMonth(timezone, now);
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
  const rows = demoCustomers(DEMO_CUSTOMER_COUNT, now);
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
}
