import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { DispositionStatus } from '../src/modules/dispositions/entities/disposition-status.entity.js';
import { factories } from './support/factories.js';
import { acrossALoan } from './support/group-loan.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface Entry { kind: string; customer: { id: number; name: string; loan_application_no: string }; summary: string }

/**
 * Issue 26 item 3: Recent Activity applies the one visibility rule. An agent's own past actions on a customer they
 * no longer see are not shown at all (docs/decisions.md), and they show to whoever sees the customer now.
 */
describe('Recent Activity after customers are regrouped', () => {
  let t: TestApp;
  let admin: Client;
  let priya: Client;
  let rahul: Client;
  let rahulId: number;
  let customer: Customer;
  let priyaGroup: number;
  let rahulGroup: number;
  let ptp: DispositionStatus;

  const activityOf = async (client: Client) => (await client.get('/api/activity?limit=50').expect(200)).body.items as Entry[];
  const regroup = (groupId: number) => admin.post('/api/customers/bulk-assign').send({ customer_ids: [customer.id], group_id: groupId }).expect(200);

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set('2030-05-12T05:00:00.000Z');
    const make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    const p = await t.signedIn('agent', { name: 'Priya' });
    const r = await t.signedIn('agent', { name: 'Rahul' });
    priya = p.client;
    rahul = r.client;
    rahulId = r.user.id;
    priyaGroup = (await make.group()).id;
    rahulGroup = (await make.group()).id;
    await make.assign(p.user.id, priyaGroup);
    await make.assign(r.user.id, rahulGroup);
    customer = await make.customer(await make.leadCycle(), { groupId: priyaGroup, name: 'Regrouped Customer', loanApplicationNo: 'LN-197' });
    ptp = await make.dispositionStatus(await make.dispositionList(), { name: 'Promise to pay', code: 'PTP', contactType: 'RPC', nextDateTimeNeeded: true });
    await priya.post(`/api/customers/${customer.id}/feedback`).send({
      disposition_status_id: ptp.id, rpc_follow_up: '2030-05-13T10:00:00.000Z', callMetadata: { reasonForNotPaying: 'Medical' }, disposition_note: 'Will pay on the 13th',
    }).expect(201);
  });
  afterAll(async () => {
    await t.close();
  });

  it("an agent's own action disappears with the customer, and shows to the agent who sees the customer now", async () => {
    expect(await activityOf(priya)).toEqual([expect.objectContaining({ kind: 'feedback', customer: expect.objectContaining({ name: 'Regrouped Customer' }) })]);
    expect(await activityOf(rahul)).toEqual([]);

    await regroup(rahulGroup);
    await priya.get(`/api/customers/${encodeURIComponent('LN-197')}`).expect(404);
    const priyaSees = JSON.stringify(await activityOf(priya));
    expect(priyaSees).not.toContain('Regrouped Customer');
    expect(priyaSees).not.toContain('LN-197');
    expect(priyaSees).not.toContain('Will pay on the 13th');
    expect(await activityOf(rahul)).toEqual([expect.objectContaining({ kind: 'feedback', summary: 'Promise to pay: Will pay on the 13th' })]);
  });

  it('moved back, the customer shows to the first agent again and no longer to the other', async () => {
    await regroup(priyaGroup);
    expect((await activityOf(priya)).map((entry) => entry.customer.loan_application_no)).toEqual(['LN-197']);
    expect(await activityOf(rahul)).toEqual([]);
    // Issue 30: holding a loan of the customer's group, the other agent sees its activity on the loan's day only.
    const seen = await acrossALoan(t, { groupId: priyaGroup, agentIds: [rahulId] }, async () => (await activityOf(rahul)).map((entry) => entry.customer.loan_application_no));
    expect(seen).toEqual({ before: [], during: ['LN-197'], after: [] });
  });
});
