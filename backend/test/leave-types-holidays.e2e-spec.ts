import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

describe('leave types and holidays', () => {
  let t: TestApp;
  let admin: Client;
  let agent: Client;

  beforeAll(async () => {
    t = await bootTestApp();
    ({ client: admin } = await t.signedIn('admin'));
    ({ client: agent } = await t.signedIn('agent'));
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, edits, lists and archives leave types; codes are unique among live types', async () => {
    const body = { name: 'Sick Leave', code: 'sl', accrual_rate: 0.75, accrual_unit: 'month', max_per_accrual_unit: 2, description: 'Doctor note after 2 days' };
    const created = await admin.post('/api/leave/leave-types').send(body).expect(201);
    expect(created.body).toEqual(expect.objectContaining({ name: 'Sick Leave', code: 'SL', accrual_rate: 0.75, accrual_unit: 'month', max_per_accrual_unit: 2 }));
    const taken = await admin.post('/api/leave/leave-types').send(body).expect(409);
    expect(taken.body.errors).toEqual({ code: 'A leave type with this code already exists' });
    const edited = await admin.put(`/api/leave/leave-types/${created.body.id}`).send({ accrual_rate: 1.25, description: null }).expect(200);
    expect(edited.body).toEqual(expect.objectContaining({ accrual_rate: 1.25, description: null, name: 'Sick Leave' }));
    expect((await agent.get('/api/leave/leave-types').expect(200)).body.map((type: { code: string }) => type.code)).toContain('SL');
    await admin.delete(`/api/leave/leave-types/${created.body.id}`).expect(200);
    expect((await agent.get('/api/leave/leave-types').expect(200)).body.map((type: { code: string }) => type.code)).not.toContain('SL');
    await admin.post('/api/leave/leave-types').send(body).expect(201);
    await admin.put(`/api/leave/leave-types/${created.body.id}`).send({ name: 'Gone' }).expect(404);
  });

  it('names the field of each bad leave type value', async () => {
    const bad = await admin
      .post('/api/leave/leave-types')
      .send({ name: ' ', code: '', accrual_rate: 1.234, accrual_unit: 'week', max_per_accrual_unit: null })
      .expect(400);
    expect(bad.body.errors).toEqual({
      name: 'Name is required',
      code: 'Code is required',
      accrual_rate: 'Accrual rate must be a number with at most 2 decimals',
      accrual_unit: 'Accrual unit must be month or year',
      max_per_accrual_unit: 'Max per accrual unit must be a number with at most 2 decimals',
    });
    const negative = await admin.post('/api/leave/leave-types').send({ name: 'X', code: 'X', accrual_rate: -1, accrual_unit: 'year', max_per_accrual_unit: 1 }).expect(400);
    expect(negative.body.errors).toEqual({ accrual_rate: 'Accrual rate cannot be negative' });
  });

  it('fixes the accrual unit once balances have accrued', async () => {
    const created = await admin.post('/api/leave/leave-types').send({ name: 'Casual', code: 'CL', accrual_rate: 1, accrual_unit: 'month', max_per_accrual_unit: 3 }).expect(201);
    await t.createUser({ role: 'agent' });
    await admin.post('/api/leave/run-monthly-accrual').expect(200);
    const locked = await admin.put(`/api/leave/leave-types/${created.body.id}`).send({ accrual_unit: 'year' }).expect(409);
    expect(locked.body.errors).toEqual({ accrual_unit: 'The accrual unit cannot change once balances have accrued' });
  });

  it('manages holidays, one per date and name, and answers a range', async () => {
    const diwali = await admin.post('/api/leave/holiday-policies').send({ name: 'Diwali', date: '2031-10-22', type: 'MANDATORY' }).expect(201);
    expect(diwali.body).toEqual({ id: diwali.body.id, name: 'Diwali', date: '2031-10-22', type: 'MANDATORY', description: null });
    const again = await admin.post('/api/leave/holiday-policies').send({ name: 'Diwali', date: '2031-10-22', type: 'FLEXI' }).expect(409);
    expect(again.body.errors).toEqual({ name: 'A holiday with this name already exists on this date' });
    await admin.post('/api/leave/holiday-policies').send({ name: 'Onam', date: '2031-09-05', type: 'FLEXI', description: 'Kerala' }).expect(201);
    const edited = await admin.put(`/api/leave/holiday-policies/${diwali.body.id}`).send({ date: '2031-10-23' }).expect(200);
    expect(edited.body.date).toBe('2031-10-23');
    const october = await agent.get('/api/leave/holidays').query({ start_date: '2031-10-01', end_date: '2031-10-31' }).expect(200);
    expect(october.body.map((h: { name: string }) => h.name)).toEqual(['Diwali']);
    const backwards = await agent.get('/api/leave/holidays').query({ start_date: '2031-10-31', end_date: '2031-10-01' }).expect(400);
    expect(backwards.body.errors).toEqual({ end_date: 'End date must be on or after the start date' });
    const missing = await admin.post('/api/leave/holiday-policies').send({ date: '2031-02-30' }).expect(400);
    expect(missing.body.errors).toEqual({ name: 'Name is required', date: 'Date is required (YYYY-MM-DD)', type: 'Type must be MANDATORY, FLEXI or WEEKEND' });
    await admin.delete(`/api/leave/holiday-policies/${diwali.body.id}`).expect(200);
    await admin.delete(`/api/leave/holiday-policies/${diwali.body.id}`).expect(404);
    await agent.post('/api/leave/holiday-policies').send({ name: 'Agent day', date: '2031-01-01', type: 'FLEXI' }).expect(403);
  });

  it("adds a year's weekly offs in one action, idempotently", async () => {
    const first = await admin.post('/api/leave/holiday-policies/weekly-offs').send({ year: 2033, weekdays: [0, 6] }).expect(201);
    // 2033 starts on a Saturday: 53 Saturdays and 52 Sundays.
    expect(first.body).toEqual({ added: 105 });
    const second = await admin.post('/api/leave/holiday-policies/weekly-offs').send({ year: 2033, weekdays: [0, 6] }).expect(201);
    expect(second.body).toEqual({ added: 0 });
    const january = await agent.get('/api/leave/holidays').query({ start_date: '2033-01-01', end_date: '2033-01-09' }).expect(200);
    expect(january.body.map((h: { date: string; name: string; type: string }) => `${h.date} ${h.name} ${h.type}`)).toEqual([
      '2033-01-01 Saturday WEEKEND',
      '2033-01-02 Sunday WEEKEND',
      '2033-01-08 Saturday WEEKEND',
      '2033-01-09 Sunday WEEKEND',
    ]);
    const bad = await admin.post('/api/leave/holiday-policies/weekly-offs').send({ year: 2033, weekdays: [7] }).expect(400);
    expect(bad.body.errors).toEqual({ weekdays: 'Weekdays are 0 (Sunday) to 6 (Saturday)' });
  });
});
