import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** Issue 25 items 10, 11 and 17 (payments on screen, who recorded them and how, in words) and issue 26 item 7 (paid_date bounds). */
describe('recording payments', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let adminUser: User;
  let agent: Client;
  let cycle: LeadCycle;
  let groupId: number;
  let customer: Customer;

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    ({ client: admin, user: adminUser } = await t.signedIn('admin', { name: 'Anita Admin' }));
    const signed = await t.signedIn('agent');
    agent = signed.client;
    cycle = await make.leadCycle();
    groupId = (await make.group()).id;
    await make.assign(signed.user.id, groupId);
  });
  beforeEach(async () => {
    t.clock.set('2030-01-10T04:30:00.000Z');
    customer = await make.customer(cycle, { groupId, disbursalDate: '2029-06-15' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('paid_date lies between the disbursal date (or 01/01/2000) and today', () => {
    it('refuses 1900-01-01 and a day before the disbursal, naming paid_date, on both routes', async () => {
      const undisbursed = await make.customer(cycle, { groupId });
      const old = await admin.post('/api/payments').send({ customer_id: undisbursed.id, amount: 100, paid_date: '1900-01-01', reference: 'OLD-1' }).expect(400);
      expect(old.body.errors).toEqual({ paid_date: 'paid_date cannot be before 01/01/2000' });
      const early = await admin.post('/api/payments').send({ customer_id: customer.id, amount: 100, paid_date: '2029-06-14', reference: 'EARLY-1' }).expect(400);
      expect(early.body.errors).toEqual({ paid_date: "paid_date cannot be before the loan's disbursal date, 15/06/2029" });
      const screen = await admin.post(`/api/customers/${customer.id}/payments`).send({ amount: 100, paid_date: '2029-06-14', reference: 'EARLY-2' }).expect(400);
      expect(screen.body.errors).toEqual({ paid_date: "paid_date cannot be before the loan's disbursal date, 15/06/2029" });
      await admin.post('/api/payments').send({ customer_id: customer.id, amount: 100, paid_date: '2029-06-15', reference: 'ON-DISBURSAL' }).expect(201);
      await admin.post('/api/payments').send({ customer_id: undisbursed.id, amount: 100, paid_date: '2000-01-01', reference: 'Y2K' }).expect(201);
      await admin.post(`/api/customers/${customer.id}/payments`).send({ amount: 100, paid_date: '2030-01-11', reference: 'TOMORROW' }).expect(400);
    });
  });

  describe('on the customer page', () => {
    it('an admin records a payment by screen, once per reference; agents cannot', async () => {
      const body = { amount: 17582, paid_date: '2030-01-09', reference: 'UTR-SCREEN-1' };
      const first = await admin.post(`/api/customers/${customer.id}/payments`).send(body).expect(201);
      expect(first.body).toEqual(expect.objectContaining({ customer_id: customer.id, amount: 17582, paid_date: '2030-01-09', source: 'screen', reference: 'UTR-SCREEN-1' }));
      const again = await admin.post(`/api/customers/${customer.id}/payments`).send(body).expect(200);
      expect(again.body.id).toBe(first.body.id);
      await admin.post(`/api/customers/${customer.id}/payments`).send({ ...body, amount: 1 }).expect(409);
      await agent.post(`/api/customers/${customer.id}/payments`).send({ ...body, reference: 'UTR-AGENT' }).expect(403);
      await admin.post('/api/customers/999999/payments').send({ ...body, reference: 'UTR-NOBODY' }).expect(404);
      const bad = await admin.post(`/api/customers/${customer.id}/payments`).send({ amount: 0, paid_date: '2030-01-09', reference: '' }).expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'reference']);
      const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM payments WHERE customer_id = $1', [customer.id]);
      expect(n).toBe(1);
    });

    it("the customer's payments say who recorded each and how", async () => {
      await admin.post(`/api/customers/${customer.id}/payments`).send({ amount: 500, paid_date: '2030-01-08', reference: 'UTR-SCREEN-2' }).expect(201);
      await admin.post('/api/payments').send({ customer_id: customer.id, amount: 17582, paid_date: '2030-01-09', reference: 'UTR-API-2' }).expect(201);
      const [row] = (await agent.get(`/api/customers/${encodeURIComponent(customer.loanApplicationNo)}`).expect(200)).body;
      expect(row.payments).toEqual(expect.arrayContaining([
        expect.objectContaining({ paid_date: '2030-01-08', total_paid_amount: 500, source: 'screen', reference: 'UTR-SCREEN-2', recorded_by: { id: adminUser.id, name: 'Anita Admin' } }),
        expect.objectContaining({ paid_date: '2030-01-09', total_paid_amount: 17582, source: 'api', reference: 'UTR-API-2', recorded_by: { id: adminUser.id, name: 'Anita Admin' } }),
      ]));
    });

    it('Recent Activity says how a payment was recorded, in words', async () => {
      await admin.post('/api/payments').send({ customer_id: customer.id, amount: 17582, paid_date: '2030-01-09', reference: 'UTR-API-3' }).expect(201);
      await admin.post(`/api/customers/${customer.id}/payments`).send({ amount: 2500, paid_date: '2030-01-09', reference: 'UTR-SCREEN-3' }).expect(201);
      const items = (await admin.get('/api/activity?limit=2').expect(200)).body.items as { summary: string }[];
      expect(items.map((item) => item.summary).sort()).toEqual(['Payment of ₹17,582 recorded through the API', 'Payment of ₹2,500 recorded on screen']);
    });
  });
});
