import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { activityPath } from '../src/modules/activity/activity-path.js';
import { auditedQuery } from './support/audited.js';
import { factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { signInViewers, type Viewer } from './support/viewer-shapes.js';

interface Entry { kind: string; at: string; customer: { id: number }; summary: string }

const CUSTOMERS = 2_000;

/**
 * Recent Activity's paths (issue 27): whatever the viewer sees (nothing, 10 customers, 1 %, most, all), the pages are
 * the database's own order of the entries on the customers the viewer may see: newest first, then by kind, then the
 * newest row of a kind first (entries at the same moment are common: imports and the telephony's batches).
 */
describe('Recent Activity: the same pages whichever path finds them', () => {
  let t: TestApp;
  const viewers: Viewer<null>[] = [];

  beforeAll(async () => {
    t = await bootTestApp({ DATA_DIR: join(process.cwd(), '.test-data', `activity-paths-${process.pid}`) });
    const make = factories(t.dataSource);
    const cycle = await make.leadCycle();
    const [ten, onePercent, crowd, quiet, empty] = [await make.group(), await make.group(), await make.group(), await make.group(), await make.group()];
    const caller = (await t.signedIn('agent', { name: 'Sameer Caller' })).user;
    // 10 customers, 20 (1 %), 5 with no activity, the rest in one crowd; the 300 oldest were last worked 300 days ago.
    await auditedQuery(
      t.dataSource,
      'customer',
      `INSERT INTO customers (lead_cycle_id, group_id, loan_application_no, name, mobile, status, metadata)
       SELECT $1, CASE WHEN i <= 10 THEN $2::int WHEN i <= 30 THEN $3::int WHEN i <= 35 THEN $4::int ELSE $5::int END,
         CASE WHEN i > $6::int - 300 THEN 'OLD-' ELSE 'ACT-' END || i, 'Customer ' || i, '98765' || lpad(i::text, 5, '0'), 'overdue', '{}'
       FROM generate_series(1, $6::int) i`,
      [cycle.id, ten.id, onePercent.id, quiet.id, crowd.id, CUSTOMERS],
    );
    // Times collide across customers and kinds (a minute's grid), so the order's tie-breaks are exercised.
    const at = (k: string) => `timestamptz '2026-01-01 00:00+00' - CASE WHEN cu.loan_application_no LIKE 'OLD-%' THEN interval '300 days' ELSE interval '0' END
      - ((cu.id * 7 + ${k} * 13) % 1500) * interval '1 minute'`;
    const everyActive = `FROM customers cu CROSS JOIN generate_series(1, 3) k WHERE cu.group_id <> ${quiet.id}`;
    await auditedQuery(t.dataSource, 'call', `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time)
      SELECT cu.id, $1::int, cu.mobile, CASE WHEN k % 3 = 0 THEN 'missed' ELSE 'answered' END, ${at('k')} ${everyActive}`, [caller.id]);
    await auditedQuery(t.dataSource, 'feedback', `INSERT INTO feedback (customer_id, agent_id, disposition_name, disposition_code, contact_type, created_at)
      SELECT cu.id, $1::int, 'Promise to pay', 'PTP', 'RPC', ${at('k + 1')} ${everyActive} AND k < 3`, [caller.id]);
    await t.dataSource.query(`INSERT INTO messages (id, customer_id, agent_id, kind, to_number, template, link, params, status, provider, created_at)
      SELECT gen_random_uuid(), cu.id, $1::int, 'payment', cu.mobile, 'payment_link', 'https://pay.example/x', '{}', 'sent', 'test', ${at('k + 2')} ${everyActive} AND k = 1`, [caller.id]);
    // Payments recorded on the floor, and the demo history's (never shown).
    await auditedQuery(t.dataSource, 'payment', `INSERT INTO payments (customer_id, paid_date, total_paid_amount, source, created_at, recorded_by)
      SELECT cu.id, date '2025-12-01', 1000 + cu.id, CASE WHEN cu.id % 3 = 0 THEN 'history' ELSE 'screen' END, ${at('k + 3')}, $1::int ${everyActive} AND k = 1 AND cu.id % 4 = 0`, [caller.id]);
    viewers.push(...(await signInViewers(t, make, null, [
      ['no group', []],
      ['an empty group', [empty.id]],
      ['a group with no activity', [quiet.id]],
      ['10 customers', [ten.id]],
      ['1 %', [onePercent.id, quiet.id]],
      ['most', [crowd.id]],
    ])));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The reference: every entry on the customers the viewer may see, in the list's order. */
  const expected = async (groupIds: number[] | null, offset: number, limit: number) => {
    const visible = groupIds === null ? 'true' : groupIds.length ? 'cu.group_id IN (:...groupIds)' : 'false';
    const sql = `SELECT e.kind, e.at, e.customer_id FROM (
        SELECT 'call' AS kind, call_date_time AS at, customer_id, id::text AS id FROM calls
        UNION ALL SELECT 'feedback', created_at, customer_id, id::text FROM feedback
        UNION ALL SELECT 'payment', created_at, customer_id, id::text FROM payments WHERE source <> 'history'
        UNION ALL SELECT 'message', created_at, customer_id, id::text FROM messages) e
      JOIN customers cu ON cu.id = e.customer_id WHERE ${visible}
      ORDER BY e.at DESC, e.kind, CASE WHEN e.kind = 'message' THEN e.id END DESC, CASE WHEN e.kind <> 'message' THEN e.id::bigint END DESC OFFSET :offset LIMIT :limit`;
    const rows: { kind: string; at: Date; customer_id: number }[] = await t.dataSource.query(...t.dataSource.driver.escapeQueryWithParameters(sql, { groupIds, offset, limit }));
    return rows.map((row) => ({ kind: row.kind, at: row.at.toISOString(), customer: row.customer_id }));
  };

  it('chooses the path from the counts kept: nothing, the customers, the list', () => {
    expect(activityPath(null, 21)).toBe('list');
    expect(activityPath({ seen: 0, everyone: 1_000_000 }, 21)).toBe('nothing');
    expect(activityPath({ seen: 10, everyone: 1_000_000 }, 21)).toBe('customers');
    expect(activityPath({ seen: 2_000, everyone: 1_000_000 }, 21)).toBe('customers');
    expect(activityPath({ seen: 10_000, everyone: 1_000_000 }, 21)).toBe('list');
    expect(activityPath({ seen: 50_000, everyone: 1_000_000 }, 21)).toBe('list');
  });

  it("answers every viewer with the database's pages, to the last", async () => {
    for (const { name, client, groupIds } of viewers) {
      for (const [offset, limit] of [[0, 20], [20, 20], [0, 100], [137, 50], [9_990, 10]]) {
        const answer = (await client.get('/api/activity').query({ offset, limit }).expect(200)).body as { items: Entry[]; next_offset: number | null };
        const truth = await expected(groupIds, offset, limit + 1);
        const asked = { viewer: name, offset, limit };
        expect({ ...asked, items: answer.items.map((item) => ({ kind: item.kind, at: item.at, customer: item.customer.id })) }).toEqual({ ...asked, items: truth.slice(0, limit) });
        expect({ ...asked, next: answer.next_offset }).toEqual({ ...asked, next: truth.length > limit ? offset + limit : null });
      }
    }
  });
});
