import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { lookup } from 'node:dns/promises';
import { hostname } from 'node:os';
import { createApp } from '../src/app-setup.js';
import { loadConfig } from '../src/config/app-config.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import type { DispositionStatus } from '../src/modules/dispositions/entities/disposition-status.entity.js';
import { PromisesService } from '../src/modules/promises/promises.service.js';
import { isPublicAddress } from '../src/modules/webhooks/outbound-address.js';
import { WebhookDeliveryService } from '../src/modules/webhooks/webhook-delivery.service.js';
import { WebhookEndpointsService } from '../src/modules/webhooks/webhook-endpoints.service.js';
import { factories, type Factories } from './support/factories.js';
import { settableClock } from './support/settable-clock.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { WebhookReceiver } from './support/webhook-receiver.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

const ALLOWED = { WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1' };
/** 18:00 in Kolkata on that day. */
const eveningOf = (day: string) => `${day}T12:30:00.000Z`;

describe('webhooks out', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let agent: Client;
  let agentId: number;
  let cycle: LeadCycle;
  let groupId: number;
  let ptp: DispositionStatus;
  let receiver: WebhookReceiver;
  let endpointId: number;

  const deliver = (app: NestExpressApplication = t.app) => app.get(WebhookDeliveryService).deliverDue();
  const register = async (events: string[], url = receiver.url()) => {
    const created = await admin.post('/api/webhook-endpoints').send({ url, events }).expect(201);
    receiver.secret = created.body.secret;
    endpointId = created.body.id;
    return created.body as { id: number; secret: string; url: string; events: string[] };
  };
  const pay = async (amount = 1000) => {
    const customer = await make.customer(cycle, { groupId });
    await admin.post('/api/payments').send({ customer_id: customer.id, amount, paid_date: '2030-01-10', reference: `UTR-${customer.id}` }).expect(201);
    return customer;
  };
  const log = async (id = endpointId) => (await admin.get(`/api/webhook-endpoints/${id}/deliveries`).expect(200)).body as {
    id: number; event_id: string; type: string; attempt: number; status: string; response_status: number | null; attempts: { outcome: string; response_status: number | null }[];
  }[];
  /** A second server on the same database, with its own clock set like the first's. */
  const anotherInstance = async (env: Record<string, string>) => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', FRONTEND_DIST: '/nonexistent', DATABASE_POOL_SIZE: '4', ...env });
    const clock = settableClock();
    clock.set(t.clock.now());
    const app = await createApp(config, (t.dataSource.options as { url: string }).url, clock);
    await app.init();
    return app;
  };

  beforeAll(async () => {
    t = await bootTestApp(ALLOWED);
    make = factories(t.dataSource);
    receiver = await new WebhookReceiver().start();
    ({ client: admin } = await t.signedIn('admin'));
    ({ client: agent, user: { id: agentId } } = await t.signedIn('agent'));
    cycle = await make.leadCycle();
    groupId = (await make.group()).id;
    await make.assign(agentId, groupId);
    ptp = await make.dispositionStatus(await make.dispositionList(), { name: 'Promise to pay', code: 'PTP', contactType: 'RPC', nextDateTimeNeeded: true });
  });
  beforeEach(async () => {
    t.clock.set('2030-01-10T04:30:00.000Z');
    await t.dataSource.query('DELETE FROM webhook_endpoints');
    receiver.reset();
  });
  afterAll(async () => {
    await receiver.stop();
    await t.close();
  });

  it('registers an endpoint with a whsec_ secret shown once, and lists it without the secret', async () => {
    const created = await register(['payment.recorded']);
    expect(created).toEqual(expect.objectContaining({ url: receiver.url(), events: ['payment.recorded'], secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{40,}$/) }));
    const listed = await admin.get('/api/webhook-endpoints').expect(200);
    expect(listed.body).toEqual([expect.objectContaining({ id: created.id, enabled: true, pending: 0 })]);
    expect(JSON.stringify(listed.body)).not.toContain(created.secret);
  });

  it('delivers a promise broken by the job once, signed as Standard Webhooks says, shaped as the API reads the promise', async () => {
    await register(['promise.broken']);
    const customer = await make.customer(cycle, { groupId });
    await agent.post(`/api/customers/${customer.id}/feedback`).send({ disposition_status_id: ptp.id, rpc_follow_up: eveningOf('2030-01-11'), callMetadata: { reasonForNotPaying: 'Salary delayed' }, promised_amount: 5000 }).expect(201);
    t.clock.set('2030-01-14T04:30:00.000Z');
    expect(await t.app.get(PromisesService).decideDue()).toBe(1);
    await deliver();
    await deliver();

    expect(receiver.received).toHaveLength(1);
    const [message] = receiver.received;
    expect(message.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(message.verified).toEqual({ id: message.id, type: 'promise.broken', created_at: '2030-01-14T04:30:00.000Z', data: expect.anything() });
    const [read] = (await agent.get(`/api/customers/${customer.id}/promises`).expect(200)).body;
    expect(message.verified!.data).toEqual(JSON.parse(JSON.stringify(read)));
    expect(read.state).toBe('broken');
  });

  it('puts each change in the outbox as the API reads it: feedback, the promise it made, the payment that kept it, a deactivated user', async () => {
    await register(['feedback.recorded', 'promise.made', 'promise.kept', 'payment.recorded', 'user.deactivated']);
    const customer = await make.customer(cycle, { groupId });
    const feedback = await agent.post(`/api/customers/${customer.id}/feedback`).send({ disposition_status_id: ptp.id, rpc_follow_up: eveningOf('2030-01-11'), callMetadata: { reasonForNotPaying: 'Salary delayed' }, promised_amount: 500 }).expect(201);
    const payment = await admin.post('/api/payments').send({ customer_id: customer.id, amount: 500, paid_date: '2030-01-10', reference: `UTR-kept-${customer.id}` }).expect(201);
    const leaver = await t.createUser({ role: 'agent' });
    const deactivated = await admin.patch(`/api/users/${leaver.id}`).send({ is_active: false }).expect(200);
    await deliver();

    const byType = Object.fromEntries(receiver.received.map((m) => [m.verified!.type, m.verified!.data]));
    expect(receiver.received.map((m) => m.verified?.type)).toEqual(['promise.made', 'feedback.recorded', 'payment.recorded', 'promise.kept', 'user.deactivated']);
    expect(byType['feedback.recorded']).toEqual(feedback.body);
    expect(byType['payment.recorded']).toEqual(payment.body);
    expect(byType['user.deactivated']).toEqual(deactivated.body);
    const [promise] = (await agent.get(`/api/customers/${customer.id}/promises`).expect(200)).body;
    expect(byType['promise.kept']).toEqual(promise);
    expect(byType['promise.made']).toEqual({ ...promise, state: 'open', decided_at: null });
  });

  it('retries a receiver answering 500 at growing intervals of the business clock, and the third attempt lands', async () => {
    await register(['payment.recorded']);
    receiver.answerWith(500, 500);
    await pay();
    await deliver();
    await deliver();
    expect(receiver.received.map((m) => m.verified?.type)).toEqual(['payment.recorded']);
    t.clock.advance(5_000);
    await deliver();
    t.clock.advance(29_000);
    await deliver();
    expect(receiver.received).toHaveLength(2);
    t.clock.advance(1_000);
    await deliver();

    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((m) => m.id)).size).toBe(1);
    const [delivery] = await log();
    expect(delivery).toEqual(expect.objectContaining({ type: 'payment.recorded', attempt: 3, status: 'succeeded', response_status: 200, event_id: receiver.received[0].id }));
    expect(delivery.attempts.map((a) => [a.outcome, a.response_status])).toEqual([['retrying', 500], ['retrying', 500], ['succeeded', 200]]);
  });

  it('sends nothing for a change whose transaction rolled back', async () => {
    await register(['promise.made']);
    const customer = await make.customer(cycle, { groupId });
    const eventsBefore = await t.dataSource.query(`SELECT id FROM webhook_events`);
    const work = t.dataSource.transaction(async (manager) => {
      await t.app.get(PromisesService).recordPromise(manager, { customerId: customer.id, agentId, feedbackId: null as unknown as number, promisedDate: '2030-01-12', promisedAmount: 100 });
      throw new Error('the change failed after the event was queued');
    });
    await expect(work).rejects.toThrow('the change failed');
    await deliver();
    expect(receiver.received).toEqual([]);
    expect(await t.dataSource.query(`SELECT id FROM webhook_events`)).toEqual(eventsBefore);
    expect(await t.dataSource.query(`SELECT id FROM webhook_deliveries WHERE endpoint_id = $1`, [endpointId])).toEqual([]);
  });

  it('two instances delivering at once send each event once, in order', async () => {
    await register(['payment.recorded']);
    for (let i = 0; i < 12; i += 1) await pay(1000 + i);
    const other = await anotherInstance(ALLOWED);
    try {
      await Promise.all([deliver(), deliver(other), deliver(), deliver(other)]);
    } finally {
      await other.close();
    }
    expect(receiver.received).toHaveLength(12);
    expect(receiver.received.every((m) => m.verified)).toBe(true);
    expect(receiver.received.map((m) => m.verified!.data.amount)).toEqual(Array.from({ length: 12 }, (_, i) => 1000 + i));
  });

  it('a replay sends the event again with the same webhook-id; a replay since an instant sends every event since then once', async () => {
    await register(['payment.recorded']);
    await pay(100);
    t.clock.advance(60_000);
    await pay(200);
    await deliver();
    const [newest, oldest] = await log();

    const replayed = await admin.post(`/api/webhook-deliveries/${oldest.id}/replay`).expect(201);
    expect(replayed.body).toEqual(expect.objectContaining({ event_id: oldest.event_id, status: 'pending', attempt: 0, replay_of: oldest.id }));
    await deliver();
    expect(receiver.received.map((m) => m.id)).toEqual([oldest.event_id, newest.event_id, oldest.event_id]);
    expect(receiver.received[2].verified).toEqual(receiver.received[0].verified);

    const since = await admin.post(`/api/webhook-endpoints/${endpointId}/replay`).send({ since: '2030-01-10T04:30:30Z' }).expect(201);
    expect(since.body).toEqual({ replayed: 1 });
    await deliver();
    expect(receiver.received.map((m) => m.id).slice(3)).toEqual([newest.event_id]);
  });

  it('sends a test.ping to that endpoint alone, seen in its log', async () => {
    const first = await register(['payment.recorded']);
    await register(['payment.recorded']);
    const sent = await admin.post(`/api/webhook-endpoints/${first.id}/test`).expect(201);
    await deliver();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].id).toBe(sent.body.event_id);
    const [delivery] = await log(first.id);
    expect(delivery).toEqual(expect.objectContaining({ id: sent.body.delivery_id, type: 'test.ping', status: 'succeeded', response_status: 200 }));
    expect(await log()).toEqual([]);
  });

  it('disables an endpoint that has failed for 3 days and tells its owner; enabling it again resumes the deliveries', async () => {
    await register(['payment.recorded']);
    receiver.answerWith(...Array<number>(40).fill(503));
    await pay();
    for (let hour = 0; hour <= 100 && receiver.received.length < 40; hour += 1) {
      await deliver();
      t.clock.advance(3_600_000);
    }
    const [endpoint] = (await admin.get('/api/webhook-endpoints').expect(200)).body;
    expect(endpoint).toEqual(expect.objectContaining({ enabled: false, disabled_reason: 'failing', pending: 1 }));
    const notes = (await admin.get('/api/notifications').expect(200)).body as { kind: string; title: string }[];
    expect(notes.map((n) => n.kind)).toContain('webhook_disabled');

    const attempts = receiver.received.length;
    await deliver();
    expect(receiver.received).toHaveLength(attempts);
    receiver.reset();
    await admin.patch(`/api/webhook-endpoints/${endpointId}`).send({ enabled: true }).expect(200);
    t.clock.advance(25 * 3_600_000);
    await deliver();
    expect(receiver.received.map((m) => m.verified?.type)).toEqual(['payment.recorded']);
  });

  it('refuses a private target in production, at registration and at delivery, and checks the address a name resolves to', async () => {
    const resolved = await lookup(hostname());
    expect(isPublicAddress(resolved.address)).toBe(false);
    const byName = await admin.post('/api/webhook-endpoints').send({ url: `https://${hostname()}:${receiver.port}/hooks`, events: ['payment.recorded'] }).expect(201);
    endpointId = byName.body.id;
    await pay();
    await deliver();
    const [refusedByName] = await log();
    expect(refusedByName).toEqual(expect.objectContaining({ status: 'failed', response_status: null }));
    expect(refusedByName.attempts[0]).toEqual(expect.objectContaining({ outcome: 'failed', error: expect.stringContaining('loopback, private or link-local') }));

    await register(['payment.recorded']);
    const production = await anotherInstance({
      NODE_ENV: 'production', SESSION_SECRET: 'p'.repeat(40), ADMIN_PASSWORD: 'Prod-admin-1', TATA_WEBHOOK_SECRET: 't'.repeat(40), WHATSAPP_APP_SECRET: 'w'.repeat(40),
      WHATSAPP_VERIFY_TOKEN: 'v'.repeat(40), DATA_ENCRYPTION_KEY: 'ab'.repeat(32), BACKGROUND_JOBS: 'false', SEED_DEMO: 'false',
    });
    try {
      const endpoints = production.get(WebhookEndpointsService);
      const someone = { id: 1, role: 'admin' } as Parameters<WebhookEndpointsService['create']>[0];
      for (const url of [receiver.url(), 'https://127.0.0.1/hooks', 'https://10.0.0.7/hooks', 'https://169.254.169.254/latest', 'https://[::1]/hooks', 'https://localhost/hooks']) {
        await expect(endpoints.create(someone, { url, events: ['payment.recorded'] })).rejects.toMatchObject({ code: 'WEBHOOK_URL_REFUSED' });
      }
      await pay();
      await deliver(production);
    } finally {
      await production.close();
    }
    expect(receiver.received).toEqual([]);
    const [refused] = await log();
    expect(refused.attempts[0]).toEqual(expect.objectContaining({ outcome: 'failed', error: expect.stringContaining('refused') }));
  });

  it('answers 400 naming the field for a URL it refuses, and 404 for endpoints and deliveries that do not exist', async () => {
    const refused = await admin.post('/api/webhook-endpoints').send({ url: 'https://10.1.2.3/x', events: ['payment.recorded'] }).expect(400);
    expect(refused.body.errors).toEqual({ url: expect.stringContaining('private') });
    const plain = await admin.post('/api/webhook-endpoints').send({ url: 'http://hooks.example.com/x', events: ['payment.recorded'] }).expect(400);
    expect(plain.body.errors.url).toContain('https');
    const unknown = await admin.post('/api/webhook-endpoints').send({ url: 'https://hooks.example.com/x', events: ['payment.made'] }).expect(400);
    expect(unknown.body.errors.events).toContain('payment.recorded');
    await admin.get('/api/webhook-endpoints/999999/deliveries').expect(404);
    await admin.post('/api/webhook-deliveries/999999/replay').expect(404);
    await agent.get('/api/webhook-endpoints').expect(403);
  });
});
