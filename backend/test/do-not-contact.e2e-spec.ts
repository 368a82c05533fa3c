import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { CustomersService } from '../src/modules/customers/customers.service.js';
import { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** 10:30 in Kolkata on Monday 23/11/2026: inside the calling window. */
const MORNING = new Date('2026-11-23T05:00:00Z');
const LINK = 'https://pay.example.in/l/1';

/** Issue 31: do not contact, and the cap on call attempts per customer per business day. */
describe('do not contact and the daily cap on call attempts', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let agent: Client;
  let adminName: string;
  let cycle: LeadCycle;
  let groupId: number;

  let sequence = 0;
  /** The dialer simulator answers numbers ending in 5. */
  const customer = (fields: Partial<Customer> = {}) =>
    make.customer(cycle, { groupId, mobile: `9${String(10_000_000 + ++sequence)}5`, metadata: { payment_link: LINK }, ...fields });
  const mark = (id: number, body: object) => admin.put(`/api/customers/${id}/do-not-contact`).send(body);
  const dial = (c: Customer) => agent.post('/api/customers/init-call').send({ customerNumber: c.mobile, customer_id: c.id });
  const sendLink = (c: Customer) => agent.post('/api/customers/send-message').send({ customer_id: c.id, toNumber: c.mobile, customer_name: c.name, payment_link: LINK });
  const detail = async (c: Customer, as = agent) => (await as.get(`/api/customers/${c.loanApplicationNo}`).expect(200)).body as { id: number; do_not_contact: unknown }[];
  const listed = async (c: Customer) =>
    ((await agent.post('/api/customers/all-customer').send({ search: c.loanApplicationNo }).expect(200)).body.customers as { id: number; do_not_contact: unknown }[]).find((row) => row.id === c.id);
  const endCalls = () => t.dataSource.query(`UPDATE calls SET state = 'ended', outcome = 'missed' WHERE state <> 'ended'`);
  const worklist = async () => (await agent.get('/api/worklist').expect(200)).body.sections as { key: string; count: number; customers: { id: number }[] }[];
  const neverContacted = async () => (await worklist()).find((section) => section.key === 'never_contacted')!;

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set(MORNING);
    make = factories(t.dataSource);
    const signedAdmin = await t.signedIn('admin');
    admin = signedAdmin.client;
    adminName = signedAdmin.user.name;
    const signed = await t.signedIn('agent');
    agent = signed.client;
    cycle = await make.leadCycle();
    groupId = (await make.group()).id;
    await make.assign(signed.user.id, groupId);
    await admin.get('/api/tata-user-sync').expect(200);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    t.clock.set(MORNING);
    await endCalls();
  });

  describe('the mark', () => {
    it('is set by an admin, carried by the list and the detail (every cycle of the loan), and audited with its note', async () => {
      const c = await customer();
      const laterCycle = await make.leadCycle({ name: 'Pre-EMI' });
      const sameLoan = await make.customer(laterCycle, { groupId, loanApplicationNo: c.loanApplicationNo, mobile: c.mobile });
      expect((await detail(c))[0].do_not_contact).toBeNull();

      const set = await mark(c.id, { reason: 'customer_request', until: '2026-12-31', note: 'Asked on the phone not to be called' }).expect(200);
      const expected = {
        reason: 'customer_request', until: '2026-12-31', note: 'Asked on the phone not to be called',
        set_by: { id: expect.any(Number), name: adminName }, set_at: MORNING.toISOString(),
      };
      expect(set.body).toEqual(expected);
      expect((await detail(c)).map((row) => [row.id, row.do_not_contact])).toEqual(
        expect.arrayContaining([[c.id, expected], [sameLoan.id, expected]]),
      );
      expect((await listed(c))?.do_not_contact).toEqual(expected);

      const trail = (await admin.get(`/api/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'customer', entity_id: String(c.id) }))}`).expect(200)).body as { action: string; reason: string | null }[];
      expect(trail[0]).toEqual(expect.objectContaining({ action: 'mark_do_not_contact', reason: 'Asked on the phone not to be called' }));
    });

    it('is refused to agents, and its input is checked naming the field', async () => {
      const c = await customer();
      await agent.put(`/api/customers/${c.id}/do-not-contact`).send({ reason: 'legal' }).expect(403);
      await agent.delete(`/api/customers/${c.id}/do-not-contact`).expect(403);
      expect((await mark(c.id, { reason: 'annoyed' }).expect(400)).body.errors).toEqual({ reason: expect.stringContaining('reason must be one of customer_request, legal') });
      expect((await mark(c.id, { reason: 'legal', until: '2026-11-22' }).expect(400)).body.errors).toEqual({ until: 'until must be today or a later date' });
      expect((await mark(c.id, { reason: 'legal', until: '2026-02-30' }).expect(400)).body.errors).toEqual({ until: expect.stringContaining('until') });
      expect((await mark(c.id, { reason: 'legal', note: 'x'.repeat(501) }).expect(400)).body.errors).toEqual({ note: 'note must be at most 500 characters' });
      await mark(999_999, { reason: 'legal' }).expect(404);
      expect((await detail(c))[0].do_not_contact).toBeNull();
    });

    it('no longer holds after its last day (the business clock), and is cleared by an admin once', async () => {
      const c = await customer();
      await mark(c.id, { reason: 'dispute', until: '2026-11-23' }).expect(200);
      t.clock.set(new Date('2026-11-23T18:29:00Z')); // 23:59 in Kolkata: still its last day
      expect((await detail(c))[0].do_not_contact).toEqual(expect.objectContaining({ reason: 'dispute' }));
      t.clock.set(new Date('2026-11-24T04:00:00Z'));
      expect((await detail(c))[0].do_not_contact).toBeNull();
      await admin.delete(`/api/customers/${c.id}/do-not-contact`).expect(404);

      await mark(c.id, { reason: 'deceased' }).expect(200);
      expect((await admin.delete(`/api/customers/${c.id}/do-not-contact`).expect(200)).body).toEqual({ do_not_contact: null });
      expect((await admin.delete(`/api/customers/${c.id}/do-not-contact`).expect(404)).body.message).toBe('This customer is not marked do not contact');
      expect((await detail(c))[0].do_not_contact).toBeNull();
    });

    it('refuses calls and every link message while it holds, naming the reason, and lets them through once cleared', async () => {
      const c = await customer();
      await mark(c.id, { reason: 'customer_request', until: '2026-12-31' }).expect(200);
      const message = 'This customer is marked do not contact (Customer request) until 31/12/2026: calls and messages are not allowed.';
      expect((await dial(c).expect(409)).body.message).toBe(message);
      expect((await sendLink(c).expect(409)).body.message).toBe(message);
      expect((await agent.post('/api/customers/send-message').send({ loan_application_no: c.loanApplicationNo, toNumber: c.mobile, customer_name: c.name, payment_link: LINK }).expect(409)).body.message).toBe(message);
      expect(await t.dataSource.query('SELECT id FROM calls WHERE customer_id = $1 UNION ALL SELECT NULL FROM messages WHERE customer_id = $1', [c.id])).toEqual([]);

      await admin.delete(`/api/customers/${c.id}/do-not-contact`).expect(200);
      await dial(c).expect(201);
      await sendLink(c).expect(201);
    });

    it("is left out of the dialer's lead lists (Sync leads) while it holds", async () => {
      const c = await customer();
      const dialable = async () => (await t.app.get(CustomersService).dialableBatch(cycle.id, 0, 10_000)).map((row) => row.id);
      expect(await dialable()).toContain(c.id);
      await mark(c.id, { reason: 'other', until: '2026-11-23' }).expect(200);
      expect(await dialable()).not.toContain(c.id);
      t.clock.set(new Date('2026-11-24T05:00:00Z'));
      expect(await dialable()).toContain(c.id);
    });

    it('takes the customer out of every worklist section, its count too', async () => {
      const c = await customer();
      const before = await neverContacted();
      expect(before.customers.map((row) => row.id)).toContain(c.id);
      await mark(c.id, { reason: 'legal' }).expect(200);
      const after = await neverContacted();
      expect(after.customers.map((row) => row.id)).not.toContain(c.id);
      expect(after.count).toBe(before.count - 1);
      for (const section of await worklist()) expect([section.key, section.customers.some((row) => row.id === c.id)]).toEqual([section.key, false]);
      const floor = (await admin.get('/api/worklist').expect(200)).body.sections as { customers: { id: number }[] }[];
      expect(floor.flatMap((section) => section.customers.map((row) => row.id))).not.toContain(c.id);
    });

    it('is set and cleared by the CSV import column, which names the column in a bad row', async () => {
      const marked = await customer();
      const toClear = await customer();
      const kept = await customer();
      await mark(toClear.id, { reason: 'dispute' }).expect(200);
      await mark(kept.id, { reason: 'legal' }).expect(200);
      const csv = [
        'name,mobile,loan_application_no,do_not_contact',
        `Kept As Is,${kept.mobile},${kept.loanApplicationNo},`,
        `Marked Now,${marked.mobile},${marked.loanApplicationNo},Deceased`,
        `Cleared Now,${toClear.mobile},${toClear.loanApplicationNo},clear`,
        'Bad Mark,9876512345,LN-BAD-1,annoyed',
      ].join('\n');
      const parsed = await admin.post('/api/customers/upload-csv').attach('file', Buffer.from(csv), { filename: 'marks.csv', contentType: 'text/csv' }).expect(200);
      expect(parsed.body.summary).toEqual(expect.objectContaining({ validRows: 3, failedRows: 1 }));
      expect(JSON.stringify(parsed.body.failedRecords)).toContain('do_not_contact - Must be one of customer_request, legal, deceased, dispute, other, clear');
      await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id, importId: parsed.body.importId }).expect(200);

      expect((await detail(marked))[0].do_not_contact).toEqual(expect.objectContaining({ reason: 'deceased', until: null, note: 'Imported from marks.csv' }));
      expect((await detail(toClear))[0].do_not_contact).toBeNull();
      expect((await detail(kept))[0].do_not_contact).toEqual(expect.objectContaining({ reason: 'legal' }));
      await dial(marked).expect(409);
    });
  });

  describe('maxCallAttemptsPerDay', () => {
    it('is off by default and takes a whole number from 0 to 50, naming the field otherwise', async () => {
      expect((await admin.get('/api/settings/maxCallAttemptsPerDay').expect(200)).body).toEqual({ key: 'maxCallAttemptsPerDay', value: 0 });
      for (const value of [-1, 51, 1.5, '3', null]) {
        expect((await admin.put('/api/settings/maxCallAttemptsPerDay').send({ value }).expect(400)).body.errors).toEqual({ value: 'value must be a whole number from 0 (off) to 50' });
      }
      await agent.put('/api/settings/maxCallAttemptsPerDay').send({ value: 3 }).expect(403);
    });

    it('past the cap answers 409 naming the cap and when it resets, per customer, until the next business day', async () => {
      await admin.put('/api/settings/maxCallAttemptsPerDay').send({ value: 2 }).expect(200);
      try {
        const c = await customer();
        const other = await customer();
        for (let attempt = 0; attempt < 2; attempt++) {
          await dial(c).expect(201);
          await endCalls();
        }
        const capped = await dial(c).expect(409);
        expect(capped.body.message).toBe('This customer has had 2 call attempts today, the most allowed a day: calls open again at 00:00 on 24/11/2026 (Asia/Kolkata).');
        await dial(other).expect(201);
        await endCalls();

        t.clock.set(new Date('2026-11-24T05:00:00Z'));
        await dial(c).expect(201);
      } finally {
        await admin.put('/api/settings/maxCallAttemptsPerDay').send({ value: 0 }).expect(200);
      }
    });

    it('holds when two agents dial the same customer at once', async () => {
      await admin.put('/api/settings/maxCallAttemptsPerDay').send({ value: 1 }).expect(200);
      try {
        const c = await customer();
        const second = await t.signedIn('agent');
        await make.assign(second.user.id, groupId);
        await admin.get('/api/tata-user-sync').expect(200);
        const dials = await Promise.all([dial(c), second.client.post('/api/customers/init-call').send({ customerNumber: c.mobile, customer_id: c.id })]);
        expect(dials.map((answer) => answer.status).sort()).toEqual([201, 409]);
      } finally {
        await admin.put('/api/settings/maxCallAttemptsPerDay').send({ value: 0 }).expect(200);
      }
    });
  });
});
