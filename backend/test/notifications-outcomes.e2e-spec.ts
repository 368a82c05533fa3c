import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface Shown {
  kind: string;
  title: string;
  body: string | null;
  outcome: string | null;
}

/** The admins' request notifications tell what became of the request once it is decided or withdrawn (issue 25.15). */
describe('request notifications show their outcome', () => {
  let t: TestApp;
  let admin: Client;
  let otherAdmin: Client;
  let agent: Client;
  let agentName: string;
  let sequence = 0;

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set('2031-06-10T10:00:00+05:30');
    admin = (await t.signedIn('admin')).client;
    otherAdmin = (await t.signedIn('admin')).client;
    const signed = await t.signedIn('agent', { name: 'Priya Sharma' });
    agent = signed.client;
    agentName = signed.user.name;
    await admin.post('/api/leave/leave-types').send({ name: 'Casual Leave', code: 'CLX', accrual_rate: 12, accrual_unit: 'year', max_per_accrual_unit: 12 }).expect(201);
    await admin.post('/api/leave/fix-missing-balances').send({ email: signed.user.email }).expect(200);
  });
  afterAll(() => t.close());

  const requestsOf = async (client: Client) =>
    ((await client.get('/api/notifications?range=[0,49]').expect(200)).body as Shown[]).filter((n) => n.kind === 'request_pending');
  /** A one-day leave on a later Monday each time, answering its id. */
  const askLeave = async () => {
    sequence += 1;
    const day = `2031-07-${String(sequence * 7).padStart(2, '0')}`;
    const created = await agent.post('/api/leave/leave-requests').send({ type: 'CLX', start_date: day, end_date: day, day_type: 'full', reason: 'Family function' }).expect(201);
    return created.body.id as number;
  };
  /** An attendance request for a past day, answering its id and the version a decision names. */
  const askAttendance = async (date: string) => {
    const { id, version } = (await agent.post('/api/attendance/request').send({ date, login_time: '09:30', logout_time: '18:30', reason: 'Phone died' }).expect(201)).body;
    return { id: id as number, version: version as number };
  };

  it('a pending leave request reads as a request with no outcome, for every admin; approving it shows "approved" to all of them', async () => {
    const id = await askLeave();
    for (const client of [admin, otherAdmin]) {
      expect((await requestsOf(client))[0]).toEqual(expect.objectContaining({ title: `Leave request from ${agentName}`, body: 'Casual Leave: 07/07/2031 (1 day)', outcome: null }));
    }
    await admin.patch(`/api/leave/leave-requests/${id}/status`).send({ status: 'approved', version: 1 }).expect(200);
    for (const client of [admin, otherAdmin]) {
      expect((await requestsOf(client))[0]).toEqual(expect.objectContaining({ title: `Leave request from ${agentName}`, outcome: 'approved' }));
    }
  });

  it('shows "rejected", "withdrawn" (by the agent) and "cancelled" (by an admin) for leave', async () => {
    const rejected = await askLeave();
    await admin.patch(`/api/leave/leave-requests/${rejected}/status`).send({ status: 'rejected', rejectionReason: 'Month end', version: 1 }).expect(200);
    const withdrawn = await askLeave();
    await agent.patch(`/api/leave/leave-requests/${withdrawn}/withdraw`).expect(200);
    const cancelled = await askLeave();
    await admin.patch(`/api/leave/leave-requests/${cancelled}/admin-withdraw`).send({ action: 'cancel' }).expect(200);
    expect((await requestsOf(otherAdmin)).slice(0, 3).map((n) => n.outcome)).toEqual(['cancelled', 'withdrawn', 'rejected']);
  });

  it('shows the outcome of attendance requests: rejected, withdrawn, approved one by one and by Accept All; a new request on a rejected day starts without one', async () => {
    const rejected = await askAttendance('2031-06-02');
    expect((await requestsOf(admin))[0]).toEqual(expect.objectContaining({ title: `Attendance correction from ${agentName}`, body: '02/06/2031: Phone died', outcome: null }));
    await admin.patch(`/api/attendance/requests/${rejected.id}/status`).send({ status: 'reject', rejectionReason: 'No proof', version: rejected.version }).expect(200);
    expect((await requestsOf(admin))[0].outcome).toBe('rejected');

    const withdrawn = await askAttendance('2031-06-03');
    await agent.patch(`/api/attendance/requests/${withdrawn.id}/withdraw`).expect(200);
    const approved = await askAttendance('2031-06-04');
    await admin.patch(`/api/attendance/requests/${approved.id}/status`).send({ status: 'approve', version: approved.version }).expect(200);
    const bulk = [await askAttendance('2031-06-05'), await askAttendance('2031-06-06')];
    await admin.post('/api/attendance/requests/bulk-status').send({ requests: bulk, status: 'approve' }).expect(201);
    expect((await requestsOf(admin)).slice(0, 5).map((n) => n.outcome)).toEqual(['approved', 'approved', 'approved', 'withdrawn', 'rejected']);

    const again = await askAttendance('2031-06-02');
    expect(again.id).toBe(rejected.id);
    const sameDay = (await requestsOf(admin)).filter((n) => n.body === '02/06/2031: Phone died');
    expect(sameDay.map((n) => n.outcome)).toEqual([null, 'rejected']);
  });
});
