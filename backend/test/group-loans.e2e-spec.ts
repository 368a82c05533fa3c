import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { PromisesService } from '../src/modules/promises/promises.service.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/**
 * Issue 30: a loan of a group makes its customers visible to the borrowers on the loan's business dates only, through
 * the one customer scope; the worklist labels the covered items; loans end by themselves, early, or with a borrower.
 */
describe('group loans', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let priya: Client;
  let rahul: Client;
  let rahulId: number;
  let priyaId: number;
  let covered: number;
  let customer: Customer;

  const at = (day: string) => t.clock.set(`${day}T05:00:00.000Z`); // 10:30 in Kolkata
  const lend = (body: Record<string, unknown>) => admin.post('/api/group-loans').send(body);
  const notificationsOf = async (client: Client) => (await client.get('/api/notifications?range=[0,49]').expect(200)).body as { kind: string; title: string; body: string | null }[];

  /**
   * Whether the agent may open the covered customer. Each place a customer shows up (list, detail, Call History,
   * activity, promises, notifications) is checked with a loan in place in its own visibility test (support/group-loan.ts).
   */
  const seen = async (client: Client) => (await client.get(`/api/customers/${encodeURIComponent(customer.loanApplicationNo)}`)).status;
  /** The worklist's Never contacted section: own groups' customers first, then the covered ones labelled. */
  async function neverContacted(client: Client) {
    const { sections } = (await client.get('/api/worklist').expect(200)).body as { sections: { key: string; customers: { name: string; covering_for: string | null }[] }[] };
    return sections.find((section) => section.key === 'never_contacted')!.customers.map((row) => [row.name, row.covering_for]);
  }
  const hidden = 404;
  const visible = 200;

  beforeAll(async () => {
    t = await bootTestApp();
    at('2030-05-12');
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    const p = await t.signedIn('agent', { name: 'Priya Shah' });
    const r = await t.signedIn('agent', { name: 'Rahul Iyer' });
    priya = p.client;
    rahul = r.client;
    priyaId = p.user.id;
    rahulId = r.user.id;
    covered = (await make.group({ name: 'North Desk' })).id;
    const own = (await make.group({ name: 'South Desk' })).id;
    await make.assign(priyaId, covered);
    await make.assign(rahulId, own);
    customer = await make.customer(await make.leadCycle(), { groupId: covered, name: 'Covered Customer', loanApplicationNo: 'CV-301' });
    const ptp = await make.dispositionStatus(await make.dispositionList(), { name: 'Promise to pay', code: 'PTP', contactType: 'RPC', nextDateTimeNeeded: true });
    await priya.post(`/api/customers/${customer.id}/feedback`).send({
      disposition_status_id: ptp.id, rpc_follow_up: '2030-05-13T05:20:00.000Z', callMetadata: { reasonForNotPaying: 'Medical' }, promised_amount: 5000,
    }).expect(201);
    const cycle = await make.leadCycle();
    await make.customer(cycle, { groupId: covered, name: 'Covered Fresh', loanApplicationNo: 'CV-302' });
    await make.customer(cycle, { groupId: own, name: 'Own Fresh', loanApplicationNo: 'OW-401' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a range that ends before it starts or is longer than 31 days, naming the field', async () => {
    const base = { group_id: covered, agent_ids: [rahulId], reason: 'Leave' };
    expect((await lend({ ...base, start_date: '2030-05-14', end_date: '2030-05-13' }).expect(400)).body.errors).toEqual({ end_date: 'end_date cannot be before start_date' });
    expect((await lend({ ...base, start_date: '2030-05-13', end_date: '2030-06-13' }).expect(400)).body.errors).toEqual({ end_date: 'A loan lasts at most 31 days' });
    expect((await lend({ ...base, agent_ids: [priyaId], start_date: '2030-05-13', end_date: '2030-05-13' }).expect(400)).body.errors).toEqual({ agent_ids: 'Priya Shah is already in this group' });
    await lend({ ...base, group_id: 999999, start_date: '2030-05-13', end_date: '2030-05-13' }).expect(404);
    await rahul.post('/api/group-loans').send({ ...base, start_date: '2030-05-13', end_date: '2030-05-13' }).expect(403);
  });

  it("shows the group's customers to the borrower on the loan's days only, and ends by itself", async () => {
    expect(await seen(rahul)).toEqual(hidden);
    const loan = (await lend({ group_id: covered, agent_ids: [rahulId], start_date: '2030-05-13', end_date: '2030-05-14', reason: 'Priya on leave' }).expect(201)).body;
    expect(loan).toEqual(expect.objectContaining({ group_id: covered, group_name: 'North Desk', start_date: '2030-05-13', end_date: '2030-05-14', reason: 'Priya on leave', automatic: false, ended_at: null }));
    expect(loan.agents).toEqual([{ id: rahulId, name: 'Rahul Iyer' }]);
    expect(await seen(rahul)).toEqual(hidden); // the loan starts tomorrow
    at('2030-05-13');
    expect(await seen(rahul)).toEqual(visible);
    expect(await neverContacted(rahul)).toEqual([['Own Fresh', null], ['Covered Fresh', 'Priya Shah']]);
    expect(await neverContacted(priya)).toEqual([['Covered Fresh', null]]);
    at('2030-05-14');
    expect(await seen(rahul)).toEqual(visible);
    at('2030-05-15');
    expect(await seen(rahul)).toEqual(hidden);
    expect(await neverContacted(rahul)).toEqual([['Own Fresh', null]]);
    expect(await seen(priya)).toEqual(visible);
  });

  it('notifies the borrowers and the group’s own agents, and is audited', async () => {
    expect((await notificationsOf(rahul))[0]).toEqual(expect.objectContaining({ kind: 'group_loan', title: 'You are covering North Desk', body: '13/05/2030 to 14/05/2030: Priya on leave' }));
    expect((await notificationsOf(priya))[0]).toEqual(expect.objectContaining({ kind: 'group_loan', title: 'North Desk is covered by Rahul Iyer', body: '13/05/2030 to 14/05/2030: Priya on leave' }));
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE entity = 'group_loan' AND action = 'create'`);
    expect(count).toBe(1);
  });

  it('DELETE ends a running loan now, its end date today; the list shows it ended', async () => {
    at('2030-05-16');
    const loan = (await lend({ group_id: covered, agent_ids: [rahulId], start_date: '2030-05-16', end_date: '2030-05-20', reason: 'Training' }).expect(201)).body;
    expect(await seen(rahul)).toEqual(visible);
    const ended = (await admin.delete(`/api/group-loans/${loan.id}`).expect(200)).body;
    expect(ended).toEqual(expect.objectContaining({ id: loan.id, end_date: '2030-05-16', ended_at: '2030-05-16T05:00:00.000Z' }));
    expect(await seen(rahul)).toEqual(hidden);
    await admin.delete(`/api/group-loans/${loan.id}`).expect(409);
    await admin.delete('/api/group-loans/999999').expect(404);
    const list = (await admin.get('/api/group-loans').expect(200)).body as { id: number; ended_at: string | null }[];
    expect(list.find((row) => row.id === loan.id)?.ended_at).toBe('2030-05-16T05:00:00.000Z');
  });

  it('reminders and broken-promise notifications of a covered group go to the borrowers too, while the loan runs', async () => {
    t.clock.set('2030-05-17T04:30:00.000Z');
    await lend({ group_id: covered, agent_ids: [rahulId], start_date: '2030-05-17', end_date: '2030-05-18', reason: 'Leave' }).expect(201);
    await priya.post(`/api/customers/${customer.id}/feedback`).send({
      disposition_status_id: (await t.dataSource.query(`SELECT id FROM disposition_statuses WHERE code = 'PTP'`))[0].id,
      rpc_follow_up: '2030-05-17T05:10:00.000Z', callMetadata: { reasonForNotPaying: 'Medical' }, promised_amount: 3000,
    }).expect(201);
    t.clock.set('2030-05-17T05:00:00.000Z'); // 10 minutes before the follow-up
    expect(await t.app.get(NotificationsService).remindFollowUps()).toBe(2);
    expect((await notificationsOf(rahul))[0]).toEqual(expect.objectContaining({ kind: 'follow_up_due', body: 'Covered Customer (CV-301)' }));
    t.clock.set('2030-05-18T20:00:00.000Z'); // 19 May in Kolkata: the loan has ended
    await t.app.get(PromisesService).decideDue();
    expect((await notificationsOf(rahul)).filter((n) => n.kind === 'promise_broken')).toEqual([]);
  });

  it("a deactivated agent's loans end", async () => {
    at('2030-05-20');
    const sita = await t.signedIn('agent', { name: 'Sita Rao' });
    const loan = (await lend({ group_id: covered, agent_ids: [rahulId, sita.user.id], start_date: '2030-05-20', end_date: '2030-05-25', reason: 'Leave' }).expect(201)).body;
    await admin.patch(`/api/users/${sita.user.id}`).send({ is_active: false }).expect(200);
    const [row] = (await admin.get('/api/group-loans').expect(200)).body.filter((l: { id: number }) => l.id === loan.id);
    expect(row.agents).toEqual([{ id: rahulId, name: 'Rahul Iyer' }]);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE entity = 'group_loan' AND entity_id = $1 AND action = 'end_borrower'`, [String(loan.id)]);
    expect(count).toBe(1);
    expect(await seen(rahul)).toBe(visible);
  });

  it('broken promises of a covered group notify the borrowers', async () => {
    // Rahul holds the loan of 20-25 May; a promise dated 21 May breaks on 23 May (one grace day).
    await priya.post(`/api/customers/${customer.id}/feedback`).send({
      disposition_status_id: (await t.dataSource.query(`SELECT id FROM disposition_statuses WHERE code = 'PTP'`))[0].id,
      rpc_follow_up: '2030-05-21T05:10:00.000Z', callMetadata: { reasonForNotPaying: 'Medical' }, promised_amount: 1000,
    }).expect(201);
    at('2030-05-23');
    await t.app.get(PromisesService).decideDue();
    expect((await notificationsOf(rahul)).filter((n) => n.kind === 'promise_broken')).toEqual([expect.objectContaining({ body: 'Covered Customer (CV-301)' })]);
    expect((await notificationsOf(priya)).filter((n) => n.kind === 'promise_broken').length).toBeGreaterThan(0);
  });
});
