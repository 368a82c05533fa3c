import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { callListPath } from '../src/modules/calls/call-list-path.js';
import { EXACT_TOTAL_LIMIT } from '../src/modules/calls/call-list-query.js';
import { containsPattern } from '../src/common/like-pattern.js';
import { mobileSearchDigits, searchCondition } from '../src/modules/customers/customer-filters.js';
import { auditedQuery } from './support/audited.js';
import { factories } from './support/factories.js';
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
    const conditions = ['true'];
    const params: Record<string, unknown> = { groupIds, status, offset, limit };
    if (groupIds) conditions.push(groupIds.length ? 'cu.group_id IN (:...groupIds)' : 'false');
    if (status) conditions.push('c.status = :status');
    if (search) {
      const customers = searchCondition(search);
      const digits = mobileSearchDigits(search);
      Object.assign(params, customers.params, { agentName: containsPattern(search), phone: `${digits}%` });
      conditions.push(`(${customers.sql('cu')} OR u.name ILIKE :agentName ${digits ? 'OR c.phone_number LIKE :phone' : ''})`);
    }
    const from = `FROM calls c JOIN customers cu ON cu.id = c.customer_id LEFT JOIN users u ON u.id = c.agent_id WHERE ${conditions.join(' AND ')}`;
    const run = (sql: string) => t.dataSource.query(...t.dataSource.driver.escapeQueryWithParameters(sql, params));
    const ids = (await run(`SELECT c.id ${from} ORDER BY c.call_date_time DESC, c.id DESC OFFSET :offset LIMIT :limit`)).map((row: { id: number }) => row.id);
    const [{ n }] = await run(`SELECT count(*)::int AS n ${from}`);
    return { ids, total: n as number };
  };

  it('chooses the path from the counts kept: nothing, the customers, the list', () => {
    expect(callListPath(null)).toBe('list');
    expect(callListPath({ seen: 0, everyone: 1_000_000 })).toBe('nothing');
    expect(callListPath({ seen: 10, everyone: 1_000_000 })).toBe('customers');
    expect(callListPath({ seen: 10_000, everyone: 1_000_000 })).toBe('customers');
    expect(callListPath({ seen: 50_000, everyone: 1_000_000 })).toBe('list');
  });

  const searches = ['', '987', '98765', 'sa', 'old-', 'pth-123', 'kiran', '91234'];
  for (const search of searches) {
    it(`answers "${search}" with the database's pages and totals for every viewer, with and without a status`, async () => {
      for (const { name, client, groupIds } of viewers) {
        for (const status of [undefined, 'missed']) {
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
    });
  }
});
