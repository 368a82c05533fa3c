import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { StoredStatus } from '../src/modules/attendance/attendance-status.js';
import { deriveDay } from '../src/modules/attendance/day-derivation.js';
import { auditedQuery } from './support/audited.js';
import { leaveTypeFixture } from './support/leave-fixtures.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
interface Day {
  user_id: number;
  date: string;
  status: string;
  attendance_count: number;
  user: { name: string };
}

/** 10:30 on Friday 20 November 2026 in Kolkata. */
const NOW = '2026-11-20T05:00:00Z';
const TODAY = '2026-11-20';
const MONTH = { start_date: '2026-11-01', end_date: '2026-11-30' };
const DAYS = Array.from({ length: 30 }, (_, i) => `2026-11-${String(i + 1).padStart(2, '0')}`);
const HOLIDAYS = { '2026-11-08': 'WEEKEND', '2026-11-14': 'MANDATORY', '2026-11-16': 'FLEXI', '2026-11-27': 'MANDATORY' } as const;

/**
 * Issue 27: the admin's month of the Attendance List, a page at a time (range, sort by name). Every page is the slice
 * of the whole month's answer (the contract's, unchanged), whose statuses are checked against `deriveDay` first.
 */
describe('attendance: a month of every agent, paged', () => {
  let t: TestApp;
  let admin: Client;
  /** What the test wrote, per agent: joining day, active, records, approved leave (day → count). */
  const agents: { id: number; name: string; joined: string; active: boolean; records: Map<string, StoredStatus>; leave: Map<string, number> }[] = [];

  const addAgent = async (name: string, { joined = '2026-01-01', active = true } = {}) => {
    const user = await t.createUser({ name, isActive: active });
    await t.dataSource.query(`UPDATE users SET created_at = $2::date + time '06:00' WHERE id = $1`, [user.id, joined]);
    const agent = { id: user.id, name, joined, active, records: new Map<string, StoredStatus>(), leave: new Map<string, number>() };
    agents.push(agent);
    return agent;
  };
  const addRecord = async (agent: (typeof agents)[number], date: string, status: StoredStatus) => {
    const { count } = deriveDay({ record: { status }, leaveCount: null, holiday: null });
    const login = ['absent', 'requested', 'on_leave', 'withdrawn'].includes(status) ? null : `${date}T04:00:00Z`;
    await auditedQuery(
      t.dataSource,
      'attendance',
      `INSERT INTO attendance_records (user_id, date, status, login_time, logout_time, attendance_count) VALUES ($1, $2, $3, $4, $5, $6)`,
      [agent.id, date, status, login, login ? `${date}T12:00:00Z` : null, count],
    );
    agent.records.set(date, status);
  };
  const addLeave = async (agent: (typeof agents)[number], typeId: number, start: string, end: string, dayType: 'full' | 'half') => {
    await auditedQuery(
      t.dataSource,
      'leave_request',
      `INSERT INTO leave_requests (user_id, leave_type_id, start_date, end_date, day_type, leave_count, status, reason) VALUES ($1, $2, $3, $4, $5, $6, 'approved', 'family')`,
      [agent.id, typeId, start, end, dayType, dayType === 'half' ? 0.5 : 1],
    );
    for (const day of DAYS.filter((d) => d >= start && d <= end && !(d in HOLIDAYS && HOLIDAYS[d as keyof typeof HOLIDAYS] !== 'FLEXI'))) {
      agent.leave.set(day, dayType === 'half' ? 0.5 : 1);
    }
  };

  beforeAll(async () => {
    t = await bootTestApp();
    t.clock.set(NOW);
    admin = (await t.signedIn('admin')).client;
    for (const [day, type] of Object.entries(HOLIDAYS)) {
      await auditedQuery(t.dataSource, 'holiday', `INSERT INTO holidays (name, date, type) VALUES ($1, $2, $3)`, [`Holiday ${day}`, day, type]);
    }
    const typeId = await leaveTypeFixture(t.dataSource);
    // Names out of id order, one differing only in case, two equal (ordered by id), a late joiner, a leaver whose
    // record keeps them in the month, and a deactivated agent with nothing in it (not listed).
    const kiran = await addAgent('Kiran Shah');
    const asha = await addAgent('asha Rao', { joined: '2026-11-10' });
    const esha1 = await addAgent('Esha Iyer');
    const bala = await addAgent('Bala Menon');
    const esha2 = await addAgent('Esha Iyer');
    const chitra = await addAgent('Chitra Das', { active: false });
    await addAgent('Dev Gone', { active: false });
    const zoya = await addAgent('Zoya Khan', { joined: '2026-11-25' });
    for (const [i, status] of (['present', 'half_day', 'requested', 'half_day_approved', 'double_pay_approved', 'withdrawn'] as StoredStatus[]).entries()) {
      await addRecord(bala, DAYS[i + 1], status);
    }
    for (const day of DAYS.slice(0, 19).filter((_, i) => i % 3 === 0)) await addRecord(kiran, day, 'present');
    await addRecord(asha, '2026-11-12', 'present');
    await addRecord(chitra, '2026-11-03', 'present');
    await addRecord(esha1, TODAY, 'present');
    await addRecord(esha1, '2026-11-17', 'half_day');
    await addRecord(esha2, '2026-11-22', 'requested');
    await addLeave(bala, typeId, '2026-11-11', '2026-11-12', 'full');
    await addLeave(esha1, typeId, '2026-11-17', '2026-11-17', 'half');
    await addLeave(kiran, typeId, '2026-11-23', '2026-11-24', 'full');
    await addLeave(zoya, typeId, '2026-11-26', '2026-11-26', 'full');
  });
  afterAll(async () => {
    await t.close();
  });

  /** The month as `deriveDay` says it: listed agents by name then id, their employed days up to today or known after. */
  const expectedMonth = () =>
    agents
      .filter((a) => a.active || a.records.size > 0)
      .sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : a.id - b.id))
      .flatMap((agent) =>
        DAYS.flatMap((day) => {
          const holidayType = HOLIDAYS[day as keyof typeof HOLIDAYS];
          const record = agent.records.get(day);
          const leaveCount = agent.leave.get(day) ?? null;
          const known = record !== undefined || leaveCount !== null || (holidayType !== undefined && holidayType !== 'FLEXI');
          if (day < agent.joined || (day > TODAY && !known)) return [];
          const derived = deriveDay({ record: record ? { status: record } : null, leaveCount, holiday: holidayType ? { type: holidayType } : null, isToday: day === TODAY });
          return [[agent.id, day, derived.status, derived.count]];
        }),
      );

  const month = async (extra: Record<string, string> = {}) => admin.get('/api/attendance/with-absent').query({ ...MONTH, ...extra }).expect(200);

  it('the whole month is the §4 derivation of every listed agent (the answer pages are cut from)', async () => {
    const whole: Day[] = (await month()).body;
    expect(whole.map((d) => [d.user_id, d.date, d.status, d.attendance_count])).toEqual(expectedMonth());
    const statuses = new Set(whole.map((d) => d.status));
    for (const status of ['absent', 'holiday', 'on_leave', 'half_day_on_leave', 'not_checked_in', 'present', 'requested', 'double_pay_approved']) expect(statuses).toContain(status);
  });

  it('a page of rows is the slice of the whole month, for every page and size, with the total in Content-Range', async () => {
    const whole: Day[] = (await month()).body;
    for (const size of [1, 7, 25, 30]) {
      const pages: Day[] = [];
      for (let skip = 0; skip < whole.length; skip += size) {
        const page = await month({ range: JSON.stringify([skip, skip + size - 1]) });
        expect(page.body).toEqual(whole.slice(skip, skip + size));
        expect(page.headers['content-range']).toBe(`attendance ${skip}-${skip + page.body.length - 1}/${whole.length}`);
        pages.push(...page.body);
      }
      expect(pages).toEqual(whole);
    }
    const past = await month({ range: JSON.stringify([whole.length, whole.length + 9]) });
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe(`attendance */${whole.length}`);
  });

  it('sorted by name descending, agents come in the reverse order, each with their days in date order', async () => {
    const whole: Day[] = (await month()).body;
    const byAgent = new Map<number, Day[]>();
    for (const day of whole) byAgent.set(day.user_id, [...(byAgent.get(day.user_id) ?? []), day]);
    const reversed = [...byAgent.values()].reverse().flat();
    const pages: Day[] = [];
    for (let skip = 0; skip < whole.length; skip += 20) {
      pages.push(...(await month({ range: JSON.stringify([skip, skip + 19]), sort: JSON.stringify(['name', 'DESC']) })).body);
    }
    expect(pages).toEqual(reversed);
    const ascending = await month({ range: JSON.stringify([0, 19]), sort: JSON.stringify(['name', 'ASC']) });
    expect(ascending.body).toEqual(whole.slice(0, 20));
  });

  it("one agent's month pages the same way (an agent's own, or an admin naming them)", async () => {
    const bala = agents.find((a) => a.name === 'Bala Menon')!;
    const whole: Day[] = (await month({ user_id: String(bala.id) })).body;
    const page = await month({ user_id: String(bala.id), range: JSON.stringify([5, 14]) });
    expect(page.body).toEqual(whole.slice(5, 15));
    expect(page.headers['content-range']).toBe(`attendance 5-14/${whole.length}`);
  });

  it('refuses a bad range or sort naming the field', async () => {
    const bad = await admin.get('/api/attendance/with-absent').query({ ...MONTH, range: '[5,1]' }).expect(400);
    expect(bad.body.errors).toEqual({ range: 'range must be [start, end] with 0 <= start <= end' });
    const sort = await admin.get('/api/attendance/with-absent').query({ ...MONTH, sort: '["email","ASC"]' }).expect(400);
    expect(sort.body.errors).toEqual({ sort: 'sort must be [field, "ASC"|"DESC"] with field one of name' });
  });
});
