import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { PromisesService } from '../src/modules/promises/promises.service.js';
import { auditedQuery } from './support/audited.js';
import { factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

describe("the dashboard's promises to pay", () => {
  let t: TestApp;
  let admin: Client;
  let agent: Client;
  let agentUser: User;
  let otherUser: User;
  let cycleId: number;
  let otherCycleId: number;
  let make: ReturnType<typeof factories>;

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    ({ client: agent, user: agentUser } = await t.signedIn('agent'));
    otherUser = (await t.signedIn('agent')).user;
    const cycle = await make.leadCycle();
    const otherCycle = await make.leadCycle();
    cycleId = cycle.id;
    otherCycleId = otherCycle.id;
    const mine = await make.group();
    const theirs = await make.group();
    await make.assign(agentUser.id, mine.id);
    await make.assign(otherUser.id, theirs.id);
    // The agent's customers: promises kept, kept late, broken, open and replaced; the other agent's: one kept, one
    // broken; a promise in another cycle that no count of this cycle may include.
    const promise = async (customerId: number, agentId: number, state: string) =>
      auditedQuery(t.dataSource, 'promise', `INSERT INTO promises (customer_id, agent_id, made_on, promised_date, promised_amount, state, created_at)
        VALUES ($1, $2, '2030-01-01', '2030-01-02', 1000, $3, now())`, [customerId, agentId, state]);
    for (const state of ['kept', 'kept_late', 'broken', 'open', 'cancelled']) {
      await promise((await make.customer(cycle, { groupId: mine.id })).id, agentUser.id, state);
    }
    for (const state of ['kept', 'broken']) await promise((await make.customer(cycle, { groupId: theirs.id })).id, otherUser.id, state);
    await promise((await make.customer(otherCycle, { groupId: mine.id })).id, agentUser.id, 'broken');
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts promises made and kept, and the kept rate over those decided, on the customers the viewer sees', async () => {
    const mine = (await agent.post('/api/dashboard/stats').send({ lead_cycle_ids: [cycleId] }).expect(200)).body;
    // 5 made; kept and kept late of 3 decided (open and replaced are not decided).
    expect(mine.promises).toEqual({ made: 5, kept: 2, keptRate: 2 / 3 });
    expect(mine).not.toHaveProperty('promisesByAgent');

    const floor = (await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [cycleId] }).expect(200)).body;
    expect(floor.promises).toEqual({ made: 7, kept: 3, keptRate: 3 / 5 });
    expect(floor.promisesByAgent).toEqual([
      { agent: { id: agentUser.id, name: agentUser.name }, made: 5, kept: 2, keptRate: 2 / 3 },
      { agent: { id: otherUser.id, name: otherUser.name }, made: 2, kept: 1, keptRate: 1 / 2 },
    ]);
  });

  it('has no rate before any promise is decided, and counts only the chosen cycles', async () => {
    const other = (await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [otherCycleId] }).expect(200)).body;
    expect(other.promises).toEqual({ made: 1, kept: 0, keptRate: 0 });
    const empty = (await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [999_999] }).expect(200)).body;
    expect(empty.promises).toEqual({ made: 0, kept: 0, keptRate: null });
    expect(empty.promisesByAgent).toEqual([]);
  });

  it("counts a promise in its customer's cycle whatever lead cycle its writer sends", async () => {
    const customer = await make.customer(await t.dataSource.getRepository(LeadCycle).findOneByOrFail({ id: otherCycleId }));
    await auditedQuery(t.dataSource, 'promise', `INSERT INTO promises (customer_id, lead_cycle_id, agent_id, made_on, promised_date, promised_amount, state, created_at)
      VALUES ($1, $2, $3, '2030-01-01', '2030-01-02', 1000, 'kept', now())`, [customer.id, cycleId, otherUser.id]);
    const other = (await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [otherCycleId] }).expect(200)).body;
    expect(other.promises).toEqual({ made: 2, kept: 1, keptRate: 1 / 2 });
    const counted = (await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [cycleId] }).expect(200)).body;
    expect(counted.promises.made).toBe(7);
  });

  describe('the current month (no lead cycle chosen)', () => {
    it('counts the promises made and decided in the month on the customers the viewer sees, whatever their lead cycle, also when no cycle runs', async () => {
      // No lead cycle runs in January or February 2030: every customer here belongs to a cycle of another month.
      t.clock.set('2030-01-20T04:30:00.000Z');
      const { client: priya, user: priyaUser } = await t.signedIn('agent', { name: 'Priya' });
      const group = await make.group();
      await make.assign(priyaUser.id, group.id);
      const oldCycle = await make.leadCycle({ startDate: '2029-10-01', endDate: '2029-10-31' });
      const list = await make.dispositionList();
      const ptp = await make.dispositionStatus(list, { name: 'Promise to pay', code: 'PTP', contactType: 'RPC', nextDateTimeNeeded: true });
      const kept = await make.customer(oldCycle, { groupId: group.id });
      const broken = await make.customer(oldCycle, { groupId: group.id });
      for (const customer of [kept, broken]) {
        await priya.post(`/api/customers/${customer.id}/feedback`).send({
          disposition_status_id: ptp.id, rpc_follow_up: '2030-01-21T12:30:00.000Z', callMetadata: { reasonForNotPaying: 'Salary delayed' }, promised_amount: 1000,
        }).expect(201);
      }
      await admin.post('/api/payments').send({ customer_id: kept.id, amount: 1000, paid_date: '2030-01-20', reference: 'DASH-MONTH-1' }).expect(201);

      const january = (await priya.post('/api/dashboard/stats').send({}).expect(200)).body;
      expect(january.leadCycleIds).toEqual([]);
      expect(january.promises).toEqual({ made: 2, kept: 1, keptRate: 1 });
      // An agent of another group sees none of Priya's customers (only the fixtures' January promises, made on
      // 01/01/2030 and never decided); the admin sees Priya's among the floor's.
      expect((await agent.post('/api/dashboard/stats').send({}).expect(200)).body.promises).toEqual({ made: 6, kept: 0, keptRate: null });
      const floor = (await admin.post('/api/dashboard/stats').send({}).expect(200)).body;
      expect(floor.promisesByAgent).toContainEqual({ agent: { id: priyaUser.id, name: 'Priya' }, made: 2, kept: 1, keptRate: 1 });

      // February: the open promise is found broken; it was made in January, so February made none.
      t.clock.set('2030-02-03T04:30:00.000Z');
      await t.app.get(PromisesService).decideDue();
      expect((await priya.post('/api/dashboard/stats').send({}).expect(200)).body.promises).toEqual({ made: 0, kept: 0, keptRate: 0 });
      // Moved to another group, the customers' promises leave Priya's figures with them.
      await admin.post('/api/customers/bulk-assign').send({ customer_ids: [kept.id, broken.id], group_id: (await make.group()).id }).expect(200);
      expect((await priya.post('/api/dashboard/stats').send({}).expect(200)).body.promises).toEqual({ made: 0, kept: 0, keptRate: null });
      // A named cycle still counts every promise on that cycle's customers.
      expect((await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [oldCycle.id] }).expect(200)).body.promises).toEqual({ made: 2, kept: 1, keptRate: 1 / 2 });
    });
  });
});
