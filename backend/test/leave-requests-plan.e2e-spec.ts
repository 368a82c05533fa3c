import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SessionUser } from '../src/common/security/session-user.js';
import type { LeaveRequestListRequest } from '../src/modules/leave/leave-requests-list.js';
import { LeaveRequestsService } from '../src/modules/leave/leave-requests.service.js';
import { auditedQuery } from './support/audited.js';
import { leaveTypeFixture } from './support/leave-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

const REQUESTS = 40_000;
const PAGE = { skip: 0, take: 10 };

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Rows each plan node over leave_requests handed up, summed: what a page costs in the table's rows. */
function leaveRowsRead(node: PlanNode): number {
  const own = node['Relation Name'] === 'leave_requests' ? node['Actual Rows'] * node['Actual Loops'] : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + leaveRowsRead(child), 0);
}

/**
 * A page of the leave requests list reads about a page of rows however many requests there are: each sort walks its
 * (column, id) index, a status its (status, start_date) index, an agent their (user_id, start_date) index.
 */
describe('leave requests list plans', () => {
  let t: TestApp;
  let admin: SessionUser;
  let agent: SessionUser;

  beforeAll(async () => {
    t = await bootTestApp();
    const adminUser = await t.createUser({ role: 'admin' });
    const users = [];
    for (let i = 0; i < 20; i += 1) users.push(await t.createUser({ role: 'agent' }));
    admin = { id: adminUser.id, role: 'admin' } as SessionUser;
    agent = { id: users[0].id, role: 'agent' } as SessionUser;
    const typeId = await leaveTypeFixture(t.dataSource);
    // Five years of leave for 20 agents, 1 in 100 still pending.
    await auditedQuery(
      t.dataSource,
      'leave_request',
      `INSERT INTO leave_requests (user_id, leave_type_id, start_date, end_date, day_type, leave_count, reason, status, created_at)
       SELECT ($2::int[])[1 + n % 20], $1, DATE '2022-01-01' + n / 22, DATE '2022-01-01' + n / 22 + n % 3, 'full', 1 + n % 3, 'Plan',
              CASE WHEN n % 100 = 0 THEN 'pending' ELSE 'approved' END, TIMESTAMPTZ '2021-12-01' + n * INTERVAL '1 hour'
       FROM generate_series(1, $3::int) AS n`,
      [typeId, users.map((user) => user.id), REQUESTS],
    );
    await t.dataSource.query('ANALYZE leave_requests');
  });
  afterAll(async () => {
    await t.close();
  });

  async function rowsRead(viewer: SessionUser, request: Omit<LeaveRequestListRequest, 'page'>): Promise<number> {
    const [sql, parameters] = t.app.get(LeaveRequestsService).pageQuery(viewer, { ...request, page: PAGE }).getQueryAndParameters();
    const [{ 'QUERY PLAN': [plan] }] = await t.dataSource.query(`EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`, parameters);
    return leaveRowsRead(plan.Plan);
  }

  it.each([
    ['the first page, newest start first', { filter: {}, sort: { field: 'start_date', order: 'DESC' } }],
    ['the oldest start first', { filter: {}, sort: { field: 'start_date', order: 'ASC' } }],
    ['newest applied first', { filter: {}, sort: { field: 'created_at', order: 'DESC' } }],
    ['latest end first', { filter: {}, sort: { field: 'end_date', order: 'DESC' } }],
    ['the pending tab, oldest leave first', { filter: { status: 'pending' }, sort: { field: 'start_date', order: 'ASC' } }],
    ['a month of 2024', { filter: { from: '2024-03-01', to: '2024-03-31' }, sort: { field: 'start_date', order: 'DESC' } }],
  ] as const)("an admin's page (%s) reads about a page of rows", async (_name, request) => {
    expect(await rowsRead(admin, request)).toBeLessThanOrEqual(100);
  });

  it("an agent's own page reads about a page of rows", async () => {
    expect(await rowsRead(agent, { filter: {}, sort: { field: 'start_date', order: 'DESC' } })).toBeLessThanOrEqual(100);
  });
});
