import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { EXACT_TOTAL_LIMIT, FEW_CUSTOMERS } from '../src/modules/customers/customer-list-query.js';
import { auditedQuery } from './support/audited.js';
import { factories } from './support/factories.js';
import { customerSearched, referencePage } from './support/reference-page.js';
import { bootTestApp, type TestApp } from './support/test-app.js';
import { signInViewers, type Viewer } from './support/viewer-shapes.js';

interface Page {
  customers: { id: number }[];
  pagination: { totalItems: number; totalPages: number; hasNextPage: boolean; totalIsEstimate: boolean };
}

/** More customers than FEW_CUSTOMERS, so a viewer of most of them searches on the other path. */
const CUSTOMERS = FEW_CUSTOMERS + 1_500;

/**
 * The customer list's paths (issue 27): whatever the viewer sees (nothing, 10 customers, 1 %, most, all) and however
 * broad the search, the pages are the database's own order (newest first) of the customers the viewer may see that
 * match; totals are exact up to EXACT_TOTAL_LIMIT and say so, beyond it estimates within a factor of 2 that say so,
 * and whether a next page exists is always the truth.
 */
describe('customer list: the same pages whichever path finds them', () => {
  let t: TestApp;
  const viewers: Viewer<null>[] = [];

  beforeAll(async () => {
    t = await bootTestApp({ DATA_DIR: join(process.cwd(), '.test-data', `customer-list-paths-${process.pid}`) });
    const make = factories(t.dataSource);
    const cycle = await make.leadCycle();
    const [ten, onePercent, crowd, empty] = [await make.group(), await make.group(), await make.group(), await make.group()];
    // 10 customers, 1 %, the rest in one crowd (most); the 300 oldest carry OLD- loan numbers; nine in ten mobiles
    // start 98765; names share their first letters widely; "mo" starts 875 first names and 437 other customers'
    // emails (each prefix index under the exact limit, the two together over it).
    await auditedQuery(
      t.dataSource,
      'customer',
      `INSERT INTO customers (lead_cycle_id, group_id, loan_application_no, name, mobile, kyc_email, status, metadata)
       SELECT $1, CASE WHEN i % 350 = 3 THEN $2::int WHEN i % 100 = 7 THEN $3::int ELSE $4::int END,
         CASE WHEN i <= 300 THEN 'OLD-' ELSE 'LST-' END || i,
         (ARRAY['Sanjay', 'Sarita', 'Mohan', 'Anita'])[1 + i % 4] || ' ' || (ARRAY['Patel', 'Rao', 'Saxena'])[1 + i % 3],
         CASE WHEN i % 10 = 0 THEN '91234' ELSE '98765' END || lpad(i::text, 5, '0'),
         CASE WHEN i % 8 = 3 THEN 'mo.' ELSE 'c' END || i || '@example.com',
         CASE WHEN i % 5 = 0 THEN 'paid' ELSE 'overdue' END, '{}'
       FROM generate_series(1, $5::int) i`,
      [cycle.id, ten.id, onePercent.id, crowd.id, CUSTOMERS],
    );
    // A broad search's estimate comes from the statistics autovacuum keeps.
    await t.dataSource.query('ANALYZE customers');
    viewers.push(...(await signInViewers(t, make, null, [
      ['no group', []],
      ['an empty group', [empty.id]],
      ['10 customers', [ten.id]],
      ['1 %', [onePercent.id, empty.id]],
      ['most', [crowd.id]],
    ])));
  });
  afterAll(async () => {
    await t.close();
  });

  /** The reference: the customers a viewer may see that match, newest first, by the list's own search rule. */
  const expected = async (groupIds: number[] | null, search: string, status: string | undefined, offset: number, limit: number) => {
    const params: Record<string, unknown> = { status };
    const conditions = [...(status ? ['cu.status = :status'] : []), ...(search ? [customerSearched(search, params)] : [])];
    return referencePage(t.dataSource, { from: 'customers cu', id: 'cu.id', groupIds, conditions, params, order: 'cu.id DESC', offset, limit });
  };

  const expectTotal = (asked: object, answer: Page, truth: { total: number; more: boolean }, limit: number) => {
    const { totalItems, totalPages, hasNextPage, totalIsEstimate } = answer.pagination;
    expect({ ...asked, hasNextPage, pages: totalPages }).toEqual({ ...asked, hasNextPage: truth.more, pages: Math.ceil(totalItems / limit) });
    if (truth.total <= EXACT_TOTAL_LIMIT) {
      expect({ ...asked, total: totalItems, totalIsEstimate }).toEqual({ ...asked, total: truth.total, totalIsEstimate: false });
    } else if (totalIsEstimate) {
      expect({ ...asked, withinTwice: totalItems >= truth.total / 2 && totalItems <= truth.total * 2 }).toEqual({ ...asked, withinTwice: true });
    } else {
      expect({ ...asked, total: totalItems }).toEqual({ ...asked, total: truth.total });
    }
  };

  it('estimates a broad search beyond the exact limit, and knows its last page has no next', async () => {
    const [admin] = viewers;
    const truth = await expected(null, 'sa', undefined, 0, 10);
    expect(truth.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const first: Page = (await admin.client.post('/api/customers/all-customer').send({ page: 1, limit: 10, search: 'sa' }).expect(200)).body;
    expect(first.pagination.totalIsEstimate).toBe(true);
    expect(first.pagination.hasNextPage).toBe(true);
    const lastPage = Math.ceil(truth.total / 10);
    for (const [page, more] of [[lastPage - 1, true], [lastPage, false]] as const) {
      const answer: Page = (await admin.client.post('/api/customers/all-customer').send({ page, limit: 10, search: 'sa' }).expect(200)).body;
      const pageTruth = await expected(null, 'sa', undefined, (page - 1) * 10, 10);
      expect({ page, ids: answer.customers.map((customer) => customer.id), hasNextPage: answer.pagination.hasNextPage }).toEqual({ page, ids: pageTruth.ids, hasNextPage: more });
    }
  });

  it('answers a page past the end of an estimated total with the exact total, so the list can go to its last page', async () => {
    for (const { name, client, groupIds } of [viewers[0], viewers[viewers.length - 1]]) {
      const truth = await expected(groupIds, 'sa', undefined, 0, 10);
      const first: Page = (await client.post('/api/customers/all-customer').send({ page: 1, limit: 10, search: 'sa' }).expect(200)).body;
      expect({ name, estimate: first.pagination.totalIsEstimate }).toEqual({ name, estimate: true });
      // An estimate may lie above the truth (up to twice it): the pages after the real last one hold no row.
      for (const page of [Math.ceil(truth.total / 10) + 1, Math.ceil((truth.total * 2) / 10)]) {
        const answer: Page = (await client.post('/api/customers/all-customer').send({ page, limit: 10, search: 'sa' }).expect(200)).body;
        expect({ name, page, rows: answer.customers.length, ...answer.pagination }).toMatchObject({ name, page, rows: 0, totalItems: truth.total, totalIsEstimate: false, hasNextPage: false });
      }
    }
  });

  it('counts a search matched through several prefixes once per customer, exactly up to the limit and estimated beyond', async () => {
    const [admin] = viewers;
    for (const [search, status] of [['mo', undefined], ['sa', 'paid'], ['mo', 'paid']] as const) {
      const truth = await expected(null, search, status, 0, 10);
      const answer: Page = (await admin.client.post('/api/customers/all-customer').send({ page: 1, limit: 10, search, ...(status ? { status: [status] } : {}) }).expect(200)).body;
      const asked = { search, status };
      expect({ ...asked, broad: truth.total > EXACT_TOTAL_LIMIT, estimate: answer.pagination.totalIsEstimate }).toEqual({ ...asked, broad: search === 'mo' && !status, estimate: search === 'mo' && !status });
      expectTotal(asked, answer, truth, 10);
    }
  });

  const searches = ['', '987', '98765', 'sa', 'mo', 'old-', 'lst-12', 'patel', '91234', 'nobody'];
  for (const search of searches) {
    it(`answers "${search}" with the database's pages and totals for every viewer, with and without a status`, async () => {
      for (const { name, client, groupIds } of viewers) {
        for (const status of [undefined, 'paid']) {
          for (const [page, limit] of [[1, 10], [2, 10], [7, 20]]) {
            const body = { page, limit, ...(search ? { search } : {}), ...(status ? { status: [status] } : {}) };
            const answer: Page = (await client.post('/api/customers/all-customer').send(body).expect(200)).body;
            const truth = await expected(groupIds, search, status, (page - 1) * limit, limit);
            const asked = { viewer: name, search, status, page };
            expect({ ...asked, ids: answer.customers.map((customer) => customer.id) }).toEqual({ ...asked, ids: truth.ids });
            expectTotal(asked, answer, truth, limit);
          }
        }
      }
    });
  }
});
