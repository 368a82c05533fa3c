import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { auditedQuery } from './support/audited.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface Section { key: string; count: number; customers: { id: number; promised_date: string | null }[] }

const NOW = '2030-03-10T06:30:00.000Z'; // 12:00 in Kolkata
const TODAY = '2030-03-10';

describe('the worklist', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let agent: Client;
  let agentUser: User;
  let otherAgentUser: User;
  let groupIds: number[];

  /** The sections by brute force: every row read into memory and filtered by the rules as written. */
  async function bruteForce(visibleGroups: number[] | null): Promise<Record<string, number[]>> {
    const customers: { id: number; group_id: number | null; next_follow_up: Date | null; status: string; last_disposition_status: string | null }[] =
      await t.dataSource.query(`SELECT id, group_id, next_follow_up, status, last_disposition_status FROM customers`);
    const promises: { customer_id: number; state: string; promised_date: string; decided_at: Date | null }[] =
      await t.dataSource.query(`SELECT customer_id, state, promised_date::text AS promised_date, decided_at FROM promises`);
    const feedback: { customer_id: number; created_at: Date }[] = await t.dataSource.query(`SELECT customer_id, created_at FROM feedback`);
    const visible = new Set(customers.filter((c) => visibleGroups === null || (c.group_id !== null && visibleGroups.includes(c.group_id))).map((c) => c.id));
    const byId = new Map(customers.map((c) => [c.id, c]));
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
    return {
      due_follow_ups: sorted(customers.filter((c) => visible.has(c.id) && c.status !== 'paid' && c.next_follow_up && c.next_follow_up <= new Date(NOW)).map((c) => c.id)),
      promises_due: sorted(promises.filter((p) => visible.has(p.customer_id) && p.state === 'open' && p.promised_date <= TODAY).map((p) => p.customer_id)),
      broken_promises: sorted(promises.filter((p) => visible.has(p.customer_id) && p.state === 'broken'
        && !feedback.some((f) => f.customer_id === p.customer_id && f.created_at > p.decided_at!)).map((p) => p.customer_id)),
      never_contacted: sorted([...visible].filter((id) => byId.get(id)!.last_disposition_status === null && byId.get(id)!.status !== 'paid')),
    };
  }

  const fromApi = (sections: Section[]) => Object.fromEntries(sections.map((s) => {
    expect(s.count).toBe(s.customers.length);
    return [s.key, s.customers.map((c) => c.id).sort((a, b) => a - b)];
  }));

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set(NOW);
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    ({ client: agent, user: agentUser } = await t.signedIn('agent'));
    otherAgentUser = (await t.signedIn('agent')).user;
    const cycle = await make.leadCycle();
    groupIds = [(await make.group()).id, (await make.group()).id, (await make.group()).id];
    await make.assign(agentUser.id, groupIds[0]);
    await make.assign(agentUser.id, groupIds[1]);
    await make.assign(otherAgentUser.id, groupIds[2]);

    // Generated customers: any group (or none), follow-ups around now, any status, contacted or not, and a promise
    // history that is open, broken (called again since or not), kept or cancelled.
    const row = fc.record({
      group: fc.constantFrom(0, 1, 2, -1),
      followUpHours: fc.option(fc.integer({ min: -72, max: 72 }), { nil: null }),
      status: fc.constantFrom('overdue', 'partially_paid', 'paid'),
      contacted: fc.boolean(),
      promise: fc.option(fc.record({ state: fc.constantFrom('open', 'broken', 'kept', 'cancelled'), dayOffset: fc.integer({ min: -3, max: 2 }), calledAgain: fc.boolean() }), { nil: null }),
    });
    const rows = fc.sample(row, { numRuns: 150, seed: 17 });
    for (const r of rows) {
      const customer = await make.customer(cycle, {
        groupId: r.group === -1 ? null : groupIds[r.group],
        status: r.status as 'overdue',
        nextFollowUp: r.followUpHours === null ? null : new Date(Date.parse(NOW) + r.followUpHours * 3_600_000),
        lastDispositionStatus: r.contacted ? 'CB' : null,
      });
      if (!r.promise) continue;
      const day = new Date(Date.parse(`${TODAY}T00:00:00Z`) + r.promise.dayOffset * 86_400_000).toISOString().slice(0, 10);
      const decidedAt = r.promise.state === 'open' ? null : new Date(Date.parse(NOW) - 86_400_000);
      await auditedQuery(t.dataSource, 'promise',
        `INSERT INTO promises (customer_id, agent_id, made_on, promised_date, promised_amount, state, created_at, decided_at) VALUES ($1, $2, $3::date - 5, $3, 1000, $4, $5, $6)`,
        [customer.id, agentUser.id, day, r.promise.state, new Date(Date.parse(NOW) - 6 * 86_400_000), decidedAt]);
      if (r.promise.calledAgain) {
        await auditedQuery(t.dataSource, 'feedback',
          `INSERT INTO feedback (customer_id, agent_id, disposition_name, disposition_code, contact_type, created_at) VALUES ($1, $2, 'Call back', 'CB', 'RPC', $3)`,
          [customer.id, agentUser.id, new Date(Date.parse(NOW) - 3_600_000)]);
      }
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('an agent gets every section, in order, equal to the brute-force answer over their groups only', async () => {
    const answer = await agent.get('/api/worklist?limit=100').expect(200);
    expect(answer.body.sections.map((s: Section) => s.key)).toEqual(['due_follow_ups', 'promises_due', 'broken_promises', 'never_contacted']);
    const expected = await bruteForce([groupIds[0], groupIds[1]]);
    expect(Object.values(expected).every((ids) => ids.length > 0)).toBe(true);
    expect(fromApi(answer.body.sections)).toEqual(expected);
  });

  it("an admin sees an agent's worklist with agent_id and the whole floor without", async () => {
    expect(fromApi((await admin.get(`/api/worklist?limit=100&agent_id=${otherAgentUser.id}`).expect(200)).body.sections)).toEqual(await bruteForce([groupIds[2]]));
    const floor = (await admin.get('/api/worklist?limit=100').expect(200)).body.sections as Section[];
    const expected = await bruteForce(null);
    expect(floor.map((s) => s.count)).toEqual(Object.values(expected).map((ids) => ids.length));
    expect(fromApi(floor)).toEqual(expected);
  });

  it('counts every customer of a section while listing only limit of them, most urgent first', async () => {
    const [due] = (await agent.get('/api/worklist?limit=2').expect(200)).body.sections as (Section & { customers: { next_follow_up: string }[] })[];
    expect(due.customers).toHaveLength(2);
    expect(due.count).toBe((await bruteForce([groupIds[0], groupIds[1]])).due_follow_ups.length);
    expect(Date.parse(due.customers[0].next_follow_up)).toBeLessThanOrEqual(Date.parse(due.customers[1].next_follow_up));
  });

  it("lists each section's first customers in its order, merged across the agent's groups", async () => {
    // The rules as written, over the customers' own groups (not the group kept on the promise).
    const visible = `c.group_id = ANY ($1::int[])`;
    const notCalledAgain = `NOT EXISTS (SELECT 1 FROM feedback f WHERE f.customer_id = p.customer_id AND f.created_at > p.decided_at)`;
    const groups = [groupIds[0], groupIds[1]];
    const ordered: Record<string, [string, unknown[]]> = {
      due_follow_ups: [`SELECT c.id FROM customers c WHERE ${visible} AND c.status <> 'paid' AND c.next_follow_up <= $2 ORDER BY c.next_follow_up, c.id`, [groups, NOW]],
      promises_due: [`SELECT c.id FROM promises p JOIN customers c ON c.id = p.customer_id WHERE ${visible} AND p.state = 'open' AND p.promised_date <= $2
        ORDER BY p.promised_date, p.promised_amount DESC NULLS LAST, c.id`, [groups, TODAY]],
      broken_promises: [`SELECT c.id FROM promises p JOIN customers c ON c.id = p.customer_id WHERE ${visible} AND p.state = 'broken' AND ${notCalledAgain}
        ORDER BY p.decided_at DESC, c.id`, [groups]],
      never_contacted: [`SELECT c.id FROM customers c WHERE ${visible} AND c.status <> 'paid' AND c.last_disposition_status IS NULL ORDER BY c.id`, [groups]],
    };
    for (const limit of [3, 100]) {
      const sections = (await agent.get(`/api/worklist?limit=${limit}`).expect(200)).body.sections as Section[];
      for (const section of sections) {
        const expected: { id: number }[] = await t.dataSource.query(...ordered[section.key]);
        expect({ key: section.key, ids: section.customers.map((c) => c.id) }).toEqual({ key: section.key, ids: expected.slice(0, limit).map((row) => row.id) });
      }
    }
  });

  it("refuses another agent's worklist to an agent, an unknown agent to an admin, and bad limits", async () => {
    await agent.get(`/api/worklist?agent_id=${otherAgentUser.id}`).expect(403);
    await agent.get(`/api/worklist?agent_id=${agentUser.id}`).expect(200);
    await admin.get('/api/worklist?agent_id=2000000000').expect(404);
    expect((await agent.get('/api/worklist?limit=0').expect(400)).body.errors).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
    expect((await agent.get('/api/worklist?limit=101').expect(400)).body.errors).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
  });

  it('judges a broken promise called again or not whether the feedback or the verdict is written first', async () => {
    const cycle = await make.leadCycle();
    const at = (hoursAgo: number) => new Date(Date.parse(NOW) - hoursAgo * 3_600_000);
    const feedbackAt = (customerId: number, time: Date) => auditedQuery(t.dataSource, 'feedback',
      `INSERT INTO feedback (customer_id, agent_id, disposition_name, disposition_code, contact_type, created_at) VALUES ($1, $2, 'Call back', 'CB', 'RPC', $3)`,
      [customerId, agentUser.id, time]);
    const promise = async (customerId: number, state: string, decidedAt: Date | null) => (await auditedQuery<{ id: number }[]>(t.dataSource, 'promise',
      `INSERT INTO promises (customer_id, agent_id, made_on, promised_date, promised_amount, state, created_at, decided_at)
       VALUES ($1, $2, '2030-03-01', '2030-03-05', 1000, $3, $4, $5) RETURNING id`, [customerId, agentUser.id, state, at(200), decidedAt]))[0].id;
    const calledBefore = await make.customer(cycle, { groupId: groupIds[0] });
    const calledAfter = await make.customer(cycle, { groupId: groupIds[0] });
    const decidedLater = await make.customer(cycle, { groupId: groupIds[0] });
    await feedbackAt(calledBefore.id, at(3));
    await promise(calledBefore.id, 'broken', at(2)); // called before it broke: still to call
    await feedbackAt(calledAfter.id, at(1));
    await promise(calledAfter.id, 'broken', at(2)); // written after a feedback newer than its verdict: called again
    const open = await promise(decidedLater.id, 'open', null);
    await feedbackAt(decidedLater.id, at(1));
    await auditedQuery(t.dataSource, 'promise', `UPDATE promises SET state = 'broken', decided_at = $2 WHERE id = $1`, [open, at(2)]);

    const broken = (await agent.get('/api/worklist?limit=100').expect(200)).body.sections.find((s: Section) => s.key === 'broken_promises');
    const ids = broken.customers.map((c: { id: number }) => c.id);
    expect(ids).toContain(calledBefore.id);
    expect(ids).not.toContain(calledAfter.id);
    expect(ids).not.toContain(decidedLater.id);
    expect(fromApi((await agent.get('/api/worklist?limit=100').expect(200)).body.sections)).toEqual(await bruteForce([groupIds[0], groupIds[1]]));
  });
});
