import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { callListPath } from '../src/modules/calls/call-list-path.js';
import { callListQuery, EXACT_TOTAL_LIMIT } from '../src/modules/calls/call-list-query.js';
import { CustomerVisibility } from '../src/modules/customers/customer-visibility.service.js';
import { containsPattern } from '../src/common/like-pattern.js';
import { mobileSearchDigits } from '../src/modules/customers/customer-filters.js';
import { auditedQuery } from './support/audited.js';
import { factories } from './support/factories.js';
import { customerSearched, referencePage } from './support/reference-page.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { signInViewers, type Viewer } from './support/viewer-shapes.js';

interface Page {
  calls: { id: number }[];
  pagination: { total: number; totalIsEstimate: boolean };
}

const CUSTOMERS = 2_000;

/**
 * Call History's paths (issue 27): whatever the viewer sees (nothing, 10 customers, 1 %, most, all) and however broad
 * the search, the pages are the database's own order of the calls the viewer may see, and the totals follow the
 * same rules (exact up to the limit, then an estimate that says so).
 */
describe('call history: the same pages whichever path finds them', () => {
  let t: TestApp;
  const viewers: Viewer<number[]>[] = [];

  beforeAll(async () => {
    t = await bootTestApp({ DATA_DIR: join(process.cwd(), '.test-data', `call-paths-${process.pid}`) });
    const make = factories(t.dataSource);
    const cycle = await make.leadCycle();
    const [ten, onePercent, crowd, quiet, empty] = [await make.group(), await make.group(), await make.group(), await make.group(), await make.group()];
    const sameer = (await t.signedIn('agent', { name: 'Sameer Caller' })).user;
    const kiran = (await t.signedIn('agent', { name: 'Kiran Dialer' })).user;
    // 10 customers (0.5 %), 20 (1 %), 5 never called, the rest in one crowd; the 300 oldest carry OLD- loan numbers
    // and were called 300 days before the others; nine in ten mobiles start 98765.
    await auditedQuery(
      t.dataSource,
      'customer',
      `INSERT INTO customers (lead_cycle_id, group_id, loan_application_no, name, mobile, status, metadata)
       SELECT $1, CASE WHEN i <= 10 THEN $2::int WHEN i <= 30 THEN $3::int WHEN i <= 35 THEN $4::int ELSE $5::int END,
         CASE WHEN i > $6::int - 300 THEN 'OLD-' ELSE 'PTH-' END || i,
         (ARRAY['Sanjay', 'Sarita', 'Mohan', 'Anita'])[1 + i % 4] || ' ' || (ARRAY['Patel', 'Rao', 'Saxena'])[1 + i % 3],
         CASE WHEN i % 10 = 0 THEN '91234' ELSE '98765' END || lpad(i::text, 5, '0'), 'overdue', '{}'
       FROM generate_series(1, $6::int) i`,
      [cycle.id, ten.id, onePercent.id, quiet.id, crowd.id, CUSTOMERS],
    );
    // Three calls each (a third missed), at times that collide across customers (ids break the tie).
    await t.dataSource.query(
      `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time)
       SELECT cu.id, CASE WHEN (cu.id + k) % 2 = 0 THEN $1::int ELSE $2::int END, cu.mobile, CASE WHEN k % 3 = 0 THEN 'missed' ELSE 'answered' END,
         timestamptz '2026-01-01 00:00+00' - CASE WHEN cu.loan_application_no LIKE 'OLD-%' THEN interval '300 days' ELSE interval '0' END
           - ((cu.id * 7 + k * 13) % 4000) * interval '1 minute'
       FROM customers cu CROSS JOIN generate_series(1, 3) k WHERE cu.group_id <> $3`,
      [sameer.id, kiran.id, quiet.id],
    );
    // Calls to numbers that are not the customer's own: one number shared by every seventh customer, and for every
    // eleventh an alternate number starting otherwise than their mobile (one number, many customers; one customer,
    // many numbers), at the newest times and at the oldest.
    await t.dataSource.query(
      `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time)
       SELECT cu.id, $1::int, CASE WHEN cu.id % 7 = 0 THEN '9876599999' ELSE '91234' || lpad((cu.id % 100000)::text, 5, '9') END,
         CASE WHEN cu.id % 2 = 0 THEN 'missed' ELSE 'answered' END,
         timestamptz '2026-01-01 00:00+00' + CASE WHEN cu.id % 3 = 0 THEN interval '1 day' ELSE - interval '400 days' END - (cu.id % 50) * interval '1 minute'
       FROM customers cu WHERE cu.group_id <> $2 AND (cu.id % 7 = 0 OR cu.id % 11 = 0)`,
      [kiran.id, quiet.id],
    );
    viewers.push(...(await signInViewers(t, make, [], [
      ['no group', []],
      ['an empty group', [empty.id]],
      ['a group never called', [quiet.id]],
      ['10 customers', [ten.id]],
      ['1 %', [onePercent.id, quiet.id]],
      ['most', [crowd.id]],
    ])));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The reference: the calls a viewer may see and the search matches, by the customer list's own prefix rule. */
  const expected = async (groupIds: number[] | null, search: string, status: string | undefined, offset: number, limit: number) => {
    const conditions: string[] = [];
    const params: Record<string, unknown> = { status };
    if (status) conditions.push('c.status = :status');
    if (search) {
      const digits = mobileSearchDigits(search);
      Object.assign(params, { agentName: containsPattern(search), phone: `${digits}%` });
      conditions.push(`(${customerSearched(search, params)} OR u.name ILIKE :agentName ${digits ? 'OR c.phone_number LIKE :phone' : ''})`);
    }
    const from = 'calls c JOIN customers cu ON cu.id = c.customer_id LEFT JOIN users u ON u.id = c.agent_id';
    return referencePage(t.dataSource, { from, id: 'c.id', groupIds, conditions, params, order: 'c.call_date_time DESC, c.id DESC', offset, limit });
  };

  it('chooses the path from the counts kept: nothing, the customers, the list', () => {
    expect(callListPath(null)).toBe('list');
    expect(callListPath({ seen: 0, everyone: 1_000_000 })).toBe('nothing');
    expect(callListPath({ seen: 10, everyone: 1_000_000 })).toBe('customers');
    expect(callListPath({ seen: 10_000, everyone: 1_000_000 })).toBe('customers');
    expect(callListPath({ seen: 50_000, everyone: 1_000_000 })).toBe('list');
  });

  /** Every viewer's pages (page 1, 2 and 7 of 25) and totals for the search are the reference's. */
  const answersLikeTheDatabase = async (search: string, statuses: (string | undefined)[] = [undefined, 'missed']) => {
    for (const { name, client, groupIds } of viewers) {
      for (const status of statuses) {
        for (const [page, limit] of [[1, 10], [2, 10], [7, 25]]) {
          const answer: Page = (await client.get('/api/calls').query({ page, limit, ...(search ? { search } : {}), ...(status ? { status } : {}) }).expect(200)).body;
          const truth = await expected(name === 'admin' ? null : groupIds, search, status, (page - 1) * limit, limit);
          const asked = { viewer: name, search, status, page };
          expect({ ...asked, ids: answer.calls.map((call) => call.id) }).toEqual({ ...asked, ids: truth.ids });
          if (truth.total <= EXACT_TOTAL_LIMIT || (name === 'admin' && !search)) {
            expect({ ...asked, ...answer.pagination }).toEqual({ ...asked, total: truth.total, totalIsEstimate: false, totalPages: Math.ceil(truth.total / limit) });
          } else {
            expect({ ...asked, estimate: answer.pagination.totalIsEstimate }).toEqual({ ...asked, estimate: true });
            expect(answer.pagination.total).toBeGreaterThanOrEqual(EXACT_TOTAL_LIMIT);
          }
        }
      }
    }
  };

  // Phone starts of 3 and 5 digits (most mobiles), a name's first letters, loan numbers of the oldest customers, a
  // loan number, an agent, a number other than the customers' own, a customer's full mobile, a number many share.
  const searches = ['', '987', '98765', 'sa', 'old-', 'pth-123', 'kiran', '91234', '9876500123', '9876599999'];
  for (const search of searches) {
    it(`answers "${search}" with the database's pages and totals for every viewer, with and without a status`, async () => {
      await answersLikeTheDatabase(search);
    });
  }

  // The test's data is small, so every search is narrow (its heads gathered): the same statements are run here with
  // the broad threshold at 0 (the viewer's heads walked), and with a walk too short to reach the page (gathered after).
  it('finds the same pages whether the heads are walked, walked then gathered, or gathered', async () => {
    const visibility = t.app.get(CustomerVisibility);
    for (const viewer of viewers.filter((v) => v.name === 'admin' || v.name === 'most')) {
      const [agent] = await t.dataSource.query(`SELECT id, name, email, role FROM users WHERE name = 'Viewer most'`);
      const scope = viewer.name === 'admin' ? null : await visibility.scopeFor({ ...agent, isActive: true, mustChangePassword: false });
      for (const search of ['987', '98765', 'sa', 'old-', 'pth-123', 'kiran', '9876599999']) {
        for (const [page, limit] of [[1, 10], [2, 10], [7, 25]]) {
          const truth = await expected(viewer.name === 'admin' ? null : viewer.groupIds, search, undefined, (page - 1) * limit, limit);
          for (const [narrowHeads, walkPerRow] of [[0, 200], [0, 2], [15_000, 200]]) {
            const { sql, params } = callListQuery({ page, limit, search }, scope, 'list');
            Object.assign(params, { narrowHeads, walkLimit: page * limit * walkPerRow });
            const rows: { id: number | null }[] = await t.dataSource.query(...t.dataSource.driver.escapeQueryWithParameters(sql, params));
            const asked = { viewer: viewer.name, search, page, narrowHeads, walkPerRow };
            expect({ ...asked, ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])) }).toEqual({ ...asked, ids: truth.ids });
          }
        }
      }
    }
  });

  /** Call History's heads (migration CallHeads) as they must be: each customer and number's newest call and the customer's keys. */
  const headsDifferFromCalls = async () =>
    t.dataSource.query(`
      WITH truth AS (
        SELECT DISTINCT ON (c.customer_id, c.phone_number) c.customer_id, c.phone_number, c.call_date_time AS last_call_at, c.id AS last_call_id,
          cu.group_id, cu.name, cu.mobile, cu.loan_application_no, cu.kyc_email
        FROM calls c JOIN customers cu ON cu.id = c.customer_id ORDER BY c.customer_id, c.phone_number, c.call_date_time DESC, c.id DESC),
      kept AS (SELECT customer_id, phone_number, last_call_at, last_call_id, group_id, name, mobile, loan_application_no, kyc_email FROM call_heads)
      (SELECT 'missing' AS side, * FROM (SELECT * FROM truth EXCEPT SELECT * FROM kept) missing)
      UNION ALL (SELECT 'stale', * FROM (SELECT * FROM kept EXCEPT SELECT * FROM truth) stale)`);

  it('keeps the heads as the calls and customers change: a rename, a group move, a call to a new number, a call deleted', async () => {
    expect(await headsDifferFromCalls()).toEqual([]);
    const [crowdGroup, tenGroup] = [viewers.find((v) => v.name === 'most')!.groupIds[0], viewers.find((v) => v.name === '10 customers')!.groupIds[0]];
    const crowdIds: number[] = (await t.dataSource.query('SELECT id FROM customers WHERE group_id = $1 ORDER BY id LIMIT 40', [crowdGroup])).map((row: { id: number }) => row.id);
    // A rename and a new loan number (a search by the old name no longer finds it, by the new one does).
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET name = 'Zubin Quereshi', loan_application_no = 'ZQ-1' WHERE id = $1`, [crowdIds[0]]);
    // Bulk regrouping, one statement: a fifth of the crowd's first 40 into the group of 10.
    await auditedQuery(t.dataSource, 'customer', 'UPDATE customers SET group_id = $1 WHERE id = ANY($2::int[])', [tenGroup, crowdIds.filter((_, i) => i % 5 === 1)]);
    // The newest call of all, to a number the customer was never called at; and two at once in one statement.
    const admin = viewers[0].client;
    const sameer = (await t.dataSource.query(`SELECT id FROM users WHERE name = 'Sameer Caller'`))[0].id;
    await t.dataSource.query(
      `INSERT INTO calls (customer_id, agent_id, phone_number, status, call_date_time) VALUES
        ($1, $3, '7000012345', 'missed', timestamptz '2026-01-03 00:00+00'), ($2, $3, '7000012345', 'answered', timestamptz '2026-01-03 00:01+00'),
        ($2, $3, '7000012345', 'answered', timestamptz '2026-01-02 00:01+00')`,
      [crowdIds[2], crowdIds[3], sameer],
    );
    // The newest call of a head deleted (its head falls back to the number's previous call), and a head's only call.
    const [newest] = await t.dataSource.query('SELECT id FROM calls WHERE customer_id = $1 ORDER BY call_date_time DESC, id DESC LIMIT 1', [crowdIds[4]]);
    await admin.delete(`/api/calls/${newest.id}`).expect(200);
    const [only] = await t.dataSource.query(`SELECT id FROM calls WHERE customer_id = $1 AND phone_number = '7000012345'`, [crowdIds[2]]);
    await admin.delete(`/api/calls/${only.id}`).expect(200);
    expect(await headsDifferFromCalls()).toEqual([]);
    for (const search of ['zub', 'zq-', '70000', 'sa', '987', 'old-']) await answersLikeTheDatabase(search, [undefined]);
  });
});
