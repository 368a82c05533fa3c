import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { BusinessClock } from '../src/common/time/business-clock.js';
import { factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];
const ROUTES = [
  ['get', '/api/test-support/clock'],
  ['put', '/api/test-support/clock'],
  ['delete', '/api/test-support/clock'],
  ['post', '/api/test-support/jobs/promise-decisions'],
] as const;
const NOW_MESSAGE = 'now must be a date-time with its zone between 2000 and 2099, e.g. 2026-11-25T04:30:00Z';

describe('test support without TEST_CLOCK_CONTROL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is not mounted: every route answers 404, to an admin as to anyone', async () => {
    const admin = (await t.signedIn('admin')).client;
    for (const client of [admin, t.agent()]) {
      for (const [method, path] of ROUTES) {
        const response = await client[method](path).send({ now: '2030-01-01T00:00:00Z' });
        expect({ method, path, status: response.status }).toEqual({ method, path, status: 404 });
      }
    }
  });

  it('is no part of openapi.json', () => {
    const document = JSON.parse(readFileSync(new URL('../../openapi/openapi.json', import.meta.url), 'utf8')) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/test-support'))).toEqual([]);
  });
});

describe('test support with TEST_CLOCK_CONTROL', () => {
  let t: TestApp;
  let admin: Client;
  let agent: Client;
  let agentId: number;
  const today = () => t.app.get(BusinessClock).today();
  const moveTo = async (now: string) => (await admin.put('/api/test-support/clock').send({ now }).expect(200)).body;
  const run = async (job: string) => (await admin.post(`/api/test-support/jobs/${job}`).expect(200)).body;

  beforeAll(async () => {
    t = await bootTestApp({ TEST_CLOCK_CONTROL: 'true' });
    admin = (await t.signedIn('admin')).client;
    const signed = await t.signedIn('agent');
    agent = signed.client;
    agentId = signed.user.id;
  });
  afterAll(async () => {
    await t.close();
  });

  it("moves the whole server's business clock, and puts it back on the system time", async () => {
    expect(await moveTo('2030-03-10T18:45:00Z')).toEqual({ now: '2030-03-10T18:45:00.000Z', moved: true });
    expect(today()).toBe('2030-03-11'); // 00:15 in Kolkata
    expect(await moveTo('2030-03-12T09:00:00+05:30')).toEqual({ now: '2030-03-12T03:30:00.000Z', moved: true });
    expect((await admin.get('/api/test-support/clock').expect(200)).body).toEqual({ now: '2030-03-12T03:30:00.000Z', moved: true });

    const reset = (await admin.delete('/api/test-support/clock').expect(200)).body as { now: string; moved: boolean };
    expect(reset.moved).toBe(false);
    expect(Math.abs(Date.parse(reset.now) - Date.now())).toBeLessThan(60_000);
    expect(today()).not.toBe('2030-03-12');
  });

  it('is for admins only', async () => {
    for (const [method, path] of ROUTES) {
      expect((await agent[method](path).send({ now: '2030-01-01T00:00:00Z' })).status).toBe(403);
      expect((await t.agent()[method](path).send({ now: '2030-01-01T00:00:00Z' })).status).toBe(401);
    }
    expect((await admin.get('/api/test-support/clock').expect(200)).body.moved).toBe(false);
  });

  it('refuses an instant that is not a date-time with its zone, naming now', async () => {
    for (const now of ['2030-02-30T10:00:00Z', '2030-03-10', '2030-03-10T10:00:00', '1999-12-31T23:00:00Z', 'tomorrow', 1e12, null, ['2030-03-10T10:00:00Z']]) {
      const response = await admin.put('/api/test-support/clock').send({ now }).expect(400);
      expect(response.body.errors).toEqual({ now: NOW_MESSAGE });
    }
    expect((await admin.get('/api/test-support/clock').expect(200)).body.moved).toBe(false);
  });

  it('runs the follow-up reminders and the promise decisions now, each deciding once, and no other job', async () => {
    const make = factories(t.dataSource);
    const group = await make.group();
    await make.assign(agentId, group.id);
    const customer = await make.customer(await make.leadCycle(), { groupId: group.id, loanApplicationNo: 'CLOCK-1' });
    const ptp = await make.dispositionStatus(await make.dispositionList(), { name: 'Promise to pay', code: 'PTP', contactType: 'RPC', nextDateTimeNeeded: true });

    await moveTo('2030-05-10T04:30:00Z'); // 10:00 in Kolkata
    await agent.post(`/api/customers/${customer.id}/feedback`).send({
      disposition_status_id: ptp.id, rpc_follow_up: '2030-05-10T05:10:00.000Z', callMetadata: { reasonForNotPaying: 'Salary delayed' }, promised_amount: 2000,
    }).expect(201);
    expect(await run('follow-up-reminders')).toEqual({ job: 'follow-up-reminders', changed: 0 });

    await moveTo('2030-05-10T05:00:00Z'); // 10 minutes before the follow-up
    expect(await run('follow-up-reminders')).toEqual({ job: 'follow-up-reminders', changed: 1 });
    expect(await run('follow-up-reminders')).toEqual({ job: 'follow-up-reminders', changed: 0 });
    const [reminder] = (await agent.get('/api/notifications?range=[0,9]').expect(200)).body;
    expect(reminder).toEqual(expect.objectContaining({ kind: 'follow_up_due', title: 'Follow-up due at 10:40 am', link: '/customers/CLOCK-1' }));

    expect(await run('promise-decisions')).toEqual({ job: 'promise-decisions', changed: 0 });
    await moveTo('2030-05-12T04:30:00Z'); // past the promised day and its grace day, unpaid
    expect(await run('promise-decisions')).toEqual({ job: 'promise-decisions', changed: 1 });
    expect(await run('promise-decisions')).toEqual({ job: 'promise-decisions', changed: 0 });
    const [promise] = (await agent.get(`/api/customers/${customer.id}/promises`).expect(200)).body;
    expect(promise).toEqual(expect.objectContaining({ promised_date: '2030-05-10', state: 'broken' }));

    for (const job of ['counts-compaction', 'PROMISE-DECISIONS', '__proto__', 'constructor']) {
      const response = await admin.post(`/api/test-support/jobs/${job}`).expect(404);
      expect(response.body.message).toBe('No such job: the jobs that can be run now are promise-decisions, follow-up-reminders');
    }
    await admin.delete('/api/test-support/clock').expect(200);
  });
});
