import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { CALL_DAY } from '../src/modules/calls/call-days.js';
import { FOLLOW_UP_DAY } from '../src/modules/customers/customer-counts.js';
import { PROMISE_COUNT_VALUES } from '../src/modules/promises/promise-counts.js';
import { createTestDatabase } from './support/test-database.js';

/**
 * Migrations are history: what they create on a fresh database is recorded (the snapshot beside this file, taken
 * before their SQL was frozen into them), so no later edit of live code changes what an old migration does. The
 * trigger functions also still compute the keys the live reads expect; when a read changes, a new migration must.
 */
describe('the migrated database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  beforeAll(async () => {
    database = await createTestDatabase();
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await database.drop();
  });

  const functionDefinition = async (name: string) =>
    (await client.query<{ definition: string }>(`SELECT pg_get_functiondef(p.oid) AS definition FROM pg_proc p WHERE p.proname = $1`, [name])).rows[0].definition;

  it('has the count trigger functions and triggers of CallListIndexesAndCounts, PromiseGroupAndCounts and GroupFollowUpDays as they were made', async () => {
    const functions = await client.query<{ name: string; definition: string }>(
      `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public' AND p.proname IN ('call_counts_apply', 'call_counts_insert', 'call_counts_delete', 'call_days_apply',
          'promise_counts_apply', 'promises_customer_keys', 'customers_regroup_promises', 'customer_group_follow_up_days_apply')
        ORDER BY 1`,
    );
    const triggers = await client.query<{ name: string; definition: string }>(
      `SELECT t.tgname AS name, pg_get_triggerdef(t.oid) AS definition FROM pg_trigger t
        WHERE NOT t.tgisinternal AND (t.tgname LIKE 'call\\_counts\\_%' OR t.tgname LIKE 'call\\_days\\_%' OR t.tgname LIKE 'promise\\_counts\\_%' OR t.tgname LIKE 'customer\\_group\\_follow\\_up\\_days\\_%'
          OR t.tgname IN ('promises_customer_keys', 'customers_regroup_promises'))
        ORDER BY 1`,
    );
    expect(functions.rows.length).toBe(8);
    expect({ functions: functions.rows, triggers: triggers.rows }).toMatchSnapshot();
  });

  it('keys the per-day and promise counts the way the live reads do', async () => {
    expect(await functionDefinition('call_days_apply')).toContain(`SELECT ${CALL_DAY} AS day`);
    expect(await functionDefinition('customer_group_follow_up_days_apply')).toContain(`SELECT group_id, status, ${FOLLOW_UP_DAY} AS follow_up_day FROM`);
    expect(await functionDefinition('promise_counts_apply')).toContain(`SELECT ${PROMISE_COUNT_VALUES} FROM`);
  });
});
