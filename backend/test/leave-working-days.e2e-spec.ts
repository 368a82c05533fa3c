import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

const HERE = { latitude: 12.9716, longitude: 77.5946, accuracy: 20 };

/**
 * DECISIONS "Leave counts working days" and "Decisions bind to what was seen": weekly offs and mandatory holidays in a
 * leave are not debited (unless the type opts in), a leave with no working day is refused naming the day, a day
 * already worked cannot be taken as leave, and a decision carries the version the admin saw.
 * 27/11/2026 is a Friday; the December 2026 payroll cycle runs 26/11–25/12.
 */
describe('leave counts working days', () => {
  let t: TestApp;
  let admin: Client;
  let agent: Client;
  let me: User;
  let sequence = 0;

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set('2026-11-27T16:49:00+05:30');
    ({ client: admin } = await t.signedIn('admin'));
    ({ client: agent, user: me } = await t.signedIn('agent'));
    await admin.post('/api/leave/holiday-policies/weekly-offs').send({ year: 2026, weekdays: [0] }).expect(201);
    await admin.post('/api/leave/holiday-policies').send({ name: 'Constitution Day', date: '2026-11-26', type: 'MANDATORY' }).expect(201);
    await admin.post('/api/leave/holiday-policies').send({ name: 'Founders Day', date: '2026-12-03', type: 'MANDATORY' }).expect(201);
    await admin.post('/api/leave/holiday-policies').send({ name: 'Optional Day', date: '2026-12-10', type: 'FLEXI' }).expect(201);
  });
  afterAll(async () => {
    await t.close();
  });

  async function typeWith(days: number, fields: Record<string, unknown> = {}): Promise<{ id: number; code: string }> {
    sequence += 1;
    const code = `W${sequence}`;
    const created = await admin
      .post('/api/leave/leave-types')
      .send({ name: `Leave ${sequence}`, code, accrual_rate: days, accrual_unit: 'month', max_per_accrual_unit: 31, ...fields })
      .expect(201);
    await admin.post(`/api/leave/leave-balances/${me.id}/adjustments`).send({ leave_type_id: created.body.id, amount: days, reason: 'Opening balance' }).expect(201);
    return { id: created.body.id, code };
  }

  const apply = (body: Record<string, unknown>) => agent.post('/api/leave/leave-requests').send({ day_type: 'full', reason: 'Family function', ...body });
  const decide = (id: number, body: Record<string, unknown>) => admin.patch(`/api/leave/leave-requests/${id}/status`).send(body);

  it('debits only the working days of a leave across a holiday and a weekly off, and names the days not debited', async () => {
    const type = await typeWith(20);
    const acrossHoliday = await apply({ type: type.code, start_date: '2026-12-02', end_date: '2026-12-04' }).expect(201);
    expect(acrossHoliday.body.leave_count).toBe(2);
    expect(acrossHoliday.body.not_debited).toEqual([{ date: '2026-12-03', name: 'Founders Day', type: 'MANDATORY' }]);
    // A flexi holiday is a working day: 09–14/12 debits Wed–Sat and Monday, not Sunday the 13th.
    const acrossSunday = await apply({ type: type.code, start_date: '2026-12-09', end_date: '2026-12-14' }).expect(201);
    expect(acrossSunday.body.leave_count).toBe(5);
    expect(acrossSunday.body.not_debited).toEqual([{ date: '2026-12-13', name: 'Sunday', type: 'WEEKEND' }]);

    const approved = await decide(acrossHoliday.body.id, { status: 'approved', version: acrossHoliday.body.version }).expect(200);
    expect(approved.body.status).toBe('approved');
    const balance = (await agent.get(`/api/leave/leave-balances/${me.id}`).expect(200)).body.leaveTypes.find((row: { id: number }) => row.id === type.id);
    expect(balance.current_balance).toBe(18);
    expect(balance.pending).toBe(5);
    const debit = balance.entries.find((entry: { kind: string }) => entry.kind === 'debit');
    expect(debit).toEqual(expect.objectContaining({ amount: -2, leave_start_date: '2026-12-02', leave_end_date: '2026-12-04', leave_day_type: 'full' }));

    const days = (await agent.get('/api/attendance/with-absent').query({ start_date: '2026-12-02', end_date: '2026-12-04' }).expect(200)).body;
    expect(days.map((day: { date: string; status: string }) => [day.date, day.status])).toEqual([
      ['2026-12-02', 'on_leave'],
      ['2026-12-03', 'holiday'],
      ['2026-12-04', 'on_leave'],
    ]);
  });

  it('refuses a leave, full or half, whose days are all non-working, naming each day and why', async () => {
    const type = await typeWith(5);
    const sunday = await apply({ type: type.code, start_date: '2026-11-29', end_date: '2026-11-29', day_type: 'half' }).expect(400);
    expect(sunday.body.errors).toEqual({ start_date: 'There is no working day to take leave on: 29/11/2026 is a weekly off (Sunday)' });
    const holiday = await apply({ type: type.code, start_date: '2026-11-26', end_date: '2026-11-26' }).expect(400);
    expect(holiday.body.errors).toEqual({ start_date: 'There is no working day to take leave on: 26/11/2026 is a holiday (Constitution Day)' });
  });

  it('counts every day for a type that opts in to counting non-working days', async () => {
    const type = await typeWith(5, { counts_non_working_days: true });
    const listed = (await agent.get('/api/leave/leave-types').expect(200)).body.find((row: { id: number }) => row.id === type.id);
    expect(listed.counts_non_working_days).toBe(true);
    const sunday = await apply({ type: type.code, start_date: '2026-11-29', end_date: '2026-11-29', day_type: 'half' }).expect(201);
    expect(sunday.body.leave_count).toBe(0.5);
    await agent.patch(`/api/leave/leave-requests/${sunday.body.id}/withdraw`).expect(200);
    const sandwich = await apply({ type: type.code, start_date: '2026-12-16', end_date: '2026-12-20' }).expect(201);
    expect(sandwich.body.leave_count).toBe(5);
    expect(sandwich.body.not_debited).toEqual([]);
    await agent.patch(`/api/leave/leave-requests/${sandwich.body.id}/withdraw`).expect(200);
    const edited = await admin.put(`/api/leave/leave-types/${type.id}`).send({ counts_non_working_days: false }).expect(200);
    expect(edited.body.counts_non_working_days).toBe(false);
  });

  it('refuses leave for a day already worked, when applied (today after checking in) and when approved', async () => {
    const type = await typeWith(5);
    await agent.post('/api/attendance/check-in').send(HERE).expect(201);
    const today = await apply({ type: type.code, start_date: '2026-11-27', end_date: '2026-11-27' }).expect(400);
    expect(today.body.errors).toEqual({ start_date: 'You were at work on 27/11/2026' });
    const halfToday = await apply({ type: type.code, start_date: '2026-11-27', end_date: '2026-11-27', day_type: 'half' }).expect(400);
    expect(halfToday.body.errors).toEqual({ start_date: 'You were at work on 27/11/2026' });

    const monday = await apply({ type: type.code, start_date: '2026-11-30', end_date: '2026-11-30' }).expect(201);
    t.clock.set('2026-11-30T09:40:00+05:30');
    await agent.post('/api/attendance/check-in').send(HERE).expect(201);
    const refused = await decide(monday.body.id, { status: 'approved', version: monday.body.version }).expect(409);
    expect(refused.body.message).toBe('You were at work on 30/11/2026');
    await decide(monday.body.id, { status: 'rejected', rejectionReason: 'Worked that day', version: monday.body.version }).expect(200);
    t.clock.set('2026-11-27T16:49:00+05:30');
  });

  it('binds a decision to the version the admin saw', async () => {
    const type = await typeWith(5);
    const created = await apply({ type: type.code, start_date: '2026-12-21', end_date: '2026-12-21' }).expect(201);
    expect(created.body.version).toBe(1);
    const missing = await decide(created.body.id, { status: 'approved' }).expect(400);
    expect(missing.body.errors).toEqual({ version: 'version is required: the version of the request you decided on' });
    const stale = await decide(created.body.id, { status: 'approved', version: 7 }).expect(409);
    expect(stale.body.errors).toEqual({ version: 'This leave request changed since you opened it; look at it again' });
    expect(stale.body.message).toBe('This leave request changed since you opened it; look at it again');
    await agent.patch(`/api/leave/leave-requests/${created.body.id}/withdraw`).expect(200);
    const withdrawn = await decide(created.body.id, { status: 'approved', version: created.body.version }).expect(409);
    expect(withdrawn.body.message).toBe('This leave request is already withdrawn');
    const listed = (await admin.get('/api/leave/leave-requests').query({ start_date: '2026-12-21', end_date: '2026-12-21' }).expect(200)).body;
    expect(listed.find((row: { id: number }) => row.id === created.body.id).version).toBe(2);
  });

  it('refuses a second mandatory holiday on a date, naming the first', async () => {
    const second = await admin.post('/api/leave/holiday-policies').send({ name: 'Another Day', date: '2026-11-26', type: 'MANDATORY' }).expect(409);
    expect(second.body.message).toBe('26/11/2026 is already a mandatory holiday (Constitution Day)');
    expect(second.body.errors).toEqual({ date: '26/11/2026 is already a mandatory holiday (Constitution Day)' });
    await admin.post('/api/leave/holiday-policies').send({ name: 'Optional Too', date: '2026-11-26', type: 'FLEXI' }).expect(201);
    const moved = await admin.post('/api/leave/holiday-policies').send({ name: 'Later Day', date: '2026-12-24', type: 'MANDATORY' }).expect(201);
    const clash = await admin.put(`/api/leave/holiday-policies/${moved.body.id}`).send({ date: '2026-12-03' }).expect(409);
    expect(clash.body.message).toBe('03/12/2026 is already a mandatory holiday (Founders Day)');
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, i) => admin.post('/api/leave/holiday-policies').send({ name: `Race Day ${i}`, date: '2026-12-31', type: 'MANDATORY' })),
    );
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, ...Array(9).fill(409)]);
  });

  it('names the field of a bad counts_non_working_days', async () => {
    const type = await typeWith(1);
    const bad = await admin.put(`/api/leave/leave-types/${type.id}`).send({ counts_non_working_days: null }).expect(400);
    expect(bad.body.errors).toEqual({ counts_non_working_days: 'Counts non-working days must be true or false' });
    await admin.put(`/api/leave/leave-types/${type.id}`).send({ counts_non_working_days: 'yes' }).expect(400);
  });

  it('says which accrual period was credited and when it ran, and refuses a negative rate as such', async () => {
    const type = await typeWith(2);
    await admin.post('/api/leave/fix-missing-balances').send({ email: me.email }).expect(200);
    const balance = (await agent.get(`/api/leave/leave-balances/${me.id}`).expect(200)).body;
    expect(balance.last_accrual_date).toBe('2026-11-01');
    expect(new Date(balance.last_accrual_run_at).toISOString()).toBe('2026-11-27T11:19:00.000Z');
    expect(type.id).toBeGreaterThan(0);
    const negative = await admin.post('/api/leave/leave-types').send({ name: 'Neg', code: 'NEG', accrual_rate: -1, accrual_unit: 'month', max_per_accrual_unit: 1 }).expect(400);
    expect(negative.body.errors).toEqual({ accrual_rate: 'Accrual rate cannot be negative' });
  });
});
