import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Group } from '../src/modules/groups/entities/group.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { CountsCompactionService } from '../src/modules/customers/counts-compaction.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { auditedQuery } from './support/audited.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface Section { key: string; customers: { id: number }[] }

/** Migration PromiseGroupAndCounts: a promise's group follows its customer's, and promise_counts equals count(*). */
describe("promises keep their customer's group, and promise_counts stays exact", () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let northAgent: Client;
  let southAgent: Client;
  let agentUser: User;
  let cycle: LeadCycle;
  let north: Group;
  let south: Group;

  const promise = async (customerId: number, state: string, agentId: number | null = agentUser.id) => (await auditedQuery<{ id: number }[]>(t.dataSource, 'promise',
    `INSERT INTO promises (customer_id, agent_id, made_on, promised_date, promised_amount, state, created_at, decided_at)
     VALUES ($1, $2, '2030-03-01', '2030-03-05', 1000, $3, '2030-03-01T06:00:00Z', CASE WHEN $3 <> 'open' THEN '2030-03-06T06:00:00Z'::timestamptz END) RETURNING id`,
    [customerId, agentId, state]))[0].id;
  /** Promises whose group is not their customer's. */
  const misgrouped = () => t.dataSource.query(`SELECT p.id, p.group_id, c.group_id AS customer_group FROM promises p JOIN customers c ON c.id = p.customer_id
    WHERE p.group_id IS DISTINCT FROM c.group_id`);
  /** Keys where promise_counts' sums differ from count(*) over promises. */
  const drift = () => {
    const actual = `SELECT lead_cycle_id, group_id, agent_id, state, called_again, CASE WHEN state = 'open' THEN promised_date END, count(*)::int AS n
      FROM promises GROUP BY 1, 2, 3, 4, 5, 6`;
    const kept = `SELECT lead_cycle_id, group_id, agent_id, state, called_again, due_on, sum(n)::int FROM promise_counts GROUP BY 1, 2, 3, 4, 5, 6 HAVING sum(n) <> 0`;
    return t.dataSource.query(`(${actual} EXCEPT ${kept}) UNION ALL (${kept} EXCEPT ${actual})`);
  };
  /** The same for promise_month_counts (migration PromiseMonthCounts: the dashboard's current month). */
  const monthDrift = () => {
    const actual = `SELECT date_trunc('month', made_on)::date, CASE WHEN state IN ('kept', 'kept_late', 'broken') THEN date_trunc('month', decided_on)::date END,
      state, group_id, agent_id, count(*)::int AS n FROM promises GROUP BY 1, 2, 3, 4, 5`;
    const kept = `SELECT made_month, decided_month, state, group_id, agent_id, sum(n)::int FROM promise_month_counts GROUP BY 1, 2, 3, 4, 5 HAVING sum(n) <> 0`;
    return t.dataSource.query(`(${actual} EXCEPT ${kept}) UNION ALL (${kept} EXCEPT ${actual})`);
  };
  const brokenShownTo = async (agent: Client) => ((await agent.get('/api/worklist?limit=100').expect(200)).body.sections as Section[])
    .find((s) => s.key === 'broken_promises')!.customers.map((c) => c.id);

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set('2030-03-10T06:30:00.000Z');
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    ({ client: northAgent, user: agentUser } = await t.signedIn('agent'));
    const { client, user: southUser } = await t.signedIn('agent');
    southAgent = client;
    cycle = await make.leadCycle();
    north = await make.group();
    south = await make.group();
    await make.assign(agentUser.id, north.id);
    await make.assign(southUser.id, south.id);
  });
  afterAll(async () => {
    await t.close();
  });

  it("sets a promise's group from its customer whatever its writer sends", async () => {
    const customer = await make.customer(cycle, { groupId: north.id });
    const id = (await auditedQuery<{ id: number }[]>(t.dataSource, 'promise',
      `INSERT INTO promises (customer_id, group_id, agent_id, made_on, promised_date, state, created_at) VALUES ($1, $2, $3, '2030-03-01', '2030-03-05', 'open', now()) RETURNING id`,
      [customer.id, south.id, agentUser.id]))[0].id;
    await auditedQuery(t.dataSource, 'promise', `UPDATE promises SET group_id = $2 WHERE id = $1`, [id, south.id]);
    expect(await t.dataSource.query(`SELECT group_id FROM promises WHERE id = $1`, [id])).toEqual([{ group_id: north.id }]);
    expect(await misgrouped()).toEqual([]);
  });

  it('moves the promises of customers regrouped one at a time, in bulk, and by a deleted group, and the worklist follows', async () => {
    const customers = await Promise.all(Array.from({ length: 6 }, () => make.customer(cycle, { groupId: north.id })));
    for (const customer of customers) {
      await promise(customer.id, 'broken');
      await promise(customer.id, 'kept');
    }
    const [one, ...rest] = customers.map((c) => c.id);
    expect(await brokenShownTo(northAgent)).toEqual(expect.arrayContaining([one, ...rest]));

    await admin.post('/api/customers/bulk-assign').send({ customer_ids: [one], group_id: south.id }).expect(200);
    expect(await misgrouped()).toEqual([]);
    expect(await brokenShownTo(northAgent)).not.toContain(one);
    expect(await brokenShownTo(southAgent)).toContain(one);

    // One statement regrouping many customers, beside customers it updates without regrouping.
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET group_id = CASE WHEN id = ANY ($1::int[]) THEN $2 ELSE group_id END, name = name || '.'
      WHERE lead_cycle_id = $3`, [rest, south.id, cycle.id]);
    expect(await misgrouped()).toEqual([]);
    expect(await t.dataSource.query(`SELECT DISTINCT group_id FROM promises WHERE customer_id = ANY ($1::int[])`, [customers.map((c) => c.id)])).toEqual([{ group_id: south.id }]);
    expect(await brokenShownTo(southAgent)).toEqual(expect.arrayContaining([one, ...rest]));

    const doomed = await make.group();
    await admin.post('/api/customers/bulk-assign').send({ customer_ids: rest, group_id: doomed.id }).expect(200);
    await admin.delete(`/api/groups/${doomed.id}`).expect(200);
    expect(await misgrouped()).toEqual([]);
    expect(await t.dataSource.query(`SELECT DISTINCT group_id FROM promises WHERE customer_id = ANY ($1::int[])`, [rest])).toEqual([{ group_id: null }]);
    expect((await brokenShownTo(southAgent)).filter((id) => rest.includes(id))).toEqual([]);
    expect(await drift()).toEqual([]);
  });

  it('keeps customer_group_follow_up_days equal to count(*) through inserts, rescheduling, payment, regrouping, deletes and compaction', async () => {
    const actual = `SELECT group_id, status::text, floor(extract(epoch FROM next_follow_up) / 86400)::int, count(*)::int AS n FROM customers
      WHERE next_follow_up IS NOT NULL GROUP BY 1, 2, 3`;
    const kept = `SELECT group_id, status, follow_up_day, sum(n)::int FROM customer_group_follow_up_days GROUP BY 1, 2, 3 HAVING sum(n) <> 0`;
    const daysDrift = () => t.dataSource.query(`(${actual} EXCEPT ${kept}) UNION ALL (${kept} EXCEPT ${actual})`);
    const at = (hours: number) => new Date(Date.parse('2030-03-10T06:30:00.000Z') + hours * 3_600_000);
    const customers = await Promise.all([-50, -20, -1, 2, 30, null].map((hours, i) =>
      make.customer(cycle, { groupId: i % 2 ? north.id : south.id, nextFollowUp: hours === null ? null : at(hours) })));
    const ids = customers.map((c) => c.id);
    expect(await daysDrift()).toEqual([]);
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET next_follow_up = next_follow_up + interval '1 day' WHERE id = ANY ($1::int[])`, [ids.slice(0, 3)]);
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET next_follow_up = $2, status = 'paid' WHERE id = $1`, [ids[5], at(-3)]);
    await admin.post('/api/customers/bulk-assign').send({ customer_ids: ids.slice(2, 5), group_id: north.id }).expect(200);
    await admin.delete(`/api/customers/${ids[4]}`).expect(200);
    expect(await daysDrift()).toEqual([]);
    expect(await t.app.get(CountsCompactionService).compact()).toBe(true);
    expect(await daysDrift()).toEqual([]);
  });

  it('keeps promise_counts and promise_month_counts equal to count(*) through inserts, state changes, a call after a broken promise, regrouping, deletes, a deleted agent and compaction', async () => {
    const leaving = (await t.signedIn('agent')).user;
    const other = await make.leadCycle();
    const customers = await Promise.all(Array.from({ length: 8 }, (_, i) => make.customer(i % 2 ? cycle : other, { groupId: i % 3 ? north.id : null })));
    const ids = customers.map((c) => c.id);
    await auditedQuery(t.dataSource, 'promise', `INSERT INTO promises (customer_id, agent_id, made_on, promised_date, state, created_at)
      SELECT id, CASE WHEN id % 2 = 0 THEN $2::int ELSE $3::int END, '2030-03-01', '2030-03-05', 'open', now() FROM unnest($1::int[]) id`, [ids, agentUser.id, leaving.id]);
    expect([...(await drift()), ...(await monthDrift())]).toEqual([]);
    await auditedQuery(t.dataSource, 'promise', `UPDATE promises SET state = CASE WHEN customer_id % 3 = 0 THEN 'kept' ELSE 'broken' END, decided_at = now(),
      decided_on = CASE WHEN customer_id % 2 = 0 THEN '2030-03-06'::date ELSE '2030-04-01'::date END WHERE customer_id = ANY ($1::int[])`, [ids]);
    await promise(ids[0], 'open', null);
    await auditedQuery(t.dataSource, 'promise', `UPDATE promises SET promised_date = '2030-03-07' WHERE customer_id = $1 AND state = 'open'`, [ids[0]]);
    expect([...(await drift()), ...(await monthDrift())]).toEqual([]);
    const calledAgain = async () => (await t.dataSource.query(`SELECT count(*)::int AS n FROM promises WHERE called_again`))[0].n;
    const before = await calledAgain();
    await auditedQuery(t.dataSource, 'feedback', `INSERT INTO feedback (customer_id, agent_id, disposition_name, disposition_code, contact_type, created_at)
      SELECT id, $2, 'Call back', 'CB', 'RPC', now() + interval '1 day' FROM unnest($1::int[]) id`, [ids, agentUser.id]);
    expect(await calledAgain()).toBeGreaterThan(before);
    expect([...(await drift()), ...(await monthDrift())]).toEqual([]);
    await admin.post('/api/customers/bulk-assign').send({ customer_ids: ids.slice(0, 4), group_id: south.id }).expect(200);
    await admin.delete(`/api/customers/${ids[5]}`).expect(200);
    await auditedQuery(t.dataSource, 'promise', `DELETE FROM promises WHERE customer_id = $1`, [ids[6]]);
    expect([...(await drift()), ...(await monthDrift())]).toEqual([]);
    await auditedQuery(t.dataSource, 'user', `DELETE FROM users WHERE id = $1`, [leaving.id]);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM promise_counts WHERE agent_id IS NULL`))[0].n).toBeGreaterThan(0);
    expect([...(await drift()), ...(await monthDrift())]).toEqual([]);

    expect(await t.app.get(CountsCompactionService).compact()).toBe(true);
    const [{ extra: extraDays }] = await t.dataSource.query(`SELECT (count(*) - count(DISTINCT (group_id, status, follow_up_day)))::int AS extra FROM customer_group_follow_up_days`);
    expect(extraDays).toBe(0);
    const [{ extra }] = await t.dataSource.query(`SELECT (count(*) - count(DISTINCT (lead_cycle_id, group_id, agent_id, state, called_again, due_on)))::int AS extra FROM promise_counts`);
    expect(extra).toBe(0);
    const [{ extra: extraMonths }] = await t.dataSource.query(`SELECT (count(*) - count(DISTINCT (made_month, decided_month, state, group_id, agent_id)))::int AS extra FROM promise_month_counts`);
    expect(extraMonths).toBe(0);
    expect([...(await drift()), ...(await monthDrift())]).toEqual([]);
  });
});
