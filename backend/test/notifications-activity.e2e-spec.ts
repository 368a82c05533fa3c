import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { DispositionStatus } from '../src/modules/dispositions/entities/disposition-status.entity.js';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { PromisesService } from '../src/modules/promises/promises.service.js';
import { factories, type Factories } from './support/factories.js';
import { acrossALoan } from './support/group-loan.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
const NOW = '2030-05-10T04:30:00.000Z'; // 10:00 in Kolkata

describe('notifications and activity', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let agent: Client;
  let agentId: number;
  let stranger: Client;
  let mine: Customer;
  let hidden: Customer;
  let ptp: DispositionStatus;

  const notificationsOf = async (client: Client) => (await client.get('/api/notifications?range=[0,49]').expect(200)).body as { id: number; kind: string; link: string; read: boolean; title: string; body: string | null }[];
  const unread = async (client: Client) => (await client.get('/api/notifications/unread-count').expect(200)).body.count as number;

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set(NOW);
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    const signed = await t.signedIn('agent');
    agent = signed.client;
    agentId = signed.user.id;
    stranger = (await t.signedIn('agent')).client;
    const cycle = await make.leadCycle();
    const group = await make.group();
    await make.assign(agentId, group.id);
    // A loan number a link must encode: the customer page is found by it.
    mine = await make.customer(cycle, { groupId: group.id, name: 'Visible Customer', loanApplicationNo: 'MV/26 001' });
    hidden = await make.customer(cycle, { groupId: (await make.group()).id, name: 'Hidden Customer' });
    const list = await make.dispositionList();
    ptp = await make.dispositionStatus(list, { name: 'Promise to pay', code: 'PTP', contactType: 'RPC', nextDateTimeNeeded: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a follow-up due within 15 minutes raises one notification for the agent who set it, however often the job runs', async () => {
    await agent.post(`/api/customers/${mine.id}/feedback`).send({
      disposition_status_id: ptp.id, rpc_follow_up: '2030-05-10T05:10:00.000Z', callMetadata: { reasonForNotPaying: 'Salary delayed' }, promised_amount: 2000,
    }).expect(201);
    const reminders = t.app.get(NotificationsService);
    expect(await reminders.remindFollowUps()).toBe(0);
    t.clock.set('2030-05-10T05:00:00.000Z'); // 10 minutes before
    expect(await reminders.remindFollowUps()).toBe(1);
    expect(await reminders.remindFollowUps()).toBe(0);
    const [reminder] = await notificationsOf(agent);
    expect(reminder).toEqual(expect.objectContaining({ kind: 'follow_up_due', title: 'Follow-up due at 10:40 am', link: '/customers/MV%2F26%20001', read: false }));
    expect(await notificationsOf(stranger)).toEqual([]);
  });

  it('a broken promise notifies its agent; only the recipient can mark it read; read-all clears the count', async () => {
    t.clock.set('2030-05-12T04:30:00.000Z');
    await t.app.get(PromisesService).decideDue();
    const list = await notificationsOf(agent);
    expect(list[0]).toEqual(expect.objectContaining({ kind: 'promise_broken', title: 'A promise to pay was broken', body: 'Visible Customer (MV/26 001)', link: '/customers/MV%2F26%20001' }));
    expect(await unread(agent)).toBe(2);
    await stranger.patch(`/api/notifications/${list[0].id}`).send({ read: true }).expect(404);
    await admin.patch(`/api/notifications/${list[0].id}`).send({ read: true }).expect(404);
    expect((await agent.patch(`/api/notifications/${list[0].id}`).send({ read: false }).expect(400)).body.errors).toEqual({ read: 'read must be true' });
    expect((await agent.patch(`/api/notifications/${list[0].id}`).send({ read: true }).expect(200)).body.read).toBe(true);
    expect(await unread(agent)).toBe(1);
    expect((await agent.post('/api/notifications/read-all').expect(200)).body).toEqual({ updated: 1 });
    expect(await unread(agent)).toBe(0);
  });

  it('a sign-up waiting for approval and a finished import notify the admins', async () => {
    await t.agent().post('/api/auth/register').send({ name: 'Waiting Person', email: `waiting.${Date.now()}@example.com`, password: 'secret1', role: 'agent' }).expect(201);
    const csv = `loan_application_no,name,mobile\nNOTIFY-1,Notify Person,9876501234\n`;
    await admin.post('/api/customers/upload-csv').attach('file', Buffer.from(csv), { filename: 'notify.csv', contentType: 'text/csv' }).expect(200);
    await admin.post('/api/customers/bulk').send({ leadCycle: mine.leadCycleId }).expect(200);
    const raised = await notificationsOf(admin);
    expect(raised.map((n) => n.kind)).toEqual(expect.arrayContaining(['sign_up_waiting', 'import_finished']));
    // The link opens the users list filtered to the sign-ups awaiting approval.
    expect(raised.find((n) => n.kind === 'sign_up_waiting')?.link).toBe(`/users?filter=${encodeURIComponent('{"awaiting_approval":true}')}`);
    expect((await notificationsOf(agent)).map((n) => n.kind)).not.toContain('import_finished');
  });

  it('activity lists feedback and payments newest first, only what the viewer may see, paged in the database', async () => {
    await admin.post(`/api/customers/${hidden.id}/feedback`).send({
      disposition_status_id: ptp.id, rpc_follow_up: '2030-05-13T10:00:00.000Z', callMetadata: { reasonForNotPaying: 'Medical' },
    }).expect(201);
    await admin.post('/api/payments').send({ customer_id: mine.id, amount: 1500, paid_date: '2030-05-12', reference: 'ACT-1' }).expect(201);
    const page = (await agent.get('/api/activity?limit=1').expect(200)).body;
    expect(page.items).toEqual([expect.objectContaining({ kind: 'payment', customer: { id: mine.id, name: 'Visible Customer', loan_application_no: 'MV/26 001' }, summary: 'Payment of ₹1,500 recorded through the API' })]);
    expect(page.next_offset).toBe(1);
    const rest = (await agent.get('/api/activity?limit=50&offset=1').expect(200)).body;
    expect(rest.items.map((i: { kind: string }) => i.kind)).toEqual(['feedback']);
    expect(rest.next_offset).toBeNull();
    const everything = (await admin.get('/api/activity?limit=50').expect(200)).body.items as { customer: { id: number } }[];
    expect(everything.some((i) => i.customer.id === hidden.id)).toBe(true);
    expect((await stranger.get('/api/activity').expect(200)).body.items).toEqual([]);
    expect((await agent.get('/api/activity?limit=0').expect(400)).body.errors).toEqual({ limit: 'limit must be a whole number from 1 to 100' });
  });

  it('promises broken in one run notify each agent once: one names its customer, several are counted and open the worklist', async () => {
    const { client: busy, user: busyUser } = await t.signedIn('agent');
    const group = await make.group();
    await make.assign(busyUser.id, group.id);
    const cycle = await make.leadCycle();
    for (const n of [1, 2, 3]) {
      const customer = await make.customer(cycle, { groupId: group.id, name: `Promiser ${n}` });
      await busy.post(`/api/customers/${customer.id}/feedback`).send({
        disposition_status_id: ptp.id, rpc_follow_up: '2030-05-13T05:00:00.000Z', callMetadata: { reasonForNotPaying: 'Salary delayed' }, promised_amount: 1000,
      }).expect(201);
    }
    t.clock.set('2030-05-16T04:30:00.000Z');
    await t.app.get(PromisesService).decideDue();
    expect(await notificationsOf(busy)).toEqual([
      expect.objectContaining({ kind: 'promise_broken', title: '3 promises to pay were broken', body: 'Promiser 1, Promiser 2 and Promiser 3', link: '/worklist', read: false }),
    ]);
  });

  it("a follow-up reminder reaches an agent holding a loan of the customer's group as well, on the loan's day only (issue 30)", async () => {
    const covering = await t.signedIn('agent');
    const reminders = t.app.get(NotificationsService);
    const reminded = await acrossALoan(t, { groupId: mine.groupId!, agentIds: [covering.user.id] }, async () => {
      const inFortyMinutes = new Date(t.clock.now().getTime() + 40 * 60_000).toISOString();
      await agent.post(`/api/customers/${mine.id}/feedback`).send({
        disposition_status_id: ptp.id, rpc_follow_up: inFortyMinutes, callMetadata: { reasonForNotPaying: 'Salary delayed' }, promised_amount: 1000,
      }).expect(201);
      t.clock.advance(30 * 60_000); // 10 minutes before the follow-up
      await reminders.remindFollowUps();
      return (await notificationsOf(covering.client)).filter((n) => n.kind === 'follow_up_due').map((n) => n.body);
    });
    expect(reminded).toEqual({ before: [], during: ['Visible Customer (MV/26 001)'], after: ['Visible Customer (MV/26 001)'] });
  });
});
