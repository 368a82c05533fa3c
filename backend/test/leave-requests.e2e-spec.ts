import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { auditedQuery } from './support/audited.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** Leave requests: the spec's rules and texts, balance and per-unit limits, decisions and the ledger behind them. */
describe('leave requests', () => {
  let t: TestApp;
  let admin: Client;
  let agent: Client;
  let me: User;
  let sequence = 0;

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set('2031-06-10T10:00:00+05:30');
    ({ client: admin } = await t.signedIn('admin'));
    ({ client: agent, user: me } = await t.signedIn('agent'));
    await t.dataSource.query(`UPDATE users SET created_at = '2031-01-01T10:00:00+05:30' WHERE id = $1`, [me.id]);
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh leave type, dated 1 January (a whole first year: no proration), with `days` credited to the agent. */
  async function typeWith(days: number, max = 10, unit: 'month' | 'year' = 'year'): Promise<{ id: number; code: string }> {
    sequence += 1;
    const code = `R${sequence}`;
    const created = await admin
      .post('/api/leave/leave-types')
      .send({ name: `Leave ${sequence}`, code, accrual_rate: days, accrual_unit: unit, max_per_accrual_unit: max })
      .expect(201);
    await auditedQuery(t.dataSource, 'leave_type', `UPDATE leave_types SET created_at = '2031-01-01T00:00:00+05:30' WHERE id = $1`, [created.body.id]);
    await admin.post('/api/leave/fix-missing-balances').send({ email: me.email }).expect(200);
    return { id: created.body.id, code };
  }

  const apply = (client: Client, body: Record<string, unknown>) => client.post('/api/leave/leave-requests').send({ day_type: 'full', reason: 'Family function', ...body });
  const balanceOf = async (typeId: number) => {
    const body = (await agent.get(`/api/leave/leave-balances/${me.id}`).expect(200)).body;
    return body.leaveTypes.find((type: { id: number }) => type.id === typeId) as { current_balance: number; available: number; pending: number; entries: { kind: string; amount: number }[] };
  };

  it('applies with the spec times, counts inclusive days, and lists it pending', async () => {
    const type = await typeWith(10);
    // 09:30 and 18:30 in Kolkata on 20 and 22 June.
    const created = await apply(agent, { type: type.code, start_date: '2031-06-20T04:00:00.000Z', end_date: '2031-06-22T13:00:00.000Z' }).expect(201);
    expect(created.body).toEqual(expect.objectContaining({ status: 'pending', start_date: '2031-06-20', end_date: '2031-06-22', leave_count: 3, type: type.code, day_type: 'full' }));
    expect(created.body.user).toEqual({ name: me.name, email: me.email });
    const listed = await agent.get('/api/leave/leave-requests').query({ start_date: '2031-06-01', end_date: '2031-06-30' }).expect(200);
    expect(listed.body.map((r: { id: number }) => r.id)).toContain(created.body.id);
    expect(await balanceOf(type.id)).toEqual(expect.objectContaining({ current_balance: 10, pending: 3, available: 7 }));
  });

  it('answers every validation message of the spec', async () => {
    const type = await typeWith(10);
    const half = await apply(agent, { type: type.code, start_date: '2031-07-01', end_date: '2031-07-02', day_type: 'half' }).expect(400);
    expect(half.body.errors).toEqual({ end_date: 'Half day leave can only be applied for a single day. Please select the same start and end date.' });
    const blank = await apply(agent, { type: type.code, start_date: '2031-07-01', end_date: '2031-07-01', reason: '   ' }).expect(400);
    expect(blank.body.errors).toEqual({ reason: 'Reason cannot be empty or just spaces. Please provide a valid reason.' });
    const missing = await agent.post('/api/leave/leave-requests').send({}).expect(400);
    expect(Object.keys(missing.body.errors).sort()).toEqual(['day_type', 'end_date', 'reason', 'start_date', 'type']);
    const backwards = await apply(agent, { type: type.code, start_date: '2031-07-03', end_date: '2031-07-01' }).expect(400);
    expect(backwards.body.errors).toEqual({ end_date: 'End date cannot be before the start date' });
    const unknown = await apply(agent, { type: 'NOPE', start_date: '2031-07-01', end_date: '2031-07-01' }).expect(400);
    expect(unknown.body.errors).toEqual({ type: 'Please choose a leave type' });
    const closed = await apply(agent, { type: type.code, start_date: '2031-05-20', end_date: '2031-05-20' }).expect(400);
    expect(closed.body.errors).toEqual({ start_date: 'Leave cannot start in a closed payroll cycle' });
  });

  it('counts a half day as 0.5 and refuses beyond the available balance (balance minus pending)', async () => {
    const type = await typeWith(2);
    const half = await apply(agent, { type: type.code, start_date: '2031-08-04', end_date: '2031-08-04', day_type: 'half' }).expect(201);
    expect(half.body.leave_count).toBe(0.5);
    const beyond = await apply(agent, { type: type.code, start_date: '2031-08-05', end_date: '2031-08-06' }).expect(400);
    expect(beyond.body.errors).toEqual({ type: `Insufficient Leave ${sequence} balance: 1.5 days available, 2 days requested` });
    await apply(agent, { type: type.code, start_date: '2031-08-05', end_date: '2031-08-05' }).expect(201);
  });

  it('refuses beyond max_per_accrual_unit, saying how much is left', async () => {
    const type = await typeWith(20, 3, 'year');
    await apply(agent, { type: type.code, start_date: '2031-09-01', end_date: '2031-09-02' }).expect(201);
    const beyond = await apply(agent, { type: type.code, start_date: '2031-09-08', end_date: '2031-09-09' }).expect(400);
    expect(beyond.body.errors).toEqual({ type: `At most 3 days of Leave ${sequence} may be taken per year; 1 day left for 2031` });
  });

  it('checks max_per_accrual_unit in every month a request touches', async () => {
    const type = await typeWith(5, 2, 'month');
    await apply(agent, { type: type.code, start_date: '2032-02-03', end_date: '2032-02-03' }).expect(201);
    const beyond = await apply(agent, { type: type.code, start_date: '2032-01-30', end_date: '2032-02-02' }).expect(400);
    expect(beyond.body.errors).toEqual({ type: `At most 2 days of Leave ${sequence} may be taken per month; 1 day left for 2032-02` });
    await apply(agent, { type: type.code, start_date: '2032-01-30', end_date: '2032-02-01' }).expect(201);
  });

  it('refuses a request overlapping a pending or approved one', async () => {
    const type = await typeWith(10);
    await apply(agent, { type: type.code, start_date: '2031-10-06', end_date: '2031-10-08' }).expect(201);
    const overlap = await apply(agent, { type: type.code, start_date: '2031-10-08', end_date: '2031-10-09' }).expect(409);
    expect(overlap.body.message).toBe('You already have a pending or approved leave request on these dates');
  });

  it('debits once when approvals race, and a withdrawal restores exactly', async () => {
    const type = await typeWith(5);
    const created = await apply(agent, { type: type.code, start_date: '2031-11-03', end_date: '2031-11-04' }).expect(201);
    const answers = await Promise.all(Array.from({ length: 10 }, () => admin.patch(`/api/leave/leave-requests/${created.body.id}/status`).send({ version: 1, status: 'approved' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    expect(await balanceOf(type.id)).toEqual(expect.objectContaining({ current_balance: 3, pending: 0, available: 3 }));
    const withdrawn = await agent.patch(`/api/leave/leave-requests/${created.body.id}/withdraw`).expect(200);
    expect(withdrawn.body.status).toBe('withdrawn');
    const after = await balanceOf(type.id);
    expect(after.current_balance).toBe(5);
    expect(after.entries.map((entry) => [entry.kind, entry.amount])).toEqual([
      ['credit_back', 2],
      ['debit', -2],
      ['accrual', 5],
    ]);
  });

  it('cancels a pending request without touching the ledger; rejects only with a reason', async () => {
    const type = await typeWith(5);
    const pending = await apply(agent, { type: type.code, start_date: '2031-12-01', end_date: '2031-12-01' }).expect(201);
    const cancelled = await admin.patch(`/api/leave/leave-requests/${pending.body.id}/admin-withdraw`).send({ action: 'cancel' }).expect(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await balanceOf(type.id)).entries.map((entry) => entry.kind)).toEqual(['accrual']);
    const again = await apply(agent, { type: type.code, start_date: '2031-12-01', end_date: '2031-12-01' }).expect(201);
    const noReason = await admin.patch(`/api/leave/leave-requests/${again.body.id}/status`).send({ version: 1, status: 'rejected', rejectionReason: '  ' }).expect(400);
    expect(noReason.body.errors).toEqual({ rejectionReason: 'Rejection reason is required' });
    const rejected = await admin.patch(`/api/leave/leave-requests/${again.body.id}/status`).send({ version: 1, status: 'rejected', rejectionReason: 'Quarter close' }).expect(200);
    expect(rejected.body).toEqual(expect.objectContaining({ status: 'rejected', rejectionReason: 'Quarter close' }));
    expect(rejected.body.metadata.rejection_reason).toBe('Quarter close');
    await admin.patch(`/api/leave/leave-requests/${again.body.id}/status`).send({ version: 1, status: 'approved' }).expect(409);
  });

  it('an admin cancelling an approved request credits it back once', async () => {
    const type = await typeWith(4);
    const created = await apply(agent, { type: type.code, start_date: '2031-06-25', end_date: '2031-06-25' }).expect(201);
    await admin.patch(`/api/leave/leave-requests/${created.body.id}/status`).send({ version: 1, status: 'approved' }).expect(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => admin.patch(`/api/leave/leave-requests/${created.body.id}/admin-withdraw`).send({ action: 'cancel' })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect((await balanceOf(type.id)).current_balance).toBe(4);
  });

  it('refuses an agent withdrawal once the leave has started', async () => {
    const type = await typeWith(5);
    const created = await apply(agent, { type: type.code, start_date: '2031-06-12', end_date: '2031-06-13' }).expect(201);
    await admin.patch(`/api/leave/leave-requests/${created.body.id}/status`).send({ version: 1, status: 'approved' }).expect(200);
    t.clock.set('2031-06-12T09:30:00+05:30');
    const late = await agent.patch(`/api/leave/leave-requests/${created.body.id}/withdraw`).expect(400);
    expect(late.body.message).toBe('Cannot withdraw after leave has started.');
    t.clock.set('2031-06-10T10:00:00+05:30');
  });

  it("keeps agents to their own requests and balances (403), admins see everyone's", async () => {
    const type = await typeWith(5);
    const created = await apply(agent, { type: type.code, start_date: '2031-06-27', end_date: '2031-06-27' }).expect(201);
    const { client: stranger, user: strangerUser } = await t.signedIn('agent');
    await stranger.get(`/api/leave/leave-balances/${me.id}`).expect(403);
    await stranger.patch(`/api/leave/leave-requests/${created.body.id}/withdraw`).expect(403);
    await stranger.patch(`/api/leave/leave-requests/${created.body.id}/status`).send({ version: 1, status: 'approved' }).expect(403);
    const theirs = await stranger.get('/api/leave/leave-requests').expect(200);
    expect(theirs.body).toEqual([]);
    await stranger.get(`/api/leave/leave-balances/${strangerUser.id}`).expect(200);
    const all = await admin.get('/api/leave/leave-requests').query({ status: 'pending' }).expect(200);
    expect(all.body.map((r: { id: number }) => r.id)).toContain(created.body.id);
    await admin.get(`/api/leave/leave-balances/${me.id}`).expect(200);
  });

  it('adds an admin adjustment with its reason as a new ledger entry, never below 0 available, audited', async () => {
    const type = await typeWith(2);
    const path = `/api/leave/leave-balances/${me.id}/adjustments`;
    const added = await admin.post(path).send({ leave_type_id: type.id, amount: 1.5, reason: ' Carried over from 2030 ' }).expect(201);
    expect(added.body).toEqual(expect.objectContaining({ kind: 'adjustment', amount: 1.5, reason: 'Carried over from 2030' }));
    expect(await balanceOf(type.id)).toEqual(expect.objectContaining({ current_balance: 3.5, available: 3.5 }));
    await apply(agent, { type: type.code, start_date: '2031-12-15', end_date: '2031-12-17' }).expect(201);
    const tooMuch = await admin.post(path).send({ leave_type_id: type.id, amount: -1, reason: 'Correction' }).expect(400);
    expect(tooMuch.body.errors.amount).toBe('This would leave -0.5 days available (3.5 in balance, 3 pending); at most 0.5 can be taken off');
    await admin.post(path).send({ leave_type_id: type.id, amount: -0.5, reason: 'Correction' }).expect(201);
    expect(await balanceOf(type.id)).toEqual(expect.objectContaining({ current_balance: 3, available: 0 }));
    const bad = await admin.post(path).send({ leave_type_id: type.id, amount: 0, reason: '  ' }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['amount', 'reason']);
    await admin.post(path).send({ leave_type_id: 999999, amount: 1, reason: 'x' }).expect(404);
    await agent.post(path).send({ leave_type_id: type.id, amount: 5, reason: 'Mine' }).expect(403);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'leave_balance' AND entity_id = $1 AND action = 'adjust'`, [String(me.id)]);
    expect(n).toBe(2);
  });

  it('a filed request notifies every admin (linked to /admin); a decision or cancellation notifies its agent (linked to /attendance-leave)', async () => {
    const notificationsOf = async (client: Client) =>
      (await client.get('/api/notifications?range=[0,49]').expect(200)).body as { kind: string; title: string; body: string | null; link: string }[];
    const { client: otherAdmin } = await t.signedIn('admin');
    const type = await typeWith(5);
    const first = await apply(agent, { type: type.code, start_date: '2031-10-20', end_date: '2031-10-21' }).expect(201);
    for (const client of [admin, otherAdmin]) {
      expect((await notificationsOf(client))[0]).toEqual(expect.objectContaining({
        kind: 'request_pending', title: `Leave request from ${me.name}`, body: `Leave ${sequence}: 20/10/2031 to 21/10/2031 (2 days)`, link: '/admin',
      }));
    }
    expect((await notificationsOf(agent)).map((n) => n.kind)).not.toContain('request_pending');

    await admin.patch(`/api/leave/leave-requests/${first.body.id}/status`).send({ version: 1, status: 'approved' }).expect(200);
    expect((await notificationsOf(agent))[0]).toEqual(expect.objectContaining({
      kind: 'leave_decided', title: 'Leave approved', body: `Leave ${sequence}: 20/10/2031 to 21/10/2031 (2 days)`, link: '/attendance-leave',
    }));
    const second = await apply(agent, { type: type.code, start_date: '2031-10-27', end_date: '2031-10-27', day_type: 'half' }).expect(201);
    await admin.patch(`/api/leave/leave-requests/${second.body.id}/status`).send({ version: 1, status: 'rejected', rejectionReason: 'Audit week' }).expect(200);
    expect((await notificationsOf(agent))[0]).toEqual(expect.objectContaining({
      kind: 'leave_decided', title: 'Leave rejected: Audit week', body: `Leave ${sequence}: 27/10/2031 (half day)`,
    }));
    await admin.patch(`/api/leave/leave-requests/${first.body.id}/admin-withdraw`).send({ action: 'cancel' }).expect(200);
    expect((await notificationsOf(agent))[0]).toEqual(expect.objectContaining({ kind: 'leave_decided', title: 'Leave cancelled by an admin' }));
    // The agent's own withdrawal tells nobody.
    const third = await apply(agent, { type: type.code, start_date: '2031-11-17', end_date: '2031-11-17' }).expect(201);
    const before = (await notificationsOf(agent)).length;
    await agent.patch(`/api/leave/leave-requests/${third.body.id}/withdraw`).expect(200);
    expect(await notificationsOf(agent)).toHaveLength(before);
  });

  it('writes the audit trail for requests, decisions and accruals', async () => {
    const type = await typeWith(3);
    const created = await apply(agent, { type: type.code, start_date: '2031-06-30', end_date: '2031-06-30' }).expect(201);
    await admin.patch(`/api/leave/leave-requests/${created.body.id}/status`).send({ version: 1, status: 'approved' }).expect(200);
    const rows = await t.dataSource.query(`SELECT action FROM audit_log WHERE entity = 'leave_request' AND entity_id = $1 ORDER BY id`, [String(created.body.id)]);
    expect(rows.map((row: { action: string }) => row.action)).toEqual(['create', 'approve']);
  });
});
