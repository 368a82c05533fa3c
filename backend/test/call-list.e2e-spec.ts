import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { EXACT_TOTAL_LIMIT } from '../src/modules/calls/call-list-query.js';
import { CountsCompactionService } from '../src/modules/customers/counts-compaction.service.js';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { auditedQuery } from './support/audited.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface Page {
  calls: { id: number; call_date_time: string; customer: { name: string } }[];
  pagination: { total: number; totalPages: number; totalIsEstimate: boolean };
}

/** Call History at size (issue 18): exact totals from call_counts, estimates said as such, the search's union. */
describe('call history: totals and search', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let agent: Client;
  let agentUser: User;
  let cycle: LeadCycle;
  let mine: Customer;
  let theirs: Customer;

  const list = async (client: Client, query: Record<string, unknown> = {}): Promise<Page> => (await client.get('/api/calls').query(query).expect(200)).body;
  const counted = async (where = 'true', params: unknown[] = []) =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM calls WHERE ${where}`, params))[0].n as number;

  /** The ids of the whole list's page at `offset`, as its index orders them. */
  const inIndexOrder = async (offset: number, limit: number): Promise<number[]> =>
    (await t.dataSource.query('SELECT id FROM calls ORDER BY call_date_time DESC, id DESC OFFSET $1 LIMIT $2', [offset, limit])).map((row: { id: number }) => row.id);

  beforeAll(async () => {
    t = await bootTestApp({ DATA_DIR: join(process.cwd(), '.test-data', `call-list-${process.pid}`) });
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    ({ client: agent, user: agentUser } = await t.signedIn('agent', { name: 'Ishaan Bhatt' }));
    cycle = await make.leadCycle();
    const group = await make.group();
    await make.assign(agentUser.id, group.id);
    mine = await make.customer(cycle, { name: 'Leela Narayan', loanApplicationNo: 'LIST-1', mobile: '9876500001', groupId: group.id });
    theirs = await make.customer(cycle, { name: 'Omar Siddiqui', loanApplicationNo: 'LIST-2', mobile: '9876500002', groupId: (await make.group()).id });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the whole list and each status exact through inserts, status changes, deletes, cascades and compaction', async () => {
    for (let i = 0; i < 6; i += 1) await make.call(i % 2 ? mine : theirs, agentUser.id, { status: i % 3 ? 'answered' : 'missed' });
    const expectExact = async () => {
      const all = await list(admin);
      expect(all.pagination).toEqual({ total: await counted(), totalPages: Math.ceil((await counted()) / 10), totalIsEstimate: false });
      for (const status of ['answered', 'missed', 'voicemail'] as const) {
        expect({ status, total: (await list(admin, { status })).pagination.total }).toEqual({ status, total: await counted('status = $1', [status]) });
      }
    };
    await expectExact();
    // The dialer moving a call on (no audit row needed for its columns), and one statement changing several.
    await t.dataSource.query(`UPDATE calls SET status = 'voicemail' WHERE id = (SELECT min(id) FROM calls WHERE status = 'answered')`);
    await t.dataSource.query(`UPDATE calls SET status = 'answered', duration = duration + 1 WHERE status = 'missed'`);
    await expectExact();
    const [first] = (await list(admin)).calls;
    await admin.delete(`/api/calls/${first.id}`).expect(200);
    await expectExact();
    // Deleting a customer deletes its calls (the foreign key cascades).
    const gone = await make.customer(cycle, { name: 'Gone Customer' });
    for (let i = 0; i < 3; i += 1) await make.call(gone, null);
    await expectExact();
    await auditedQuery(t.dataSource, 'customer', 'DELETE FROM customers WHERE id = $1', [gone.id]);
    await expectExact();
    expect(await t.app.get(CountsCompactionService).compact()).toBe(true);
    const [{ extra }] = await t.dataSource.query('SELECT (count(*) - count(DISTINCT status))::int AS extra FROM call_counts');
    expect(extra).toBe(0);
    await expectExact();
  });

  it("counts an agent's calls exactly up to the limit, then answers an estimate and says so", async () => {
    const visible = `customer_id IN (SELECT id FROM customers WHERE group_id = $1)`;
    const small = await list(agent);
    expect(small.pagination).toEqual({ total: await counted(visible, [mine.groupId]), totalPages: expect.any(Number), totalIsEstimate: false });
    expect(small.calls.every((call) => call.customer.name === 'Leela Narayan')).toBe(true);

    const bulk = await make.customer(cycle, { name: 'Bulk Borrower', loanApplicationNo: 'LIST-3', mobile: '9876500003', groupId: mine.groupId });
    await t.dataSource.query(
      `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time) SELECT $1, $2, '9876500003', 'answered', now() - i * interval '1 minute' FROM generate_series(1, $3::int) i`,
      [bulk.id, agentUser.id, EXACT_TOTAL_LIMIT + 1],
    );
    const large = await list(agent);
    expect(large.pagination.totalIsEstimate).toBe(true);
    expect(large.pagination.total).toBeGreaterThanOrEqual(EXACT_TOTAL_LIMIT);
    expect(String(large.pagination.total)).toMatch(/^\d{1,2}0*$/); // an estimate is rounded to two digits
    expect(large.pagination.totalPages).toBe(Math.ceil(large.pagination.total / 10));
    expect(large.calls).toHaveLength(10);
    // The whole list is always exact, and so is a status the agent has few calls of.
    expect((await list(admin)).pagination).toEqual(expect.objectContaining({ total: await counted(), totalIsEstimate: false }));
    expect((await list(agent, { status: 'missed' })).pagination).toEqual(
      expect.objectContaining({ total: await counted(`${visible} AND status = 'missed'`, [mine.groupId]), totalIsEstimate: false }),
    );
    // A search matching more than the limit is an estimate too; a narrow one is exact.
    const searched = await list(agent, { search: 'bulk' });
    expect(searched.pagination.totalIsEstimate).toBe(true);
    expect(searched.pagination.total).toBeGreaterThanOrEqual(EXACT_TOTAL_LIMIT);
    expect((await list(agent, { search: 'leela' })).pagination).toEqual(
      expect.objectContaining({ total: await counted('customer_id = $1', [mine.id]), totalIsEstimate: false }),
    );
    await auditedQuery(t.dataSource, 'call', 'DELETE FROM calls WHERE customer_id = $1', [bulk.id]);
    expect((await list(agent)).pagination.totalIsEstimate).toBe(false);
  });

  it('answers deep pages of the whole list exactly as the index order, across days and equal times', async () => {
    // 12,000 calls over about five days, three at a time sharing one instant (ids break the tie).
    await t.dataSource.query(
      `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time)
       SELECT $1, $2, '9876500001', 'answered', timestamptz '2025-06-10 23:59:59.5+00' - (i / 3) * interval '97 seconds' FROM generate_series(1, 12000) i`,
      [mine.id, agentUser.id],
    );
    const total = await counted();
    for (const [page, limit] of [[1430, 7], [501, 20], [1001, 10], [Math.floor(total / 10) + 1, 10], [Math.floor(total / 10) + 5, 10]]) {
      const answer = await list(admin, { page, limit });
      expect({ page, ids: answer.calls.map((call) => call.id) }).toEqual({ page, ids: await inIndexOrder((page - 1) * limit, limit) });
      expect(answer.pagination).toEqual({ total, totalPages: Math.ceil(total / limit), totalIsEstimate: false });
    }
    await auditedQuery(t.dataSource, 'call', `DELETE FROM calls WHERE call_date_time < '2025-06-09'`);
    await t.app.get(CountsCompactionService).compact();
    const [{ extra }] = await t.dataSource.query('SELECT (count(*) - count(DISTINCT day))::int AS extra FROM call_days');
    expect(extra).toBe(0);
    expect((await list(admin, { page: 1201, limit: 10 })).calls.map((call) => call.id)).toEqual(await inIndexOrder(12000, 10));
    await auditedQuery(t.dataSource, 'call', `DELETE FROM calls WHERE call_date_time < '2025-06-11'`);
  });

  it("walks a deep page to from its day's start when that is nearer, with the same pages as the index order", async () => {
    // 24,000 calls over about six days, two at a time sharing one instant, the newest two at a day's first instant.
    await t.dataSource.query(
      `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time)
       SELECT $1, $2, '9876500001', 'answered', timestamptz '2025-06-10 00:00:00+00' - (i / 2) * interval '43 seconds' FROM generate_series(0, 23999) i`,
      [mine.id, agentUser.id],
    );
    const days: { before: number; n: number }[] = await t.dataSource.query(
      `SELECT (sum(n) OVER (ORDER BY day DESC) - n)::int AS before, n::int AS n FROM (SELECT day, sum(n) AS n FROM call_days GROUP BY day) d ORDER BY day DESC`,
    );
    // Pages at either end of each day, in its middle, ending on its last call, and running past it into the day before.
    const offsets = days.flatMap(({ before, n }) => [before, before + 1, before + Math.floor(n / 2) - 10, before + Math.floor(n / 2) + 3, before + n - 20, before + n - 13, before + n - 1]);
    const total = await counted();
    for (const offset of offsets.filter((at) => at >= 10_000 && at < total)) {
      for (const limit of [10, 20]) {
        const page = Math.floor(offset / limit) + 1;
        const answer = await list(admin, { page, limit });
        expect({ page, limit, ids: answer.calls.map((call) => call.id) }).toEqual({ page, limit, ids: await inIndexOrder((page - 1) * limit, limit) });
      }
    }
    await auditedQuery(t.dataSource, 'call', `DELETE FROM calls WHERE call_date_time <= '2025-06-10'`);
  });

  it("finds calls by the customer's name or surname start, loan number, phone start or agent name, newest first, each once", async () => {
    const other = (await t.signedIn('agent', { name: 'Leela Fernandes' })).user;
    const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 10, minutes));
    const byCustomer = await make.call(mine, other.id, { callDateTime: at(1) });
    const byBoth = await make.call(mine, agentUser.id, { callDateTime: at(2) });
    const byAgent = await make.call(theirs, other.id, { callDateTime: at(3), phoneNumber: '9123400000' });
    const ids = async (search: string, client = admin) => (await list(client, { search, limit: 100 })).calls.map((call) => call.id);
    const leela = await ids('leela');
    // Customer "Leela Narayan" or agent "Leela Fernandes": the call matching both appears once, newest first.
    expect(leela.filter((id) => [byCustomer.id, byBoth.id, byAgent.id].includes(id))).toEqual([byAgent.id, byBoth.id, byCustomer.id]);
    expect(new Set(leela).size).toBe(leela.length);
    expect((await list(admin, { search: 'leela' })).pagination.total).toBe(await counted(`customer_id = $1 OR agent_id = $2`, [mine.id, other.id]));
    expect(await ids('narayan')).toContain(byCustomer.id);
    expect(await ids('fernandes')).toEqual(expect.arrayContaining([byCustomer.id, byAgent.id]));
    expect(await ids('list-2')).toContain(byAgent.id);
    expect(await ids('91234')).toEqual([byAgent.id]);
    expect(await ids('+91 91234 00000')).toEqual([byAgent.id]);
    // The agent sees the calls of their group's customers only, whoever made them.
    expect(await ids('fernandes', agent)).toEqual(expect.arrayContaining([byCustomer.id]));
    expect(await ids('fernandes', agent)).not.toContain(byAgent.id);
    // A phone number's start, as the agent: only calls to their group's customers, whatever number was dialled.
    const alternate = await make.call(mine, other.id, { callDateTime: at(4), phoneNumber: '9123411111' });
    expect(await ids('91234', agent)).toEqual([alternate.id]);
    expect(await ids('91234')).toEqual([alternate.id, byAgent.id]);
    await auditedQuery(t.dataSource, 'call', 'DELETE FROM calls WHERE id = $1', [alternate.id]);
    // A later page of a search continues where the first stopped.
    const first = await list(admin, { search: 'leela', limit: 2 });
    const second = await list(admin, { search: 'leela', limit: 2, page: 2 });
    expect([...first.calls, ...second.calls].map((call) => call.id)).toEqual(leela.slice(0, 4));
    expect((await list(admin, { search: 'no such name' })).pagination).toEqual({ total: 0, totalPages: 0, totalIsEstimate: false });
  });

  it('estimates a search past the limit from the counts kept, within a factor of the truth and never below the limit', async () => {
    const caller = (await t.signedIn('agent', { name: 'Zubin Estimator' })).user;
    for (let i = 0; i < 30; i += 1) {
      await make.customer(cycle, { name: `Estimate Rao ${i}`, loanApplicationNo: `EST-${i}`, mobile: `98770000${String(i).padStart(2, '0')}`, groupId: mine.groupId });
    }
    // 50 calls each, half of them missed: 1,500 calls, all by one agent.
    await t.dataSource.query(
      `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time)
       SELECT cu.id, $1, cu.mobile, CASE WHEN i % 2 = 0 THEN 'missed' ELSE 'answered' END, now() - i * interval '1 minute'
       FROM customers cu CROSS JOIN generate_series(1, 50) i WHERE cu.name LIKE 'Estimate Rao %'`,
      [caller.id],
    );
    const truth = await counted('agent_id = $1', [caller.id]);
    for (const [client, search] of [[admin, 'estimate rao'], [admin, 'zubin'], [admin, '987700'], [agent, 'estimate rao']] as const) {
      const { pagination } = await list(client, { search });
      expect({ search, estimate: pagination.totalIsEstimate }).toEqual({ search, estimate: true });
      expect(pagination.total).toBeGreaterThanOrEqual(EXACT_TOTAL_LIMIT);
      expect(pagination.total).toBeGreaterThanOrEqual(truth / 2);
      expect(pagination.total).toBeLessThanOrEqual(truth * 2);
      expect(String(pagination.total)).toMatch(/^\d{1,2}0*$/);
    }
    // The pages of a search past the limit, with a status and as an agent.
    const newest = async (status: string | null, offset: number) =>
      (
        await t.dataSource.query(
          `SELECT id FROM calls WHERE agent_id = $1 AND ($2::text IS NULL OR status = $2) ORDER BY call_date_time DESC, id DESC OFFSET $3 LIMIT 10`,
          [caller.id, status, offset],
        )
      ).map((row: { id: number }) => row.id);
    for (const [client, page, status] of [[admin, 1, null], [admin, 4, null], [agent, 2, null], [agent, 1, 'missed'], [admin, 2, 'missed']] as const) {
      const answer = await list(client, { search: 'estimate rao', page, ...(status ? { status } : {}) });
      expect({ page, status, ids: answer.calls.map((call) => call.id) }).toEqual({ page, status, ids: await newest(status, (page - 1) * 10) });
    }
    // Under the limit a search stays counted exactly, whatever the estimate would say.
    expect((await list(admin, { search: 'estimate rao', status: 'missed' })).pagination).toEqual({
      total: await counted(`agent_id = $1 AND status = 'missed'`, [caller.id]),
      totalPages: 75,
      totalIsEstimate: false,
    });
    await auditedQuery(t.dataSource, 'call', 'DELETE FROM calls WHERE agent_id = $1', [caller.id]);
  });

  it('shows a call the same on its own as in the list: its customer, its agent or a former user, its recording through the CRM', async () => {
    const leaving = (await t.signedIn('agent', { name: 'Leaving Agent' })).user;
    const recorded = await make.call(mine, agentUser.id, { callDateTime: new Date(Date.UTC(2030, 0, 1, 10)), recordingUrl: 'https://dialer.example/r/1.wav', notes: 'Asked for a week' });
    const orphan = await make.call(mine, leaving.id, { callDateTime: new Date(Date.UTC(2030, 0, 1, 11)), metadata: { reasonForNotPaying: 'Job loss' } });
    await auditedQuery(t.dataSource, 'user', 'DELETE FROM users WHERE id = $1', [leaving.id]);
    const [orphanListed, recordedListed] = (await list(admin, { limit: 2 })).calls;
    expect(orphanListed).toEqual((await admin.get(`/api/calls/${orphan.id}`).expect(200)).body);
    expect(recordedListed).toEqual((await agent.get(`/api/calls/${recorded.id}`).expect(200)).body);
    expect(orphanListed).toEqual(
      expect.objectContaining({ agent: { id: null, name: 'Former user' }, customer: { id: mine.id, name: 'Leela Narayan', loan_application_no: 'LIST-1' }, metadata: { reasonForNotPaying: 'Job loss' } }),
    );
    expect(recordedListed).toEqual(
      expect.objectContaining({ agent: { id: agentUser.id, name: 'Ishaan Bhatt' }, recording_url: `/api/calls/${recorded.id}/recording`, notes: 'Asked for a week' }),
    );
    await auditedQuery(t.dataSource, 'call', 'DELETE FROM calls WHERE id = ANY($1)', [[recorded.id, orphan.id]]);
  });
});
