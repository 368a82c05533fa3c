import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CountsCompactionService } from '../src/modules/customers/counts-compaction.service.js';
import { AGENT_ROWS_BATCH, ReportsService } from '../src/modules/reports/reports.service.js';
import type { Customer } from '../src/modules/customers/entities/customer.entity.js';
import type { Group } from '../src/modules/groups/entities/group.entity.js';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { auditedQuery } from './support/audited.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
type Row = Record<string, unknown>;

const TZ = 'Asia/Kolkata';
const PERIOD = { from: '2030-01-01', to: '2030-03-31' };
const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** A small deterministic generator, so the plan varies across accounts yet every run is the same. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 48_271) % 2_147_483_647;
    return state % n;
  };
}

/**
 * Issue 28: 3 cycles, 2 groups, 4 agents with planned calls, feedback, promises, payments and attendance. Every
 * figure of the reports equals an independent SQL over the source tables written here from the definitions, and
 * follows a change of one input.
 */
describe('reports', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  const agents: { client: Client; user: User }[] = [];
  const cycles: LeadCycle[] = [];
  const groups: Group[] = [];
  const customers: Customer[] = [];

  const query = <T = Row[]>(sql: string, params: unknown[] = []) => t.dataSource.query(sql, params) as Promise<T>;
  const day = (column: string) => `(${column} AT TIME ZONE '${TZ}')::date`;

  /** The cycle figures from the definitions, straight from customers, calls, feedback, promises and payments. */
  async function expectedCycle(cycleId: number, bucket?: string | null): Promise<Row> {
    const bucketCondition = bucket === undefined ? 'true' : bucket === null ? 'c.month_beginning_bucket IS NULL' : 'c.month_beginning_bucket = $2';
    const [row] = await query<Row[]>(
      `SELECT count(*)::int AS allocated, coalesce(sum(c.overdue_amount), 0)::float AS allocated_overdue,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM calls x WHERE x.customer_id = c.id))::int AS attempted,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM calls x WHERE x.customer_id = c.id AND x.status = 'answered'))::int AS contacted,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM feedback f WHERE f.customer_id = c.id AND f.contact_type = 'RPC'))::int AS rpc,
         count(*) FILTER (WHERE EXISTS (SELECT 1 FROM promises p WHERE p.customer_id = c.id AND p.state <> 'cancelled'))::int AS ptp,
         coalesce((SELECT sum(p.promised_amount) FROM promises p JOIN customers pc ON pc.id = p.customer_id
           WHERE p.customer_id = ANY (array_agg(c.id)) AND p.state <> 'cancelled'), 0)::float AS ptp_amount,
         (SELECT count(*) FROM promises p WHERE p.customer_id = ANY (array_agg(c.id)) AND p.state = 'kept')::int AS kept,
         (SELECT count(*) FROM promises p WHERE p.customer_id = ANY (array_agg(c.id)) AND p.state = 'kept_late')::int AS kept_late,
         (SELECT count(*) FROM promises p WHERE p.customer_id = ANY (array_agg(c.id)) AND p.state = 'broken')::int AS broken,
         coalesce((SELECT sum(pay.total_paid_amount) FROM payments pay JOIN lead_cycles lc ON lc.id = $1
           WHERE pay.customer_id = ANY (array_agg(c.id)) AND pay.paid_date BETWEEN lc.lead_cycle_start_date AND lc.lead_cycle_end_date), 0)::float AS collected,
         count(*) FILTER (WHERE c.status = 'paid')::int AS resolved,
         count(*) FILTER (WHERE c.status <> 'overdue')::int AS rolled_back
       FROM customers c WHERE c.lead_cycle_id = $1 AND ${bucketCondition}`,
      bucket ? [cycleId, bucket] : [cycleId],
    );
    const n = row as Record<string, number>;
    return {
      allocated: n.allocated, allocated_overdue: n.allocated_overdue,
      attempted: ratio(n.attempted, n.allocated), attempted_accounts: n.attempted,
      contacted: ratio(n.contacted, n.allocated), contacted_accounts: n.contacted,
      rpc: ratio(n.rpc, n.allocated), rpc_accounts: n.rpc,
      ptp: ratio(n.ptp, n.rpc), ptp_accounts: n.ptp, ptp_amount: n.ptp_amount,
      kept: n.kept, kept_late: n.kept_late, broken: n.broken, kept_rate: ratio(n.kept, n.kept + n.kept_late + n.broken),
      collected: n.collected, collection_efficiency: ratio(n.collected, n.allocated_overdue),
      resolved: ratio(n.resolved, n.allocated), resolved_accounts: n.resolved,
      rolled_back: ratio(n.rolled_back, n.allocated), rolled_back_accounts: n.rolled_back,
    };
  }

  /** An agent's figures from the definitions, over [from, to] (and one lead cycle's accounts when given). */
  async function expectedAgent(agentId: number, from: string, to: string, cycleId: number | null = null): Promise<Row> {
    const params = [agentId, from, to, cycleId];
    const onCycle = `($4::int IS NULL OR EXISTS (SELECT 1 FROM customers c WHERE c.id = x.customer_id AND c.lead_cycle_id = $4))`;
    const [row] = await query<Row[]>(
      `SELECT
         (SELECT count(*) FROM calls x WHERE x.agent_id = $1 AND ${day('x.call_date_time')} BETWEEN $2 AND $3 AND ${onCycle})::int AS calls,
         (SELECT coalesce(sum(duration), 0) FROM calls x WHERE x.agent_id = $1 AND ${day('x.call_date_time')} BETWEEN $2 AND $3 AND ${onCycle})::int AS talk_seconds,
         (SELECT count(*) FROM calls x WHERE x.agent_id = $1 AND x.status = 'answered' AND ${day('x.call_date_time')} BETWEEN $2 AND $3 AND ${onCycle})::int AS contacted,
         (SELECT count(*) FROM feedback x WHERE x.agent_id = $1 AND x.contact_type = 'RPC' AND ${day('x.created_at')} BETWEEN $2 AND $3 AND ${onCycle})::int AS rpc,
         (SELECT count(*) FROM promises x WHERE x.agent_id = $1 AND x.state <> 'cancelled' AND x.made_on BETWEEN $2 AND $3 AND ${onCycle})::int AS ptp,
         (SELECT coalesce(sum(promised_amount), 0) FROM promises x WHERE x.agent_id = $1 AND x.state <> 'cancelled' AND x.made_on BETWEEN $2 AND $3 AND ${onCycle})::float AS ptp_amount,
         (SELECT count(*) FROM promises x WHERE x.agent_id = $1 AND x.state = 'kept' AND x.decided_on BETWEEN $2 AND $3 AND ${onCycle})::int AS kept,
         (SELECT count(*) FROM promises x WHERE x.agent_id = $1 AND x.state = 'kept_late' AND x.decided_on BETWEEN $2 AND $3 AND ${onCycle})::int AS kept_late,
         (SELECT count(*) FROM promises x WHERE x.agent_id = $1 AND x.state = 'broken' AND x.decided_on BETWEEN $2 AND $3 AND ${onCycle})::int AS broken,
         (SELECT coalesce(sum(total_paid_amount), 0) FROM payments x WHERE x.recorded_by = $1 AND x.paid_date BETWEEN $2 AND $3 AND ${onCycle})::float AS collected,
         (SELECT coalesce(sum(CASE WHEN status = 'half_day' THEN 0.5 ELSE 1 END), 0) FROM attendance_records
           WHERE user_id = $1 AND date BETWEEN $2 AND $3 AND status IN ('present', 'half_day'))::float AS present_days`,
      params,
    );
    const n = row as Record<string, number>;
    return {
      ...n,
      kept_rate: ratio(n.kept, n.kept + n.kept_late + n.broken),
      calls_per_present_day: ratio(n.calls, n.present_days),
      collected_per_present_day: n.present_days > 0 ? Math.round((n.collected / n.present_days) * 100) / 100 : null,
    };
  }

  const figuresOf = (row: Row, like: Row) => Object.fromEntries(Object.keys(like).map((key) => [key, row[key]]));

  async function expectCyclesMatch(): Promise<void> {
    const { cycles: got } = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[2].id, count: 3 }).expect(200)).body as { cycles: Row[] };
    expect(got.map((cycle) => cycle.lead_cycle_id)).toEqual(cycles.map((cycle) => cycle.id));
    for (const [i, cycle] of got.entries()) {
      const expected = await expectedCycle(cycles[i].id);
      expect(figuresOf(cycle, expected)).toEqual(expected);
      for (const bucket of cycle.by_bucket as Row[]) {
        const byBucket = await expectedCycle(cycles[i].id, bucket.bucket as string | null);
        expect(figuresOf(bucket, byBucket)).toEqual(byBucket);
      }
      expect((cycle.by_bucket as Row[]).reduce((sum, bucket) => sum + (bucket.allocated as number), 0)).toBe(expected.allocated);
    }
  }

  async function expectAgentsMatch(params: Record<string, string | number> = PERIOD, from = PERIOD.from, to = PERIOD.to, cycleId: number | null = null): Promise<Row[]> {
    const { agents: got } = (await admin.get('/api/reports/agents').query(params).expect(200)).body as { agents: Row[] };
    for (const { user } of agents) {
      const row = got.find((agent) => agent.agent_id === user.id)!;
      const expected = await expectedAgent(user.id, from, to, cycleId);
      expect(figuresOf(row, expected)).toEqual(expected);
    }
    return got;
  }

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    for (let i = 0; i < 4; i++) agents.push(await t.signedIn('agent', { name: `Report Agent ${i + 1}` }));
    for (const month of ['01', '02', '03']) {
      const end = month === '02' ? '28' : '31';
      cycles.push(await make.leadCycle({ name: 'Overdue', startDate: `2030-${month}-01`, endDate: `2030-${month}-${end}` }));
    }
    groups.push(await make.group(), await make.group());
    for (const [i, { user }] of agents.entries()) await make.assign(user.id, groups[i < 2 ? 0 : 1].id);

    const next = sequence(28);
    const buckets = ['B1', 'B2', null];
    for (const [c, cycle] of cycles.entries()) {
      for (let k = 0; k < 8; k++) {
        customers.push(await make.customer(cycle, {
          groupId: groups[k % 2].id, monthBeginningBucket: buckets[k % 3], lendingPartner: k % 3 === 1 ? 'Axis Finance' : 'Kissht', overdueAmount: 1000 * (k + 1) + 100 * c, status: 'overdue',
        }));
      }
    }
    const dispositions = [
      { code: 'PTP', name: 'Promise to pay', type: 'RPC' },
      { code: 'RTP', name: 'Refused to pay', type: 'RPC' },
      { code: 'WN', name: 'Wrong number', type: 'WPC' },
      { code: 'NR', name: 'No response', type: 'NC' },
    ];
    for (const customer of customers) {
      const cycle = cycles.find((candidate) => candidate.id === customer.leadCycleId)!;
      const month = cycle.startDate.slice(0, 7);
      const calls = next(6); // some accounts are never attempted
      for (let n = 0; n < calls; n++) {
        const agent = agents[(customer.groupId === groups[0].id ? 0 : 2) + next(2)].user;
        const date = `${month}-${String(1 + next(27)).padStart(2, '0')}`;
        const answered = next(3) > 0;
        await make.call(customer, agent.id, { status: answered ? 'answered' : 'missed', duration: answered ? 30 + next(300) : 0, callDateTime: new Date(`${date}T${String(3 + next(12)).padStart(2, '0')}:30:00Z`) });
        if (!answered) continue;
        const disposition = dispositions[next(dispositions.length)];
        const [{ id: feedbackId }] = await auditedQuery<{ id: number }[]>(t.dataSource, 'feedback',
          `INSERT INTO feedback (customer_id, agent_id, disposition_name, disposition_code, contact_type, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [customer.id, agent.id, disposition.name, disposition.code, disposition.type, `${date}T10:00:00Z`],
        );
        if (disposition.code !== 'PTP') continue;
        const state = ['open', 'kept', 'kept_late', 'broken', 'cancelled'][next(5)];
        const decided = ['kept', 'kept_late', 'broken'].includes(state) ? `${month}-28` : null;
        await auditedQuery(t.dataSource, 'promise',
          `INSERT INTO promises (customer_id, agent_id, feedback_id, made_on, promised_date, promised_amount, state, created_at, decided_at, decided_on)
           VALUES ($1, $2, $3, $4, $4, $5, $6, $7, $8::date, $8::date)`,
          [customer.id, agent.id, feedbackId, date, 500 * (1 + next(4)), state, `${date}T10:00:00Z`, decided]);
        if (state === 'kept' || state === 'kept_late') {
          await auditedQuery(t.dataSource, 'payment', `INSERT INTO payments (customer_id, paid_date, total_paid_amount, source, recorded_by) VALUES ($1, $2, $3, 'screen', $4)`,
            [customer.id, `${month}-${20 + next(9)}`, 700 + next(500), agent.id]);
        }
      }
    }
    // An imported payment (no agent) after its cycle's window, and accounts that paid or paid part.
    await make.payment(customers[0], '2030-02-15', 900);
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET status = 'paid' WHERE id = ANY ($1::int[])`, [[customers[1].id, customers[9].id]]);
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET status = 'partially_paid' WHERE id = $1`, [customers[17].id]);
    // Attendance: present every weekday of January to March but for a few days; half days now and then.
    for (const [i, { user }] of agents.entries()) {
      await auditedQuery(t.dataSource, 'attendance',
        `INSERT INTO attendance_records (user_id, date, status, login_time, attendance_count)
         SELECT $1, d::date, CASE WHEN extract(day FROM d)::int % 9 = $2 THEN 'half_day' ELSE 'present' END, d + interval '4 hours',
           CASE WHEN extract(day FROM d)::int % 9 = $2 THEN 0.5 ELSE 1 END
         FROM generate_series('2030-01-01'::date, '2030-03-31'::date, '1 day') d
         WHERE extract(isodow FROM d) < 6 AND extract(day FROM d)::int % 7 <> $2`,
        [user.id, i]);
    }
  }, 120_000); // some 200 fixture statements, on a machine shared with other test runs
  afterAll(async () => {
    await t.close();
  });

  it('cycle over cycle: each cycle and bucket equals the definitions, oldest first', async () => {
    await expectCyclesMatch();
    const { cycles: got } = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[2].id, count: 3 }).expect(200)).body as { cycles: Row[] };
    // The plan reaches every figure: not all zero.
    for (const key of ['attempted_accounts', 'contacted_accounts', 'rpc_accounts', 'ptp_accounts', 'kept', 'collected', 'resolved_accounts', 'rolled_back_accounts']) {
      expect(got.some((cycle) => (cycle[key] as number) > 0)).toBe(true);
    }
    const two = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[1].id, count: 2 }).expect(200)).body.cycles as Row[];
    expect(two.map((cycle) => cycle.lead_cycle_id)).toEqual([cycles[0].id, cycles[1].id]);
  });

  it("a group's and a bucket's cycle figures count only their accounts", async () => {
    const { cycles: got } = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[0].id, count: 1, group_id: groups[1].id, bucket: 'B1' }).expect(200)).body as { cycles: Row[] };
    const [{ allocated }] = await query<{ allocated: number }[]>(
      `SELECT count(*)::int AS allocated FROM customers WHERE lead_cycle_id = $1 AND group_id = $2 AND month_beginning_bucket = 'B1'`, [cycles[0].id, groups[1].id]);
    expect(got[0].allocated).toBe(allocated);
  });

  it('agents: every figure equals the definitions, for a range and for a lead cycle; groups sum their agents', async () => {
    const rows = await expectAgentsMatch();
    expect(rows.some((row) => (row.calls as number) > 0 && (row.present_days as number) > 0)).toBe(true);
    await expectAgentsMatch({ lead_cycle_id: cycles[1].id }, '2030-02-01', '2030-02-28', cycles[1].id);
    // Partial months at both ends (days), a whole month between them (the monthly counts), and within one month.
    await expectAgentsMatch({ from: '2030-01-15', to: '2030-03-10' }, '2030-01-15', '2030-03-10');
    await expectAgentsMatch({ from: '2030-02-03', to: '2030-02-20' }, '2030-02-03', '2030-02-20');
    // Ranks: within each group, by collected per present day.
    for (const group of groups) {
      const members = rows.filter((row) => row.rank_group_id === group.id).sort((a, b) => (a.rank as number) - (b.rank as number));
      expect(members).toHaveLength(2);
      expect(members[0].rank).toBe(1);
      const [first, second] = members.map((row) => [row.collected_per_present_day as number, row.calls_per_present_day as number]);
      expect(first[0] > second[0] || (first[0] === second[0] && first[1] >= second[1])).toBe(true);
      expect(members[1].rank).toBe(first[0] === second[0] && first[1] === second[1] ? 1 : 2);
    }
    const { groups: got } = (await admin.get('/api/reports/groups').query(PERIOD).expect(200)).body as { groups: Row[] };
    for (const group of groups) {
      const row = got.find((candidate) => candidate.group_id === group.id)!;
      const members = rows.filter((agent) => (agent.group_ids as number[]).includes(group.id));
      expect(row.agents).toBe(2);
      for (const key of ['calls', 'talk_seconds', 'contacted', 'rpc', 'ptp', 'kept', 'collected', 'present_days']) {
        expect(row[key]).toBeCloseTo(members.reduce((sum, agent) => sum + (agent[key] as number), 0), 2);
      }
    }
    const narrowed = (await admin.get('/api/reports/agents').query({ ...PERIOD, group_id: groups[0].id }).expect(200)).body.agents as Row[];
    expect(narrowed.map((row) => row.agent_id).sort()).toEqual([agents[0].user.id, agents[1].user.id].sort());
  });

  it.each([['whole months', PERIOD], ['partial months', { from: '2030-01-15', to: '2030-03-10' }]])('dispositions over %s: feedback, promises and kept per disposition, and the funnel, equal the definitions', async (_name, period) => {
    const body = (await admin.get('/api/reports/dispositions').query(period).expect(200)).body as { rows: Row[]; attempts: number; contacted: number };
    const expected = await query<Row[]>(
      `SELECT f.contact_type, f.disposition_code, f.disposition_name, count(*)::int AS feedback,
         (SELECT count(*) FROM promises p JOIN feedback pf ON pf.id = p.feedback_id WHERE p.state <> 'cancelled'
           AND pf.disposition_code = f.disposition_code AND ${day('pf.created_at')} BETWEEN $1 AND $2)::int AS ptp,
         (SELECT count(*) FROM promises p JOIN feedback pf ON pf.id = p.feedback_id WHERE p.state IN ('kept', 'kept_late')
           AND pf.disposition_code = f.disposition_code AND ${day('pf.created_at')} BETWEEN $1 AND $2)::int AS kept
       FROM feedback f WHERE ${day('f.created_at')} BETWEEN $1 AND $2 GROUP BY 1, 2, 3`,
      [period.from, period.to],
    );
    const key = (row: Row) => `${row.contact_type}/${row.disposition_code}`;
    expect([...body.rows].sort((a, b) => key(a).localeCompare(key(b)))).toEqual([...expected].sort((a, b) => key(a).localeCompare(key(b))));
    const [calls] = await query<Row[]>(`SELECT count(*)::int AS attempts, count(*) FILTER (WHERE status = 'answered')::int AS contacted FROM calls
      WHERE ${day('call_date_time')} BETWEEN $1 AND $2`, [period.from, period.to]);
    expect({ attempts: body.attempts, contacted: body.contacted }).toEqual(calls);
  });

  it('a lending partner narrows every report to its customers', async () => {
    const partner = 'Axis Finance';
    const onPartner = (alias: string) => `EXISTS (SELECT 1 FROM customers c WHERE c.id = ${alias}.customer_id AND c.lending_partner = $3)`;
    const { cycles: got } = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[2].id, count: 3, lending_partner: partner }).expect(200)).body as { cycles: Row[] };
    for (const [i, cycle] of got.entries()) {
      const [{ allocated }] = await query<{ allocated: number }[]>(`SELECT count(*)::int AS allocated FROM customers WHERE lead_cycle_id = $1 AND lending_partner = $2`, [cycles[i].id, partner]);
      expect(cycle.allocated).toBe(allocated);
    }
    const { agents: rows } = (await admin.get('/api/reports/agents').query({ ...PERIOD, lending_partner: partner }).expect(200)).body as { agents: Row[] };
    for (const { user } of agents) {
      const [expected] = await query<Row[]>(`SELECT count(*)::int AS calls FROM calls x WHERE x.agent_id = $4 AND ${day('x.call_date_time')} BETWEEN $1 AND $2 AND ${onPartner('x')}`,
        [PERIOD.from, PERIOD.to, partner, user.id]);
      expect(rows.find((row) => row.agent_id === user.id)?.calls).toBe(expected.calls);
    }
    expect(rows.some((row) => (row.calls as number) > 0)).toBe(true);
    const { groups: byGroup } = (await admin.get('/api/reports/groups').query({ ...PERIOD, lending_partner: partner }).expect(200)).body as { groups: Row[] };
    expect(byGroup.reduce((sum, row) => sum + (row.calls as number), 0)).toBe(rows.reduce((sum, row) => sum + (row.calls as number), 0));
    const body = (await admin.get('/api/reports/dispositions').query({ ...PERIOD, lending_partner: partner }).expect(200)).body as { rows: Row[] };
    const [{ feedback }] = await query<{ feedback: number }[]>(`SELECT count(*)::int AS feedback FROM feedback f WHERE ${day('f.created_at')} BETWEEN $1 AND $2 AND ${onPartner('f')}`,
      [PERIOD.from, PERIOD.to, partner]);
    expect(body.rows.reduce((sum, row) => sum + (row.feedback as number), 0)).toBe(feedback);
    await admin.get('/api/reports/agents').query({ lending_partner: 'x'.repeat(201) }).expect(400);
  });

  it('my month: my own figures, and no group median in a group too small to hide the others’ figures', async () => {
    const [me] = agents;
    const body = (await me.client.get('/api/reports/me').query(PERIOD).expect(200)).body as { me: Row; group_id: number; group_median: Row | null; group_agents: number };
    const expected = await expectedAgent(me.user.id, PERIOD.from, PERIOD.to);
    expect(figuresOf(body.me, expected)).toEqual(expected);
    expect(body.group_id).toBe(groups[0].id);
    // With one colleague, the median of two would give away their figures (2 × median − mine).
    expect(body.group_median).toBeNull();
    expect(body.group_agents).toBe(2);
    const text = JSON.stringify(body);
    for (const other of agents.slice(1)) {
      expect(text).not.toContain(other.user.name);
      expect(text).not.toContain(`"agent_id":${other.user.id}`);
    }
    await me.client.get('/api/reports/me').query({ ...PERIOD, agent_id: agents[1].user.id }).expect(400);
  });

  it('my month: the group median once the group has at least 3 other agents', async () => {
    const group = await make.group();
    const crew = [];
    for (let i = 0; i < 4; i++) crew.push(await t.signedIn('agent', { name: `Median Agent ${i + 1}` }));
    for (const { user } of crew) await make.assign(user.id, group.id);
    const customer = await make.customer(cycles[0], { groupId: group.id, status: 'overdue' });
    // Calls 1, 2, 4 and 7 in January: the median is (2 + 4) / 2.
    for (const [i, n] of [1, 2, 4, 7].entries()) {
      for (let k = 0; k < n; k++) await make.call(customer, crew[i].user.id, { status: 'missed', duration: 0, callDateTime: new Date(`2030-01-1${k}T05:00:00Z`) });
    }
    const body = (await crew[0].client.get('/api/reports/me').query(PERIOD).expect(200)).body as { me: Row; group_median: Row | null; group_agents: number };
    expect(body.me.calls).toBe(1);
    expect(body.group_agents).toBe(4);
    expect(body.group_median?.calls).toBe(3);
    await auditedQuery(t.dataSource, 'customer', 'DELETE FROM customers WHERE id = $1', [customer.id]);
  });

  it('dispositions of a group count the feedback on its customers, whoever gave it', async () => {
    // An agent of the second group gives feedback on a customer of the first.
    const customer = customers.find((candidate) => candidate.groupId === groups[0].id && candidate.leadCycleId === cycles[1].id)!;
    await auditedQuery(t.dataSource, 'feedback',
      `INSERT INTO feedback (customer_id, agent_id, disposition_name, disposition_code, contact_type, created_at) VALUES ($1, $2, 'Callback', 'CB', 'RPC', '2030-02-10T10:00:00Z')`,
      [customer.id, agents[2].user.id]);
    const expectGroupsMatch = async () => {
    for (const group of groups) {
      const body = (await admin.get('/api/reports/dispositions').query({ ...PERIOD, group_id: group.id }).expect(200)).body as { rows: Row[]; attempts: number };
      const expected = await query<Row[]>(
        `SELECT f.contact_type, f.disposition_code, count(*)::int AS feedback FROM feedback f JOIN customers c ON c.id = f.customer_id
         WHERE c.group_id = $3 AND ${day('f.created_at')} BETWEEN $1 AND $2 GROUP BY 1, 2 ORDER BY 1, 2`,
        [PERIOD.from, PERIOD.to, group.id],
      );
      const got = body.rows.map((row) => ({ contact_type: row.contact_type, disposition_code: row.disposition_code, feedback: row.feedback }))
        .sort((a, b) => `${a.contact_type}/${a.disposition_code}`.localeCompare(`${b.contact_type}/${b.disposition_code}`));
      expect(got).toEqual(expected);
      const [{ attempts }] = await query<{ attempts: number }[]>(`SELECT count(*)::int AS attempts FROM calls x JOIN customers c ON c.id = x.customer_id
        WHERE c.group_id = $3 AND ${day('x.call_date_time')} BETWEEN $1 AND $2`, [PERIOD.from, PERIOD.to, group.id]);
      expect(body.attempts).toBe(attempts);
    }
    };
    await expectGroupsMatch();
    // The customer moves to the other group: its calls and feedback go with it.
    await auditedQuery(t.dataSource, 'customer', 'UPDATE customers SET group_id = $2 WHERE id = $1', [customer.id, groups[1].id]);
    await expectGroupsMatch();
    await auditedQuery(t.dataSource, 'customer', 'UPDATE customers SET group_id = $2 WHERE id = $1', [customer.id, groups[0].id]);
    await expectGroupsMatch();
  });

  it('follows its inputs: a payment, a deleted call, an agent’s leave day', async () => {
    const [agent] = agents;
    const customer = customers.find((candidate) => candidate.leadCycleId === cycles[0].id && candidate.groupId === groups[0].id)!;
    const before = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[0].id, count: 1 }).expect(200)).body.cycles[0] as Row;
    await auditedQuery(t.dataSource, 'payment', `INSERT INTO payments (customer_id, paid_date, total_paid_amount, source, recorded_by) VALUES ($1, '2030-01-20', 1234, 'screen', $2)`,
      [customer.id, agent.user.id]);
    const after = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[0].id, count: 1 }).expect(200)).body.cycles[0] as Row;
    expect(after.collected).toBe((before.collected as number) + 1234);
    await expectCyclesMatch();

    // Delete every call of an attempted account: attempted drops by one.
    const [{ customer_id: attempted }] = await query<{ customer_id: number }[]>(
      `SELECT customer_id FROM calls WHERE customer_id = ANY ($1::int[]) LIMIT 1`, [customers.filter((c) => c.leadCycleId === cycles[0].id).map((c) => c.id)]);
    await auditedQuery(t.dataSource, 'call', `DELETE FROM calls WHERE customer_id = $1`, [attempted]);
    const fewer = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[0].id, count: 1 }).expect(200)).body.cycles[0] as Row;
    expect(fewer.attempted_accounts).toBe((after.attempted_accounts as number) - 1);
    await expectCyclesMatch();

    // A present day becomes a leave day: one present day less.
    const mine = async () => ((await admin.get('/api/reports/agents').query(PERIOD).expect(200)).body.agents as Row[]).find((row) => row.agent_id === agent.user.id)!;
    const worked = await mine();
    await auditedQuery(t.dataSource, 'attendance', `UPDATE attendance_records SET status = 'on_leave', attendance_count = 0
      WHERE user_id = $1 AND date = (SELECT min(date) FROM attendance_records WHERE user_id = $1 AND status = 'present')`, [agent.user.id]);
    expect((await mine()).present_days).toBe((worked.present_days as number) - 1);
    await expectAgentsMatch();
  });

  it('keeps the allocation snapshot: a later edit of overdue or bucket does not rewrite the cycle', async () => {
    const before = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[1].id, count: 1 }).expect(200)).body.cycles[0] as Row;
    const customer = customers.find((candidate) => candidate.leadCycleId === cycles[1].id)!;
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET overdue_amount = 99999, month_beginning_bucket = 'B9' WHERE id = $1`, [customer.id]);
    const after = (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[1].id, count: 1 }).expect(200)).body.cycles[0] as Row;
    expect(after.allocated_overdue).toBe(before.allocated_overdue);
    expect(after.by_bucket).toEqual(before.by_bucket);
    await auditedQuery(t.dataSource, 'customer', `UPDATE customers SET overdue_amount = $2, month_beginning_bucket = $3 WHERE id = $1`,
      [customer.id, customer.overdueAmount, customer.monthBeginningBucket]);
  });

  it('compaction folds the count tables without changing a figure', async () => {
    const report = async () => [
      (await admin.get('/api/reports/cycles').query({ lead_cycle_id: cycles[2].id, count: 3 }).expect(200)).body,
      (await admin.get('/api/reports/agents').query(PERIOD).expect(200)).body,
      (await admin.get('/api/reports/dispositions').query(PERIOD).expect(200)).body,
    ];
    const before = await report();
    expect(await t.app.get(CountsCompactionService).compact()).toBe(true);
    const [{ keys, rows }] = await query<{ keys: number; rows: number }[]>(
      `SELECT count(DISTINCT (day, lead_cycle_id, agent_id, bucket))::int AS keys, count(*)::int AS rows FROM report_agent_counts`);
    expect(rows).toBe(keys);
    expect(await report()).toEqual(before);
  });

  it("a deleted customer's account, calls, feedback and payments leave every figure", async () => {
    const [{ id }] = await query<{ id: number }[]>(
      `SELECT c.id FROM customers c WHERE c.lead_cycle_id = $1 AND EXISTS (SELECT 1 FROM calls x WHERE x.customer_id = c.id)
         AND NOT EXISTS (SELECT 1 FROM promises p WHERE p.customer_id = c.id) ORDER BY c.id LIMIT 1`, [cycles[2].id]);
    await auditedQuery(t.dataSource, 'customer', 'DELETE FROM customers WHERE id = $1', [id]);
    await expectCyclesMatch();
    await expectAgentsMatch();
  });

  it('agents get 403 on the admin reports', async () => {
    for (const path of ['cycles', 'agents', 'groups', 'dispositions', 'cycles.csv', 'agents.csv', 'groups.csv', 'dispositions.csv']) {
      await agents[0].client.get(`/api/reports/${path}`).expect(403);
    }
  });

  it('refuses a bad period or filter with a 400 naming the field', async () => {
    const refused = async (params: Record<string, string | number>, field: string) => {
      const response = await admin.get('/api/reports/agents').query(params).expect(400);
      expect(Object.keys(response.body.errors)).toEqual([field]);
    };
    await refused({ from: '2030-02-01', to: '2030-01-01' }, 'to');
    await refused({ from: '2030-01-01' }, 'to');
    await refused({ to: '2030-01-01' }, 'from');
    await refused({ from: '2030-01-01', to: '2031-03-01' }, 'to');
    await refused({ from: '2030-02-30', to: '2030-03-01' }, 'from');
    await refused({ lead_cycle_id: 2_000_000_000 }, 'lead_cycle_id');
    await refused({ lead_cycle_id: cycles[0].id, from: '2030-01-01', to: '2030-01-02' }, 'lead_cycle_id');
    await refused({ group_id: 'x' }, 'group_id');
    await refused({ bucket: 'x'.repeat(41) }, 'bucket');
    const count = await admin.get('/api/reports/cycles').query({ count: 25 }).expect(400);
    expect(Object.keys(count.body.errors)).toEqual(['count']);
  });

  it('each table downloads as CSV with the same rows, in en-IN text', async () => {
    const { agents: rows } = (await admin.get('/api/reports/agents').query(PERIOD).expect(200)).body as { agents: Row[] };
    const csv = await admin.get('/api/reports/agents.csv').query(PERIOD).expect(200).expect('Content-Type', /text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('Agent,Rank in group,Calls,Talk time (minutes),Contacted,RPC,PTP,Kept,Kept rate,Collected,Present days,Calls per present day,Collected per present day');
    expect(lines).toHaveLength(rows.length + 1);
    const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    for (const [i, row] of rows.entries()) {
      expect(lines[i + 1].startsWith(`${row.name},`)).toBe(true);
      expect(lines[i + 1]).toContain(`"${inr.format(row.collected as number)}"`.replace(/^"(.*)"$/, (all, inner: string) => (inner.includes(',') ? all : inner)));
    }
    const cyclesCsv = await admin.get('/api/reports/cycles.csv').query({ lead_cycle_id: cycles[2].id, count: 3 }).expect(200);
    expect(cyclesCsv.text).toContain('01/03/2030,31/03/2030,All,');
    for (const path of ['groups.csv', 'dispositions.csv']) await admin.get(`/api/reports/${path}`).query(PERIOD).expect(200).expect('Content-Type', /text\/csv/);
    const mine = await agents[0].client.get('/api/reports/me.csv').query(PERIOD).expect(200);
    expect(mine.text.split('\r\n')[1].startsWith('Me,')).toBe(true);
  });

  it("streams a large agent report from a cursor: the first rows come before the last are read, and the CSV holds them all", async () => {
    // More agents than one batch, so the report needs several reads of the cursor.
    await auditedQuery(t.dataSource, 'user', `INSERT INTO users (name, email, password_hash, role) SELECT 'Streamed Agent ' || lpad(i::text, 3, '0'), 'streamed-' || i || '@example.test', 'x', 'agent'
      FROM generate_series(1, $1::int) i`, [AGENT_ROWS_BATCH * 2]);
    const reports = t.app.get(ReportsService);
    const period = await reports.period(PERIOD);
    const batches = reports.agentRowBatches(period, {});
    const first = await batches.next();
    expect(first.value).toHaveLength(AGENT_ROWS_BATCH);
    // The cursor is open in its own read-only transaction while the first batch is out.
    const [{ open }] = await query<{ open: number }[]>(`SELECT count(*)::int AS open FROM pg_stat_activity
      WHERE datname = current_database() AND query LIKE 'FETCH % FROM report_agents' AND state = 'idle in transaction'`);
    expect(open).toBe(1);
    let total = (first.value as unknown[]).length;
    for await (const batch of { [Symbol.asyncIterator]: () => batches }) total += batch.length;
    const { agents: all } = (await admin.get('/api/reports/agents').query(PERIOD).expect(200)).body as { agents: Row[] };
    expect(total).toBe(all.length);
    expect(all.length).toBeGreaterThan(AGENT_ROWS_BATCH * 2);
    const csv = await admin.get('/api/reports/agents.csv').query(PERIOD).expect(200);
    expect(csv.headers['content-length']).toBeUndefined();
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(all.length + 1);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(all.map((row) => row.name));
  });
});
