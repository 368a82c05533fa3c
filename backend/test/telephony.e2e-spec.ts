import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { DIALER } from '../src/integrations/dialer/dialer.port.js';
import { SimulatorDialer } from '../src/integrations/dialer/simulator/simulator.dialer.js';
import { formatSmartfloTime, smartfloWebhookBody } from '../src/integrations/dialer/smartflo/smartflo.mapper.js';
import { Call } from '../src/modules/calls/entities/call.entity.js';
import { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { SimulatedCallDelivery } from '../src/integrations/dialer/simulator/simulated-call-delivery.js';
import { TelephonyService } from '../src/modules/telephony/telephony.service.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

const SECRET = 'current-webhook-secret-0123456789abcdef';
const PREVIOUS = 'previous-webhook-secret-0123456789abcdef';
/** 10:30 in Kolkata: inside the default 08:00-19:00 calling window. */
const MORNING = new Date('2026-11-23T05:00:00Z');

describe('telephony: click-to-call through the dialer simulator', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let agent: Client;
  let agentId: number;
  let cycle: LeadCycle;
  let groupId: number;
  let delivery: SimulatedCallDelivery;
  let simulator: SimulatorDialer;

  const at = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
  const advance = async (seconds: number) => {
    t.clock.advance(seconds * 1000);
    await delivery.deliverDue();
  };
  const customerWith = (mobile: string, fields: Partial<Customer> = {}) => make.customer(cycle, { mobile, groupId, ...fields });
  const state = async (id: number) => (await agent.get(`/api/calls/${id}/state`).expect(200)).body;
  const dial = (customer: Customer, number = customer.mobile) => agent.post('/api/customers/init-call').send({ customerNumber: number, customer_id: customer.id });
  /** Ends whatever call the agent has, so each test starts free. */
  const finishCalls = async () => {
    await advance(120);
    await t.dataSource.query(`UPDATE calls SET state = 'ended' WHERE state <> 'ended'`);
  };

  beforeAll(async () => {
    t = await bootTestApp({ TATA_WEBHOOK_SECRET: SECRET, TATA_WEBHOOK_SECRET_PREVIOUS: PREVIOUS, SIM_AGENTS_EXTRA: '2' });
    t.clock.set(MORNING);
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    const signed = await t.signedIn('agent');
    agent = signed.client;
    agentId = signed.user.id;
    cycle = await make.leadCycle();
    groupId = (await make.group()).id;
    await make.assign(agentId, groupId);
    delivery = t.app.get(SimulatedCallDelivery);
    simulator = t.app.get(DIALER);
    await admin.get('/api/tata-user-sync').expect(200);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await finishCalls();
  });

  it('places a call that rings, connects and ends with its talk time, a recording and the customer marked connected', async () => {
    const customer = await customerWith('9876500005');
    const placed = await dial(customer, '+91 98765 00005').expect(201);
    expect(placed.body).toEqual(expect.objectContaining({ customer_id: customer.id, phone_number: '9876500005', state: 'initiated', status: 'initiated', has_recording: false }));
    expect((await agent.get('/api/calls/live').expect(200)).body.call.id).toBe(placed.body.id);

    await advance(0);
    expect((await state(placed.body.id)).state).toBe('ringing');
    await advance(5);
    const connected = await state(placed.body.id);
    expect(connected).toEqual(expect.objectContaining({ state: 'answered', status: 'answered' }));
    expect(connected.answered_at).not.toBeNull();
    await advance(15);
    const ended = await state(placed.body.id);
    expect(ended).toEqual(expect.objectContaining({ state: 'ended', status: 'answered', has_recording: true }));
    expect(ended.duration).toBeGreaterThanOrEqual(4);
    expect(ended.duration).toBeLessThanOrEqual(12);
    expect((await agent.get('/api/calls/live').expect(200)).body.call).toBeNull();

    const reloaded = await t.dataSource.getRepository(Customer).findOneByOrFail({ id: customer.id });
    expect(reloaded.lastConnectedAt?.toISOString()).toBe(connected.answered_at);
    const audio = await agent.get(`/api/calls/${placed.body.id}/recording`).buffer(true).expect(200);
    expect(audio.headers['content-type']).toContain('audio/wav');
    const wav = audio.body as Buffer;
    expect(wav.subarray(0, 4).toString()).toBe('RIFF');
    expect(wav.readUInt32LE(40)).toBe(ended.duration * 8000 * 2);
  });

  it('keeps one live call per agent, refuses a second one, and hangs up while ringing or while talking', async () => {
    const customer = await customerWith('9876500016');
    const first = await dial(customer).expect(201);
    expect((await dial(customer).expect(409)).body.message).toBe('You already have a call in progress');

    await advance(0);
    const cancelled = await agent.post('/api/customers/hangup').expect(200);
    expect(cancelled.body.id).toBe(first.body.id);
    await advance(0);
    expect(await state(first.body.id)).toEqual(expect.objectContaining({ state: 'ended', status: 'missed', duration: 0, has_recording: false }));
    expect((await agent.post('/api/customers/hangup').expect(409)).body.message).toBe('No call in progress');

    const second = await dial(customer).expect(201);
    await advance(4); // ring is 2-4 s
    await advance(3);
    expect((await state(second.body.id)).state).toBe('answered');
    await agent.post('/api/customers/hangup').expect(200);
    await advance(0);
    const ended = await state(second.body.id);
    expect(ended).toEqual(expect.objectContaining({ state: 'ended', status: 'answered', has_recording: ended.duration > 0 }));
    expect(ended.duration).toBeGreaterThanOrEqual(3); // answered after a 2-4 s ring, hung up at 7 s
    expect(ended.duration).toBeLessThanOrEqual(5);
  });

  it('refuses two simultaneous dials in the database, not only in the check before it', async () => {
    const customer = await customerWith('9876500026');
    const answers = await Promise.all([dial(customer), dial(customer), dial(customer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
  });

  it('records no-answer and busy as missed, and a refused dial as a failed call with the reason', async () => {
    const noAnswer = await dial(await customerWith('9876500030')).expect(201);
    await advance(0);
    await advance(5);
    expect(await state(noAnswer.body.id)).toEqual(expect.objectContaining({ state: 'ended', status: 'missed', duration: 0, has_recording: false }));

    const busy = await dial(await customerWith('9876500041')).expect(201);
    await advance(2);
    expect(await state(busy.body.id)).toEqual(expect.objectContaining({ state: 'ended', status: 'missed' }));

    const refusedCustomer = await customerWith('9876500052');
    const refused = await dial(refusedCustomer).expect(502);
    expect(refused.body.message).toBe('Provide a valid destination');
    const failed = await t.dataSource.getRepository(Call).findOneByOrFail({ customerId: refusedCustomer.id });
    expect(failed).toEqual(expect.objectContaining({ state: 'ended', status: 'failed', metadata: { error: 'Provide a valid destination' } }));
  });

  it('converges when the webhook is delivered twice and out of order (hang-up before answered)', async () => {
    const placed = await dial(await customerWith('9876500063')).expect(201);
    await advance(0);
    await advance(20);
    const ended = await state(placed.body.id);
    expect(ended).toEqual(expect.objectContaining({ state: 'ended', status: 'answered', has_recording: true }));
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM provider_events WHERE body->>'custom_identifier' = $1`, [String(placed.body.id)]);
    expect(count).toBe(3); // ringing, ended, answered: the repeated end event was recognised and not stored again
  });

  it('repairs a lost webhook from the call records, and gives up on calls the dialer never reported', async () => {
    const placed = await dial(await customerWith('9876500075')).expect(201);
    t.clock.advance(30_000);
    await simulator.dueEvents(t.clock.now()); // the provider sent them; they never arrived
    expect((await state(placed.body.id)).state).toBe('initiated');
    expect(await t.app.get(TelephonyService).reconcile()).toBeGreaterThanOrEqual(1);
    expect(await state(placed.body.id)).toEqual(expect.objectContaining({ state: 'ended', status: 'answered', has_recording: true }));

    const silent = await make.call(await customerWith('9876500085'), agentId, { state: 'initiated', status: 'initiated', provider: 'simulator', callDateTime: at(-600) });
    await t.app.get(TelephonyService).reconcile();
    const closed = await t.dataSource.getRepository(Call).findOneByOrFail({ id: silent.id });
    expect(closed).toEqual(expect.objectContaining({ state: 'ended', status: 'failed', metadata: { reason: 'No live call was reported by the dialer' } }));
  });

  it('checks the number, the customer, the calling window and the agent link before dialling', async () => {
    const customer = await customerWith('9876500095', { alternatePhone: '9123456785' });
    expect((await dial(customer, '51234').expect(400)).body.errors).toEqual({ customerNumber: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' });
    expect((await dial(customer, '9000000005').expect(400)).body.errors).toEqual({ customerNumber: "This number is not one of the customer's numbers" });
    await dial(customer, '9123456785').expect(201);
    await finishCalls();

    const hidden = await make.customer(cycle, { mobile: '9876500105', groupId: (await make.group()).id });
    expect((await dial(hidden).expect(404)).body.message).toBe('Customer not found');

    t.clock.set('2026-11-23T14:00:00Z'); // 19:30 in Kolkata
    expect((await dial(customer).expect(409)).body.message).toBe('Calls to customers are allowed only between 08:00 and 19:00 (Asia/Kolkata)');
    t.clock.set(MORNING);

    const newcomer = await t.signedIn('agent');
    await make.assign(newcomer.user.id, groupId);
    expect((await newcomer.client.post('/api/customers/init-call').send({ customerNumber: customer.mobile, customer_id: customer.id }).expect(400)).body.message).toMatch(/not linked to a dialer agent/);
  });

  describe('webhook', () => {
    const body = (attemptId: string, status: 'answered' | 'missed') =>
      smartfloWebhookBody({
        uuid: `uuid-${attemptId}`, callId: `1700000000.${attemptId}`, refId: `ref-${attemptId}`, attemptId, callStatus: status, customerNumber: '+919876500115',
        startedAt: MORNING, answeredAt: status === 'answered' ? MORNING : undefined, endedAt: new Date(MORNING.getTime() + 30_000), talkSeconds: status === 'answered' ? 25 : 0,
      });

    it('refuses a wrong secret, accepts the current and the previous one, and ignores a re-delivery', async () => {
      const call = await make.call(await customerWith('9876500115'), agentId, { state: 'ringing', status: 'initiated', provider: 'simulator', duration: 0 });
      const event = body(String(call.id), 'answered');
      await t.agent().post('/api/webhooks/tata/not-the-secret').send(event).expect(401);
      await t.agent().post(`/api/webhooks/tata/${SECRET}x`).send(event).expect(401);
      expect((await t.agent().post(`/api/webhooks/tata/${PREVIOUS}`).send(event).expect(200)).body).toEqual({ received: 1, duplicate: false });
      expect((await t.agent().post(`/api/webhooks/tata/${SECRET}`).send(event).expect(200)).body).toEqual({ received: 0, duplicate: true });
      expect((await t.agent().post('/api/webhooks/tata/anything').set('X-Webhook-Secret', SECRET).type('form').send(event).expect(200)).body.duplicate).toBe(true);
      expect(await t.dataSource.getRepository(Call).findOneByOrFail({ id: call.id })).toEqual(expect.objectContaining({ state: 'ended', status: 'answered', duration: 25 }));
    });

    it('recognises a re-delivery of the same call event with an extra or changed field, and changes nothing', async () => {
      const call = await make.call(await customerWith('9876500135'), agentId, { state: 'ringing', status: 'initiated', provider: 'simulator', duration: 0 });
      const event = body(String(call.id), 'answered');
      expect((await t.agent().post(`/api/webhooks/tata/${SECRET}`).send(event).expect(200)).body).toEqual({ received: 1, duplicate: false });
      const altered = { ...event, billsec: '4242', extra_field: 'x' };
      expect((await t.agent().post(`/api/webhooks/tata/${SECRET}`).send(altered).expect(200)).body).toEqual({ received: 0, duplicate: true });
      expect(await t.dataSource.getRepository(Call).findOneByOrFail({ id: call.id })).toEqual(expect.objectContaining({ state: 'ended', status: 'answered', duration: 25 }));
    });

    it('never moves a call backwards: "answered" after the hang-up changes nothing, a late record may upgrade missed to answered', async () => {
      const call = await make.call(await customerWith('9876500125'), agentId, { state: 'ringing', status: 'initiated', provider: 'simulator', duration: 0 });
      const id = String(call.id);
      await t.agent().post(`/api/webhooks/tata/${SECRET}`).send(body(id, 'missed')).expect(200);
      const answeredLate = { ...body(id, 'answered'), call_status: 'answered', end_stamp: '', billsec: '' };
      await t.agent().get(`/api/webhooks/tata/${SECRET}`).query(answeredLate).expect(200);
      expect(await t.dataSource.getRepository(Call).findOneByOrFail({ id: call.id })).toEqual(expect.objectContaining({ state: 'ended', status: 'missed', duration: 0 }));
      await t.agent().post(`/api/webhooks/tata/${SECRET}`).send(body(id, 'answered')).expect(200);
      expect(await t.dataSource.getRepository(Call).findOneByOrFail({ id: call.id })).toEqual(expect.objectContaining({ state: 'ended', status: 'answered', duration: 25 }));
    });

    it('stores an event it cannot match without touching any call', async () => {
      const stray = { ...body('999999', 'answered'), uuid: 'unknown', ref_id: 'unknown', call_id: 'unknown', start_stamp: formatSmartfloTime(MORNING) };
      expect((await t.agent().post(`/api/webhooks/tata/${SECRET}`).send(stray).expect(200)).body).toEqual({ received: 0, duplicate: false });
      const [stored] = await t.dataSource.query(`SELECT error FROM provider_events WHERE body->>'custom_identifier' = '999999'`);
      expect(stored.error).toBe('No call of ours matches this event');
    });
  });
});

describe('dialer syncs and lead lists', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let simulator: SimulatorDialer;

  beforeAll(async () => {
    t = await bootTestApp({ SIM_AGENTS_EXTRA: '1' });
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    simulator = t.app.get(DIALER);
  });
  afterAll(async () => {
    await t.close();
  });

  it('links users to dialer agents by email, keeps the links, and reports the counts; a second run changes nothing', async () => {
    await t.createUser({ email: 'ravi.k@example.com' });
    await t.createUser({ email: 'gone@example.com', isActive: false });
    const first = (await admin.get('/api/tata-user-sync').expect(200)).body;
    // The simulator's roster has an agent for every active user (admin, Ravi) and one dialer-only agent.
    expect(first).toEqual({ matched: 2, new: 2, unmatched: 1, unlinked_users: 0, message: 'Users have been successfully synced with Tata.' });
    const second = (await admin.get('/api/tata-user-sync').expect(200)).body;
    expect(second).toEqual({ ...first, new: 0 });
    const [ravi] = await t.dataSource.query(`SELECT dialer_agent_id, dialer_agent_number FROM users WHERE email = 'ravi.k@example.com'`);
    expect(ravi.dialer_agent_id).toMatch(/^05\d{11}$/);
    expect(ravi.dialer_agent_number).toMatch(/^\+9170\d{8}$/);
    expect((await admin.get('/api/user').expect(200)).body).toEqual(expect.objectContaining({ dialer_agent_id: expect.stringMatching(/^05\d{11}$/), dialer_extension: expect.any(String) }));
  });

  it('pushes dispositions once, pushes only what changed, reports dialer-only items and deletes at the dialer', async () => {
    const list = await make.dispositionList({ name: 'Field visit' });
    const status = await make.dispositionStatus(list, { name: 'Door locked', code: 'DLK' });
    const first = (await admin.get('/api/disposition-sync').expect(200)).body;
    expect(first.created).toBeGreaterThanOrEqual(2);
    expect(first.provider_only).toEqual([]);
    const second = (await admin.get('/api/disposition-sync').expect(200)).body;
    expect(second).toEqual({ created: 0, updated: 0, unchanged: first.created, provider_only: [] });

    await admin.patch(`/api/disposition/lists/${list.id}`).send({ name: 'Field visits' }).expect(200);
    await simulator.saveDispositionList({ name: 'Dialer only', enabled: true });
    const third = (await admin.get('/api/disposition-sync').expect(200)).body;
    expect(third).toEqual(expect.objectContaining({ created: 0, updated: 1, provider_only: [{ kind: 'list', name: 'Dialer only' }] }));

    await admin.delete(`/api/disposition/statuses/${status.id}`).expect(200);
    const atDialer = (await simulator.listDispositionLists()).find((item) => item.name === 'Field visits');
    expect(atDialer?.statuses).toEqual([]);
  });

  it('keeps one lead list per lead cycle with its dialable customers; refresh stamps the time; agents may not', async () => {
    const cycle = await make.leadCycle({ name: 'Pre-EMI' });
    await make.customer(cycle, { mobile: '9876511111' });
    await make.customer(cycle, { mobile: '9876522222' });
    await make.customer(cycle, { mobile: '9876533333', status: 'paid' });
    const first = (await admin.get('/api/tata/sync').expect(200)).body;
    expect(first).toEqual({ lists: 1, created: 1, leads: 2 });
    expect((await admin.get('/api/tata/sync').expect(200)).body).toEqual({ lists: 1, created: 0, leads: 2 });
    const [list] = (await admin.get('/api/tata/lead-list').expect(200)).body;
    expect(list).toEqual(expect.objectContaining({ name: 'Pre-EMI', lead_cycle_id: cycle.id, lead_count: 2, last_refreshed_at: null }));

    await make.customer(cycle, { mobile: '9876544444' });
    const refreshed = (await admin.post(`/api/tata/lead-list/${list.lead_list_id}/refresh`).expect(200)).body;
    expect(refreshed).toEqual(expect.objectContaining({ lead_count: 3, last_refreshed_at: expect.any(String) }));
    await admin.post('/api/tata/lead-list/does-not-exist/refresh').expect(404);

    const agent = (await t.signedIn('agent')).client;
    await agent.get('/api/tata/lead-list').expect(403);
    await agent.get('/api/tata/sync').expect(403);
  });

  it("gives next month's cycle of the same name a lead list of its own instead of taking the earlier cycle's", async () => {
    const november = await make.leadCycle({ name: 'Overdue-HB' });
    await admin.get('/api/tata/sync').expect(200);
    const december = await make.leadCycle({ name: 'Overdue-HB' });
    expect((await admin.get('/api/tata/sync').expect(200)).body).toEqual(expect.objectContaining({ created: 1 }));
    const lists = ((await admin.get('/api/tata/lead-list').expect(200)).body as { lead_cycle_id: number; lead_list_id: string }[]).filter((list) =>
      [november.id, december.id].includes(list.lead_cycle_id),
    );
    expect(lists).toHaveLength(2);
    expect(new Set(lists.map((list) => list.lead_list_id)).size).toBe(2);
  });
});
