import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { IdempotencyService } from '../src/modules/idempotency/idempotency.service.js';
import { auditedQuery } from './support/audited.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

const HOUR = 60 * 60 * 1000;

/** Issue 29, idempotent writes: `Idempotency-Key` on the POSTs that create something. */
describe('Idempotency-Key', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let otherAdmin: Client;
  let cycle: LeadCycle;
  let customer: Customer;
  let sequence = 0;

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    otherAdmin = (await t.signedIn('admin')).client;
    cycle = await make.leadCycle();
  });
  beforeEach(async () => {
    t.clock.set('2030-01-10T04:30:00.000Z');
    customer = await make.customer(cycle, { disbursalDate: '2029-06-15' });
  });
  afterAll(async () => {
    await t.close();
  });

  const newKey = () => `key-${process.pid}-${(sequence += 1)}`;
  const paymentBody = (reference: string, amount = 17582) => ({ customer_id: customer.id, amount, paid_date: '2030-01-09', reference });
  const postPayment = (client: Client, key: string, body: object) => client.post('/api/payments').set('Idempotency-Key', key).send(body);
  const paymentsOf = async (id: number): Promise<number> =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM payments WHERE customer_id = $1', [id]))[0].n;
  const recordsOf = async (key: string): Promise<number> =>
    (await t.dataSource.query('SELECT count(*)::int AS n FROM idempotency_keys WHERE key = $1', [key]))[0].n;

  it('a payment posted twice under one key is recorded once, and the second answer is the first one again', async () => {
    const key = newKey();
    const first = await postPayment(admin, key, paymentBody('UTR-IDEM-1')).expect(201);
    const again = await postPayment(admin, key, paymentBody('UTR-IDEM-1')).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsOf(customer.id)).toBe(1);
    // The customer page's route too; the same body with its keys in another order is the same request.
    const screenKey = newKey();
    const screen = await admin.post(`/api/customers/${customer.id}/payments`).set('Idempotency-Key', screenKey).send({ amount: 500, paid_date: '2030-01-08', reference: 'UTR-IDEM-2' }).expect(201);
    const screenAgain = await admin.post(`/api/customers/${customer.id}/payments`).set('Idempotency-Key', screenKey).send({ reference: 'UTR-IDEM-2', paid_date: '2030-01-08', amount: 500 }).expect(201);
    expect(screenAgain.body).toEqual(screen.body);
    expect(await paymentsOf(customer.id)).toBe(2);
  });

  it('the same key with a different body answers 422 naming Idempotency-Key, and does nothing', async () => {
    const key = newKey();
    await postPayment(admin, key, paymentBody('UTR-IDEM-3')).expect(201);
    const other = await postPayment(admin, key, paymentBody('UTR-IDEM-4')).expect(422);
    expect(other.body.errors).toEqual({ 'Idempotency-Key': expect.stringContaining('Idempotency-Key') });
    expect(other.body.message).toContain('Idempotency-Key');
    // Another route under the same key is another request.
    await admin.post(`/api/customers/${customer.id}/payments`).set('Idempotency-Key', key).send({ amount: 17582, paid_date: '2030-01-09', reference: 'UTR-IDEM-3' }).expect(422);
    expect(await paymentsOf(customer.id)).toBe(1);
  });

  it('a request still in flight under the key answers 409; once it is done, the key replays its answer', async () => {
    const key = newKey();
    // Hold the customer's row, so the first request waits inside its work (it locks the customer it pays).
    const holder = t.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    await holder.query('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customer.id]);
    const first = postPayment(admin, key, paymentBody('UTR-IDEM-5')).then((response) => response);
    await waitForLockWaiters(1);
    const second = await postPayment(admin, key, paymentBody('UTR-IDEM-5')).expect(409);
    expect(second.body.message).toContain('Idempotency-Key');
    await holder.commitTransaction();
    await holder.release();
    expect((await first).status).toBe(201);
    const third = await postPayment(admin, key, paymentBody('UTR-IDEM-5')).expect(201);
    expect(third.body).toEqual((await first).body);
    expect(await paymentsOf(customer.id)).toBe(1);
  });

  it('two requests sent together under one key make one payment: one 201, the other 409 or the replay', async () => {
    const key = newKey();
    const answers = await Promise.all([postPayment(admin, key, paymentBody('UTR-IDEM-6')), postPayment(admin, key, paymentBody('UTR-IDEM-6'))]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect([[201, 201], [201, 409]]).toContainEqual(statuses);
    expect(await paymentsOf(customer.id)).toBe(1);
  });

  it('a failure inside the work leaves no record, so a retry under the key does the work', async () => {
    const key = newKey();
    // A deferred check fails at COMMIT, after the payment and the key's record were both written.
    await t.dataSource.query(`
      CREATE FUNCTION refuse_test_payment() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused' USING ERRCODE = 'check_violation'; END $$;
      CREATE CONSTRAINT TRIGGER refuse_test_payment AFTER INSERT ON payments DEFERRABLE INITIALLY DEFERRED
        FOR EACH ROW WHEN (NEW.reference = 'UTR-IDEM-7') EXECUTE FUNCTION refuse_test_payment();`);
    try {
      const failed = await postPayment(admin, key, paymentBody('UTR-IDEM-7'));
      expect(failed.status).toBeGreaterThanOrEqual(400);
      expect(await recordsOf(key)).toBe(0);
      expect(await paymentsOf(customer.id)).toBe(0);
    } finally {
      await t.dataSource.query('DROP TRIGGER refuse_test_payment ON payments; DROP FUNCTION refuse_test_payment();');
    }
    await postPayment(admin, key, paymentBody('UTR-IDEM-7')).expect(201);
    expect(await recordsOf(key)).toBe(1);
    expect(await paymentsOf(customer.id)).toBe(1);
    // A refusal (404: no such customer) is not an answer to keep either.
    const missingKey = newKey();
    await postPayment(admin, missingKey, { ...paymentBody('UTR-IDEM-8'), customer_id: 2147483647 }).expect(404);
    expect(await recordsOf(missingKey)).toBe(0);
  });

  it('a key is kept 24 hours: within them a different body is 422, after them the key is free and the job removes the old record', async () => {
    const key = newKey();
    await postPayment(admin, key, paymentBody('UTR-IDEM-9')).expect(201);
    t.clock.advance(23 * HOUR);
    await postPayment(admin, key, paymentBody('UTR-IDEM-10')).expect(422);
    t.clock.advance(1 * HOUR + 60_000);
    await postPayment(admin, key, paymentBody('UTR-IDEM-10')).expect(201);
    expect(await paymentsOf(customer.id)).toBe(2);
    const expiring = newKey();
    await postPayment(admin, expiring, paymentBody('UTR-IDEM-11')).expect(201);
    t.clock.advance(25 * HOUR);
    await t.app.get(IdempotencyService).removeExpired();
    expect(await recordsOf(expiring)).toBe(0);
    expect(await recordsOf(key)).toBe(0);
  });

  it('the same key from two users is two records', async () => {
    const key = newKey();
    await postPayment(admin, key, paymentBody('UTR-IDEM-12')).expect(201);
    const other = await postPayment(otherAdmin, key, paymentBody('UTR-IDEM-13')).expect(201);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsOf(customer.id)).toBe(2);
    expect(await recordsOf(key)).toBe(2);
  });

  it('an API key and the admin who made it are two callers: the same key is two records', async () => {
    const key = newKey();
    const apiKey = (await admin.post('/api/api-keys').send({ name: 'Loan system', scopes: ['payments:write'] }).expect(201)).body.key as string;
    await postPayment(admin, key, paymentBody('UTR-IDEM-KEY-1')).expect(201);
    const byKey = await t.agent().post('/api/payments').set('Authorization', `Bearer ${apiKey}`).set('Idempotency-Key', key).send(paymentBody('UTR-IDEM-KEY-2')).expect(201);
    expect(byKey.headers['idempotent-replayed']).toBeUndefined();
    expect(await paymentsOf(customer.id)).toBe(2);
    expect(await recordsOf(key)).toBe(2);
  });

  it('a bad header (empty, longer than 255, spaces or control characters, non-ASCII) answers 400 naming Idempotency-Key', async () => {
    for (const bad of ['', 'x'.repeat(256), 'a b', 'a\tb', 'caf\u00e9']) {
      const response = await postPayment(admin, bad, paymentBody(`UTR-BAD-${(sequence += 1)}`)).expect(400);
      expect(Object.keys(response.body.errors)).toEqual(['Idempotency-Key']);
    }
    await postPayment(admin, 'x'.repeat(255), paymentBody('UTR-IDEM-14')).expect(201);
    expect(await paymentsOf(customer.id)).toBe(1);
  });

  describe('every creating route does its work once under one key', () => {
    /** Posts the request twice under one key: the same answer both times, the second a replay. */
    async function twice(client: Client, url: string, body: object, status: number): Promise<Record<string, unknown>> {
      const key = newKey();
      const first = await client.post(url).set('Idempotency-Key', key).send(body).expect(status);
      const again = await client.post(url).set('Idempotency-Key', key).send(body).expect(status);
      expect(again.body).toEqual(first.body);
      expect(again.headers['idempotent-replayed']).toBe('true');
      return first.body;
    }
    const countOf = async (table: string, column: string, id: number | string): Promise<number> =>
      (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table} WHERE ${column} = $1`, [id]))[0].n;

    it('feedback and the payment link message', async () => {
      const list = await make.dispositionList();
      await make.dispositionStatus(list, { code: 'IDEMNC', contactType: 'NC' });
      await twice(admin, `/api/customers/${customer.id}/feedback`, { disposition_code: 'IDEMNC' }, 201);
      expect(await countOf('feedback', 'customer_id', customer.id)).toBe(1);
      const linked = await make.customer(cycle, { mobile: '9876543210', metadata: { payment_link: 'https://pay.example.in/l/1', emi_to_be_collected: '5,400' } });
      await twice(admin, '/api/customers/send-message', { customer_id: linked.id, toNumber: '9876543210', customer_name: linked.name, emi_amount: '5,400', payment_link: 'https://pay.example.in/l/1' }, 201);
      expect(await countOf('messages', 'customer_id', linked.id)).toBe(1);
    });

    it("the CSV import's commit", async () => {
      const csv = await admin.get('/api/customers/import/sample-csv').buffer(true).parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      }).expect(200);
      const staged = await admin.post('/api/customers/upload-csv').attach('file', Buffer.from(csv.body as string), { filename: 'sample.csv', contentType: 'text/csv' }).expect(200);
      const target = await make.leadCycle();
      const committed = await twice(admin, '/api/customers/bulk', { leadCycle: target.id, importId: staged.body.importId }, 200);
      expect(committed).toEqual(expect.objectContaining({ created: 2 }));
      expect(await countOf('customers', 'lead_cycle_id', target.id)).toBe(2);
    });

    it('an attendance request', async () => {
      t.clock.set('2026-11-20T05:00:00Z');
      const { client, user } = await t.signedIn('agent');
      await t.dataSource.query(`UPDATE users SET created_at = '2026-01-01T06:00:00Z' WHERE id = $1`, [user.id]);
      await twice(client, '/api/attendance/request', { date: '2026-11-18', login_time: '09:30', logout_time: '18:30', reason: 'Forgot to check out' }, 201);
      expect(await countOf('attendance_records', 'user_id', user.id)).toBe(1);
    });

    it('a leave request', async () => {
      t.clock.set('2031-06-10T10:00:00+05:30');
      const { client, user } = await t.signedIn('agent');
      await t.dataSource.query(`UPDATE users SET created_at = '2031-01-01T10:00:00+05:30' WHERE id = $1`, [user.id]);
      const type = await admin.post('/api/leave/leave-types').send({ name: 'Idempotent leave', code: 'IDEM', accrual_rate: 10, accrual_unit: 'year', max_per_accrual_unit: 10 }).expect(201);
      await auditedQuery(t.dataSource, 'leave_type', `UPDATE leave_types SET created_at = '2031-01-01T00:00:00+05:30' WHERE id = $1`, [type.body.id]);
      await admin.post('/api/leave/fix-missing-balances').send({ email: user.email }).expect(200);
      await twice(client, '/api/leave/leave-requests', { type: 'IDEM', day_type: 'full', reason: 'Family function', start_date: '2031-06-20', end_date: '2031-06-22' }, 201);
      expect(await countOf('leave_requests', 'user_id', user.id)).toBe(1);
    });
  });

  /** Polls until `count` of this database's sessions wait for a lock (no timing assumed). */
  async function waitForLockWaiters(count: number): Promise<void> {
    for (;;) {
      const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
      if (n === count) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
});
