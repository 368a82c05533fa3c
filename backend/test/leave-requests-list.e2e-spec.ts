import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { auditedQuery } from './support/audited.js';
import { leaveTypeFixture } from './support/leave-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/**
 * The leave requests list the react-admin way (range, filter, sort, Content-Range), paged and filtered in the database,
 * while the spec's calls (start_date, end_date, status; no range) keep answering the whole list.
 */
describe('leave requests list', () => {
  let t: TestApp;
  let admin: Client;
  let agent: Client;
  let priya: User;
  let ravi: User;
  let typeCode: string;
  let otherCode: string;
  const ids: Record<string, number> = {};

  async function insert(key: string, user: User, typeId: number, start: string, end: string, status: string, createdAt: string): Promise<void> {
    const [row] = await auditedQuery<{ id: number }[]>(
      t.dataSource,
      'leave_request',
      `INSERT INTO leave_requests (user_id, leave_type_id, start_date, end_date, day_type, leave_count, reason, status, created_at)
       VALUES ($1, $2, $3, $4, 'full', 1, 'List', $5, $6) RETURNING id`,
      [user.id, typeId, start, end, status, createdAt],
    );
    ids[key] = row.id;
  }

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set('2095-06-10T10:00:00+05:30');
    ({ client: admin } = await t.signedIn('admin'));
    ({ client: agent, user: priya } = await t.signedIn('agent', { name: 'Priya Listwala', email: 'priya.list@example.com' }));
    ravi = await t.createUser({ name: 'Ravi Pagekar', email: 'ravi.page@example.com', role: 'agent' });
    const typeId = await leaveTypeFixture(t.dataSource);
    const otherId = await leaveTypeFixture(t.dataSource);
    [{ code: typeCode }, { code: otherCode }] = await t.dataSource.query(`SELECT code FROM leave_types WHERE id IN ($1, $2) ORDER BY id`, [typeId, otherId]);
    await insert('janFeb', priya, typeId, '2095-01-30', '2095-02-02', 'approved', '2095-01-10T09:00:00Z');
    await insert('march', priya, typeId, '2095-03-05', '2095-03-05', 'pending', '2095-02-20T09:00:00Z');
    await insert('decJan', ravi, typeId, '2094-12-30', '2095-01-01', 'rejected', '2094-12-01T09:00:00Z');
    await insert('april', ravi, typeId, '2095-04-10', '2095-04-11', 'pending', '2095-04-01T09:00:00Z');
    await insert('other', ravi, otherId, '2095-05-01', '2095-05-01', 'cancelled', '2095-04-20T09:00:00Z');
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (client: Client, query: Record<string, unknown>) =>
    client.get('/api/leave/leave-requests').query(Object.fromEntries(Object.entries(query).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])));
  const idsOf = (body: { id: number }[]) => body.map((row) => row.id);

  it('pages newest start first, with the total of all matches in Content-Range', async () => {
    const first = await list(admin, { filter: { type: typeCode }, range: [0, 1] }).expect(200);
    expect(idsOf(first.body)).toEqual([ids.april, ids.march]);
    expect(first.headers['content-range']).toBe('leave-requests 0-1/4');
    const second = await list(admin, { filter: { type: typeCode }, range: [2, 3] }).expect(200);
    expect(idsOf(second.body)).toEqual([ids.janFeb, ids.decJan]);
    expect(second.headers['content-range']).toBe('leave-requests 2-3/4');
    const past = await list(admin, { filter: { type: typeCode }, range: [10, 19] }).expect(200);
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe('leave-requests */4');
    expect(first.body[0]).toEqual(expect.objectContaining({ user: { name: 'Ravi Pagekar', email: 'ravi.page@example.com' }, type: typeCode, status: 'pending', not_debited: [] }));
  });

  it('filters by name, email or user id, type, status and a period the leave touches', async () => {
    const match = async (filter: Record<string, unknown>) => {
      const answer = await list(admin, { filter, range: [0, 49] }).expect(200);
      expect(answer.headers['content-range']).toMatch(new RegExp(`/${answer.body.length}$`));
      return idsOf(answer.body);
    };
    expect(await match({ type: typeCode, q: 'LISTWALA' })).toEqual([ids.march, ids.janFeb]);
    expect(await match({ type: typeCode, q: 'ravi.page@' })).toEqual([ids.april, ids.decJan]);
    expect(await match({ type: typeCode, q: String(ravi.id) })).toEqual([ids.april, ids.decJan]);
    expect(await match({ q: 'Pagekar' })).toEqual([ids.other, ids.april, ids.decJan]);
    expect(await match({ type: otherCode })).toEqual([ids.other]);
    expect(await match({ type: typeCode, status: 'pending' })).toEqual([ids.april, ids.march]);
    // A leave across a month or year end is in both.
    expect(await match({ type: typeCode, from: '2095-02-01', to: '2095-02-28' })).toEqual([ids.janFeb]);
    expect(await match({ type: typeCode, from: '2095-01-01', to: '2095-01-31' })).toEqual([ids.janFeb, ids.decJan]);
    expect(await match({ type: typeCode, from: '2094-01-01', to: '2094-12-31' })).toEqual([ids.decJan]);
    expect(await match({ q: '%', type: typeCode })).toEqual([]);
  });

  it('sorts by start, end or applied date either way', async () => {
    const sorted = async (sort: [string, string]) => idsOf((await list(admin, { filter: { type: typeCode }, sort, range: [0, 9] }).expect(200)).body);
    expect(await sorted(['start_date', 'ASC'])).toEqual([ids.decJan, ids.janFeb, ids.march, ids.april]);
    expect(await sorted(['created_at', 'DESC'])).toEqual([ids.april, ids.march, ids.janFeb, ids.decJan]);
    expect(await sorted(['created_at', 'asc'])).toEqual([ids.decJan, ids.janFeb, ids.march, ids.april]);
    expect(await sorted(['end_date', 'DESC'])).toEqual([ids.april, ids.march, ids.janFeb, ids.decJan]);
  });

  it("shows an agent only their own requests, and counts only those", async () => {
    const mine = await list(agent, { range: [0, 9] }).expect(200);
    expect(idsOf(mine.body)).toEqual([ids.march, ids.janFeb]);
    expect(mine.headers['content-range']).toBe('leave-requests 0-1/2');
    const search = await list(agent, { filter: { q: 'Ravi' }, range: [0, 9] }).expect(200);
    expect(search.body).toEqual([]);
    expect(search.headers['content-range']).toBe('leave-requests */0');
    const byId = await list(agent, { filter: { id: [ids.april, ids.march] } }).expect(200);
    expect(idsOf(byId.body)).toEqual([ids.march]);
  });

  it("keeps the spec's calls: start_date, end_date and status without a range answer every match", async () => {
    const window = await admin.get('/api/leave/leave-requests').query({ start_date: '2095-01-01', end_date: '2095-01-31' }).expect(200);
    expect(idsOf(window.body)).toEqual(expect.arrayContaining([ids.janFeb, ids.decJan]));
    expect(idsOf(window.body)).not.toContain(ids.march);
    const pending = await agent.get('/api/leave/leave-requests').query({ status: 'pending' }).expect(200);
    expect(idsOf(pending.body)).toEqual([ids.march]);
    const all = await agent.get('/api/leave/leave-requests').expect(200);
    expect(idsOf(all.body)).toEqual([ids.march, ids.janFeb]);
  });

  it('refuses bad paging, sort and filter input with a 400 naming the field', async () => {
    const errors = async (query: Record<string, unknown>) => (await list(admin, query).expect(400)).body.errors;
    expect(await errors({ range: [5, 1] })).toEqual({ range: expect.any(String) });
    expect(await errors({ range: [0, 10_000] })).toEqual({ range: expect.any(String) });
    expect(await errors({ sort: ['reason', 'ASC'] })).toEqual({ sort: expect.stringContaining('start_date') });
    expect(await errors({ sort: ['start_date', 'SIDEWAYS'] })).toEqual({ sort: expect.any(String) });
    expect(await errors({ filter: { status: 'lost' } })).toEqual({ 'filter.status': expect.any(String) });
    expect(await errors({ filter: { from: '2095-02-30' } })).toEqual({ 'filter.from': expect.any(String) });
    expect(await errors({ filter: { user_ids: 1 } })).toEqual({ 'filter.user_ids': expect.any(String) });
    expect(await errors({ filter: { type: ['CL'] } })).toEqual({ 'filter.type': expect.any(String) });
    expect(await errors({ filter: '{' })).toEqual({ filter: 'filter must be valid JSON' });
  });
});
