import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { AuditService } from '../src/modules/audit/audit.service.js';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, TEST_PASSWORD, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface Entry {
  id: number;
  at: string;
  actor: { id: number; name: string } | null;
  actor_ip: string | null;
  entity: string;
  entity_id: string;
  action: string;
  changes: Record<string, { before: unknown; after: unknown }>;
  reason: string | null;
}

describe('audit trail', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let adminUser: User;
  let cycle: LeadCycle;

  /** The audit rows of one record, newest first, through the API admins read. */
  const trail = async (entity: string, entityId: number | string): Promise<Entry[]> =>
    (await admin.get('/api/audit').query({ filter: JSON.stringify({ entity, entity_id: String(entityId) }) }).expect(200)).body;
  const latest = async (entity: string, entityId: number | string) => (await trail(entity, entityId))[0];
  const byAdmin = { actor: { id: expect.any(Number), name: expect.any(String) }, actor_ip: expect.stringMatching(/127\.0\.0\.1|::1/) };

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    ({ client: admin, user: adminUser } = await t.signedIn('admin', { name: 'Audit Admin' }));
    cycle = await make.leadCycle();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('one change per entity kind writes its row: who, from where, before and after', () => {
    it('customers: bulk assign, deletion, delete-lead', async () => {
      const group = await make.group();
      const customer = await make.customer(cycle);
      await admin.post('/api/customers/bulk-assign').send({ customer_ids: [customer.id], group_id: group.id }).expect(200);
      const assigned = await latest('customer', customer.id);
      expect(assigned).toEqual(expect.objectContaining({ action: 'assign', changes: { group_id: { before: null, after: group.id } }, reason: null }));
      expect(assigned.actor).toEqual({ id: adminUser.id, name: 'Audit Admin' });
      expect(assigned.actor_ip).toMatch(/127\.0\.0\.1|::1/);
      expect(Date.parse(assigned.at)).not.toBeNaN();

      await admin.delete(`/api/customers/${customer.id}`).expect(200);
      const deleted = await latest('customer', customer.id);
      expect(deleted).toEqual(expect.objectContaining({ action: 'delete' }));
      expect(deleted.changes.name).toEqual({ before: customer.name, after: null });

      const [first, second] = [await make.customer(cycle, { loanApplicationNo: 'AUD-LEAD' }), await make.customer(await make.leadCycle({ name: 'Pre-EMI' }), { loanApplicationNo: 'AUD-LEAD' })];
      await admin.delete('/api/customers/delete-lead/AUD-LEAD').expect(200);
      for (const gone of [first, second]) expect(await latest('customer', gone.id)).toEqual(expect.objectContaining({ action: 'delete_lead' }));
    });

    it('calls: notes by the admin, deletion', async () => {
      const customer = await make.customer(cycle);
      const call = await make.call(customer, adminUser.id, { notes: 'old note' });
      await admin.put(`/api/calls/${call.id}`).send({ notes: 'new note' }).expect(200);
      expect(await latest('call', call.id)).toEqual(expect.objectContaining({ ...byAdmin, action: 'update', changes: { notes: { before: 'old note', after: 'new note' } } }));
      await admin.delete(`/api/calls/${call.id}`).expect(200);
      expect((await latest('call', call.id)).action).toBe('delete');
    });

    it('feedback: its creation (which also writes the customer and call outcome)', async () => {
      const list = await make.dispositionList();
      await make.dispositionStatus(list, { code: 'AUDRND', contactType: 'NC' });
      const customer = await make.customer(cycle);
      const created = await admin.post(`/api/customers/${customer.id}/feedback`).send({ disposition_code: 'AUDRND' }).expect(201);
      const row = await latest('feedback', created.body.id);
      expect(row).toEqual(expect.objectContaining({ ...byAdmin, action: 'create' }));
      expect(row.changes.disposition_code).toEqual({ before: null, after: 'AUDRND' });
      expect(row.changes.customer_id).toEqual({ before: null, after: customer.id });
    });

    it('users: creation, role and status; a password set by an admin or oneself stores only a marker', async () => {
      const password = 'Secret-Pass-42';
      const created = await admin.post('/api/users').send({ name: 'Audited Agent', email: 'audited.agent@example.com', password, role: 'agent' }).expect(201);
      const id = created.body.id;
      expect(await latest('user', id)).toEqual(expect.objectContaining({ ...byAdmin, action: 'create' }));
      await admin.patch(`/api/users/${id}`).send({ role: 'admin', is_active: false }).expect(200);
      expect((await latest('user', id)).changes).toEqual({ role: { before: 'agent', after: 'admin' }, is_active: { before: true, after: false } });

      const newPassword = 'Another-Pass-43';
      await admin.patch(`/api/users/${id}`).send({ password: newPassword, is_active: true }).expect(200);
      expect((await latest('user', id)).changes.password).toEqual({ before: null, after: 'changed' });

      const self = await t.signedIn('agent');
      const selfPassword = 'Mine-Only-44';
      await self.client.post('/api/auth/reset-password').send({ oldPassword: TEST_PASSWORD, newPassword: selfPassword }).expect(200);
      const selfRow = await latest('user', self.user.id);
      expect(selfRow).toEqual(expect.objectContaining({ action: 'password_set', actor: { id: self.user.id, name: self.user.name }, changes: { password: { before: null, after: 'changed' } } }));

      const hashes: { password_hash: string }[] = await t.dataSource.query('SELECT password_hash FROM users WHERE id = ANY($1)', [[id, self.user.id]]);
      const [{ stored }] = await t.dataSource.query(`SELECT string_agg(changes::text, ' ') AS stored FROM audit_log WHERE entity = 'user'`);
      for (const secret of [password, newPassword, selfPassword, ...hashes.map((h) => h.password_hash)]) expect(stored).not.toContain(secret);
      expect(stored).not.toMatch(/password_hash|scrypt/);
    });

    it('settings: every PUT', async () => {
      await admin.put('/api/settings/agentsCanSeeAllCustomers').send({ value: 'true' }).expect(200);
      expect(await latest('setting', 'agentsCanSeeAllCustomers')).toEqual(expect.objectContaining({ ...byAdmin, action: 'update', changes: { value: { before: null, after: true } } }));
    });

    it('dispositions: lists and statuses created, disabled, deleted', async () => {
      const list = await admin.post('/api/disposition/lists').send({ name: 'Audited list' }).expect(201);
      expect((await latest('disposition_list', list.body.id)).action).toBe('create');
      await admin.post(`/api/disposition/disable-list/${list.body.id}`).send({ status: 'disabled' }).expect(200);
      expect((await latest('disposition_list', list.body.id)).changes).toEqual({ status: { before: 'enabled', after: 'disabled' } });
      const status = await admin.post('/api/disposition/statuses').send({ disposition_list_id: list.body.id, name: 'Audited', code: 'AUDX' }).expect(201);
      expect((await latest('disposition_status', status.body.id)).changes.code).toEqual({ before: null, after: 'AUDX' });
      await admin.delete(`/api/disposition/statuses/${status.body.id}`).expect(200);
      expect((await latest('disposition_status', status.body.id)).action).toBe('delete');
      await admin.delete(`/api/disposition/lists/${list.body.id}`).expect(200);
      expect((await latest('disposition_list', list.body.id)).action).toBe('delete');
    });

    it('lead cycles: create and delete', async () => {
      const created = await admin.post('/api/lead-cycles').send({ name: 'Overdue-HB', lead_cycle_start_date: '2000-01-01', lead_cycle_end_date: '2099-01-01' }).expect(201);
      expect((await latest('lead_cycle', created.body.id)).changes.name).toEqual({ before: null, after: 'Overdue-HB' });
      await admin.delete(`/api/lead-cycles/${created.body.id}`).expect(200);
      expect((await latest('lead_cycle', created.body.id)).action).toBe('delete');
    });

    it('groups: create, update, agent assign and remove, delete', async () => {
      const created = await admin.post('/api/groups').send({ name: 'Audited group' }).expect(201);
      const id = created.body.id;
      await admin.patch(`/api/groups/${id}`).send({ name: 'Audited group 2' }).expect(200);
      expect((await latest('group', id)).changes).toEqual({ name: { before: 'Audited group', after: 'Audited group 2' } });
      const agent = await t.createUser();
      await admin.post('/api/groups/agent-assignments').send({ agent_id: agent.id, group_id: id }).expect(201);
      expect(await latest('group', id)).toEqual(expect.objectContaining({ action: 'assign_agent', changes: { agent_id: { before: null, after: agent.id } } }));
      await admin.delete('/api/groups/agent-assignments').send({ agent_id: agent.id, group_id: id }).expect(200);
      expect((await latest('group', id)).action).toBe('remove_agent');
      await make.customer(cycle, { groupId: id });
      await admin.delete(`/api/groups/${id}`).expect(200);
      expect((await latest('group', id)).changes.customers_moved).toEqual({ before: null, after: 1 });
    });

    it('CSV import: one row per import with its counts, cycle and group, not one per customer', async () => {
      const group = await make.group();
      const sample = await admin.get('/api/customers/import/sample-csv').buffer(true).parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk));
        res.on('end', () => done(null, text));
      }).expect(200);
      const before = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log`);
      const parsed = await admin.post('/api/customers/upload-csv').attach('file', Buffer.from(sample.body as string), { filename: 'a.csv', contentType: 'text/csv' }).expect(200);
      await admin.post('/api/customers/bulk').send({ leadCycle: cycle.id, group_id: group.id }).expect(200);
      const after = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log`);
      expect(after[0].n - before[0].n).toBe(1);
      const row = await latest('customer_import', parsed.body.importId);
      expect(row).toEqual(expect.objectContaining({ ...byAdmin, action: 'import' }));
      expect(row.changes).toEqual(expect.objectContaining({
        lead_cycle_id: { before: null, after: cycle.id }, group_id: { before: null, after: group.id },
        created: { before: null, after: 2 }, updated: { before: null, after: 0 },
      }));
    });
  });

  describe('GET /api/audit', () => {
    it('filters by entity, id, user and business days, newest first, and pages with Content-Range', async () => {
      const other = await t.signedIn('admin', { name: 'Second Admin' });
      const group = await make.group();
      for (const name of ['p1', 'p2', 'p3']) await other.client.patch(`/api/groups/${group.id}`).send({ name: `Paged ${group.id} ${name}` }).expect(200);
      const filter = JSON.stringify({ entity: 'group', entity_id: String(group.id), actor_id: other.user.id });
      const page = await admin.get('/api/audit').query({ filter, range: '[0,1]' }).expect(200);
      expect(page.headers['content-range']).toBe('audit 0-1/3');
      expect(page.body.map((e: Entry) => e.changes.name.after)).toEqual([`Paged ${group.id} p3`, `Paged ${group.id} p2`]);
      const oldest = await admin.get('/api/audit').query({ filter, sort: '["id","ASC"]', range: '[0,0]' }).expect(200);
      expect(oldest.body[0].changes.name.after).toBe(`Paged ${group.id} p1`);

      const today = t.clock.now();
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: t.config.appTimezone }).format(today);
      const inDay = await admin.get('/api/audit').query({ filter: JSON.stringify({ actor_id: other.user.id, from: day, to: day }) }).expect(200);
      expect(inDay.body).toHaveLength(3);
      const before = await admin.get('/api/audit').query({ filter: JSON.stringify({ actor_id: other.user.id, to: '2000-01-01' }) }).expect(200);
      expect(before.body).toEqual([]);

      const bad = await admin.get('/api/audit').query({ filter: JSON.stringify({ from: '2026-02-30' }) }).expect(400);
      expect(bad.body.errors).toEqual({ 'filter.from': 'from must be a date YYYY-MM-DD' });
      await admin.get('/api/audit').query({ filter: JSON.stringify({ actor_id: 'x' }) }).expect(400);
      await admin.get('/api/audit').query({ sort: '["entity","ASC"]' }).expect(400);
      await other.client.get('/api/audit').expect(200);
      await (await t.signedIn('agent')).client.get('/api/audit').expect(403);
      await t.agent().get('/api/audit').expect(401);
    });
  });

  describe('a change without its audit row cannot be committed', () => {
    let customer: Customer;
    beforeAll(async () => {
      customer = await make.customer(cycle);
    });

    it('a raw UPDATE of a customer fails at COMMIT, and nothing changes', async () => {
      const runner = t.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        await runner.query(`UPDATE customers SET name = 'Sneaky' WHERE id = $1`, [customer.id]);
        await expect(runner.commitTransaction()).rejects.toThrow(/needs an audit row/);
      } finally {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        await runner.release();
      }
      const [{ name }] = await t.dataSource.query('SELECT name FROM customers WHERE id = $1', [customer.id]);
      expect(name).toBe(customer.name);
    });

    it('the same UPDATE commits with AuditService.record in the same transaction', async () => {
      await t.dataSource.transaction(async (manager) => {
        await manager.query(`UPDATE customers SET name = 'Renamed' WHERE id = $1`, [customer.id]);
        await t.app.get(AuditService).record(manager, { entity: 'customer', entityId: customer.id, action: 'update', before: { name: customer.name }, after: { name: 'Renamed' }, reason: 'test' });
      });
      expect(await latest('customer', customer.id)).toEqual(expect.objectContaining({ actor: null, actor_ip: null, reason: 'test', changes: { name: { before: customer.name, after: 'Renamed' } } }));
    });

    it("an audit row of another entity does not cover it; the system's own columns need none", async () => {
      await expect(
        t.dataSource.transaction(async (manager) => {
          await manager.query(`UPDATE customers SET name = 'Other' WHERE id = $1`, [customer.id]);
          await t.app.get(AuditService).record(manager, { entity: 'setting', entityId: 'x', action: 'update' });
        }),
      ).rejects.toThrow(/needs an audit row/);
      await t.dataSource.query(`UPDATE customers SET last_connected_at = now() WHERE id = $1`, [customer.id]);
      const call = await make.call(customer, null);
      await t.dataSource.query(`UPDATE calls SET status = 'answered', duration = 42 WHERE id = $1`, [call.id]);
      await expect(t.dataSource.query(`UPDATE calls SET notes = 'x' WHERE id = $1`, [call.id])).rejects.toThrow(/needs an audit row/);
    });
  });
});
