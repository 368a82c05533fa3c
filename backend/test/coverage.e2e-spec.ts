import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CoverageRulesService } from '../src/modules/coverage/coverage-rules.service.js';
import { auditedQuery } from './support/audited.js';
import { factories, type Factories } from './support/factories.js';
import { leaveTypeFixture } from './support/leave-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface GroupDay { id: number; name: string; state: string; available: number; agents: { name: string; status: string; borrower: boolean }[]; work: Record<string, number> }
interface Day { date: string; non_working: string | null; groups: GroupDay[] }

/**
 * Issue 30: a day's coverage joins who is at work (attendance, approved leave, weekly offs) with the work due in each
 * group; the forecast reads the coming days; the approval's warning names the days a leave would leave uncovered; a
 * group's standing rule lends it when nobody checked in by its deadline, and ahead of time when leave takes everyone.
 */
describe('coverage', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let priyaId: number;
  let rahulId: number;
  let north: number;
  let south: number;
  let leaveType: number;

  const at = (instant: string) => t.clock.set(instant);
  const groupOn = (day: Day, id: number) => day.groups.find((group) => group.id === id)!;
  const forecast = async () => (await admin.get('/api/coverage/forecast?days=7').expect(200)).body.days as Day[];
  const leave = (userId: number, start: string, end: string, status: 'pending' | 'approved', dayType: 'full' | 'half' = 'full') =>
    auditedQuery<{ id: number }[]>(
      t.dataSource,
      'leave_request',
      `INSERT INTO leave_requests (user_id, leave_type_id, start_date, end_date, day_type, leave_count, reason, status) VALUES ($1, $2, $3, $4, $5, 1, 'Family', $6) RETURNING id`,
      [userId, leaveType, start, end, dayType, status],
    ).then(([row]) => row.id);
  const checkIn = (userId: number, day: string, at: string) =>
    auditedQuery(t.dataSource, 'attendance', `INSERT INTO attendance_records (user_id, date, status, login_time, attendance_count) VALUES ($1, $2, 'present', $3, 1)`, [userId, day, at]);

  beforeAll(async () => {
    t = await bootTestApp();
    at('2030-05-13T04:30:00.000Z'); // Monday 10:00 in Kolkata
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    priyaId = (await t.createUser({ role: 'agent', name: 'Priya Shah' })).id;
    rahulId = (await t.createUser({ role: 'agent', name: 'Rahul Iyer' })).id;
    north = (await make.group({ name: 'North Desk' })).id;
    south = (await make.group({ name: 'South Desk' })).id;
    await make.assign(priyaId, north);
    await make.assign(rahulId, south);
    await t.dataSource.query(`UPDATE employee_details SET date_of_joining = '2030-01-01'`);
    await t.dataSource.query(`UPDATE users SET created_at = '2030-01-01T00:00:00Z'`);
    leaveType = await leaveTypeFixture(t.dataSource);
    const cycle = await make.leadCycle();
    // North's work: a follow-up and a promise falling due on Wednesday the 15th.
    const customer = await make.customer(cycle, { groupId: north, name: 'Due Wednesday', nextFollowUp: new Date('2030-05-15T06:00:00.000Z') });
    await auditedQuery(t.dataSource, 'promise',
      `INSERT INTO promises (customer_id, lead_cycle_id, group_id, agent_id, promised_date, promised_amount, made_on, state, created_at) VALUES ($1, $2, $3, $4, '2030-05-15', 1000, '2030-05-13', 'open', now())`,
      [customer.id, cycle.id, north, priyaId]);
    await make.customer(cycle, { groupId: south, name: 'Fresh South' });
    await make.customer(cycle, { groupId: south, name: 'Fresh South Too' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("today: each group's agents, due work and state, uncovered first", async () => {
    await checkIn(rahulId, '2030-05-13', '2030-05-13T04:45:00.000Z'); // 10:15, after the default 10:00
    at('2030-05-13T05:00:00.000Z'); // 10:30
    const today = (await admin.get('/api/coverage').expect(200)).body as Day;
    expect(today.date).toBe('2030-05-13');
    expect(today.groups.map((group) => [group.name, group.state])).toEqual([['North Desk', 'uncovered'], ['South Desk', 'covered']]);
    expect(groupOn(today, north).agents).toEqual([expect.objectContaining({ name: 'Priya Shah', status: 'absent', borrower: false })]);
    expect(groupOn(today, south).agents).toEqual([expect.objectContaining({ name: 'Rahul Iyer', status: 'late' })]);
    expect(groupOn(today, south).work).toEqual({ follow_ups_due: 0, promises_due: 0, broken_promises: 0, never_contacted: 2, total: 2 });
    expect(groupOn(today, north).work.total).toBe(1); // never contacted
    await admin.get('/api/coverage?date=2030-02-30').expect(400);
    await admin.get('/api/coverage/forecast?days=15').expect(400);
  });

  it('is thin when the due work per available agent is above the threshold the admin sets', async () => {
    await admin.put('/api/settings/coverageWorkPerAgent').send({ value: 1 }).expect(200); // 2 due for 1 agent
    expect(groupOn((await admin.get('/api/coverage').expect(200)).body, south).state).toBe('thin');
    await admin.put('/api/settings/coverageWorkPerAgent').send({ value: 40 }).expect(200);
  });

  it('leave for the only agent of a group: the approval warns of the uncovered day with work due, and the forecast shows it', async () => {
    const request = await leave(priyaId, '2030-05-15', '2030-05-16', 'pending');
    expect((await admin.get(`/api/coverage/leave-impact?leave_request_id=${request}`).expect(200)).body).toEqual({
      uncovered: [{ date: '2030-05-15', group_id: north, group_name: 'North Desk', work_due: 2 }],
    });
    expect(groupOn((await forecast())[1], north).state).toBe('covered');
    await auditedQuery(t.dataSource, 'leave_request', `UPDATE leave_requests SET status = 'approved' WHERE id = $1`, [request]);
    const days = await forecast();
    expect(days.map((day) => day.date)).toEqual(['2030-05-14', '2030-05-15', '2030-05-16', '2030-05-17', '2030-05-18', '2030-05-19', '2030-05-20']);
    expect(days.map((day) => groupOn(day, north).state)).toEqual(['covered', 'uncovered', 'uncovered', 'covered', 'covered', 'covered', 'covered']);
    expect(groupOn(days[1], north)).toEqual(expect.objectContaining({ agents: [expect.objectContaining({ status: 'on_leave' })], work: { follow_ups_due: 1, promises_due: 1, broken_promises: 0, never_contacted: 0, total: 2 } }));
    await admin.get('/api/coverage/leave-impact?leave_request_id=2147483647').expect(404);
    // Today, after the deadline with Priya not in: North is uncovered either way, and the warning still says so.
    const today = await leave(priyaId, '2030-05-13', '2030-05-13', 'pending');
    expect((await admin.get(`/api/coverage/leave-impact?leave_request_id=${today}`).expect(200)).body.uncovered).toEqual([{ date: '2030-05-13', group_id: north, group_name: 'North Desk', work_due: 1 }]);
    await auditedQuery(t.dataSource, 'leave_request', `DELETE FROM leave_requests WHERE id = $1`, [today]);
  });

  it('a loan covers the group on its days: the borrower counts as available', async () => {
    await admin.post('/api/group-loans').send({ group_id: north, agent_ids: [rahulId], start_date: '2030-05-15', end_date: '2030-05-15', reason: 'Priya on leave' }).expect(201);
    const days = await forecast();
    expect(groupOn(days[1], north)).toEqual(expect.objectContaining({ state: 'covered', agents: [expect.objectContaining({ name: 'Priya Shah', status: 'on_leave' }), expect.objectContaining({ name: 'Rahul Iyer', status: 'expected', borrower: true })] }));
    expect(groupOn(days[2], north).state).toBe('uncovered');
  });

  it('a weekly off shows as the day off for everyone', async () => {
    await auditedQuery(t.dataSource, 'holiday', `INSERT INTO holidays (name, date, type) VALUES ('Sunday', '2030-05-19', 'WEEKEND')`);
    const sunday = (await forecast())[5];
    expect(sunday.non_working).toBe('Sunday');
    expect(groupOn(sunday, south).agents).toEqual([expect.objectContaining({ status: 'weekly_off' })]);
  });

  it('the rule lends at the deadline when nobody checked in, once across two instances, and tells the admins', async () => {
    await admin.put(`/api/groups/${north}/coverage-rule`).send({ buddy_agent_ids: [rahulId], check_in_deadline: '11:00' }).expect(200);
    const rules = t.app.get(CoverageRulesService);
    const automatic = () => t.dataSource.query(`SELECT to_char(l.start_date, 'YYYY-MM-DD') AS day, l.reason FROM group_loans l WHERE l.automatic ORDER BY l.start_date`);
    expect(await rules.apply()).toBe(1); // 10:30: before the deadline only the 16th (Priya's leave, nobody covering) is lent ahead
    expect(await automatic()).toEqual([{ day: '2030-05-16', reason: 'Automatic: approved leave leaves the group uncovered' }]);
    at('2030-05-13T05:35:00.000Z'); // 11:05
    const [first, second] = await Promise.all([rules.apply(), rules.apply()]);
    expect(first + second).toBe(1);
    expect(await rules.apply()).toBe(0);
    expect((await automatic()).map((row: { day: string }) => row.day)).toEqual(['2030-05-13', '2030-05-16']);
    const notes = (await admin.get('/api/notifications?range=[0,9]').expect(200)).body as { title: string }[];
    expect(notes.map((note) => note.title)).toContain('North Desk was lent automatically for 13/05/2030');
  });

  it('refuses a rule naming both or neither, its own group as pool, or a bad deadline, naming the field', async () => {
    expect((await admin.put(`/api/groups/${south}/coverage-rule`).send({ check_in_deadline: '11:00' }).expect(400)).body.errors).toEqual({ buddy_agent_ids: 'Name buddy_agent_ids or pool_group_ids, not both and not neither' });
    expect((await admin.put(`/api/groups/${south}/coverage-rule`).send({ pool_group_ids: [south], check_in_deadline: '11:00' }).expect(400)).body.errors).toEqual({ pool_group_ids: 'A group cannot be its own pool' });
    expect((await admin.put(`/api/groups/${south}/coverage-rule`).send({ pool_group_ids: [north], check_in_deadline: '25:00' }).expect(400)).body.errors).toEqual({ check_in_deadline: 'check_in_deadline must be a time HH:MM' });
    await admin.put('/api/groups/2147483647/coverage-rule').send({ pool_group_ids: [north], check_in_deadline: '11:00' }).expect(404);
    expect((await admin.put(`/api/groups/${south}/coverage-rule`).send({ pool_group_ids: [north], check_in_deadline: '09:30' }).expect(200)).body).toEqual({ group_id: south, buddy_agent_ids: [], pool_group_ids: [north], check_in_deadline: '09:30' });
  });

  it("counts a day's follow-ups by its business hours, the night hours either side of UTC midnight included", async () => {
    const night = (await make.group({ name: 'Night Desk' })).id;
    const cycle = await make.leadCycle();
    const due = (at: string, status: 'overdue' | 'paid' = 'overdue') => make.customer(cycle, { groupId: night, status, nextFollowUp: new Date(at) });
    await due('2030-05-01T10:00:00.000Z'); // overdue: today's work
    await due('2030-05-12T20:00:00.000Z'); // 13 May 01:30 in Kolkata: today
    await due('2030-05-13T19:00:00.000Z'); // 14 May 00:30
    await due('2030-05-16T18:15:00.000Z'); // 16 May 23:45
    await due('2030-05-16T18:45:00.000Z'); // 17 May 00:15
    await due('2030-05-16T23:00:00.000Z'); // 17 May 04:30
    await due('2030-05-17T10:00:00.000Z'); // 17 May 15:30
    await due('2030-05-17T10:00:00.000Z', 'paid');
    const today = (await admin.get('/api/coverage').expect(200)).body as Day;
    expect(groupOn(today, night).work.follow_ups_due).toBe(2);
    const counts = (await forecast()).map((day) => groupOn(day, night).work.follow_ups_due);
    expect(counts).toEqual([1, 0, 1, 3, 0, 0, 0]);
  });

  it('GET answers the rule or the empty one; DELETE removes it (audited) after which GET is empty; 404 for no group', async () => {
    const none = { group_id: south, buddy_agent_ids: [], pool_group_ids: [], check_in_deadline: null };
    await admin.put(`/api/groups/${south}/coverage-rule`).send({ pool_group_ids: [north], check_in_deadline: '09:30' }).expect(200);
    expect((await admin.get(`/api/groups/${south}/coverage-rule`).expect(200)).body).toEqual({ ...none, pool_group_ids: [north], check_in_deadline: '09:30' });
    expect((await admin.delete(`/api/groups/${south}/coverage-rule`).expect(200)).body).toEqual(none);
    expect((await admin.get(`/api/groups/${south}/coverage-rule`).expect(200)).body).toEqual(none);
    expect((await admin.delete(`/api/groups/${south}/coverage-rule`).expect(404)).body.message).toBe(`Group ${south} has no coverage rule`);
    const [{ count }] = await t.dataSource.query(`SELECT count(*)::int AS count FROM audit_log WHERE entity = 'coverage_rule' AND entity_id = $1 AND action = 'delete'`, [String(south)]);
    expect(count).toBe(1);
    await admin.get('/api/groups/2147483647/coverage-rule').expect(404);
    await admin.delete('/api/groups/2147483647/coverage-rule').expect(404);
  });
});
