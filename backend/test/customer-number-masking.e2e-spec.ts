/**
 * Issue 31, borrowers' numbers: with maskCustomerNumbersForAgents on, no agent answer holds a customer's whole number
 * (a sweep over every read operation of openapi/openapi.json, the access table's list), admins' answers do, an
 * agent's search by number still finds the customer, and calls and links go by the number's slot.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import { factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** 10:30 in Kolkata: inside the default calling window. */
const MORNING = new Date('2026-11-23T05:00:00Z');
const GEO = { 'X-Geo-Latitude': '12.9716', 'X-Geo-Longitude': '77.5946' };
const NUMBERS = { mobile: '9876543210', alternate: '8765432109', okyc: '7654321098', reference: '9123400001', added: '9123400002' };
/** Any of the seeded customer's numbers, whole. */
const WHOLE = new RegExp(Object.values(NUMBERS).join('|'));
/** A number as agents see it masked. */
const MASKED = /\d{2}XXXXX\d{3}/;
const LINK = 'https://pay.example.in/l/masking';

const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as {
  paths: Record<string, Record<string, { requestBody?: unknown; responses?: Record<string, { content?: Record<string, unknown> }> }>>;
};
/** The reads: every GET but event streams (they never end; they carry notifications, no numbers), and the POSTs that read. */
const READS = [
  ...Object.entries(document.paths).flatMap(([path, methods]) =>
    methods.get && !Object.values(methods.get.responses ?? {}).some((answer) => answer.content?.['text/event-stream']) ? [`GET ${path}`] : [],
  ),
  'POST /api/customers/all-customer',
  'POST /api/dashboard/stats',
];
/** Where the sweep must find numbers (masked for the agent): the answers that show them. */
const SHOWING_NUMBERS = [
  'POST /api/customers/all-customer',
  'GET /api/customers/{id}',
  'GET /api/customers/{id}/feedback',
  'GET /api/customers/{id}/messages',
  'GET /api/calls',
  'GET /api/calls/{id}',
  'GET /api/calls/{id}/state',
];

describe('masking customer numbers for agents', () => {
  let t: TestApp;
  let admin: Client;
  let agent: Client;
  let agentId: number;
  let customer: Customer;
  let other: Customer;
  let callId: number;

  const bodies: Record<string, object> = { 'POST /api/customers/all-customer': {}, 'POST /api/dashboard/stats': { lead_cycle_ids: [] } };
  const paramsFor = (path: string): Record<string, string | number> => ({
    // The detail is read by loan number; the customer's other routes by id.
    id: path === '/api/customers/{id}' ? customer.loanApplicationNo : path.startsWith('/api/calls/') ? callId : path.startsWith('/api/users/') ? agentId : customer.id,
    userId: agentId,
    user_id: agentId,
    loan_application_no: customer.loanApplicationNo,
    kind: 'pan',
    secret: 'wrong',
    leadListId: 'none',
  });
  const read = async (client: Client, operation: string): Promise<{ status: number; text: string }> => {
    const [method, path] = operation.split(' ');
    const params = paramsFor(path);
    const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(params[name] ?? 1)));
    const call = method === 'GET' ? client.get(url) : client.post(url).send(bodies[operation]);
    const response = await call.set(GEO);
    return { status: response.status, text: `${JSON.stringify(response.body ?? null)}${response.text ?? ''}` };
  };
  const setMasking = (value: unknown) => admin.put('/api/settings/maskCustomerNumbersForAgents').send({ value });

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set(MORNING);
    const make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    const signed = await t.signedIn('agent');
    [agent, agentId] = [signed.client, signed.user.id];
    const cycle = await make.leadCycle();
    const group = await make.group();
    await make.assign(agentId, group.id);
    customer = await make.customer(cycle, {
      groupId: group.id, mobile: NUMBERS.mobile, alternatePhone: NUMBERS.alternate, okycMobile: NUMBERS.okyc,
      metadata: { reference_alternate_1: NUMBERS.reference, payment_link: LINK },
    });
    other = await make.customer(cycle, { groupId: group.id, alternatePhone: null });
    callId = (await make.call(customer, agentId)).id;
    await admin.get('/api/tata-user-sync').expect(200);
    const status = await make.dispositionStatus(await make.dispositionList(), { contactType: 'NC', code: 'NCM' });
    await agent.post(`/api/customers/${customer.id}/feedback`).send({ disposition_status_id: status.id, reference_alternate_2: NUMBERS.added }).expect(201);
    await admin.post('/api/customers/send-message').send({ customer_id: customer.id, toNumber: NUMBERS.mobile, customer_name: 'x', payment_link: LINK }).expect(201);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('the setting', () => {
    it('is off by default and only admins change it, to a boolean', async () => {
      expect((await admin.get('/api/settings/maskCustomerNumbersForAgents').expect(200)).body).toEqual({ key: 'maskCustomerNumbersForAgents', value: false });
      for (const value of ['true', 1, null, 'yes', [true]]) {
        const refused = await setMasking(value).expect(400);
        expect(refused.body.errors).toEqual({ value: 'value must be true or false' });
      }
      await agent.put('/api/settings/maskCustomerNumbersForAgents').send({ value: true }).expect(403);
      expect((await setMasking(false).expect(200)).body).toEqual({ key: 'maskCustomerNumbersForAgents', value: false });
    });
  });

  describe('while it is off', () => {
    it('agents see whole numbers, as the spec has it', async () => {
      await setMasking(false).expect(200);
      expect((await read(agent, 'GET /api/customers/{id}')).text).toContain(NUMBERS.alternate);
      expect((await read(agent, 'GET /api/calls')).text).toContain(NUMBERS.mobile);
    });
  });

  describe('while it is on', () => {
    beforeAll(async () => {
      await setMasking(true).expect(200);
    });

    it('no agent read answers a whole customer number; the answers that show numbers show them masked', async () => {
      const showing: string[] = [];
      for (const operation of READS) {
        const { text } = await read(agent, operation);
        expect({ operation, whole: text.match(WHOLE)?.[0] ?? null }).toEqual({ operation, whole: null });
        if (MASKED.test(text)) showing.push(operation);
      }
      expect(showing).toEqual(expect.arrayContaining(SHOWING_NUMBERS));
    });

    it('admins get the same answers with whole numbers', async () => {
      for (const operation of SHOWING_NUMBERS) {
        const { status, text } = await read(admin, operation);
        expect({ operation, status, whole: WHOLE.test(text), masked: MASKED.test(text) }).toEqual({ operation, status: 200, whole: true, masked: false });
      }
    });

    it('API keys (integrations an admin issued, acting as an admin) get whole numbers', async () => {
      const { key } = (await admin.post('/api/api-keys').send({ name: 'Masking check', scopes: ['customers:read'] }).expect(201)).body;
      const listed = await t.agent().post('/api/customers/all-customer').set('Authorization', `Bearer ${key}`).send({ search: NUMBERS.mobile }).expect(200);
      expect(listed.body.customers.map((c: { mobile: string }) => c.mobile)).toEqual([NUMBERS.mobile]);
    });

    it('masks the detail’s every number: mobile, alternate, OKYC, references, and the numbers feedback added', async () => {
      // One row per lead cycle of the loan: here one.
      const [detail] = (await agent.get(`/api/customers/${customer.loanApplicationNo}`).set(GEO).expect(200)).body;
      expect(detail).toEqual(expect.objectContaining({ mobile: '98XXXXX210', alternate_phone: '87XXXXX109', okyc_mobile: '76XXXXX098' }));
      expect(detail.metadata).toEqual(expect.objectContaining({ reference_alternate_1: '91XXXXX001', reference_alternate_2: '91XXXXX002', payment_link: LINK }));
    });

    it("finds the customer by the whole number or its start, for agents' customer and call searches, and answers masked", async () => {
      for (const search of [NUMBERS.mobile, '98765', '+91 98765 43210']) {
        const found = (await agent.post('/api/customers/all-customer').send({ search }).expect(200)).body;
        expect({ search, ids: found.customers.map((c: { id: number }) => c.id), mobiles: found.customers.map((c: { mobile: string }) => c.mobile) }).toEqual({
          search, ids: [customer.id], mobiles: ['98XXXXX210'],
        });
        const calls = (await agent.get('/api/calls').query({ search }).expect(200)).body;
        expect(calls.calls.map((c: { id: number; phone_number: string }) => [c.id, c.phone_number])).toEqual([[callId, '98XXXXX210']]);
      }
    });

    it('places a call by the number’s slot and answers it masked; a number that is not the customer’s is refused', async () => {
      const placed = await agent.post('/api/customers/init-call').send({ customer_id: customer.id, number_slot: 'alternate' }).expect(201);
      expect(placed.body).toEqual(expect.objectContaining({ customer_id: customer.id, phone_number: '87XXXXX109', state: 'initiated' }));
      const [row] = await t.dataSource.query(`SELECT phone_number FROM calls WHERE id = $1`, [placed.body.id]);
      expect(row.phone_number).toBe(NUMBERS.alternate);
      expect((await agent.get('/api/calls/live').expect(200)).body.call.phone_number).toBe('87XXXXX109');
      await t.dataSource.query(`UPDATE calls SET state = 'ended' WHERE id = $1`, [placed.body.id]);

      const stranger = await agent.post('/api/customers/init-call').send({ customer_id: customer.id, customerNumber: '9000000009' }).expect(400);
      expect(Object.keys(stranger.body.errors)).toEqual(['customerNumber']);
      const masked = await agent.post('/api/customers/init-call').send({ customer_id: customer.id, customerNumber: '98XXXXX210' }).expect(400);
      expect(Object.keys(masked.body.errors)).toEqual(['customerNumber']);
    });

    it('refuses a slot it does not know, an empty slot, and a slot with a number', async () => {
      const cases: [object, string][] = [
        [{ customer_id: customer.id, number_slot: 'reference' }, 'number_slot must be one of: mobile, alternate'],
        [{ customer_id: other.id, number_slot: 'alternate' }, 'The customer has no alternate number'],
        [{ customer_id: customer.id, number_slot: 'mobile', customerNumber: NUMBERS.mobile }, 'Send number_slot or customerNumber, not both'],
      ];
      for (const [body, message] of cases) {
        expect((await agent.post('/api/customers/init-call').send(body).expect(400)).body.errors).toEqual({ number_slot: message });
      }
    });

    it('sends a link by the number’s slot; an agent’s own number for the customer is refused, an admin’s is sent', async () => {
      const bySlot = { customer_id: customer.id, number_slot: 'mobile', customer_name: 'x', payment_link: LINK };
      const sent = await agent.post('/api/customers/send-message').set('Idempotency-Key', 'masking-replay-1').send(bySlot).expect(201);
      expect(sent.body).toEqual(expect.objectContaining({ kind: 'payment', to_number: '98XXXXX210' }));
      // A replay answers the stored answer, masked on its way out like the first.
      const replayed = await agent.post('/api/customers/send-message').set('Idempotency-Key', 'masking-replay-1').send(bySlot).expect(201);
      expect(replayed.body).toEqual(sent.body);
      const typed = { customer_id: customer.id, toNumber: '9000000009', customer_name: 'x', payment_link: LINK };
      const refused = await agent.post('/api/customers/send-settlement').send(typed).expect(400);
      expect(refused.body.errors).toEqual({ toNumber: "While customers' numbers are masked, links go only to the customer's own numbers" });
      expect((await admin.post('/api/customers/send-message').send(typed).expect(201)).body).toEqual(expect.objectContaining({ kind: 'reference', to_number: '9000000009' }));
    });
  });

  describe('after it is turned off again', () => {
    it('agents may send a link to a reference number they type (the spec’s rule)', async () => {
      await setMasking(false).expect(200);
      const sent = await agent.post('/api/customers/send-message').send({ customer_id: customer.id, toNumber: '9000000009', customer_name: 'x', payment_link: LINK }).expect(201);
      expect(sent.body).toEqual(expect.objectContaining({ kind: 'reference', to_number: '9000000009' }));
    });
  });
});
