import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { CALL_ACTIVITY } from '../src/modules/calls/call-activity-sql.js';
import { FEEDBACK_ACTIVITY } from '../src/modules/feedback/feedback-activity-sql.js';
import { MESSAGE_ACTIVITY } from '../src/modules/messages/message-activity-sql.js';
import { PAYMENT_ACTIVITY } from '../src/modules/promises/payment-activity-sql.js';
import { auditedQuery } from './support/audited.js';
import { factories } from './support/factories.js';
import { visibleTo } from './support/reference-page.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { signInViewers, type Viewer } from './support/viewer-shapes.js';

interface Entry { kind: string; at: string; customer: { id: number }; summary: string }

const CUSTOMERS = 2_000;

/**
 * Recent Activity's paths (issue 27): whatever the viewer sees (nothing, 10 customers, 1 %, most, every group, all),
 * the pages are the database's own order of the entries on the customers the viewer may see: newest first, then by
 * kind, then the newest row of a kind first (entries at the same moment are common: imports and the telephony's
 * batches). An agent's page is found through the heads (migration ActivityHeads), which must follow every change.
 */
describe('Recent Activity: the same pages whichever path finds them', () => {
  let t: TestApp;
  const viewers: Viewer<null>[] = [];
  const groups: Record<'ten' | 'onePercent' | 'crowd' | 'quiet' | 'empty' | 'batch', number> = { ten: 0, onePercent: 0, crowd: 0, quiet: 0, empty: 0, batch: 0 };
  let callerId = 0;

  beforeAll(async () => {
    t = await bootTestApp({ DATA_DIR: join(process.cwd(), '.test-data', `activity-paths-${process.pid}`) });
    const make = factories(t.dataSource);
    const cycle = await make.leadCycle();
    for (const name of Object.keys(groups) as (keyof typeof groups)[]) groups[name] = (await make.group()).id;
    callerId = (await t.signedIn('agent', { name: 'Sameer Caller' })).user.id;
    // 10 customers, 20 (1 %), 5 with no activity, the rest in one crowd; the 300 oldest were last worked 300 days ago.
    await auditedQuery(
      t.dataSource,
      'customer',
      `INSERT INTO customers (lead_cycle_id, group_id, loan_application_no, name, mobile, status, metadata)
       SELECT $1, CASE WHEN i <= 10 THEN $2::int WHEN i <= 30 THEN $3::int WHEN i <= 35 THEN $4::int ELSE $5::int END,
         CASE WHEN i > $6::int - 300 THEN 'OLD-' ELSE 'ACT-' END || i, 'Customer ' || i, '98765' || lpad(i::text, 5, '0'), 'overdue', '{}'
       FROM generate_series(1, $6::int) i`,
      [cycle.id, groups.ten, groups.onePercent, groups.quiet, groups.crowd, CUSTOMERS],
    );
    // Times collide across customers and kinds (a minute's grid), so the order's tie-breaks are exercised.
    const at = (k: string) => `timestamptz '2026-01-01 00:00+00' - CASE WHEN cu.loan_application_no LIKE 'OLD-%' THEN interval '300 days' ELSE interval '0' END
      - ((cu.id * 7 + ${k} * 13) % 1500) * interval '1 minute'`;
    const everyActive = `FROM customers cu CROSS JOIN generate_series(1, 3) k WHERE cu.group_id <> ${groups.quiet}`;
    await auditedQuery(t.dataSource, 'call', `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time)
      SELECT cu.id, $1::int, cu.mobile, CASE WHEN k % 3 = 0 THEN 'missed' ELSE 'answered' END, ${at('k')} ${everyActive}`, [callerId]);
    await auditedQuery(t.dataSource, 'feedback', `INSERT INTO feedback (customer_id, agent_id, disposition_name, disposition_code, contact_type, created_at)
      SELECT cu.id, $1::int, 'Promise to pay', 'PTP', 'RPC', ${at('k + 1')} ${everyActive} AND k < 3`, [callerId]);
    await t.dataSource.query(`INSERT INTO messages (id, customer_id, agent_id, kind, to_number, template, link, params, status, provider, created_at)
      SELECT gen_random_uuid(), cu.id, $1::int, 'payment', cu.mobile, 'payment_link', 'https://pay.example/x', '{}', 'sent', 'test', ${at('k + 2')} ${everyActive} AND k = 1`, [callerId]);
    // Payments recorded on the floor, and the demo history's (never shown).
    await auditedQuery(t.dataSource, 'payment', `INSERT INTO payments (customer_id, paid_date, total_paid_amount, source, created_at, recorded_by)
      SELECT cu.id, date '2025-12-01', 1000 + cu.id, CASE WHEN cu.id % 3 = 0 THEN 'history' ELSE 'screen' END, ${at('k + 3')}, $1::int ${everyActive} AND k = 1 AND cu.id % 4 = 0`, [callerId]);
    // An import's payments: one moment for a hundred customers of every group, halfway through the others' times.
    await auditedQuery(t.dataSource, 'payment', `INSERT INTO payments (customer_id, paid_date, total_paid_amount, source, created_at)
      SELECT cu.id, date '2025-12-02', 500, 'import', timestamptz '2025-12-31 12:00+00' FROM customers cu WHERE cu.id % 20 = 1`);
    // A group of 30 customers whose only entry is one import's payment: every head at one moment, so the page's last
    // head shares its time with all the others.
    await auditedQuery(t.dataSource, 'customer', `INSERT INTO customers (lead_cycle_id, group_id, loan_application_no, name, mobile, status, metadata)
      SELECT $1, $2, 'BAT-' || i, 'Batch ' || i, '91111' || lpad(i::text, 5, '0'), 'overdue', '{}' FROM generate_series(1, 30) i`, [cycle.id, groups.batch]);
    await auditedQuery(t.dataSource, 'payment', `INSERT INTO payments (customer_id, paid_date, total_paid_amount, source, created_at)
      SELECT cu.id, date '2025-12-02', 700, 'import', timestamptz '2025-12-30 09:00+00' FROM customers cu WHERE cu.group_id = $1`, [groups.batch]);
    viewers.push(...(await signInViewers(t, make, null, [
      ['no group', []],
      ['an empty group', [groups.empty]],
      ['a group with no activity', [groups.quiet]],
      ['10 customers', [groups.ten]],
      ['1 %', [groups.onePercent, groups.quiet]],
      ['most', [groups.crowd]],
      ['one moment', [groups.batch]],
      ['every group', Object.values(groups)],
    ])));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The reference: every entry on the customers the viewer may see, in the list's order. */
  const expected = async (groupIds: number[] | null, offset: number, limit: number) => {
    const sql = `SELECT e.kind, e.at, e.customer_id FROM (
        SELECT 'call' AS kind, call_date_time AS at, customer_id, id::text AS id FROM calls
        UNION ALL SELECT 'feedback', created_at, customer_id, id::text FROM feedback
        UNION ALL SELECT 'payment', created_at, customer_id, id::text FROM payments WHERE source <> 'history'
        UNION ALL SELECT 'message', created_at, customer_id, id::text FROM messages) e
      JOIN customers cu ON cu.id = e.customer_id WHERE ${visibleTo(groupIds)}
      ORDER BY e.at DESC, e.kind, CASE WHEN e.kind = 'message' THEN e.id::uuid END DESC, CASE WHEN e.kind <> 'message' THEN e.id::bigint END DESC OFFSET :offset LIMIT :limit`;
    const rows: { kind: string; at: Date; customer_id: number }[] = await t.dataSource.query(...t.dataSource.driver.escapeQueryWithParameters(sql, { groupIds, offset, limit }));
    return rows.map((row) => ({ kind: row.kind, at: row.at.toISOString(), customer: row.customer_id }));
  };

  const answersLikeTheDatabase = async () => {
    for (const { name, client, groupIds } of viewers) {
      for (const [offset, limit] of [[0, 20], [20, 20], [0, 100], [137, 50], [9_990, 10]]) {
        const answer = (await client.get('/api/activity').query({ offset, limit }).expect(200)).body as { items: Entry[]; next_offset: number | null };
        const truth = await expected(groupIds, offset, limit + 1);
        const asked = { viewer: name, offset, limit };
        expect({ ...asked, items: answer.items.map((item) => ({ kind: item.kind, at: item.at, customer: item.customer.id })) }).toEqual({ ...asked, items: truth.slice(0, limit) });
        expect({ ...asked, next: answer.next_offset }).toEqual({ ...asked, next: truth.length > limit ? offset + limit : null });
      }
    }
  };

  it("answers every viewer with the database's pages, to the last", async () => {
    await answersLikeTheDatabase();
  });

  /** The heads as they must be: each customer's first entry in the list's order, from the modules' own fragments. */
  const headsDifferFromEntries = async () => {
    const entries = [CALL_ACTIVITY, FEEDBACK_ACTIVITY, MESSAGE_ACTIVITY, PAYMENT_ACTIVITY]
      .map((kind) => `SELECT x.customer_id, ${kind.at} AS at, '${kind.kind}'::text AS kind, ${kind.key} AS key FROM ${kind.from} WHERE ${kind.shown}`)
      .join(' UNION ALL ');
    return t.dataSource.query(`
      WITH truth AS (
        SELECT DISTINCT ON (e.customer_id) e.customer_id, cu.group_id, e.at AS last_at, e.kind AS last_kind, e.key AS last_key
        FROM (${entries}) e JOIN customers cu ON cu.id = e.customer_id
        ORDER BY e.customer_id, e.at DESC, e.kind COLLATE "C", e.key COLLATE "C" DESC),
      kept AS (SELECT customer_id, group_id, last_at, last_kind COLLATE "default", last_key COLLATE "default" FROM activity_heads)
      (SELECT 'missing' AS side, * FROM (SELECT * FROM truth EXCEPT SELECT * FROM kept) missing)
      UNION ALL (SELECT 'stale', * FROM (SELECT * FROM kept EXCEPT SELECT * FROM truth) stale)`);
  };

  const TABLES = { call: 'calls', feedback: 'feedback', message: 'messages', payment: 'payments' } as const;
  /** A change to a kind's table, audited where the table asks for it (messages do not). */
  const changed = (kind: keyof typeof TABLES, sql: string, params: unknown[]) =>
    kind === 'message' ? t.dataSource.query(sql, params) : auditedQuery(t.dataSource, kind, sql, params);

  it('keeps the heads as entries and customers change: new entries, deleted ones, moved ones, a regrouping, a truncate', async () => {
    expect(await headsDifferFromEntries()).toEqual([]);
    const crowd: number[] = (await t.dataSource.query('SELECT id FROM customers WHERE group_id = $1 ORDER BY id LIMIT 60', [groups.crowd])).map((row: { id: number }) => row.id);
    const ten: number[] = (await t.dataSource.query('SELECT id FROM customers WHERE group_id = $1 ORDER BY id', [groups.ten])).map((row: { id: number }) => row.id);
    // The newest entries of all, two at once for one customer and one for an old customer; a message at an older time.
    await auditedQuery(
      t.dataSource,
      'call',
      `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time) VALUES
        ($1, $3, '7000012345', 'missed', timestamptz '2026-01-03 00:00+00'), ($1, $3, '7000012345', 'answered', timestamptz '2026-01-03 00:00+00'),
        ($2, $3, '7000012346', 'answered', timestamptz '2026-01-02 00:01+00')`,
      [crowd[0], crowd[59], callerId],
    );
    await t.dataSource.query(`INSERT INTO messages (id, customer_id, agent_id, kind, to_number, template, link, params, status, provider, created_at)
      VALUES (gen_random_uuid(), $1, $2, 'payment', '9876500001', 'payment_link', 'https://pay.example/y', '{}', 'sent', 'test', timestamptz '2025-06-01 00:00+00')`, [ten[0], callerId]);
    // Each of ten customers' first entry deleted (their heads fall back), and every entry of two others.
    const heads: { customer_id: number; last_kind: string; last_key: string }[] = await t.dataSource.query(
      'SELECT customer_id, last_kind, last_key FROM activity_heads WHERE customer_id = ANY($1) ORDER BY customer_id', [crowd.slice(10, 20)]);
    for (const head of heads) {
      const kind = [CALL_ACTIVITY, FEEDBACK_ACTIVITY, MESSAGE_ACTIVITY, PAYMENT_ACTIVITY].find((k) => k.kind === head.last_kind)!;
      await changed(kind.kind, `DELETE FROM ${kind.from} WHERE x.customer_id = $1 AND ${kind.key} = $2`, [head.customer_id, head.last_key]);
    }
    for (const kind of ['call', 'feedback', 'message', 'payment'] as const) await changed(kind, `DELETE FROM ${TABLES[kind]} WHERE customer_id = ANY($1)`, [crowd.slice(20, 22)]);
    // A call moved to another customer, a payment turned into history (no longer shown), a feedback item moved in time.
    await changed('call', `UPDATE calls SET customer_id = $2 WHERE id = (SELECT id FROM calls WHERE customer_id = $1 ORDER BY call_date_time DESC, id DESC LIMIT 1)`, [crowd[30], ten[1]]);
    await changed('payment', `UPDATE payments SET source = 'history' WHERE customer_id = ANY($1) AND source <> 'history'`, [crowd.slice(31, 50)]);
    await changed('feedback', `UPDATE feedback SET created_at = created_at - interval '400 days' WHERE customer_id = ANY($1)`, [crowd.slice(40, 45)]);
    // A message's status changing touches no head.
    await t.dataSource.query(`UPDATE messages SET status = 'delivered' WHERE customer_id = ANY($1)`, [crowd.slice(45, 50)]);
    // Bulk regrouping, one statement: a fifth of the crowd's first 60 into the group of 10.
    await auditedQuery(t.dataSource, 'customer', 'UPDATE customers SET group_id = $1 WHERE id = ANY($2::int[])', [groups.ten, crowd.filter((_, i) => i % 5 === 1)]);
    expect(await headsDifferFromEntries()).toEqual([]);
    await answersLikeTheDatabase();
    // A truncate of one kind rebuilds the heads from the others.
    await changed('payment', 'TRUNCATE payments', []);
    expect(await headsDifferFromEntries()).toEqual([]);
    await answersLikeTheDatabase();
  });
});
