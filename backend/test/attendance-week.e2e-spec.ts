import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditedQuery } from './support/audited.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface Day {
  id: number;
  date: string;
  status: string;
  calendar: string;
  can_apply: boolean;
  is_absent: boolean;
  attendance_count: number;
  user_id: number;
  version: number;
}

/** 10:30 on Friday 20 November 2026 in Kolkata: payroll cycle 11_2026 runs 26 Oct - 25 Nov. */
const NOW = '2026-11-20T05:00:00Z';
const TODAY = '2026-11-20';

/** Issue 25 (a first week of real use): the employment window, today, no future times, decisions bound to a version. */
describe('attendance: a week of real use', () => {
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

  /** An agent whose account was created at `joined` (an instant): their employment window starts that business day. */
  const agentJoinedAt = async (joined: string) => {
    const signedIn = await t.signedIn('agent');
    await t.dataSource.query('UPDATE users SET created_at = $2 WHERE id = $1', [signedIn.user.id, joined]);
    return signedIn;
  };
  const insertRecord = (userId: number, date: string, status: string, count: number, login: string | null = null, logout: string | null = null) =>
    auditedQuery<{ id: number }[]>(
      t.dataSource,
      'attendance',
      `INSERT INTO attendance_records (user_id, date, status, attendance_count, login_time, logout_time) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [userId, date, status, count, login, logout],
    ).then((rows) => rows[0].id);

  describe('the employment window', () => {
    it('days before joining count nothing: not absent, no Apply, no stats row; the first day counts', async () => {
      const { client, user } = await agentJoinedAt('2026-11-10T06:00:00Z');
      const days: Day[] = (await client.get('/api/attendance/with-absent').query({ start_date: '2026-11-08', end_date: '2026-11-11' }).expect(200)).body;
      expect(days.map((d) => [d.date, d.status, d.calendar, d.can_apply, d.is_absent, d.attendance_count])).toEqual([
        ['2026-11-08', 'not_employed', 'not_employed', false, false, 0],
        ['2026-11-09', 'not_employed', 'not_employed', false, false, 0],
        ['2026-11-10', 'absent', 'absent', true, true, 0],
        ['2026-11-11', 'absent', 'absent', true, true, 0],
      ]);
      const summary = await client.get('/api/attendance/summary').query({ start_date: '2026-10-26', end_date: '2026-11-25' }).expect(200);
      // 10/11 to 19/11 are absent; today is not over yet; nothing before joining.
      expect(summary.body).toEqual({ present: 0, absent: 10, leave: 0, doublePay: 0, holiday: 0, payable_days: 0 });

      const stats: Day[] = (await admin.get('/api/attendance/stats').query({ start_date: '2026-11-01', end_date: '2026-11-12' }).expect(200)).body;
      expect(stats.filter((row) => row.user_id === user.id).map((row) => row.date)).toEqual(['2026-11-10', '2026-11-11', '2026-11-12']);
      const csv = await admin.get('/api/attendance/stats.csv').query({ start_date: '2026-11-01', end_date: '2026-11-12' }).expect(200);
      expect(csv.text.split('\n').filter((line) => line.startsWith(`"${user.name}"`))).toHaveLength(3);

      const listBefore: Day[] = (await admin.get('/api/attendance/with-absent').query({ start_date: '2026-11-09', end_date: '2026-11-09' }).expect(200)).body;
      expect(listBefore.some((d) => d.user_id === user.id)).toBe(false);
    });

    it('a request for a day before joining is refused', async () => {
      const { client } = await agentJoinedAt('2026-11-10T06:00:00Z');
      const refused = await client.post('/api/attendance/request').send({ date: '2026-11-09', login_time: '09:30', logout_time: '18:30', reason: 'Early' }).expect(409);
      expect(refused.body.message).toBe('Attendance can only be applied for an absent day, a requested day or a half day with no check-out.');
    });
  });

  describe('today', () => {
    it('is not absent before the day ends: "not checked in yet" in the days, the admin list, the summary and today', async () => {
      const { client, user } = await agentJoinedAt('2026-11-01T06:00:00Z');
      const [today]: Day[] = (await client.get('/api/attendance/with-absent').query({ start_date: TODAY, end_date: TODAY }).expect(200)).body;
      expect(today).toEqual(expect.objectContaining({ status: 'not_checked_in', calendar: 'not_checked_in', is_absent: false, attendance_count: 0, can_apply: true }));
      const list: Day[] = (await admin.get('/api/attendance/with-absent').query({ start_date: TODAY, end_date: TODAY }).expect(200)).body;
      expect(list.find((d) => d.user_id === user.id)?.status).toBe('not_checked_in');
      const summary = await client.get('/api/attendance/summary').query({ start_date: '2026-11-19', end_date: '2026-11-25' }).expect(200);
      expect(summary.body.absent).toBe(1);
      const answer = await client.get(`/api/attendance/today/${user.id}`).expect(200);
      expect(answer.body).toEqual({ id: 0, date: TODAY, status: 'not_checked_in', login_time: null, logout_time: null, is_absent: false, message: 'Not checked in yet' });

      t.clock.set('2026-11-20T18:31:00Z'); // 00:01 on the 21st: the 20th ended with no record
      try {
        const [yesterday]: Day[] = (await client.get('/api/attendance/with-absent').query({ start_date: TODAY, end_date: TODAY }).expect(200)).body;
        expect(yesterday.status).toBe('absent');
      } finally {
        t.clock.set(NOW);
      }
    });
  });

  describe('no future times', () => {
    it('a request (created or edited) cannot ask for a time later than now', async () => {
      const { client } = await agentJoinedAt('2026-11-01T06:00:00Z');
      const lateOut = await client.post('/api/attendance/request').send({ date: TODAY, login_time: '09:30', logout_time: '20:00', reason: 'x' }).expect(400);
      expect(lateOut.body.errors).toEqual({ logout_time: 'Check-out cannot be later than now' });
      const lateIn = await client.post('/api/attendance/request').send({ date: TODAY, login_time: '11:00', reason: 'x' }).expect(400);
      expect(lateIn.body.errors).toEqual({ login_time: 'Check-in cannot be later than now' });
      const asked = await client.post('/api/attendance/request').send({ date: TODAY, login_time: '09:30', reason: 'GPS failed' }).expect(201);
      const edited = await client.patch(`/api/attendance/requests/${asked.body.id}`).send({ login_time: '09:30', logout_time: '20:00', reason: 'x' }).expect(400);
      expect(edited.body.errors).toEqual({ logout_time: 'Check-out cannot be later than now' });
    });

    it('an admin mark cannot be for a date after today nor set a time later than now', async () => {
      const { user } = await agentJoinedAt('2026-11-01T06:00:00Z');
      const future = await admin.put('/api/attendance/0').send({ user_id: user.id, date: '2030-01-01', status: 'present' }).expect(400);
      expect(future.body.errors).toEqual({ date: 'date cannot be after today' });
      const late = await admin
        .put('/api/attendance/0')
        .send({ user_id: user.id, date: TODAY, status: 'present', login_time: '2026-11-20T04:00:00Z', logout_time: '2026-11-20T14:00:00Z' })
        .expect(400);
      expect(late.body.errors).toEqual({ logout_time: 'logout_time cannot be later than now' });
      await admin.put('/api/attendance/0').send({ user_id: user.id, date: TODAY, status: 'present', login_time: '2026-11-20T04:00:00Z' }).expect(200);
    });

    it('an approval refuses a request whose times are later than now', async () => {
      const { user } = await agentJoinedAt('2026-11-01T06:00:00Z');
      const id = await insertRecord(user.id, TODAY, 'requested', 0);
      await auditedQuery(t.dataSource, 'attendance', 'UPDATE attendance_records SET requested_login_time = $2, requested_logout_time = $3 WHERE id = $1', [
        id,
        '2026-11-20T04:00:00Z',
        '2026-11-20T14:30:00Z',
      ]);
      const [pending] = (await admin.get('/api/attendance/requests/pending').expect(200)).body.filter((r: Day) => r.id === id);
      const refused = await admin.patch(`/api/attendance/requests/${id}/status`).send({ status: 'approve', version: pending.version }).expect(400);
      expect(refused.body.errors).toEqual({ logout_time: 'Check-out cannot be later than now' });
    });
  });

  describe('decisions bind to what was seen', () => {
    const pendingOf = async (id: number): Promise<Day> => (await admin.get('/api/attendance/requests/pending').expect(200)).body.find((r: Day) => r.id === id);

    it('an approval of a request changed since it was seen is a 409 with the new times; the seen version decides', async () => {
      const { client } = await agentJoinedAt('2026-11-01T06:00:00Z');
      const asked = await client.post('/api/attendance/request').send({ date: '2026-11-17', login_time: '09:30', logout_time: '18:30', reason: 'Forgot' }).expect(201);
      const seen = await pendingOf(asked.body.id);
      expect(seen.version).toEqual(asked.body.version);
      await client.patch(`/api/attendance/requests/${asked.body.id}`).send({ login_time: '08:00', logout_time: '20:50', reason: 'Forgot' }).expect(200);

      const missing = await admin.patch(`/api/attendance/requests/${asked.body.id}/status`).send({ status: 'approve' }).expect(400);
      expect(Object.keys(missing.body.errors)).toEqual(['version']);
      const stale = await admin.patch(`/api/attendance/requests/${asked.body.id}/status`).send({ status: 'approve', version: seen.version }).expect(409);
      expect(stale.body.message).toContain('now asks for 08:00 - 20:50');
      const unchanged = await pendingOf(asked.body.id);
      expect(unchanged.status).toBe('requested');
      expect(unchanged.version).toBeGreaterThan(seen.version);

      const approved = await admin.patch(`/api/attendance/requests/${asked.body.id}/status`).send({ status: 'approve', version: unchanged.version }).expect(200);
      expect(new Date(approved.body.login_time).toISOString()).toBe('2026-11-17T02:30:00.000Z');
    });

    it('Accept All carries each version: one changed request decides none', async () => {
      const a = await agentJoinedAt('2026-11-01T06:00:00Z');
      const b = await agentJoinedAt('2026-11-01T06:00:00Z');
      const first = (await a.client.post('/api/attendance/request').send({ date: '2026-11-16', login_time: '09:30', logout_time: '18:30', reason: 'A' }).expect(201)).body;
      const second = (await b.client.post('/api/attendance/request').send({ date: '2026-11-16', login_time: '09:30', logout_time: '18:30', reason: 'B' }).expect(201)).body;
      await b.client.patch(`/api/attendance/requests/${second.id}`).send({ login_time: '08:00', logout_time: '19:00', reason: 'B' }).expect(200);
      const requests = [
        { id: first.id, version: first.version },
        { id: second.id, version: second.version },
      ];
      const stale = await admin.post('/api/attendance/requests/bulk-status').send({ requests, status: 'approve' }).expect(409);
      expect(Object.keys(stale.body.errors)).toEqual([`requests.${second.id}`]);
      expect(stale.body.errors[`requests.${second.id}`]).toContain('now asks for 08:00 - 19:00');
      expect((await pendingOf(first.id)).status).toBe('requested');
      const fresh = [
        { id: first.id, version: first.version },
        { id: second.id, version: (await pendingOf(second.id)).version },
      ];
      const accepted = await admin.post('/api/attendance/requests/bulk-status').send({ requests: fresh, status: 'approve' }).expect(201);
      expect(accepted.body.results.map((r: { status: string }) => r.status)).toEqual(['present', 'present']);
    });
  });

  describe('counts to one decimal', () => {
    it('the stats CSV and the summary keep the half days', async () => {
      const { client, user } = await agentJoinedAt('2026-11-01T06:00:00Z');
      await insertRecord(user.id, '2026-11-16', 'half_day', 0.5, '2026-11-16T04:00:00Z');
      await insertRecord(user.id, '2026-11-17', 'double_pay_half_day', 1.5, '2026-11-17T04:00:00Z', '2026-11-17T05:00:00Z');
      const summary = await client.get('/api/attendance/summary').query({ start_date: '2026-11-16', end_date: '2026-11-17' }).expect(200);
      expect(summary.body).toEqual({ present: 0.5, absent: 0.5, leave: 0, doublePay: 1.5, holiday: 0, payable_days: 2 });
      const csv = await admin.get('/api/attendance/stats.csv').query({ start_date: '2026-11-16', end_date: '2026-11-17' }).expect(200);
      const mine = csv.text.split('\n').filter((line) => line.startsWith(`"${user.name}"`));
      expect(mine).toEqual([`"${user.name}",2026-11-16,0.5,0.5,0,0,0`, `"${user.name}",2026-11-17,0,0,0,1.5,0`]);
    });
  });

  describe('business dates are 1900 to 2400 (a 400 naming the field, never a 500)', () => {
    it.each([
      ['/api/attendance', 'end_date', '0178-10-23'],
      ['/api/attendance/summary', 'end_date', '0178-10-23'],
      ['/api/attendance/with-absent', 'start_date', '2401-01-01'],
      ['/api/attendance/stats', 'end_date', '1899-12-31'],
      ['/api/attendance/stats.csv', 'start_date', '0999-01-01'],
      ['/api/attendance/payroll-cycles', 'date', '0178-10-23'],
      ['/api/leave/holidays', 'start_date', '0178-10-23'],
    ])('%s?%s=%s', async (path, field, value) => {
      const answer = await admin.get(path).query({ [field]: value }).expect(400);
      expect(answer.body.errors).toEqual({ [field]: `${field} must be a date from 1900-01-01 to 2400-12-31` });
    });

    it('a date in the range still works', async () => {
      await admin.get('/api/attendance').query({ start_date: '1900-01-01', end_date: '1900-01-31' }).expect(200);
    });
  });
});
