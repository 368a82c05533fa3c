import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { DispositionStatus } from '../src/modules/dispositions/entities/disposition-status.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { auditedQuery } from './support/audited.js';
import { factories, type Factories } from './support/factories.js';
import { holidayFixture, leaveRequestFixture, leaveTypeFixture } from './support/leave-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** Deleting a record other records refer to is a 409 saying what to do instead, or keeps the history; never a 500. */
describe('deleting what other records refer to', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let adminUser: User;
  let cycle: LeadCycle;

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    ({ client: admin, user: adminUser } = await t.signedIn('admin'));
    cycle = await make.leadCycle();
  });
  afterAll(async () => {
    await t.close();
  });

  /** `count` feedback entries of this status, on a customer of `groupId`. */
  const feedbackWith = async (status: DispositionStatus, count: number, groupId: number | null = null) => {
    const customer = await make.customer(cycle, { groupId });
    for (let i = 0; i < count; i += 1) {
      const response = await admin.post(`/api/customers/${customer.id}/feedback`).send({ disposition_status_id: status.id });
      expect([response.status, response.body.errors]).toEqual([201, undefined]);
    }
    return customer;
  };

  it('refuses to delete a disposition status that feedback refers to, saying to disable it instead', async () => {
    const list = await make.dispositionList();
    const status = await make.dispositionStatus(list, { code: 'USED1', contactType: 'NC' });
    await feedbackWith(status, 2);
    const refused = await admin.delete(`/api/disposition/statuses/${status.id}`).expect(409);
    expect(refused.body.message).toBe('This status is in use by 2 feedback entries; disable it instead');
    expect(await t.dataSource.query('SELECT id FROM disposition_statuses WHERE id = $1', [status.id])).toHaveLength(1);
    await admin.patch(`/api/disposition/statuses/${status.id}`).send({ status: 'disabled' }).expect(200);
  });

  it('refuses to delete a disposition list one of whose statuses feedback refers to', async () => {
    const list = await make.dispositionList();
    await make.dispositionStatus(list, { code: 'UNUSED2' });
    await feedbackWith(await make.dispositionStatus(list, { code: 'USED2', contactType: 'NC' }), 1);
    const refused = await admin.delete(`/api/disposition/lists/${list.id}`).expect(409);
    expect(refused.body.message).toBe('This list is in use by 1 feedback entry; disable it instead');
    expect(await t.dataSource.query('SELECT id FROM disposition_statuses WHERE disposition_list_id = $1', [list.id])).toHaveLength(2);
  });

  it('archives a leave type that requests and the ledger refer to, keeping their history', async () => {
    const type = await leaveTypeFixture(t.dataSource);
    const request = await leaveRequestFixture(t.dataSource, adminUser.id, type);
    await auditedQuery(t.dataSource, 'leave_request', `UPDATE leave_requests SET status = 'approved' WHERE id = $1`, [request]);
    await admin.delete(`/api/leave/leave-types/${type}`).expect(200);
    const [kept] = await t.dataSource.query('SELECT leave_type_id FROM leave_requests WHERE id = $1', [request]);
    expect(kept.leave_type_id).toBe(type);
    const requests = await admin.get('/api/leave/leave-requests').expect(200);
    expect(JSON.stringify(requests.body)).toContain(`"id":${request}`);
  });

  it('deletes a holiday (nothing refers to one: leave counts are stored when requested)', async () => {
    const holiday = await holidayFixture(t.dataSource);
    await admin.delete(`/api/leave/holiday-policies/${holiday}`).expect(200);
  });

  it('deletes a group whose customers have feedback and promises, moving them to unassigned', async () => {
    const group = await make.group();
    const list = await make.dispositionList();
    const customer = await feedbackWith(await make.dispositionStatus(list, { code: 'GRP5', contactType: 'NC' }), 1, group.id);
    await auditedQuery(t.dataSource, 'promise',
      `INSERT INTO promises (customer_id, agent_id, made_on, promised_date, promised_amount, state, created_at) VALUES ($1, $2, '2030-03-01', '2030-03-05', 500, 'open', now())`,
      [customer.id, adminUser.id]);
    const deleted = await admin.delete(`/api/groups/${group.id}`).expect(200);
    expect(deleted.body.moved_customers).toBe(1);
  });

  it('refuses to delete a lead cycle that customers belong to, and deletes one only a dialer lead list refers to', async () => {
    const busy = await make.leadCycle();
    await make.customer(busy);
    const refused = await admin.delete(`/api/lead-cycles/${busy.id}`).expect(409);
    expect(refused.body.message).toBe('This lead cycle still has 1 customer; delete or move them first');
    const listed = await make.leadCycle();
    await t.dataSource.query(`INSERT INTO tata_lead_lists (lead_cycle_id, lead_list_id, name) VALUES ($1, 'fixture-list', 'Fixture list')`, [listed.id]);
    await admin.delete(`/api/lead-cycles/${listed.id}`).expect(200);
  });
});
