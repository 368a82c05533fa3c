import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CountsCompactionService } from '../src/modules/customers/counts-compaction.service.js';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { Group } from '../src/modules/groups/entities/group.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { factories, type Factories } from './support/factories.js';
import { acrossALoan } from './support/group-loan.js';
import { AUDIT_FIXTURE_ROW, auditedQuery } from './support/audited.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
const names = (body: { customers: { name: string }[] }) => body.customers.map((c) => c.name);

describe('customers', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let agent: Client;
  let agentId: number;
  let cycle: LeadCycle;
  let north: Group;
  let south: Group;
  let asha: Customer;

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    const signedAgent = await t.signedIn('agent');
    agent = signedAgent.client;
    agentId = signedAgent.user.id;
    cycle = await make.leadCycle();
    north = await make.group({ name: 'North' });
    south = await make.group({ name: 'South' });
    await make.assign(signedAgent.user.id, north.id);

    asha = await make.customer(cycle, {
      name: 'Asha Nair', mobile: '9876543210', loanApplicationNo: 'MV-1001', kycEmail: 'asha.nair@mail.com', groupId: north.id,
      status: 'overdue', lastDispositionStatus: 'PTP', nextFollowUp: new Date('2026-06-10T05:00:00Z'), lastConnectedAt: new Date('2026-06-01T10:00:00Z'),
      totalOutstanding: 125000.5, metadata: { dpd_string_last_6m: '0;30;60', language: 'Hindi' },
    });
    await make.customer(cycle, { name: 'Bala Subramaniam', mobile: '9123456780', loanApplicationNo: 'MV-1002', groupId: north.id, status: 'paid', lastDispositionStatus: 'CBL', nextFollowUp: new Date('2026-06-12T05:00:00Z') });
    await make.customer(cycle, { name: 'Chitra Devi', mobile: '8000000001', loanApplicationNo: 'MV-2001', groupId: south.id, status: 'partially_paid', lastDispositionStatus: 'PTP' });
    await make.customer(cycle, { name: 'Dinesh 100% Kumar', mobile: '7000000002', loanApplicationNo: 'LN_7', groupId: null, status: 'overdue' });
    for (let i = 0; i < 21; i += 1) await make.customer(cycle, { name: `Filler ${String(i).padStart(2, '0')}`, groupId: south.id });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/customers/all-customer', () => {
    it('pages newest first with the pagination object of the spec', async () => {
      const first = await admin.post('/api/customers/all-customer').send({ page: 1, limit: 10 }).expect(200);
      expect(first.body.customers).toHaveLength(10);
      expect(first.body.pagination).toEqual({ currentPage: 1, itemsPerPage: 10, totalItems: 25, totalPages: 3, hasNextPage: true, hasPreviousPage: false, totalIsEstimate: false });
      const last = await admin.post('/api/customers/all-customer').send({ page: 3, limit: 10 }).expect(200);
      expect(last.body.customers).toHaveLength(5);
      expect(last.body.pagination).toEqual(expect.objectContaining({ currentPage: 3, hasNextPage: false, hasPreviousPage: true }));
      expect(names(last.body)).toEqual(expect.arrayContaining(['Asha Nair']));
      const beyond = await admin.post('/api/customers/all-customer').send({ page: 9 }).expect(200);
      expect(beyond.body.customers).toEqual([]);
    });

    it('returns the list fields with group and lead cycle names and money as numbers', async () => {
      const response = await admin.post('/api/customers/all-customer').send({ search: 'MV-1001' }).expect(200);
      expect(response.body.customers).toEqual([
        expect.objectContaining({
          id: asha.id, name: 'Asha Nair', mobile: '9876543210', loan_application_no: 'MV-1001', status: 'overdue',
          group: { id: north.id, name: 'North' }, lead_cycle_name: 'Overdue', total_outstanding: 125000.5, last_disposition_status: 'PTP',
        }),
      ]);
    });

    it.each([
      ['the start of the name, any case', 'asha n', ['Asha Nair']],
      ['the start of the surname', 'NAI', ['Asha Nair']],
      ['mobile prefix', '98765', ['Asha Nair']],
      ['mobile with +91 and spaces', '+91 98765 43210', ['Asha Nair']],
      ['loan number prefix, any case', 'mv-200', ['Chitra Devi']],
      ['email prefix', 'asha.nair@', ['Asha Nair']],
      ['a literal % (no wildcard)', 'dinesh 100%', ['Dinesh 100% Kumar']],
      ['nothing for a % alone', '%', []],
      ['a literal _ (no wildcard)', 'LN_', ['Dinesh 100% Kumar']],
    ])('searches by %s', async (_label, search, expected) => {
      const response = await admin.post('/api/customers/all-customer').send({ search }).expect(200);
      expect(names(response.body)).toEqual(expected);
    });

    it('filters by status (accepting "partial paid"), last disposition and follow-up range', async () => {
      const partial = await admin.post('/api/customers/all-customer').send({ status: ['partial paid'] }).expect(200);
      expect(names(partial.body)).toEqual(['Chitra Devi']);
      const ptp = await admin.post('/api/customers/all-customer').send({ last_disposition_status: ['PTP'] }).expect(200);
      expect(names(ptp.body).sort()).toEqual(['Asha Nair', 'Chitra Devi']);
      const range = await admin
        .post('/api/customers/all-customer')
        .send({ status: ['overdue', 'paid'], next_follow_up: { start: '2026-06-10T00:00:00.000Z', end: '2026-06-11T00:00:00.000Z' } })
        .expect(200);
      expect(names(range.body)).toEqual(['Asha Nair']);
      const byFollowUp = await admin.post('/api/customers/all-customer').send({ next_follow_up: { start: '2026-06-01T00:00:00Z' } }).expect(200);
      expect(names(byFollowUp.body)).toEqual(['Asha Nair', 'Bala Subramaniam']);
      const connected = await admin.post('/api/customers/all-customer').send({ last_connected_at: { start: '2026-06-01T00:00:00Z' } }).expect(200);
      expect(names(connected.body)).toEqual(['Asha Nair']);
    });

    it('validates the body, naming each field', async () => {
      const response = await admin
        .post('/api/customers/all-customer')
        .send({ page: 0, limit: 15, status: ['late'], next_follow_up: { start: 'tomorrow' } })
        .expect(400);
      expect(response.body.errors).toEqual({
        page: 'page must be at least 1',
        limit: 'limit must be one of 10, 20, 50, 100',
        status: 'status must be overdue, partially_paid or paid',
        'next_follow_up.start': 'start must be an ISO date-time',
      });
      // A page past any list is refused by name, not left to PostgreSQL to reject as a malformed OFFSET.
      const beyond = await admin.post('/api/customers/all-customer').send({ page: 1e21 }).expect(400);
      expect(beyond.body.errors).toEqual({ page: 'page must be at most 1000000' });
    });

    it("shows an agent only their groups' customers while the setting is off, and everyone when on", async () => {
      const limited = await agent.post('/api/customers/all-customer').send({ limit: 100 }).expect(200);
      expect(names(limited.body).sort()).toEqual(['Asha Nair', 'Bala Subramaniam']);
      expect(limited.body.pagination.totalItems).toBe(2);
      // Issue 30: holding a loan of South, the agent sees its 22 customers too, on the loan's day only.
      const totals = await acrossALoan(t, { groupId: south.id, agentIds: [agentId] }, async () => (await agent.post('/api/customers/all-customer').send({ limit: 100 }).expect(200)).body.pagination.totalItems);
      expect(totals).toEqual({ before: 2, during: 24, after: 2 });
      await admin.put('/api/settings/agentsCanSeeAllCustomers').send({ value: 'true' }).expect(200);
      const all = await agent.post('/api/customers/all-customer').send({ limit: 100 }).expect(200);
      expect(all.body.pagination.totalItems).toBe(25);
      await admin.put('/api/settings/agentsCanSeeAllCustomers').send({ value: false }).expect(200);
    });
  });

  describe('GET /api/customers/{id} (the loan application number)', () => {
    it('returns every row of the loan (one per lead cycle) with details and payments, newest cycle first', async () => {
      const older = await make.leadCycle({ name: 'Pre-EMI', startDate: '2025-01-01', endDate: '2025-01-31' });
      await make.customer(older, { name: 'Asha Nair', loanApplicationNo: 'MV-1001', mobile: '9876543210', groupId: north.id });
      await make.payment(asha, '2026-05-05', 4500);
      await make.payment(asha, '2026-06-05', 5000);
      const response = await admin.get('/api/customers/MV-1001').expect(200);
      expect(response.body.map((c: { lead_cycle_name: string }) => c.lead_cycle_name)).toEqual(['Overdue', 'Pre-EMI']);
      expect(response.body[0].metadata).toEqual({ dpd_string_last_6m: '0;30;60', language: 'Hindi' });
      expect(response.body[0].payments.map((p: { paid_date: string }) => p.paid_date)).toEqual(['2026-06-05', '2026-05-05']);
    });

    it("is 404 'Customer not found' for an unknown loan and for an agent outside the customer's group", async () => {
      expect((await admin.get('/api/customers/NOPE-1').expect(404)).body.message).toBe('Customer not found');
      await agent.get('/api/customers/MV-2001').expect(404);
      await agent.get('/api/customers/MV-1002').expect(200);
      const detail = await acrossALoan(t, { groupId: south.id, agentIds: [agentId] }, async () => (await agent.get('/api/customers/MV-2001')).status);
      expect(detail).toEqual({ before: 404, during: 200, after: 404 });
    });

    it('gates agents by office geofence; admins and exempt emails pass', async () => {
      const office = { name: 'Bengaluru HQ', latitude: 12.9716, longitude: 77.5946, radius_m: 500 };
      await admin.put('/api/settings/officeGeofences').send({ value: [office] }).expect(200);
      try {
        const missing = await agent.get('/api/customers/MV-1002').expect(403);
        expect(missing.body.message).toBe('Location access required. Please check in first to enable location access.');
        const outside = await agent.get('/api/customers/MV-1002').set('X-Geo-Latitude', '19.0760').set('X-Geo-Longitude', '72.8777').expect(403);
        expect(outside.body.message).toBe('Cannot access this page from this location');
        await agent.get('/api/customers/MV-1002').set('X-Geo-Latitude', '12.9720').set('X-Geo-Longitude', '77.5950').expect(200);
        await admin.get('/api/customers/MV-1002').expect(200);

        const exempt = await t.signedIn('agent');
        await make.assign(exempt.user.id, north.id);
        await exempt.client.get('/api/customers/MV-1002').expect(403);
        await admin.put('/api/settings/locationExemptEmails').send({ value: [exempt.user.email.toUpperCase()] }).expect(200);
        await exempt.client.get('/api/customers/MV-1002').expect(200);
      } finally {
        await admin.put('/api/settings/officeGeofences').send({ value: [] }).expect(200);
      }
    });
  });

  describe('deletes and bulk assign', () => {
    it('DELETE /api/customers/{id} removes one row and its payments', async () => {
      const doomed = await make.customer(cycle, { name: 'Doomed One' });
      await make.payment(doomed, '2026-01-01', 10);
      expect((await admin.delete(`/api/customers/${doomed.id}`).expect(200)).body).toEqual({ deleted: 1, message: 'Customer deleted' });
      await admin.delete(`/api/customers/${doomed.id}`).expect(404);
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM payments WHERE customer_id = $1', [doomed.id]);
      expect(count).toBe(0);
    });

    it('of concurrent deletes of one customer exactly one succeeds, the others get 404', async () => {
      const doomed = await make.customer(cycle, { name: 'Deleted Twice' });
      // Hold the row so all six requests are in flight together (a read-then-delete let every one of them answer 200).
      const holder = t.dataSource.createQueryRunner();
      await holder.connect();
      await holder.startTransaction();
      try {
        await holder.query('SELECT 1 FROM customers WHERE id = $1 FOR UPDATE', [doomed.id]);
        const responses = Promise.all(Array.from({ length: 6 }, () => admin.delete(`/api/customers/${doomed.id}`).then((r) => r.status)));
        const waiting = async () =>
          (await t.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'DELETE FROM "customers"%'`))[0].n;
        for (let i = 0; i < 100 && (await waiting()) < 6; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
        await holder.commitTransaction();
        expect((await responses).sort()).toEqual([200, 404, 404, 404, 404, 404]);
      } finally {
        await holder.release();
      }
    });

    it('DELETE /api/customers/delete-lead/{no} removes the loan in every cycle', async () => {
      const other = await make.leadCycle({ name: 'Overdue-HB' });
      await make.customer(cycle, { loanApplicationNo: 'GONE-1' });
      await make.customer(other, { loanApplicationNo: 'GONE-1' });
      expect((await admin.delete('/api/customers/delete-lead/GONE-1').expect(200)).body.deleted).toBe(2);
      await admin.get('/api/customers/GONE-1').expect(404);
    });

    it('POST /api/customers/bulk-assign moves customers to a group or to unassigned', async () => {
      const a = await make.customer(cycle, { groupId: south.id });
      const b = await make.customer(cycle, { groupId: null });
      expect((await admin.post('/api/customers/bulk-assign').send({ customer_ids: [a.id, b.id, a.id], group_id: north.id }).expect(200)).body).toEqual({ updated: 2, group_id: north.id });
      expect((await admin.post('/api/customers/bulk-assign').send({ customer_ids: [a.id], group_id: null }).expect(200)).body.updated).toBe(1);
      await admin.post('/api/customers/bulk-assign').send({ customer_ids: [a.id], group_id: 999999 }).expect(404);
      const invalid = await admin.post('/api/customers/bulk-assign').send({ customer_ids: [] }).expect(400);
      expect(invalid.body.errors).toEqual({ customer_ids: 'Select at least one customer', group_id: 'group_id must be a group id or null' });
    });

    it('refuses every customer write to an agent', async () => {
      await agent.delete(`/api/customers/${asha.id}`).expect(403);
      await agent.delete('/api/customers/delete-lead/MV-1001').expect(403);
      await agent.post('/api/customers/bulk-assign').send({ customer_ids: [asha.id], group_id: null }).expect(403);
      await admin.get('/api/customers/MV-1001').expect(200);
    });
  });

  it('keeps customer_counts exact through inserts, updates, bulk assign, group delete and deletes', async () => {
    const actual = `SELECT lead_cycle_id, group_id, status, last_disposition_status, count(*)::int AS n FROM customers GROUP BY 1, 2, 3, 4`;
    const kept = `SELECT lead_cycle_id, group_id, status, last_disposition_status, sum(n)::int FROM customer_counts GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0`;
    const drift = () => t.dataSource.query(`(${actual} EXCEPT ${kept}) UNION ALL (${kept} EXCEPT ${actual})`);
    expect(await drift()).toEqual([]);
    const temp = await make.group();
    const moved = await make.customer(cycle, { groupId: temp.id, status: 'overdue' });
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET status = 'paid', last_disposition_status = 'PTP' WHERE id = $1`, [moved.id]);
    await admin.post('/api/customers/bulk-assign').send({ customer_ids: [moved.id, asha.id], group_id: temp.id }).expect(200);
    await admin.delete(`/api/groups/${temp.id}`).expect(200);
    await admin.delete(`/api/customers/${moved.id}`).expect(200);
    await admin.post('/api/customers/bulk-assign').send({ customer_ids: [asha.id], group_id: north.id }).expect(200);
    expect(await drift()).toEqual([]);
    const totals = await admin.post('/api/customers/all-customer').send({ status: ['overdue'] }).expect(200);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM customers WHERE status = 'overdue'`);
    expect(totals.body.pagination.totalItems).toBe(n);
  });

  it("never holds one writer's count rows for another: a transaction left open does not block, and compaction keeps the sums", async () => {
    const followUp = new Date('2026-06-20T05:30:00Z');
    const changed = await make.customer(cycle, { groupId: north.id, status: 'overdue', nextFollowUp: followUp });
    const held = t.dataSource.createQueryRunner();
    await held.connect();
    await held.startTransaction();
    try {
      // An import-like transaction adds customers with the very keys the next writer changes, and stays open.
      await held.query(AUDIT_FIXTURE_ROW);
      await held.query(
        `INSERT INTO customers (lead_cycle_id, group_id, loan_application_no, name, mobile, status, next_follow_up)
         VALUES ($1, $2, 'HELD-1', 'Held Open', '9000000001', 'overdue', $3)`,
        [cycle.id, north.id, followUp],
      );
      await t.dataSource.transaction(async (manager) => {
        await manager.query(`SET LOCAL lock_timeout = '2s'`); // with one upserted row per key this waited for `held`
        await manager.query(AUDIT_FIXTURE_ROW);
        await manager.query(`UPDATE customers SET status = 'paid', next_follow_up = $2 WHERE id = $1`, [changed.id, new Date('2026-06-20T06:30:00Z')]);
        await manager.query(
          `INSERT INTO customers (lead_cycle_id, group_id, loan_application_no, name, mobile, status, next_follow_up)
           VALUES ($1, $2, 'FREE-1', 'Not Held', '9000000002', 'overdue', $3)`,
          [cycle.id, north.id, followUp],
        );
      });
      await held.commitTransaction();
    } finally {
      await held.release();
    }
    const totals = () => admin.post('/api/customers/all-customer').send({ status: ['overdue'], next_follow_up: { start: '2026-06-20T00:00:00Z', end: '2026-06-21T00:00:00Z' } });
    const before = (await totals().expect(200)).body.pagination.totalItems;
    const [{ overdue }] = await t.dataSource.query(
      `SELECT count(*)::int AS overdue FROM customers WHERE status = 'overdue' AND next_follow_up BETWEEN '2026-06-20T00:00:00Z' AND '2026-06-21T00:00:00Z'`,
    );
    expect(before).toBe(overdue);

    expect(await t.app.get(CountsCompactionService).compact()).toBe(true);
    for (const [table, keys] of [['customer_counts', 'lead_cycle_id, group_id, status, last_disposition_status'], ['customer_id_ranges', 'id_below'], ['customer_follow_up_hours', 'status, follow_up_hour']]) {
      const [{ extra }] = await t.dataSource.query(`SELECT (count(*) - count(DISTINCT (${keys})))::int AS extra FROM ${table}`);
      expect({ table, extra }).toEqual({ table, extra: 0 });
    }
    const versions = () => t.dataSource.query(`SELECT xmin::text AS version FROM customer_counts ORDER BY 1`);
    const compacted = await versions();
    await t.app.get(CountsCompactionService).compact();
    expect(await versions()).toEqual(compacted); // nothing to fold: no row rewritten
    expect((await totals().expect(200)).body.pagination.totalItems).toBe(overdue);
    const dashboard = await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [cycle.id] }).expect(200);
    const [{ all }] = await t.dataSource.query('SELECT count(*)::int AS "all" FROM customers WHERE lead_cycle_id = $1', [cycle.id]);
    expect(dashboard.body.totalCustomers).toBe(all);
  });
});

describe('customers: deep pages of the whole list', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await bootTestApp();
    admin = (await t.signedIn('admin')).client;
    const cycle = await factories(t.dataSource).leadCycle();
    await auditedQuery(t.dataSource, 'customer',
      `INSERT INTO customers (lead_cycle_id, loan_application_no, name, mobile)
       SELECT $1, 'DP' || g, 'Deep ' || g, '9' || lpad(g::text, 9, '0') FROM generate_series(1, 30000) g`,
      [cycle.id],
    );
    // Gaps in the ids: a block spanning several id ranges, and every seventh customer.
    await auditedQuery(t.dataSource, 'customer', 'DELETE FROM customers WHERE id % 7 = 0 OR id BETWEEN 12001 AND 20500');
  });
  afterAll(async () => {
    await t.close();
  });

  const rangesDrift = () =>
    t.dataSource.query(`(SELECT id_below, sum(n) FROM customer_id_ranges GROUP BY 1 HAVING sum(n) <> 0
                         EXCEPT SELECT (id::bigint / 4096 + 1) * 4096, count(*) FROM customers GROUP BY 1)
                        UNION ALL
                        (SELECT (id::bigint / 4096 + 1) * 4096, count(*) FROM customers GROUP BY 1
                         EXCEPT SELECT id_below, sum(n) FROM customer_id_ranges GROUP BY 1 HAVING sum(n) <> 0)`);

  /** Every page asked for, past 10,000 rows (jumping through customer_id_ranges) and just before, against OFFSET. */
  async function expectExactPages(): Promise<void> {
    const [{ total }] = await t.dataSource.query('SELECT count(*)::int AS total FROM customers');
    const lastPage = Math.ceil(total / 20);
    for (const [page, limit] of [[1000, 10], [1001, 10], [300, 50], [150, 100], [lastPage, 20], [lastPage + 1, 20]]) {
      const response = await admin.post('/api/customers/all-customer').send({ page, limit }).expect(200);
      const rows: { id: number }[] = await t.dataSource.query('SELECT id FROM customers ORDER BY id DESC LIMIT $1 OFFSET $2', [limit, (page - 1) * limit]);
      expect(response.body.customers.map((c: { id: number }) => c.id)).toEqual(rows.map((row) => row.id));
      expect(response.body.pagination.totalItems).toBe(total);
    }
  }

  it('pages exactly across gaps in the ids, and stays exact through inserts and deletes', async () => {
    expect(await rangesDrift()).toEqual([]);
    await expectExactPages();
    await auditedQuery(t.dataSource, 'customer',
      `INSERT INTO customers (lead_cycle_id, loan_application_no, name, mobile) SELECT lead_cycle_id, 'DP-NEW', 'Newest', '9999999999' FROM customers LIMIT 1`,
    );
    const [{ id: deepOne }] = await t.dataSource.query('SELECT id FROM customers ORDER BY id DESC LIMIT 1 OFFSET 12345');
    await admin.delete(`/api/customers/${deepOne}`).expect(200);
    await auditedQuery(t.dataSource, 'customer', 'DELETE FROM customers WHERE id BETWEEN 3000 AND 3500');
    expect(await rangesDrift()).toEqual([]);
    await expectExactPages();
  });

  it("pages an agent's groups newest first, exactly, whatever the groups' sizes", async () => {
    const make = factories(t.dataSource);
    const [large, tiny, other] = [await make.group(), await make.group(), await make.group()];
    await auditedQuery(t.dataSource, 'customer',
      `UPDATE customers SET group_id = CASE WHEN id % 3 = 0 THEN $1::int WHEN id BETWEEN 100 AND 160 THEN $2::int ELSE $3::int END,
       status = CASE WHEN id % 4 = 0 THEN 'paid' ELSE 'overdue' END`,
      [large.id, tiny.id, other.id],
    );
    const agent = await t.signedIn('agent');
    await make.assign(agent.user.id, large.id);
    await make.assign(agent.user.id, tiny.id);
    const loner = await t.signedIn('agent');
    for (const [page, limit, status] of [[1, 10], [2, 50], [130, 50], [200, 50], [3, 20, 'overdue']] as const) {
      const body = { page, limit, ...(status ? { status: [status] } : {}) };
      const response = await agent.client.post('/api/customers/all-customer').send(body).expect(200);
      const visible = 'FROM customers WHERE group_id = ANY($1) AND status = ANY($2)';
      const params = [[large.id, tiny.id], status ? [status] : ['overdue', 'partially_paid', 'paid']];
      const rows: { id: number }[] = await t.dataSource.query(`SELECT id ${visible} ORDER BY id DESC LIMIT ${limit} OFFSET ${(page - 1) * limit}`, params);
      const [{ total }] = await t.dataSource.query(`SELECT count(*)::int AS total ${visible}`, params);
      expect(response.body.customers.map((c: { id: number }) => c.id)).toEqual(rows.map((row) => row.id));
      expect(response.body.pagination.totalItems).toBe(total);
    }
    const nothing = await loner.client.post('/api/customers/all-customer').send({}).expect(200);
    expect(nothing.body.customers).toEqual([]);
    expect(nothing.body.pagination.totalItems).toBe(0);
  });

  it('refuses to change a customer id (the ranges count customers by id), and empties the ranges on truncate', async () => {
    await expect(t.dataSource.query('UPDATE customers SET id = id + 100000 WHERE id = 1')).rejects.toThrow(/customers.id cannot change/);
    await t.dataSource.query('TRUNCATE customers CASCADE');
    expect(await t.dataSource.query('SELECT * FROM customer_id_ranges')).toEqual([]);
    const empty = await admin.post('/api/customers/all-customer').send({ page: 2000, limit: 10 }).expect(200);
    expect(empty.body).toEqual({ customers: [], pagination: expect.objectContaining({ totalItems: 0, totalPages: 0 }) });
  });
});

describe('customers: follow-up range totals', () => {
  let t: TestApp;
  let admin: Client;
  const STATUSES = ['overdue', 'partially_paid', 'paid'];

  beforeAll(async () => {
    t = await bootTestApp();
    admin = (await t.signedIn('admin')).client;
    const cycle = await factories(t.dataSource).leadCycle();
    // Follow-ups over three days to the microsecond, a tenth of them exactly on an hour, some with none.
    await auditedQuery(t.dataSource, 'customer',
      `INSERT INTO customers (lead_cycle_id, loan_application_no, name, mobile, status, next_follow_up)
       SELECT $1, 'FU' || g, 'Follow ' || g, '9' || lpad(g::text, 9, '0'), (ARRAY['overdue', 'partially_paid', 'paid'])[1 + g % 3],
              CASE WHEN g % 11 = 0 THEN NULL
                   WHEN g % 10 = 0 THEN timestamptz '2026-06-10 00:00:00+00' + ((g / 10) % 72) * interval '1 hour'
                   ELSE timestamptz '2026-06-10 00:00:00+00' + (((g * 7919) % 259200000000)::bigint * interval '1 microsecond') END
       FROM generate_series(1, 3000) g`,
      [cycle.id],
    );
  });
  afterAll(async () => {
    await t.close();
  });

  const hoursDrift = () =>
    t.dataSource.query(`(SELECT status, follow_up_hour, sum(n) FROM customer_follow_up_hours GROUP BY 1, 2 HAVING sum(n) <> 0
                         EXCEPT SELECT status, floor(extract(epoch FROM next_follow_up) / 3600)::int, count(*) FROM customers WHERE next_follow_up IS NOT NULL GROUP BY 1, 2)
                        UNION ALL
                        (SELECT status, floor(extract(epoch FROM next_follow_up) / 3600)::int, count(*) FROM customers WHERE next_follow_up IS NOT NULL GROUP BY 1, 2
                         EXCEPT SELECT status, follow_up_hour, sum(n) FROM customer_follow_up_hours GROUP BY 1, 2 HAVING sum(n) <> 0)`);

  const RANGES: { start?: string; end?: string }[] = [
    { start: '2026-06-10T05:00:00.000Z', end: '2026-06-11T05:00:00.000Z' }, // on hours: rows exactly at either end count
    { start: '2026-06-10T05:17:03.250Z', end: '2026-06-12T19:44:59.999Z' }, // partial hours at both edges
    { start: '2026-06-11T08:10:00.000Z', end: '2026-06-11T08:50:00.000Z' }, // within one hour
    { start: '2026-06-11T08:59:59.999Z', end: '2026-06-11T09:00:00.001Z' }, // across one boundary, no whole hour
    { start: '2026-06-11T12:30:00.000Z' }, // open end
    { end: '2026-06-11T12:30:00.000Z' }, // open start
    { start: '2026-06-12T00:00:00.000Z', end: '2026-06-11T00:00:00.000Z' }, // reversed: nothing
  ];

  async function expectExactTotals(): Promise<void> {
    for (const range of RANGES) {
      for (const status of [[], ['overdue'], ['overdue', 'paid']]) {
        const response = await admin.post('/api/customers/all-customer').send({ limit: 20, next_follow_up: range, ...(status.length ? { status } : {}) }).expect(200);
        const where = `next_follow_up >= coalesce($1::timestamptz, '-infinity') AND next_follow_up <= coalesce($2::timestamptz, 'infinity') AND status = ANY($3)`;
        const params = [range.start ?? null, range.end ?? null, status.length ? status : STATUSES];
        const [{ total }] = await t.dataSource.query(`SELECT count(*)::int AS total FROM customers WHERE ${where}`, params);
        const rows: { id: number }[] = await t.dataSource.query(`SELECT id FROM customers WHERE ${where} ORDER BY next_follow_up, id LIMIT 20`, params);
        expect({ range, status, total: response.body.pagination.totalItems }).toEqual({ range, status, total });
        expect(response.body.customers.map((c: { id: number }) => c.id)).toEqual(rows.map((row) => row.id));
      }
    }
  }

  it('sums whole hours and counts the edges, exactly to the microsecond', async () => {
    expect(await hoursDrift()).toEqual([]);
    const [{ n }] = await t.dataSource.query(
      `SELECT count(*)::int AS n FROM customers WHERE next_follow_up IN ('2026-06-10T05:00:00Z', '2026-06-11T05:00:00Z')`,
    );
    expect(n).toBeGreaterThan(0); // the first range's bounds are met exactly by some rows
    await expectExactTotals();
  });

  it('keeps the hourly counts exact through updates, deletes and truncate', async () => {
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET next_follow_up = next_follow_up + interval '95 minutes' WHERE id % 5 = 0`);
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET status = 'paid' WHERE id % 4 = 1 AND status = 'overdue'`);
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET next_follow_up = NULL WHERE id % 13 = 0`);
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET next_follow_up = '2026-06-11T09:00:00Z' WHERE next_follow_up IS NULL AND id % 2 = 0`);
    await auditedQuery(t.dataSource, 'customer', `DELETE FROM customers WHERE id % 17 = 0`);
    expect(await hoursDrift()).toEqual([]);
    await expectExactTotals();
    await t.dataSource.query('TRUNCATE customers CASCADE');
    expect(await t.dataSource.query('SELECT * FROM customer_follow_up_hours')).toEqual([]);
  });
});
