import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hubSignature, metaStatusBody } from '../src/integrations/messenger/whatsapp-format.js';
import { WhatsAppMessenger } from '../src/integrations/messenger/whatsapp/whatsapp.messenger.js';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import { OutboxDelivery } from '../src/integrations/messenger/outbox/outbox-delivery.js';
import { factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

describe('link messages', () => {
  let t: TestApp;
  let agent: Client;
  let customer: Customer;
  let hidden: Customer;
  let delivery: OutboxDelivery;
  let adminClient: Client;

  beforeAll(async () => {
    t = await bootTestApp();
    const make = factories(t.dataSource);
    const signed = await t.signedIn('agent');
    agent = signed.client;
    const cycle = await make.leadCycle();
    const group = await make.group();
    await make.assign(signed.user.id, group.id);
    customer = await make.customer(cycle, {
      name: 'Asha Nair', mobile: '9876543210', groupId: group.id, loanEmi: 5400, totalOutstanding: 40000,
      metadata: {
        payment_link: 'https://pay.example.in/l/1', emi_to_be_collected: '5,400', settlement_link: 'https://pay.example.in/x',
        sett_waiver_amt: 3000, settlement_amount: 37000, foreclosure_link: 'https://pay.example.in/x', offer_link: 'https://pay.example.in/x',
        offer_name: 'Diwali waiver', offer_amount: 36000,
      },
    });
    adminClient = (await t.signedIn('admin')).client;
    hidden = await make.customer(cycle, { groupId: (await make.group()).id });
    delivery = t.app.get(OutboxDelivery);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Moves the app's clock on and delivers what the outbox has due by then. */
  const deliverAfter = (seconds: number) => {
    t.clock.advance(seconds * 1000);
    return delivery.deliverDue();
  };

  const payment = (toNumber: string, extra: object = {}) => ({
    customer_id: customer.id, toNumber, customer_name: 'Asha Nair', emi_amount: '5,400', payment_link: 'https://pay.example.in/l/1', ...extra,
  });

  it('stores and sends a payment link, then walks it to delivered and read through the signed status webhook', async () => {
    const sent = await agent.post('/api/customers/send-message').send(payment('+91 98765 43210')).expect(201);
    expect(sent.body).toEqual(expect.objectContaining({
      kind: 'payment', to_number: '9876543210', status: 'queued', template: 'payment_link',
      params: [['customer_name', 'Asha Nair'], ['emi_amount', '5400']], provider_message_id: expect.stringMatching(/^sim\./),
    }));
    await deliverAfter(3);
    let [listed] = (await agent.get(`/api/customers/${customer.id}/messages`).expect(200)).body;
    expect(listed.status).toBe('delivered');
    await deliverAfter(3);
    [listed] = (await agent.get(`/api/customers/${customer.id}/messages`).expect(200)).body;
    expect(listed.status).toBe('read');
    expect(listed.status_history.map((h: { status: string }) => h.status)).toEqual(['queued', 'sent', 'delivered', 'read']);
  });

  it('sends the other kinds, and a payment link to another number as a reference link', async () => {
    const link = { customer_id: customer.id, customer_name: 'Asha Nair', payment_link: 'https://pay.example.in/x' };
    expect((await agent.post('/api/customers/send-settlement').send({ ...link, toNumber: '9876543210', total_outstanding: 40000, sett_waiver_amt: 3000, settlement_amount: 37000 }).expect(201)).body.kind).toBe('settlement');
    expect((await agent.post('/api/customers/send-foreclosure').send({ ...link, toNumber: '9876543210' }).expect(201)).body.kind).toBe('foreclosure');
    expect((await agent.post('/api/customers/send-offer').send({ ...link, toNumber: '9876543210', loan_emi: 5400, offer_name: 'Diwali waiver', offer_amount: 36000 }).expect(201)).body.params).toEqual([
      ['customer_name', 'Asha Nair'], ['loan_emi', '5400'], ['offer_name', 'Diwali waiver'], ['offer_amount', '36000'],
    ]);
    expect((await agent.post('/api/customers/send-message').send(payment('9123456780')).expect(201)).body.kind).toBe('reference');
  });

  it('refuses a bad number or link with field messages and stores nothing', async () => {
    const before = (await agent.get(`/api/customers/${customer.id}/messages`)).body.length;
    const badNumber = await agent.post('/api/customers/send-message').send(payment('51234 56789')).expect(400);
    expect(badNumber.body.errors).toEqual({ toNumber: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9' });
    const badLink = await agent.post('/api/customers/send-message').send(payment('9876543210', { payment_link: 'javascript:alert(1)', emi_amount: -1 })).expect(400);
    expect(badLink.body.errors).toEqual({ payment_link: 'payment_link must be a valid http(s) link', emi_amount: 'emi_amount cannot be negative' });
    expect((await agent.get(`/api/customers/${customer.id}/messages`)).body.length).toBe(before);
  });

  it('shows a failed delivery on the customer, and ignores an out-of-order regression', async () => {
    await agent.post('/api/customers/send-message').send(payment('9000000009')).expect(201);
    await deliverAfter(3);
    const [failed] = (await agent.get(`/api/customers/${customer.id}/messages`)).body;
    expect(failed).toEqual(expect.objectContaining({ status: 'failed', error: { code: 'SIM_UNREACHABLE', title: 'Recipient is not on WhatsApp' } }));

    await agent.post('/api/customers/send-message').send(payment('9000000008')).expect(201);
    await deliverAfter(3);
    const [swapped] = (await agent.get(`/api/customers/${customer.id}/messages`)).body;
    expect(swapped.status).toBe('delivered');
    expect(swapped.status_history.map((h: { status: string }) => h.status)).toEqual(['queued', 'delivered', 'sent']);
  });

  it("sends the customer's own name and amounts, whatever the client says", async () => {
    const sent = await agent.post('/api/customers/send-message').send(payment('9876543210', { customer_name: 'Your account is frozen, verify at', emi_amount: 1 })).expect(201);
    expect(sent.body.params).toEqual([['customer_name', 'Asha Nair'], ['emi_amount', '5400']]);
  });

  it("refuses a link that is neither the customer's own nor on an allowed host, and stores nothing", async () => {
    const before = (await agent.get(`/api/customers/${customer.id}/messages`)).body.length;
    for (const link of ['https://evil.example/phish', 'http://pay.example.in/l/1', 'https://pay.example.in.evil.example/l/1']) {
      const refused = await agent.post('/api/customers/send-message').send(payment('9876543210', { payment_link: link })).expect(400);
      expect(refused.body.errors).toEqual({ payment_link: "Only the customer's own link, or a link on a host an administrator has allowed, can be sent" });
    }
    expect((await agent.get(`/api/customers/${customer.id}/messages`)).body.length).toBe(before);

    await agent.put('/api/settings/messageLinkHosts').send({ value: ['pay.example.in'] }).expect(403);
    expect((await adminClient.put('/api/settings/messageLinkHosts').send({ value: [' Pay.Example.IN ', 'pay.example.in'] }).expect(200)).body).toEqual({ key: 'messageLinkHosts', value: ['pay.example.in'] });
    expect((await adminClient.put('/api/settings/messageLinkHosts').send({ value: ['https://pay.example.in/'] }).expect(400)).body.errors).toEqual({ value: 'Each link host must be a host name such as pay.example.in' });
    const fresh = await agent.post('/api/customers/send-message').send(payment('9876543210', { payment_link: 'https://pay.example.in/l/fresh' })).expect(201);
    expect(fresh.body.link).toBe('https://pay.example.in/l/fresh');
    await agent.post('/api/customers/send-message').send(payment('9876543210', { payment_link: 'https://evil.example/phish' })).expect(400);
  });

  it("is 404 for a customer outside the agent's groups", async () => {
    await agent.post('/api/customers/send-message').send({ ...payment('9876543210'), customer_id: hidden.id }).expect(404);
    await agent.get(`/api/customers/${hidden.id}/messages`).expect(404);
  });

  describe('WhatsApp status webhook', () => {
    const secret = () => t.config.whatsapp.appSecret;

    it('answers the subscription challenge only with the right verify token', async () => {
      const ok = await t.agent().get('/api/webhooks/whatsapp').query({ 'hub.mode': 'subscribe', 'hub.verify_token': t.config.whatsapp.verifyToken, 'hub.challenge': '1158201444' }).expect(200);
      expect(ok.text).toBe('1158201444');
      await t.agent().get('/api/webhooks/whatsapp').query({ 'hub.mode': 'subscribe', 'hub.verify_token': 'guess', 'hub.challenge': '1' }).expect(403);
    });

    it('refuses a bad signature, applies a good one once, and treats the re-delivery as a duplicate', async () => {
      const sent = await agent.post('/api/customers/send-message').send(payment('9876543210')).expect(201);
      const raw = JSON.stringify(metaStatusBody({ providerMessageId: sent.body.provider_message_id, messageId: sent.body.id, status: 'read', at: new Date(), to: '+919876543210' }));
      await t.agent().post('/api/webhooks/whatsapp').set('content-type', 'application/json').set('x-hub-signature-256', hubSignature(Buffer.from(raw), 'wrong-secret')).send(raw).expect(403);
      await t.agent().post('/api/webhooks/whatsapp').set('content-type', 'application/json').send(raw).expect(403);
      const first = await t.agent().post('/api/webhooks/whatsapp').set('content-type', 'application/json').set('x-hub-signature-256', hubSignature(Buffer.from(raw), secret())).send(raw).expect(200);
      expect(first.body).toEqual({ received: 1, duplicate: false });
      const again = await t.agent().post('/api/webhooks/whatsapp').set('content-type', 'application/json').set('x-hub-signature-256', hubSignature(Buffer.from(raw), secret())).send(raw).expect(200);
      expect(again.body).toEqual({ received: 0, duplicate: true });
      const [message] = (await agent.get(`/api/customers/${customer.id}/messages`)).body;
      expect(message.status).toBe('read');
    });
  });
});

describe('WhatsApp Cloud API adapter (contract, against a local server)', () => {
  let server: Server;
  let requests: { method?: string; url?: string; headers: IncomingMessage['headers']; body: unknown }[];
  let reply: { status: number; body: unknown };
  let messenger: WhatsAppMessenger;
  const message = { messageId: '7f3c0000-0000-4000-8000-000000000001', to: '+919876543210', kind: 'payment' as const, template: { name: 'payment_link', language: 'en' }, params: [['customer_name', 'Asha'], ['emi_amount', '5400']] as [string, string][], link: 'https://pay.example.in/l/1' };

  beforeAll(async () => {
    requests = [];
    server = createServer((request, response) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => {
        requests.push({ method: request.method, url: request.url, headers: request.headers, body: JSON.parse(data || '{}') });
        response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    messenger = new WhatsAppMessenger({
      baseUrl: `http://127.0.0.1:${port}`, apiVersion: 'v21.0', phoneNumberId: '1234567890', accessToken: 'test-token', appSecret: 's', verifyToken: 'v', language: 'en',
      templates: { payment: 'payment_link', settlement: 's', foreclosure: 'f', offer: 'o', reference: 'r' },
    }, 15_000);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts the documented template message and returns the wamid', async () => {
    reply = { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: '+919876543210', wa_id: '919876543210' }], messages: [{ id: 'wamid.HBgL123' }] } };
    await expect(messenger.send(message)).resolves.toEqual({ providerMessageId: 'wamid.HBgL123', status: 'queued' });
    const [request] = requests.slice(-1);
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v21.0/1234567890/messages');
    expect(request.headers.authorization).toBe('Bearer test-token');
    expect(request.body).toEqual({
      messaging_product: 'whatsapp', recipient_type: 'individual', to: '919876543210', type: 'template',
      template: { name: 'payment_link', language: { code: 'en' }, components: [{ type: 'body', parameters: [{ type: 'text', text: 'Asha' }, { type: 'text', text: '5400' }, { type: 'text', text: 'https://pay.example.in/l/1' }] }] },
      biz_opaque_callback_data: message.messageId,
    });
  });

  it.each([
    [401, { error: { message: 'Invalid OAuth access token' } }, 'AUTH_FAILED'],
    [429, { error: { message: 'Too many calls' } }, 'RATE_LIMITED'],
    [400, { error: { message: '(#132000) Number of parameters does not match' } }, 'PROVIDER_REJECTED'],
    [503, {}, 'PROVIDER_UNAVAILABLE'],
    [200, { messages: [] }, 'PROVIDER_REJECTED'],
  ])('maps HTTP %i to %s', async (status, body, code) => {
    reply = { status, body };
    await expect(messenger.send(message)).rejects.toMatchObject({ code });
  });
});
