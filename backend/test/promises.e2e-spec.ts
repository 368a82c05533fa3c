import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { DispositionStatus } from '../src/modules/dispositions/entities/disposition-status.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { PromisesService } from '../src/modules/promises/promises.service.js';
import { factories, type Factories } from './support/factories.js';
import { acrossALoan } from './support/group-loan.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** 10:00 in Kolkata on that day. */
const morningOf = (day: string) => `${day}T04:30:00.000Z`;
/** 18:00 in Kolkata on that day: a follow-up time on the promised day. */
const eveningOf = (day: string) => `${day}T12:30:00.000Z`;

describe('promises to pay and payments', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let adminId: number;
  let agent: Client;
  let agentId: number;
  let cycle: LeadCycle;
  let groupId: number;
  let ptp: DispositionStatus;
  let promiseMarked: DispositionStatus;
  let callBack: DispositionStatus;
  let customer: Customer;

  const promiseFor = (c: Customer, day: string, promised_amount?: number, status = ptp) =>
    agent.post(`/api/customers/${c.id}/feedback`).send({
      disposition_status_id: status.id, rpc_follow_up: eveningOf(day), callMetadata: { reasonForNotPaying: 'Salary delayed' }, promised_amount,
    });
  const pay = (c: Customer, amount: number, paid_date: string, reference = `UTR-${c.id}-${amount}-${paid_date}-${Math.random()}`) =>
    admin.post('/api/payments').send({ customer_id: c.id, amount, paid_date, reference });
  const promisesOf = async (c: Customer) => (await agent.get(`/api/customers/${c.id}/promises`).expect(200)).body as { id: number; state: string; promised_amount: number | null; promised_date: string }[];
  const decideDue = () => t.app.get(PromisesService).decideDue();

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    ({ client: admin, user: { id: adminId } } = await t.signedIn('admin'));
    const signed = await t.signedIn('agent');
    agent = signed.client;
    agentId = signed.user.id;
    cycle = await make.leadCycle();
    groupId = (await make.group()).id;
    await make.assign(agentId, groupId);
    const list = await make.dispositionList();
    ptp = await make.dispositionStatus(list, { name: 'Promise to pay', code: 'PTP', contactType: 'RPC', nextDateTimeNeeded: true });
    promiseMarked = await make.dispositionStatus(list, { name: 'Will pay by link', code: 'WPL', contactType: 'RPC', nextDateTimeNeeded: true, isPromise: true });
    callBack = await make.dispositionStatus(list, { name: 'Call back', code: 'CB', contactType: 'RPC' });
  });
  beforeEach(async () => {
    t.clock.set(morningOf('2030-01-10'));
    customer = await make.customer(cycle, { groupId });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('recording a promise', () => {
    it('a PTP records an open promise for the follow-up day with the amount, shown in the feedback history', async () => {
      const created = await promiseFor(customer, '2030-01-11', 5000).expect(201);
      expect(created.body.promise).toEqual({ id: expect.any(Number), promised_date: '2030-01-11', promised_amount: 5000, state: 'open' });
      const [promise] = await promisesOf(customer);
      expect(promise).toEqual(expect.objectContaining({ promised_date: '2030-01-11', promised_amount: 5000, state: 'open', decided_at: null, agent: { id: agentId, name: expect.any(String) } }));
      const history = await agent.get(`/api/customers/${customer.id}/feedback`).expect(200);
      expect(history.body[0].promise).toEqual(expect.objectContaining({ id: promise.id, state: 'open' }));
    });

    it('a status an admin marks as a promise records one too; the mark is editable through the dispositions API', async () => {
      await promiseFor(customer, '2030-01-11', undefined, promiseMarked).expect(201);
      expect((await promisesOf(customer))[0]).toEqual(expect.objectContaining({ promised_amount: null, state: 'open' }));
      const marked = await admin.patch(`/api/disposition/statuses/${callBack.id}`).send({ is_promise: true }).expect(200);
      expect(marked.body.is_promise).toBe(true);
      await admin.patch(`/api/disposition/statuses/${callBack.id}`).send({ is_promise: false }).expect(200);
    });

    it('refuses an amount on feedback that is not a promise, and bad amounts, naming promised_amount', async () => {
      const notPromise = await agent.post(`/api/customers/${customer.id}/feedback`).send({ disposition_status_id: callBack.id, callMetadata: { reasonForNotPaying: 'x' }, promised_amount: 100 }).expect(400);
      expect(notPromise.body.errors).toEqual({ promised_amount: 'A promised amount goes only with a promise to pay' });
      for (const [amount, message] of [[0, 'promised_amount must be more than 0'], [-5, 'promised_amount must be more than 0'], ['100', 'promised_amount must be an amount in rupees'], [1.234, 'promised_amount can have at most 2 decimals']] as const) {
        expect((await promiseFor(customer, '2030-01-11', amount as number).expect(400)).body.errors).toEqual({ promised_amount: message });
      }
      expect(await promisesOf(customer)).toEqual([]);
    });

    it('a newer promise cancels the open one', async () => {
      await promiseFor(customer, '2030-01-11', 5000).expect(201);
      await promiseFor(customer, '2030-01-12', 4000).expect(201);
      const [newer, older] = await promisesOf(customer);
      expect(newer).toEqual(expect.objectContaining({ promised_date: '2030-01-12', state: 'open' }));
      expect(older).toEqual(expect.objectContaining({ promised_date: '2030-01-11', state: 'cancelled', decided_at: expect.any(String) }));
    });

    it('another agent cannot read the promises of a customer they may not see, unless on the day of a loan of its group', async () => {
      const stranger = await t.signedIn('agent');
      await stranger.client.get(`/api/customers/${customer.id}/promises`).expect(404);
      const read = await acrossALoan(t, { groupId, agentIds: [stranger.user.id] }, async () => (await stranger.client.get(`/api/customers/${customer.id}/promises`)).status);
      expect(read).toEqual({ before: 404, during: 200, after: 404 });
    });
  });

  describe('the rules', () => {
    it('kept on time: a payment reaching the amount by the promised date keeps it at once', async () => {
      await promiseFor(customer, '2030-01-10', 5000).expect(201);
      await pay(customer, 5000, '2030-01-10').expect(201);
      expect((await promisesOf(customer))[0].state).toBe('kept');
    });

    it('partial payments add up; a payment from before the promise does not count', async () => {
      await pay(customer, 9000, '2030-01-09').expect(201);
      await promiseFor(customer, '2030-01-11', 5000).expect(201);
      await pay(customer, 2000, '2030-01-10').expect(201);
      expect((await promisesOf(customer))[0].state).toBe('open');
      await pay(customer, 3000, '2030-01-10').expect(201);
      expect((await promisesOf(customer))[0].state).toBe('kept');
    });

    it('kept in grace: paid the day after the promised date (PTP_GRACE_DAYS 1)', async () => {
      await promiseFor(customer, '2030-01-10', 5000).expect(201);
      t.clock.set(morningOf('2030-01-11'));
      expect(await decideDue()).toBe(0);
      await pay(customer, 5000, '2030-01-11').expect(201);
      expect((await promisesOf(customer))[0].state).toBe('kept');
    });

    it('any payment keeps a promise without an amount', async () => {
      await promiseFor(customer, '2030-01-10').expect(201);
      await pay(customer, 1, '2030-01-10').expect(201);
      expect((await promisesOf(customer))[0].state).toBe('kept');
    });

    it('broken once the grace day has passed, decided once however often the job runs; kept late when the amount arrives afterwards', async () => {
      await promiseFor(customer, '2030-01-10', 5000).expect(201);
      await pay(customer, 1000, '2030-01-10').expect(201);
      t.clock.set(morningOf('2030-01-12'));
      expect(await decideDue()).toBeGreaterThanOrEqual(1);
      const [broken] = await promisesOf(customer);
      expect(broken.state).toBe('broken');
      expect(await decideDue()).toBe(0);
      const decisions = await t.dataSource.query(`SELECT action, actor_id FROM audit_log WHERE entity = 'promise' AND entity_id = $1 AND action = 'decide'`, [String(broken.id)]);
      expect(decisions).toEqual([{ action: 'decide', actor_id: null }]);

      await pay(customer, 3000, '2030-01-12').expect(201);
      expect((await promisesOf(customer))[0].state).toBe('broken');
      await pay(customer, 1000, '2030-01-12').expect(201);
      expect((await promisesOf(customer))[0].state).toBe('kept_late');
    });

    it('a payment dated within the grace period but recorded after the promise was marked broken keeps it', async () => {
      await promiseFor(customer, '2030-01-10', 5000).expect(201);
      t.clock.set(morningOf('2030-01-12'));
      await decideDue();
      expect((await promisesOf(customer))[0].state).toBe('broken');
      await pay(customer, 5000, '2030-01-11').expect(201);
      expect((await promisesOf(customer))[0].state).toBe('kept');
    });
  });

  describe('payments', () => {
    it('the same reference twice records one payment; a different payment under it is a conflict', async () => {
      const first = await admin.post('/api/payments').send({ customer_id: customer.id, amount: 2500, paid_date: '2030-01-10', reference: `REF-${customer.id}` }).expect(201);
      const again = await admin.post('/api/payments').send({ customer_id: customer.id, amount: 2500, paid_date: '2030-01-10', reference: `REF-${customer.id}` }).expect(200);
      expect(again.body.id).toBe(first.body.id);
      const other = await admin.post('/api/payments').send({ customer_id: customer.id, amount: 2600, paid_date: '2030-01-10', reference: `REF-${customer.id}` }).expect(409);
      expect(other.body.errors).toEqual({ reference: 'This reference is already recorded for a different payment' });
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM payments WHERE reference = $1`, [`REF-${customer.id}`]);
      expect(n).toBe(1);
      expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'payment' AND entity_id = $1`, [String(first.body.id)]))[0].n).toBe(1);
    });

    it('credits a loan by its number (the newest cycle), refuses a future date, a missing customer and agents', async () => {
      const byLoan = await admin.post('/api/payments').send({ loan_application_no: customer.loanApplicationNo, amount: 100, paid_date: '2030-01-10', reference: `LOAN-${customer.id}` }).expect(201);
      expect(byLoan.body).toEqual(expect.objectContaining({ customer_id: customer.id, amount: 100, source: 'api' }));
      expect((await pay(customer, 100, '2030-01-11').expect(400)).body.errors).toEqual({ paid_date: 'paid_date cannot be in the future' });
      expect((await admin.post('/api/payments').send({ amount: 100, paid_date: '2030-01-10', reference: 'X' }).expect(400)).body.errors).toEqual({ customer_id: 'Give customer_id or loan_application_no' });
      await admin.post('/api/payments').send({ loan_application_no: 'NO-SUCH-LOAN', amount: 100, paid_date: '2030-01-10', reference: 'Y' }).expect(404);
      await admin.post('/api/payments').send({ customer_id: 2_000_000_000, amount: 100, paid_date: '2030-01-10', reference: 'Z' }).expect(404);
      await agent.post('/api/payments').send({ customer_id: customer.id, amount: 100, paid_date: '2030-01-10', reference: 'W' }).expect(403);
    });

    it('an import bringing a newer last payment records it and keeps the promise; the same date again records nothing', async () => {
      await promiseFor(customer, '2030-01-10', 5400).expect(201);
      const csv = (date: string) => `loan_application_no,name,mobile,last_paid_date,last_paid_amount\n${customer.loanApplicationNo},${customer.name},${customer.mobile},${date},5400\n`;
      for (const date of ['2030-01-10', '2030-01-10']) {
        await admin.post('/api/customers/upload-csv').attach('file', Buffer.from(csv(date)), { filename: 'payments.csv', contentType: 'text/csv' }).expect(200);
        await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id }).expect(200);
      }
      const payments = await t.dataSource.query(`SELECT source, paid_date::text AS paid_date, total_paid_amount::int AS amount, recorded_by FROM payments WHERE customer_id = $1`, [customer.id]);
      // Recorded by whoever made the import (the customer page says "From an import" and names them).
      expect(payments).toEqual([{ source: 'import', paid_date: '2030-01-10', amount: 5400, recorded_by: adminId }]);
      expect((await promisesOf(customer))[0].state).toBe('kept');
    });
  });
});
