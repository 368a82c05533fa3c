import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createApp } from '../src/app-setup.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { settableClock } from './support/settable-clock.js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditedQuery } from './support/audited.js';
import { uploadRequiredPhotos, validProfile } from './support/employee-profile.js';
import { bootTestApp, TEST_PASSWORD, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** Accrual: one credit per (user, type, period), however it is run; catch-up from the later creation. */
describe('leave accrual', () => {
  let t: TestApp;
  let admin: Client;
  let sequence = 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'crm-accrual-'));

  beforeAll(async () => {
    t = await bootTestApp({ DATA_DIR: dataDir });
    ({ client: admin } = await t.signedIn('admin'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A leave type created at the clock's current instant. */
  async function leaveType(unit: 'month' | 'year', rate = 1.5): Promise<number> {
    sequence += 1;
    const body = { name: `Type ${sequence}`, code: `T${sequence}`, accrual_rate: rate, accrual_unit: unit, max_per_accrual_unit: 5 };
    return (await admin.post('/api/leave/leave-types').send(body).expect(201)).body.id;
  }

  /** An agent whose account was created at `at`. */
  async function agentCreatedAt(at: string): Promise<User> {
    const user = await t.createUser({ role: 'agent' });
    await t.dataSource.query('UPDATE users SET created_at = $2 WHERE id = $1', [user.id, at]);
    return user;
  }

  async function periods(userId: number, typeId: number): Promise<string[]> {
    const rows = await t.dataSource.query(
      `SELECT to_char(period_start, 'YYYY-MM-DD') AS p FROM leave_ledger WHERE kind = 'accrual' AND user_id = $1 AND leave_type_id = $2 ORDER BY period_start`,
      [userId, typeId],
    );
    return rows.map((row: { p: string }) => row.p);
  }

  const run = async () => (await admin.post('/api/leave/run-monthly-accrual').expect(200)).body as { credits: number; message: string };

  it('credits a month once however often it runs, and catches up a skipped month once', async () => {
    t.clock.set('2031-01-01T00:10:00+05:30');
    const typeId = await leaveType('month');
    const agent = await agentCreatedAt('2030-06-01T10:00:00+05:30');
    const first = await run();
    expect(first.message).toBe('Monthly accrual processed!');
    expect(first.credits).toBeGreaterThanOrEqual(1);
    expect(await periods(agent.id, typeId)).toEqual(['2031-01-01']);
    expect((await run()).credits).toBe(0);
    // February's run never happened; March's credits February and March, once.
    t.clock.set('2031-03-01T09:00:00+05:30');
    await run();
    await run();
    expect(await periods(agent.id, typeId)).toEqual(['2031-01-01', '2031-02-01', '2031-03-01']);
    const balance = (await admin.get(`/api/leave/leave-balances/${agent.id}`).expect(200)).body;
    const own = balance.leaveTypes.find((type: { id: number }) => type.id === typeId);
    expect(own.current_balance).toBe(4.5);
    expect(own.entries.map((entry: { kind: string }) => entry.kind)).toEqual(['accrual', 'accrual', 'accrual']);
    expect(balance.last_accrual_date).toBe('2031-03-01');
  });

  it('credits yearly types once a year, and nothing before a user created mid-year existed', async () => {
    t.clock.set('2032-01-01T08:00:00+05:30');
    const yearly = await leaveType('year', 12);
    const monthly = await leaveType('month', 1);
    const early = await agentCreatedAt('2031-05-01T10:00:00+05:30');
    t.clock.set('2032-07-15T12:00:00+05:30');
    const midYear = await agentCreatedAt('2032-07-10T12:00:00+05:30');
    await run();
    await run();
    expect(await periods(early.id, yearly)).toEqual(['2032-01-01']);
    expect(await periods(midYear.id, yearly)).toEqual(['2032-01-01']);
    expect(await periods(early.id, monthly)).toEqual(['2032-01-01', '2032-02-01', '2032-03-01', '2032-04-01', '2032-05-01', '2032-06-01', '2032-07-01']);
    expect(await periods(midYear.id, monthly)).toEqual(['2032-07-01']);
    t.clock.set('2033-01-01T00:05:00+05:30');
    await run();
    expect(await periods(midYear.id, yearly)).toEqual(['2032-01-01', '2033-01-01']);
  });

  it('skips inactive agents, admins, archived types and rate 0', async () => {
    t.clock.set('2034-02-01T10:00:00+05:30');
    const zero = await leaveType('month', 0);
    const archived = await leaveType('month', 2);
    await admin.delete(`/api/leave/leave-types/${archived}`).expect(200);
    const inactive = await t.createUser({ role: 'agent', isActive: false });
    const active = await t.createUser({ role: 'agent' });
    const boss = await t.createUser({ role: 'admin' });
    await run();
    expect(await periods(active.id, zero)).toEqual([]);
    expect(await periods(active.id, archived)).toEqual([]);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM leave_ledger WHERE user_id = ANY ($1)`, [[inactive.id, boss.id]]);
    expect(n).toBe(0);
  });

  it('credits once when 20 requests run it at the same time', async () => {
    t.clock.set('2035-03-01T10:00:00+05:30');
    const typeId = await leaveType('month', 1);
    const agent = await agentCreatedAt('2035-01-15T10:00:00+05:30');
    const answers = await Promise.all(Array.from({ length: 20 }, () => admin.post('/api/leave/run-monthly-accrual')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await periods(agent.id, typeId)).toEqual(['2035-03-01']);
    const [{ audited }] = await t.dataSource.query(`SELECT count(*)::int AS audited FROM audit_log WHERE entity = 'leave_accrual' AND at >= '2035-03-01'`);
    expect(audited).toBe(1);
  });

  it('credits once when two application instances run it on one database', async () => {
    t.clock.set('2036-04-01T10:00:00+05:30');
    const typeId = await leaveType('month', 1);
    const agent = await agentCreatedAt('2036-01-01T10:00:00+05:30');
    const secondClock = settableClock();
    secondClock.set('2036-04-01T10:00:00+05:30');
    const url = (t.dataSource.options as { url: string }).url;
    const second: NestExpressApplication = await createApp(t.config, url, secondClock);
    await second.init();
    try {
      const otherAdmin = request.agent(second.getHttpServer());
      const boss = await t.createUser({ role: 'admin' });
      await otherAdmin.post('/api/auth/login').send({ email: boss.email, password: TEST_PASSWORD }).expect(200);
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () => admin.post('/api/leave/run-monthly-accrual')),
        ...Array.from({ length: 5 }, () => otherAdmin.post('/api/leave/run-monthly-accrual')),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
      expect(answers.reduce((sum, answer) => sum + answer.body.credits, 0)).toBeGreaterThanOrEqual(1);
    } finally {
      await second.close();
    }
    expect(await periods(agent.id, typeId)).toEqual(['2036-04-01']);
  });

  it('adds missing balances for one agent by email', async () => {
    t.clock.set('2037-05-01T10:00:00+05:30');
    const typeId = await leaveType('month', 1);
    const agent = await agentCreatedAt('2037-04-10T10:00:00+05:30');
    const other = await agentCreatedAt('2037-04-10T10:00:00+05:30');
    const fixed = await admin.post('/api/leave/fix-missing-balances').send({ email: agent.email.toUpperCase() }).expect(200);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM leave_ledger WHERE user_id = $1`, [agent.id]);
    expect(fixed.body).toEqual({ credits: n, message: 'Leave balances added successfully' });
    expect(await periods(agent.id, typeId)).toEqual(['2037-05-01']);
    expect(await periods(other.id, typeId)).toEqual([]);
    const missing = await admin.post('/api/leave/fix-missing-balances').send({ email: 'nobody@example.com' }).expect(404);
    expect(missing.body.message).toBe('No user has this email');
    const bad = await admin.post('/api/leave/fix-missing-balances').send({ email: 'not-an-email' }).expect(400);
    expect(bad.body.errors).toEqual({ email: 'Please enter a valid email' });
  });

  /** The user's accrual and correction amounts of one type, per period. */
  async function credits(userId: number, typeId: number): Promise<[string, string, number][]> {
    const rows = await t.dataSource.query(
      `SELECT kind, to_char(period_start, 'YYYY-MM-DD') AS p, amount::float8 AS amount FROM leave_ledger WHERE user_id = $1 AND leave_type_id = $2 ORDER BY id`,
      [userId, typeId],
    );
    return rows.map((row: { kind: string; p: string; amount: number }) => [row.kind, row.p, row.amount]);
  }

  it('prorates a yearly type in its first year by the whole months left, rounded down to a half day', async () => {
    t.clock.set('2040-11-27T16:00:00+05:30');
    const veteran = await agentCreatedAt('2039-03-01T10:00:00+05:30');
    const yearly = await leaveType('year', 12);
    const joiner = await agentCreatedAt('2040-11-27T15:00:00+05:30');
    const firstOfMonth = await agentCreatedAt('2040-11-01T10:00:00+05:30');
    t.clock.set('2040-11-27T16:30:00+05:30');
    await run();
    // Created on 27/11: only December is a whole month left.
    expect(await credits(veteran.id, yearly)).toEqual([['accrual', '2040-01-01', 1]]);
    expect(await credits(joiner.id, yearly)).toEqual([['accrual', '2040-01-01', 1]]);
    expect(await credits(firstOfMonth.id, yearly)).toEqual([['accrual', '2040-01-01', 1]]);
    t.clock.set('2041-01-01T00:05:00+05:30');
    await run();
    expect(await credits(joiner.id, yearly)).toEqual([['accrual', '2040-01-01', 1], ['accrual', '2041-01-01', 12]]);
  });

  it("prorates a joiner's first year from the day the account was created when no joining date is set", async () => {
    t.clock.set('2042-01-01T09:00:00+05:30');
    const yearly = await leaveType('year', 5);
    t.clock.set('2042-08-20T09:00:00+05:30');
    const august = await agentCreatedAt('2042-08-15T10:00:00+05:30');
    const november = await agentCreatedAt('2042-08-20T08:00:00+05:30');
    await t.dataSource.query(`UPDATE users SET created_at = '2042-11-01T10:00:00+05:30' WHERE id = $1`, [november.id]);
    await run();
    // 15/08: September to December, 5 × 4/12 = 1.67, rounded down to 1.5. 01/11: November and December, 0.83 → 0.5.
    expect(await credits(august.id, yearly)).toEqual([['accrual', '2042-01-01', 1.5]]);
    expect(await credits(november.id, yearly)).toEqual([['accrual', '2042-01-01', 0.5]]);
  });

  it('leaves a full credit already in the ledger alone, and corrects it by a new entry only on Add Missing Balances', async () => {
    t.clock.set('2044-11-27T16:00:00+05:30');
    const yearly = await leaveType('year', 12);
    const joiner = await agentCreatedAt('2044-11-27T15:00:00+05:30');
    const other = await agentCreatedAt('2044-11-27T15:00:00+05:30');
    // What the unprorated accrual wrote before this rule.
    for (const user of [joiner, other]) {
      await auditedQuery(t.dataSource, 'leave_balance', `INSERT INTO leave_ledger (user_id, leave_type_id, kind, amount, period_start, created_at) VALUES ($1, $2, 'accrual', 12, '2044-01-01', now())`, [user.id, yearly]);
    }
    await run();
    expect(await credits(joiner.id, yearly)).toEqual([['accrual', '2044-01-01', 12]]);
    await admin.post('/api/leave/fix-missing-balances').send({ email: joiner.email }).expect(200);
    expect(await credits(joiner.id, yearly)).toEqual([['accrual', '2044-01-01', 12], ['accrual_correction', '2044-01-01', -11]]);
    expect(await credits(other.id, yearly)).toEqual([['accrual', '2044-01-01', 12]]);
    await admin.post('/api/leave/fix-missing-balances').send({ email: joiner.email }).expect(200);
    expect(await credits(joiner.id, yearly)).toHaveLength(2);
    const balance = (await admin.get(`/api/leave/leave-balances/${joiner.id}`).expect(200)).body.leaveTypes.find((type: { id: number }) => type.id === yearly);
    expect(balance.current_balance).toBe(1);
    expect(balance.entries[0]).toEqual(expect.objectContaining({ kind: 'accrual_correction', amount: -11, period_start: '2044-01-01', reason: 'Accrual for 2044 corrected: 1 day due, 12 days credited' }));
  });

  it("prorates from the joining date an admin set on the profile, not the account's creation", async () => {
    t.clock.set('2046-01-01T09:00:00+05:30');
    const yearly = await leaveType('year', 12);
    t.clock.set('2046-10-10T09:00:00+05:30');
    const { client, user } = await t.signedIn('agent');
    const form = validProfile(await uploadRequiredPhotos(client));
    const saved = await client.post('/api/employee/add-employee-details').send(form).expect(201);
    await admin.put('/api/employee/update-employee-details').send({ id: saved.body.data.id, date_of_joining: '2046-07-01' }).expect(200);
    await admin.post('/api/leave/fix-missing-balances').send({ email: user.email }).expect(200);
    // Joined 01/07: July to December, 12 × 6/12.
    expect(await credits(user.id, yearly)).toEqual([['accrual', '2046-01-01', 6]]);
  });
});
