import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { AttendanceEndOfDayService } from '../src/modules/attendance/attendance-end-of-day.service.js';
import { STORED_STATUSES } from '../src/modules/attendance/attendance-status.js';
import { deriveDay } from '../src/modules/attendance/day-derivation.js';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import { auditedQuery } from './support/audited.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** 10:30 on Friday 20 November 2026 in Kolkata: payroll cycle 11_2026 runs 26 Oct - 25 Nov. */
const NOW = '2026-11-20T05:00:00Z';
const TODAY = '2026-11-20';
const HERE = { latitude: 12.9716, longitude: 77.5946, accuracy: 12 };

describe('attendance', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set(NOW);
    admin = (await t.signedIn('admin')).client;
  });
  afterAll(async () => {
    await t.close();
  });

  /** An agent employed since 1 January 2026 (the clock sits in November; accounts are created at the real time). */
  const agentSignedIn = async (fields: Partial<{ name: string }> = {}) => {
    const signedIn = await t.signedIn('agent', fields);
    await t.dataSource.query(`UPDATE users SET created_at = '2026-01-01T06:00:00Z' WHERE id = $1`, [signedIn.user.id]);
    return signedIn;
  };
  const versionOf = async (id: number): Promise<number> =>
    ((await t.dataSource.query('SELECT version FROM attendance_records WHERE id = $1', [id])) as { version: number }[])[0]?.version ?? 1;
  /** A decision on the version the admin would see now. */
  const decide = async (id: number, body: object, status: number) =>
    admin.patch(`/api/attendance/requests/${id}/status`).send({ ...body, version: await versionOf(id) }).expect(status);
  const decideAll = async (ids: number[], body: object, status: number) =>
    admin
      .post('/api/attendance/requests/bulk-status')
      .send({ ...body, requests: await Promise.all(ids.map(async (id) => ({ id, version: await versionOf(id) }))) })
      .expect(status);
  const record = (userId: number, date: string) =>
    t.dataSource.query('SELECT * FROM attendance_records WHERE user_id = $1 AND date = $2', [userId, date]).then((rows: Record<string, unknown>[]) => rows[0]);
  const insertRecord = (userId: number, date: string, fields: { status: string; login?: string; logout?: string | null; count?: number }) =>
    auditedQuery<{ id: number }[]>(
      t.dataSource,
      'attendance',
      `INSERT INTO attendance_records (user_id, date, status, login_time, logout_time, attendance_count) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [userId, date, fields.status, fields.login ?? null, fields.logout ?? null, fields.count ?? 1],
    ).then((rows) => rows[0].id);

  describe('check-in and check-out', () => {
    it('20 parallel check-ins make one record; every answer is a 201 or a clean 409', async () => {
      const { client, user } = await agentSignedIn();
      const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/attendance/check-in').send(HERE)));
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(19);
      expect(answers.find((a) => a.status === 409)!.body.message).toBe('You have already checked in today.');
      const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM attendance_records WHERE user_id = $1', [user.id]);
      expect(count).toBe(1);
    });

    it('uses the server clock, stores where the agent was, and checks out once after checking in', async () => {
      const { client, user } = await agentSignedIn();
      const early = await client.post('/api/attendance/check-out').send(HERE).expect(409);
      expect(early.body.message).toBe('You have not checked in today.');
      expect((await client.get(`/api/attendance/today/${user.id}`).expect(200)).body).toEqual(expect.objectContaining({ id: 0, status: 'not_checked_in' }));
      const checkedIn = await client.post('/api/attendance/check-in').send({ ...HERE, user_id: user.id, login_time: '2020-01-01T03:00:00Z' }).expect(201);
      expect(new Date(checkedIn.body.login_time).toISOString()).toBe(new Date(NOW).toISOString());
      t.clock.advance(3 * 3_600_000);
      const out = await client.post('/api/attendance/check-out').send({ ...HERE, logout_time: '2020-01-01T03:00:00Z' }).expect(201);
      expect(new Date(out.body.logout_time).toISOString()).toBe('2026-11-20T08:00:00.000Z');
      await client.post('/api/attendance/check-out').send(HERE).expect(409);
      const today = await client.get(`/api/attendance/today/${user.id}`).expect(200);
      expect(today.body).toEqual(expect.objectContaining({ status: 'present', date: TODAY, message: 'Checked out', is_absent: false }));
      const stored = await record(user.id, TODAY);
      expect(stored).toEqual(expect.objectContaining({ check_in_latitude: 12.9716, check_in_longitude: 77.5946, check_in_accuracy: 12, check_out_accuracy: 12 }));
      t.clock.set(NOW);
    });

    it('needs coordinates (400 naming the field) and an allowed place (403 with the spec text)', async () => {
      const { client } = await agentSignedIn();
      const missing = await client.post('/api/attendance/check-in').send({}).expect(400);
      expect(missing.body.errors).toEqual(
        expect.objectContaining({ latitude: 'Location not available. Please ensure location access is enabled.', longitude: expect.any(String) }),
      );
      await client.post('/api/attendance/check-in').send({ latitude: 'north', longitude: 77 }).expect(400);
      await admin.put('/api/settings/officeGeofences').send({ value: [{ name: 'HQ', latitude: 12.9716, longitude: 77.5946, radius_m: 300 }] }).expect(200);
      try {
        const outside = await client.post('/api/attendance/check-in').send({ latitude: 19.076, longitude: 72.8777 }).expect(403);
        expect(outside.body.message).toBe('Check-in not allowed from this location.');
        await client.post('/api/attendance/check-in').send(HERE).expect(201);
        const outsideOut = await client.post('/api/attendance/check-out').send({ latitude: 19.076, longitude: 72.8777 }).expect(403);
        expect(outsideOut.body.message).toBe('Check-out not allowed from this location.');
      } finally {
        await admin.put('/api/settings/officeGeofences').send({ value: [] }).expect(200);
      }
    });
  });

  describe('requests', () => {
    it('applies for an absent day with times, is approved with those times and counts as present', async () => {
      const { client, user } = await agentSignedIn();
      const days = await client.get('/api/attendance/with-absent').query({ start_date: '2026-11-16', end_date: '2026-11-18' }).expect(200);
      expect(days.body.map((d: { status: string; can_apply: boolean; id: number }) => [d.status, d.can_apply, d.id])).toEqual([
        ['absent', true, 0],
        ['absent', true, 0],
        ['absent', true, 0],
      ]);
      const noCheckOut = await client.post('/api/attendance/request').send({ date: '2026-11-17', login_time: '09:30', reason: 'Forgot' }).expect(400);
      expect(noCheckOut.body.errors).toEqual({ logout_time: 'Check-out time is required for a past date' });
      const badMinute = await client.post('/api/attendance/request').send({ date: '2026-11-17', login_time: '09:35', logout_time: '18:30', reason: 'x' }).expect(400);
      expect(Object.keys(badMinute.body.errors)).toEqual(['login_time']);
      const blank = await client.post('/api/attendance/request').send({ date: '2026-11-17', login_time: '09:30', logout_time: '18:30', reason: '   ' }).expect(400);
      expect(blank.body.errors).toEqual({ reason: 'Reason is required' });
      const future = await client.post('/api/attendance/request').send({ date: '2026-11-21', login_time: '09:30', reason: 'Soon' }).expect(400);
      expect(Object.keys(future.body.errors)).toEqual(['date']);

      const applied = await client
        .post('/api/attendance/request')
        .send({ user_id: user.id, date: '2026-11-17', login_time: '09:30', logout_time: '18:30', reason: 'Forgot to check in', status: 'requested' })
        .expect(201);
      expect(applied.body).toEqual(expect.objectContaining({ status: 'requested', reason: 'Forgot to check in', attendance_count: 0 }));
      const edited = await client.patch(`/api/attendance/requests/${applied.body.id}`).send({ login_time: '10:00', logout_time: '18:00', reason: 'Phone died' }).expect(200);
      expect(new Date(edited.body.requested_login_time).toISOString()).toBe('2026-11-17T04:30:00.000Z');

      const pending = await admin.get('/api/attendance/requests/pending').expect(200);
      expect(pending.body.map((r: { id: number }) => r.id)).toContain(applied.body.id);
      const noReason = await decide(applied.body.id, { status: 'reject', rejectionReason: '  ' }, 400);
      expect(noReason.body.errors).toEqual({ rejectionReason: 'A reason is required to reject the request' });
      const approved = await decide(applied.body.id, { status: 'approve' }, 200);
      expect(approved.body).toEqual(expect.objectContaining({ status: 'present', attendance_count: 1, calendar: 'present', can_apply: false }));
      expect(new Date(approved.body.login_time).toISOString()).toBe('2026-11-17T04:30:00.000Z');
      expect(new Date(approved.body.logout_time).toISOString()).toBe('2026-11-17T12:30:00.000Z');
      await client.patch(`/api/attendance/requests/${applied.body.id}/withdraw`).expect(409);
      const summary = await client.get('/api/attendance/summary').query({ start_date: '2026-11-16', end_date: '2026-11-30' }).expect(200);
      // 16, 18 and 19 are absent; today (20) is not over yet.
      expect(summary.body).toEqual({ present: 1, absent: 3, leave: 0, doublePay: 0, holiday: 0, payable_days: 1 });
    });

    it('adds the missing check-out of a half day; withdrawing returns the half day; a withdrawn absent day has no record', async () => {
      const { client, user } = await agentSignedIn();
      const halfDay = await insertRecord(user.id, '2026-11-18', { status: 'half_day', login: '2026-11-18T04:00:00Z', count: 0.5 });
      const asked = await client.post('/api/attendance/request').send({ date: '2026-11-18', login_time: '09:30', logout_time: '18:30', reason: 'Forgot to check out' }).expect(201);
      expect(asked.body).toEqual(expect.objectContaining({ id: halfDay, status: 'half_day_requested' }));
      await client.patch(`/api/attendance/requests/${halfDay}/withdraw`).expect(200);
      expect(await record(user.id, '2026-11-18')).toEqual(expect.objectContaining({ status: 'half_day' }));
      await client.post('/api/attendance/request').send({ date: '2026-11-18', login_time: '09:30', logout_time: '18:30', reason: 'Again' }).expect(201);
      const approved = await decide(halfDay, { status: 'approve' }, 200);
      expect(approved.body).toEqual(expect.objectContaining({ status: 'half_day_approved', attendance_count: 1, calendar: 'present' }));

      const absent = await client.post('/api/attendance/request').send({ date: '2026-11-19', login_time: '09:30', logout_time: '18:30', reason: 'Forgot' }).expect(201);
      const withdrawn = await client.patch(`/api/attendance/requests/${absent.body.id}/withdraw`).expect(200);
      expect(withdrawn.body).toEqual(expect.objectContaining({ id: 0, status: 'absent' }));
      expect(await record(user.id, '2026-11-19')).toBeUndefined();
    });

    it('approves today with only a check-in, a past day only with both times', async () => {
      const { client, user } = await agentSignedIn();
      const today = await client.post('/api/attendance/request').send({ date: TODAY, login_time: '09:00', reason: 'GPS failed' }).expect(201);
      const approved = await decide(today.body.id, { status: 'approve' }, 200);
      expect(approved.body).toEqual(expect.objectContaining({ status: 'present', logout_time: null }));
      const past = await insertRecord(user.id, '2026-11-10', { status: 'requested', count: 0 });
      await auditedQuery(t.dataSource, 'attendance', 'UPDATE attendance_records SET requested_login_time = $2 WHERE id = $1', [past, '2026-11-10T04:00:00Z']);
      const refused = await decide(past, { status: 'approve' }, 400);
      expect(refused.body.message).toBe('Both check-in and check-out times are required to approve past attendance.');
      const rejected = await decide(past, { status: 'reject', rejectionReason: 'No proof' }, 200);
      expect(rejected.body).toEqual(expect.objectContaining({ status: 'absent', rejection_reason: 'No proof', can_apply: true }));
    });

    it('Accept All applies all or none, naming each refused request', async () => {
      const a = await agentSignedIn();
      const b = await agentSignedIn();
      const first = await a.client.post('/api/attendance/request').send({ date: '2026-11-12', login_time: '09:00', logout_time: '18:00', reason: 'A' }).expect(201);
      const second = await b.client.post('/api/attendance/request').send({ date: '2026-11-12', login_time: '09:00', logout_time: '18:00', reason: 'B' }).expect(201);
      const decided = await insertRecord(a.user.id, '2026-11-13', { status: 'present' });
      const refused = await decideAll([first.body.id, second.body.id, decided], { status: 'approve' }, 400);
      expect(refused.body.errors).toEqual({ [`requests.${decided}`]: `Attendance request ${decided} is not awaiting a decision` });
      expect(await record(a.user.id, '2026-11-12')).toEqual(expect.objectContaining({ status: 'requested' }));
      expect(await record(b.user.id, '2026-11-12')).toEqual(expect.objectContaining({ status: 'requested' }));
      const noReason = await decideAll([first.body.id, second.body.id], { status: 'reject' }, 400);
      expect(Object.keys(noReason.body.errors).sort()).toEqual([`requests.${first.body.id}`, `requests.${second.body.id}`].sort());
      const accepted = await decideAll([second.body.id, first.body.id], { status: 'approve' }, 201);
      expect(accepted.body.results).toEqual([
        { id: Math.min(first.body.id, second.body.id), status: 'present' },
        { id: Math.max(first.body.id, second.body.id), status: 'present' },
      ]);
    });

    it('approving a request on a non-flexi holiday pays double (1.5 under 180 minutes), singly and in Accept All; a flexi holiday is a working day', async () => {
      await auditedQuery(t.dataSource, 'holiday', `INSERT INTO holidays (name, date, type) VALUES ('Bhai Dooj', '2026-11-03', 'MANDATORY'), ('Chhath', '2026-11-04', 'FLEXI')`);
      const a = await agentSignedIn();
      const b = await agentSignedIn();
      const ask = (client: Client, date: string, logout: string) =>
        client.post('/api/attendance/request').send({ date, login_time: '09:00', logout_time: logout, reason: 'Worked' }).expect(201).then((r) => r.body.id as number);
      const single = await ask(b.client, '2026-11-03', '11:00');
      const decided = await decide(single, { status: 'approve' }, 200);
      expect(decided.body).toEqual(expect.objectContaining({ status: 'double_pay_half_day', attendance_count: 1.5 }));
      const ids = [await ask(a.client, '2026-11-03', '18:00'), await ask(a.client, '2026-11-04', '10:00'), await ask(a.client, '2026-11-05', '18:00')];
      const accepted = await decideAll(ids, { status: 'approve' }, 201);
      expect(accepted.body.results).toEqual([
        { id: ids[0], status: 'double_pay_approved' },
        { id: ids[1], status: 'present' },
        { id: ids[2], status: 'present' },
      ]);
      const audit = await t.dataSource.query(`SELECT entity_id FROM audit_log WHERE entity = 'attendance' AND action = 'approve_request' AND entity_id = ANY ($1::text[])`, [ids.map(String)]);
      expect(audit).toHaveLength(3);
    });

    it('a request notifies every admin (linked to /admin); a decision notifies its agent, Accept All in one statement', async () => {
      const notificationsOf = async (client: Client) =>
        (await client.get('/api/notifications?range=[0,49]').expect(200)).body as { kind: string; title: string; body: string | null; link: string }[];
      const a = await agentSignedIn();
      const b = await agentSignedIn();
      const asked = await a.client.post('/api/attendance/request').send({ date: '2026-11-11', login_time: '09:00', logout_time: '18:00', reason: 'Phone died' }).expect(201);
      expect((await notificationsOf(admin))[0]).toEqual(expect.objectContaining({
        kind: 'request_pending', title: `Attendance correction from ${a.user.name}`, body: '11/11/2026: Phone died', link: '/admin',
      }));
      expect(await notificationsOf(a.client)).toEqual([]);
      await decide(asked.body.id, { status: 'reject', rejectionReason: 'No proof' }, 200);
      expect(await notificationsOf(a.client)).toEqual([
        expect.objectContaining({ kind: 'attendance_decided', title: 'Attendance request rejected: No proof', body: '11/11/2026', link: '/attendance-leave' }),
      ]);

      const first = await a.client.post('/api/attendance/request').send({ date: '2026-11-10', login_time: '09:00', logout_time: '18:00', reason: 'A' }).expect(201);
      const second = await b.client.post('/api/attendance/request').send({ date: '2026-11-10', login_time: '09:00', logout_time: '18:00', reason: 'B' }).expect(201);
      const notifications = t.app.get(NotificationsService);
      const notify = jest.spyOn(notifications, 'notify');
      const notifyEach = jest.spyOn(notifications, 'notifyEach');
      try {
        await decideAll([first.body.id, second.body.id], { status: 'approve' }, 201);
        expect(notify).not.toHaveBeenCalled();
        expect(notifyEach).toHaveBeenCalledTimes(1);
      } finally {
        notify.mockRestore();
        notifyEach.mockRestore();
      }
      for (const agent of [a, b]) {
        expect((await notificationsOf(agent.client))[0]).toEqual(expect.objectContaining({ kind: 'attendance_decided', title: 'Attendance request approved', body: '10/11/2026' }));
      }
    });

    it('locks closed payroll cycles for agents; admins still mark and delete there, audited', async () => {
      const { client, user } = await agentSignedIn();
      const closed = await client.post('/api/attendance/request').send({ date: '2026-10-20', login_time: '09:00', logout_time: '18:00', reason: 'Late' }).expect(403);
      expect(closed.body.message).toBe('This payroll cycle is closed: its attendance can no longer be changed. Please ask an administrator.');
      const old = await client.get('/api/attendance/with-absent').query({ start_date: '2026-10-20', end_date: '2026-10-20' }).expect(200);
      expect(old.body[0]).toEqual(expect.objectContaining({ status: 'absent', locked: true, can_apply: false }));
      const oldRequest = await insertRecord(user.id, '2026-10-21', { status: 'requested', count: 0 });
      await client.patch(`/api/attendance/requests/${oldRequest}/withdraw`).expect(403);
      await client.patch(`/api/attendance/requests/${oldRequest}`).send({ login_time: '09:00', logout_time: '18:00', reason: 'x' }).expect(403);

      const marked = await admin.put('/api/attendance/0').send({ user_id: user.id, date: '2026-10-20', status: 'present', login_time: '2026-10-20T04:00:00Z', logout_time: '2026-10-20T12:00:00Z' }).expect(200);
      expect(marked.body).toEqual(expect.objectContaining({ status: 'present', attendance_count: 1, locked: true }));
      await admin.put('/api/attendance/0').send({ user_id: user.id, date: '2026-10-20', status: 'half_day' }).expect(409);
      const halved = await admin.put(`/api/attendance/${marked.body.id}`).send({ user_id: user.id, date: '2026-10-20', status: 'half_day' }).expect(200);
      expect(halved.body).toEqual(expect.objectContaining({ status: 'half_day', attendance_count: 0.5 }));
      await admin.put(`/api/attendance/${marked.body.id}`).send({ user_id: user.id, date: '2026-10-21', status: 'half_day' }).expect(400);
      await admin.delete(`/api/attendance/${marked.body.id}`).expect(200);
      await admin.delete(`/api/attendance/${marked.body.id}`).expect(404);
      const audit = await t.dataSource.query(`SELECT action FROM audit_log WHERE entity = 'attendance' AND entity_id = $1 ORDER BY id`, [String(marked.body.id)]);
      expect(audit.map((r: { action: string }) => r.action)).toEqual(['mark_new', 'mark', 'delete']);
    });
  });

  describe('who sees what', () => {
    it("refuses another agent's records (403) and serves admins every agent", async () => {
      const a = await agentSignedIn({ name: 'Aarav Visible' });
      const b = await agentSignedIn();
      await a.client.get('/api/attendance/with-absent').query({ user_id: b.user.id }).expect(403);
      await a.client.get(`/api/attendance/today/${b.user.id}`).expect(403);
      await a.client.get('/api/attendance').query({ user_id: b.user.id }).expect(403);
      await a.client.get('/api/attendance/summary').query({ user_id: b.user.id }).expect(403);
      const request = await b.client.post('/api/attendance/request').send({ date: '2026-11-11', login_time: '09:00', logout_time: '18:00', reason: 'B' }).expect(201);
      await a.client.patch(`/api/attendance/requests/${request.body.id}/withdraw`).expect(403);
      await a.client.post('/api/attendance/request').send({ user_id: b.user.id, date: '2026-11-11', login_time: '09:00', logout_time: '18:00', reason: 'x' }).expect(403);
      await a.client.get('/api/attendance/requests/pending').expect(403);
      await a.client.get('/api/attendance/stats').expect(403);
      const day = await admin.get('/api/attendance/with-absent').query({ start_date: TODAY, end_date: TODAY }).expect(200);
      expect(day.body.find((d: { user_id: number }) => d.user_id === a.user.id)).toEqual(expect.objectContaining({ status: 'not_checked_in', user: { name: 'Aarav Visible', email: a.user.email } }));
    });

    it('lists stored records only: the agent\'s own in the current cycle, an admin\'s of every agent', async () => {
      const { user, client } = await agentSignedIn();
      await insertRecord(user.id, '2026-11-16', { status: 'present', login: '2026-11-16T04:00:00Z', logout: '2026-11-16T12:00:00Z' });
      await insertRecord(user.id, '2026-11-17', { status: 'half_day', login: '2026-11-17T04:00:00Z', count: 0.5 });
      const own = await client.get('/api/attendance').expect(200);
      expect(own.body.map((d: { date: string; status: string; id: number }) => [d.date, d.status, d.id > 0])).toEqual([
        ['2026-11-16', 'present', true],
        ['2026-11-17', 'half_day', true],
      ]);
      const all = await admin.get('/api/attendance').query({ start_date: '2026-11-16', end_date: '2026-11-17' }).expect(200);
      expect(all.body.every((d: { id: number }) => d.id > 0)).toBe(true);
      expect(all.body.filter((d: { user_id: number }) => d.user_id === user.id)).toHaveLength(2);
    });

    it('answers 400 naming the field for bad dates and ranges', async () => {
      const { client } = await agentSignedIn();
      const bad = await client.get('/api/attendance/with-absent').query({ start_date: '2026-02-30', end_date: 'tomorrow' }).expect(400);
      expect(Object.keys(bad.body.errors).sort()).toEqual(['end_date', 'start_date']);
      const reversed = await client.get('/api/attendance/with-absent').query({ start_date: '2026-11-20', end_date: '2026-11-01' }).expect(400);
      expect(reversed.body.errors).toEqual({ end_date: 'end_date must be on or after start_date' });
      await client.get('/api/attendance/with-absent').query({ start_date: '2024-01-01', end_date: '2026-01-01' }).expect(400);
      await client.post('/api/attendance/request').send({ date: '20-11-2026', login_time: '09:00', reason: 'x' }).expect(400);
      await client.get('/api/attendance/payroll-cycles').query({ year: '99999' }).expect(400);
      await admin.get('/api/attendance/stats').query({ start_date: '2026-13-01' }).expect(400);
    });

    it('marks no day for a user that does not exist (404)', async () => {
      const missing = await admin.put('/api/attendance/0').send({ user_id: 2_000_000_000, date: '2026-11-19', status: 'present' }).expect(404);
      expect(missing.body.message).toBe('User 2000000000 not found');
    });
  });

  describe('payroll cycles, stats and CSV', () => {
    it('lists a year’s cycles and finds the cycle of a date', async () => {
      const { client } = await agentSignedIn();
      const year = await client.get('/api/attendance/payroll-cycles').query({ year: 2026 }).expect(200);
      expect(year.body).toHaveLength(12);
      expect(year.body[1]).toEqual({ id: '02_2026', start: '2026-01-26', end: '2026-02-22', days: 28, current: false, closed: true });
      expect(year.body[10]).toEqual({ id: '11_2026', start: '2026-10-26', end: '2026-11-25', days: 31, current: true, closed: false });
      const one = await client.get('/api/attendance/payroll-cycles').query({ date: '2026-02-24' }).expect(200);
      expect(one.body.map((c: { id: string }) => c.id)).toEqual(['03_2026']);
    });

    it('gives stats rows per agent and day (dd-mm-yyyy accepted) and streams the CSV with the spec columns', async () => {
      const { client, user } = await agentSignedIn({ name: '=Zara Formula' });
      await client.post('/api/attendance/check-in').send(HERE).expect(201);
      await insertRecord(user.id, '2026-11-19', { status: 'half_day', login: '2026-11-19T04:00:00Z', count: 0.5 });
      const stats = await admin.get('/api/attendance/stats').query({ start_date: '19-11-2026', end_date: '21-11-2026' }).expect(200);
      const mine = stats.body.filter((r: { user_id: number }) => r.user_id === user.id);
      expect(mine).toEqual([
        { user_id: user.id, agent_name: '=Zara Formula', date: '2026-11-19', present: 0.5, absent: 0.5, leave: 0, doublePay: 0, holiday: 0 },
        { user_id: user.id, agent_name: '=Zara Formula', date: '2026-11-20', present: 1, absent: 0, leave: 0, doublePay: 0, holiday: 0 },
      ]);
      const csv = await admin.get('/api/attendance/stats.csv').query({ start_date: '2026-11-19', end_date: '2026-11-20' }).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      const lines = csv.text.trim().split('\n');
      expect(lines[0]).toBe('Agent,Date,Present,Absent,Leave,DoublePay,Holiday');
      expect(lines).toContain(`"'=Zara Formula",2026-11-20,1,0,0,0,0`);
    });
  });

  describe('end of day', () => {
    it('turns a day without check-out into half_day once, however often and by however many instances it runs', async () => {
      const { user } = await agentSignedIn();
      await insertRecord(user.id, '2026-11-19', { status: 'present', login: '2026-11-19T04:00:00Z' });
      await insertRecord(user.id, '2026-11-18', { status: 'present', login: '2026-11-18T04:00:00Z', logout: '2026-11-18T12:00:00Z' });
      await insertRecord(user.id, TODAY, { status: 'present', login: '2026-11-20T04:00:00Z' });
      const job = t.app.get(AttendanceEndOfDayService);
      const [one, two] = await Promise.all([job.settleEndedDays(), job.settleEndedDays()]);
      const again = await job.settleEndedDays();
      expect(again).toBe(0);
      expect(one + two).toBeGreaterThanOrEqual(2);
      expect(await record(user.id, '2026-11-19')).toEqual(expect.objectContaining({ status: 'half_day', attendance_count: '0.5', day_closed: true }));
      expect(await record(user.id, '2026-11-18')).toEqual(expect.objectContaining({ status: 'present', day_closed: true }));
      expect(await record(user.id, TODAY)).toEqual(expect.objectContaining({ status: 'present', day_closed: false }));
      const audit = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'attendance' AND action = 'end_of_day' AND entity_id IN (SELECT id::text FROM attendance_records WHERE user_id = $1)`, [user.id]);
      expect(audit[0].n).toBe(1);

      t.clock.set('2026-11-21T05:00:00Z');
      try {
        expect(await job.settleEndedDays()).toBeGreaterThanOrEqual(1);
        expect(await record(user.id, TODAY)).toEqual(expect.objectContaining({ status: 'half_day', day_closed: true }));
        expect(await job.settleEndedDays()).toBe(0);
      } finally {
        t.clock.set(NOW);
      }
    });
  });

  describe('derivation in SQL', () => {
    it('matches deriveDay for every stored status', async () => {
      const { client, user } = await agentSignedIn();
      const start = '2026-11-01';
      const dates = STORED_STATUSES.map((_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
      for (const [i, status] of STORED_STATUSES.entries()) {
        const { count } = deriveDay({ record: { status }, leaveCount: null, holiday: null });
        const login = ['absent', 'requested', 'on_leave', 'withdrawn'].includes(status) ? undefined : `${dates[i]}T04:00:00Z`;
        await insertRecord(user.id, dates[i], { status, login, logout: login ? `${dates[i]}T12:00:00Z` : null, count });
      }
      const days = await client.get('/api/attendance/with-absent').query({ start_date: start, end_date: dates[dates.length - 1] }).expect(200);
      expect(days.body.map((d: { status: string; attendance_count: number }) => [d.status, d.attendance_count])).toEqual(
        STORED_STATUSES.map((status) => {
          const derived = deriveDay({ record: { status }, leaveCount: null, holiday: null });
          return [derived.status, derived.count];
        }),
      );
    });
  });

  describe('holidays and approved leave (the leave module\'s calendar)', () => {
    const leaveType = () =>
      auditedQuery<{ id: number }[]>(
        t.dataSource,
        'leave_type',
        `INSERT INTO leave_types (name, code, accrual_rate, accrual_unit, max_per_accrual_unit) VALUES ('Casual', 'CL-' || floor(random() * 1e9)::text, 1.5, 'month', 3) RETURNING id`,
      ).then((rows) => rows[0].id);
    const leave = (userId: number, typeId: number, start: string, end: string, dayType: 'full' | 'half', status: string) =>
      auditedQuery(
        t.dataSource,
        'leave_request',
        `INSERT INTO leave_requests (user_id, leave_type_id, start_date, end_date, day_type, leave_count, status, reason) VALUES ($1, $2, $3, $4, $5, $6, $7, 'family')`,
        [userId, typeId, start, end, dayType, dayType === 'half' ? 0.5 : (Date.parse(end) - Date.parse(start)) / 86_400_000 + 1, status],
      );

    it('derives holidays (not flexi), weekly offs and approved leave, a half day on half-day leave counting 1, and pays them', async () => {
      const { client, user } = await agentSignedIn();
      await auditedQuery(t.dataSource, 'holiday', `INSERT INTO holidays (name, date, type) VALUES ('Gandhi Jayanti', '2026-10-02', 'MANDATORY'), ('Weekly off', '2026-10-04', 'WEEKEND'), ('Onam', '2026-10-05', 'FLEXI')`);
      const typeId = await leaveType();
      await leave(user.id, typeId, '2026-10-06', '2026-10-07', 'full', 'approved');
      await leave(user.id, typeId, '2026-10-08', '2026-10-08', 'half', 'approved');
      await leave(user.id, typeId, '2026-10-09', '2026-10-09', 'full', 'pending');
      await insertRecord(user.id, '2026-10-08', { status: 'half_day', login: '2026-10-08T04:00:00Z', logout: '2026-10-08T07:00:00Z', count: 0.5 });

      const range = { start_date: '2026-10-01', end_date: '2026-10-09' };
      const days = await client.get('/api/attendance/with-absent').query(range).expect(200);
      expect(days.body.map((d: Record<string, unknown>) => [d.date, d.status, d.attendance_count, d.calendar, d.holiday_name, d.can_apply])).toEqual([
        ['2026-10-01', 'absent', 0, 'absent', null, false],
        ['2026-10-02', 'holiday', 1, 'holiday', 'Gandhi Jayanti', false],
        ['2026-10-03', 'absent', 0, 'absent', null, false],
        ['2026-10-04', 'holiday', 1, 'holiday', 'Weekly off', false],
        ['2026-10-05', 'absent', 0, 'absent', 'Onam', false],
        ['2026-10-06', 'on_leave', 1, 'leave', null, false],
        ['2026-10-07', 'on_leave', 1, 'leave', null, false],
        ['2026-10-08', 'half_day_on_leave', 1, 'leave_half_day', null, false],
        ['2026-10-09', 'absent', 0, 'absent', null, false],
      ]);
      const summary = await client.get('/api/attendance/summary').query(range).expect(200);
      expect(summary.body).toEqual({ present: 0.5, absent: 4, leave: 2.5, doublePay: 0, holiday: 2, payable_days: 5 });
    });

    it('counts approved leave only on its days within the range: started before it, running past it, overlapping (capped at 1), half days; not rejected or other agents\' leave', async () => {
      const { client, user } = await agentSignedIn();
      const other = await agentSignedIn();
      const typeId = await leaveType();
      await leave(user.id, typeId, '2026-09-20', '2026-10-16', 'full', 'approved');
      await leave(user.id, typeId, '2026-10-01', '2026-10-05', 'full', 'approved');
      await leave(user.id, typeId, '2026-10-18', '2026-10-18', 'full', 'approved');
      await leave(user.id, typeId, '2026-10-17', '2026-10-18', 'full', 'approved');
      await leave(user.id, typeId, '2026-10-19', '2026-10-19', 'half', 'approved');
      await leave(user.id, typeId, '2026-10-20', '2026-10-20', 'full', 'rejected');
      await leave(other.user.id, typeId, '2026-10-21', '2026-10-21', 'full', 'approved');
      await leave(user.id, typeId, '2026-10-22', '2026-10-28', 'full', 'approved');

      const range = { start_date: '2026-10-15', end_date: '2026-10-23' };
      const days = await client.get('/api/attendance/with-absent').query(range).expect(200);
      expect(days.body.map((d: Record<string, unknown>) => [d.date, d.status, d.leave_count])).toEqual([
        ['2026-10-15', 'on_leave', 1],
        ['2026-10-16', 'on_leave', 1],
        ['2026-10-17', 'on_leave', 1],
        ['2026-10-18', 'on_leave', 1],
        ['2026-10-19', 'on_leave', 0.5],
        ['2026-10-20', 'absent', null],
        ['2026-10-21', 'absent', null],
        ['2026-10-22', 'on_leave', 1],
        ['2026-10-23', 'on_leave', 1],
      ]);
      const stats = await admin.get('/api/attendance/stats').query(range).expect(200);
      const mine = stats.body.filter((row: { user_id: number }) => row.user_id === user.id);
      expect(mine.map((row: Record<string, unknown>) => [row.date, row.leave, row.absent])).toEqual(days.body.map((d: Record<string, unknown>) => [d.date, d.status === 'on_leave' ? 1 : 0, d.status === 'absent' ? 1 : 0]));
    });

    it('end of day: work on a non-flexi holiday is double pay (2), under 180 minutes double pay + half day (1.5); a flexi holiday is a working day', async () => {
      const { user } = await agentSignedIn();
      await auditedQuery(t.dataSource, 'holiday', `INSERT INTO holidays (name, date, type) VALUES ('Dussehra', '2026-10-12', 'MANDATORY'), ('Weekly off', '2026-10-13', 'WEEKEND'), ('Karva Chauth', '2026-10-14', 'FLEXI')`);
      await insertRecord(user.id, '2026-10-12', { status: 'present', login: '2026-10-12T04:00:00Z', logout: '2026-10-12T07:00:00Z' });
      await insertRecord(user.id, '2026-10-13', { status: 'present', login: '2026-10-13T04:00:00Z', logout: '2026-10-13T06:59:00Z' });
      await insertRecord(user.id, '2026-10-14', { status: 'present', login: '2026-10-14T04:00:00Z', logout: '2026-10-14T05:00:00Z' });
      await t.app.get(AttendanceEndOfDayService).settleEndedDays();
      const settled = await t.dataSource.query(`SELECT date::text, status, attendance_count::float8 AS count FROM attendance_records WHERE user_id = $1 ORDER BY date`, [user.id]);
      expect(settled).toEqual([
        { date: '2026-10-12', status: 'double_pay_approved', count: 2 },
        { date: '2026-10-13', status: 'double_pay_half_day', count: 1.5 },
        { date: '2026-10-14', status: 'present', count: 1 },
      ]);
    });
  });
});
