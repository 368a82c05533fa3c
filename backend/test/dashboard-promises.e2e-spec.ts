import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
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
});
