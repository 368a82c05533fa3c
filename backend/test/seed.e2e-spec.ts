import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { BusinessClock } from '../src/common/time/business-clock.js';
import { DEMO_CUSTOMER_COUNT } from '../src/database/seeds/demo-seed.js';
import { seedOnStart } from '../src/database/seeds/seed-on-start.js';
import { WpcDefaultDispositions1795316000000 } from '../src/database/migrations/1795316000000-WpcDefaultDispositions.js';
import { connectDemoToDialer } from '../src/database/seeds/demo-dialer.js';
import { UsersService } from '../src/modules/users/users.service.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { auditedQuery, fixtureAuditRow } from './support/audited.js';

describe('first-start seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({ ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'Start@123', SEED_DEMO: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const count = async (table: string) => (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n as number;

  it('creates the bootstrap admin (who must change the password) and the demo data once', async () => {
    const logger = new Logger('test');
    jest.spyOn(logger, 'log').mockImplementation(() => undefined);
    expect(await seedOnStart(t.dataSource, t.app.get(UsersService), t.app.get(BusinessClock), t.config, logger)).toEqual({ demo: true });
    expect(await seedOnStart(t.dataSource, t.app.get(UsersService), t.app.get(BusinessClock), t.config, logger)).toEqual({ demo: false });

    const login = await t.agent().post('/api/auth/login').send({ email: 'boss@example.com', password: 'Start@123' }).expect(200);
    expect(login.body).toEqual(expect.objectContaining({ role: 'admin', must_change_password: true }));
    expect(await count('users')).toBe(3);
    expect(await count('customers')).toBe(DEMO_CUSTOMER_COUNT);
    expect(await count('groups')).toBe(3);
    expect(await count('lead_cycles')).toBe(2);
    expect(await count('agent_groups')).toBe(3);
    expect(await count('disposition_statuses')).toBe(7);
    const contactTypes = await t.dataSource.query(`SELECT DISTINCT contact_type FROM disposition_statuses WHERE status = 'enabled' ORDER BY contact_type`);
    expect(contactTypes.map((row: { contact_type: string }) => row.contact_type)).toEqual(['NC', 'RPC', 'WPC']);
    expect(await count('calls')).toBeGreaterThan(50);
    expect(await count('feedback')).toBe(await count('calls'));

    const [{ bad_mobiles }] = await t.dataSource.query(`SELECT count(*)::int AS bad_mobiles FROM customers WHERE mobile !~ '^[6-9][0-9]{9}$'`);
    expect(bad_mobiles).toBe(0);
    const [{ dpd }] = await t.dataSource.query(`SELECT count(*)::int AS dpd FROM customers WHERE metadata->>'dpd_string_last_6m' ~ '^([0-9]+;){5}[0-9]+$'`);
    expect(dpd).toBe(DEMO_CUSTOMER_COUNT);

    const agent = t.agent();
    await agent.post('/api/auth/login').send({ email: 'priya.sharma@demo.local', password: 'Agent@12345' }).expect(200);
    const visible = await agent.post('/api/customers/all-customer').send({}).expect(200);
    expect(visible.body.pagination.totalItems).toBeGreaterThan(0);
    expect(visible.body.pagination.totalItems).toBeLessThan(DEMO_CUSTOMER_COUNT);
  });

  it('keeps the demo inside calling hours, and its promises agree with its feedback, Recent Activity and the dashboard', async () => {
    // CALL_WINDOW 08:00-19:00 in APP_TIMEZONE (Asia/Kolkata): calls, feedback and follow-ups fall inside it.
    const outside = (column: string) => `(${column} AT TIME ZONE 'Asia/Kolkata')::time NOT BETWEEN '08:00' AND '19:00'`;
    const [hours] = await t.dataSource.query(`SELECT
      (SELECT count(*)::int FROM customers WHERE next_follow_up IS NOT NULL AND ${outside('next_follow_up')}) AS follow_ups,
      (SELECT count(*)::int FROM customers WHERE last_connected_at IS NOT NULL AND ${outside('last_connected_at')}) AS connected,
      (SELECT count(*)::int FROM calls WHERE ${outside('call_date_time')}) AS calls,
      (SELECT count(*)::int FROM feedback WHERE ${outside('created_at')} OR (next_follow_up IS NOT NULL AND ${outside('next_follow_up')})) AS feedback`);
    expect(hours).toEqual({ follow_ups: 0, connected: 0, calls: 0, feedback: 0 });

    // Every promise-to-pay feedback recorded its promise, for the follow-up's day.
    const [promises] = await t.dataSource.query(`SELECT
      (SELECT count(*)::int FROM feedback WHERE disposition_code = 'PTP') AS ptp_feedback,
      (SELECT count(*)::int FROM promises p JOIN feedback f ON f.id = p.feedback_id AND f.disposition_code = 'PTP') AS recorded,
      (SELECT count(*)::int FROM promises p JOIN feedback f ON f.id = p.feedback_id
        WHERE p.promised_date <> (f.next_follow_up AT TIME ZONE 'Asia/Kolkata')::date OR p.made_on <> (f.created_at AT TIME ZONE 'Asia/Kolkata')::date) AS misdated`);
    expect(promises.ptp_feedback).toBeGreaterThan(0);
    expect(promises).toEqual({ ptp_feedback: promises.ptp_feedback, recorded: promises.ptp_feedback, misdated: 0 });

    // The dashboard's current month counts the promises Recent Activity shows being made this month.
    // As Priya, a demo agent (signing in another user would change what the dialer test below counts).
    const priya = t.agent();
    await priya.post('/api/auth/login').send({ email: 'priya.sharma@demo.local', password: 'Agent@12345' }).expect(200);
    const stats = (await priya.post('/api/dashboard/stats').send({}).expect(200)).body;
    const [month] = await t.dataSource.query(`SELECT count(*)::int AS made FROM promises p
      WHERE date_trunc('month', p.made_on) = date_trunc('month', (now() AT TIME ZONE 'Asia/Kolkata')::date)
        AND p.group_id IN (SELECT ag.group_id FROM agent_groups ag JOIN users u ON u.id = ag.agent_id WHERE u.email = 'priya.sharma@demo.local')`);
    expect(stats.promises.made).toBe(month.made);
    const activity = (await priya.get('/api/activity?limit=100').expect(200)).body.items as { kind: string; summary: string }[];
    if (activity.some((item) => item.summary.startsWith('Promise to pay'))) expect(month.made).toBeGreaterThan(0);
  });

  it("gives an older installation's Default list the WPC defaults once, and leaves a list with its own WPC statuses alone", async () => {
    const query = (sql: string, params: unknown[] = []) => auditedQuery<{ id: number; code: string }[]>(t.dataSource, 'disposition_list', sql, params);
    await query(`UPDATE disposition_lists SET name = 'Seeded default' WHERE name = 'Default'`);
    const [older] = await query(`INSERT INTO disposition_lists (name, status) VALUES ('Default', 'enabled') RETURNING id`);
    await query(`INSERT INTO disposition_statuses (disposition_list_id, name, code, contact_type) VALUES ($1, 'Promise to pay', 'PTP', 'RPC')`, [older.id]);
    const wpcCodes = async () =>
      (await query(`SELECT code FROM disposition_statuses WHERE disposition_list_id = $1 AND contact_type = 'WPC' ORDER BY code`, [older.id])).map((row: { code: string }) => row.code);
    const runner = t.dataSource.createQueryRunner();
    const migration = new WpcDefaultDispositions1795316000000();
    // As the migration ran before the audit trigger existed: here it needs a system audit row in its transaction.
    const migrate = async () => {
      await runner.startTransaction();
      await runner.query(fixtureAuditRow('disposition_list'));
      await migration.up(runner);
      await runner.commitTransaction();
    };
    try {
      await migrate();
      expect(await wpcCodes()).toEqual(['TPM', 'WRN']);
      await migrate();
      expect(await wpcCodes()).toEqual(['TPM', 'WRN']);

      await query(`DELETE FROM disposition_statuses WHERE disposition_list_id = $1 AND contact_type = 'WPC'`, [older.id]);
      await query(`INSERT INTO disposition_statuses (disposition_list_id, name, code, contact_type) VALUES ($1, 'Spouse answered', 'SPA', 'WPC')`, [older.id]);
      await migrate();
      expect(await wpcCodes()).toEqual(['SPA']);
    } finally {
      await runner.release();
      await query(`DELETE FROM disposition_lists WHERE id = $1`, [older.id]);
      await query(`UPDATE disposition_lists SET name = 'Default' WHERE name = 'Seeded default'`);
    }
  });

  it('links the demo users, dispositions and lead cycles to the dialer simulator, so calling works at once', async () => {
    const logger = new Logger('test');
    jest.spyOn(logger, 'log').mockImplementation(() => undefined);
    await connectDemoToDialer(t.app, logger);
    const [{ linked }] = await t.dataSource.query(`SELECT count(*)::int AS linked FROM users WHERE dialer_agent_id IS NOT NULL`);
    expect(linked).toBe(3);
    const [{ unsynced }] = await t.dataSource.query(`SELECT count(*)::int AS unsynced FROM disposition_statuses WHERE provider_id IS NULL`);
    expect(unsynced).toBe(0);
    const lists = await t.dataSource.query(`SELECT lead_count, last_refreshed_at FROM tata_lead_lists ORDER BY name`);
    expect(lists).toHaveLength(2);
    expect(lists.filter((list: { last_refreshed_at: Date | null }) => list.last_refreshed_at !== null)).toHaveLength(1);
  });
});
