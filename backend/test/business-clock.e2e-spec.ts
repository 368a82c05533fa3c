import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

/** The test app's clock moves the whole app: business dates follow it in the business time zone. */
describe('the settable clock', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await bootTestApp();
    admin = (await t.signedIn('admin')).client;
  });
  afterAll(async () => {
    await t.close();
  });

  const cycle = (day: string) => admin.post('/api/lead-cycles').send({ name: 'Overdue', lead_cycle_start_date: day, lead_cycle_end_date: day });

  it('makes it the next business day just after midnight in India, while it is still yesterday in UTC', async () => {
    t.clock.set('2030-01-31T18:45:00Z'); // 00:15 on 1 February in Kolkata
    expect((await cycle('2030-01-31').expect(400)).body.message).toBe('Current date must be within the lead cycle start and end dates');
    const february = (await cycle('2030-02-01').expect(201)).body;

    const stats = await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [] }).expect(200);
    expect(stats.body.leadCycleIds).toEqual([february.id]);
  });

  it('moves on when advanced: a day later the dashboard is still in March, at the month end it is not', async () => {
    t.clock.set('2031-03-15T06:00:00Z');
    const march = (await cycle('2031-03-15').expect(201)).body;
    const thisMonth = async () => (await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [] }).expect(200)).body.leadCycleIds;
    t.clock.advance(86_400_000);
    expect(await thisMonth()).toEqual([march.id]);
    t.clock.advance(17 * 86_400_000); // 1 April, 11:30 in Kolkata
    expect(await thisMonth()).toEqual([]);
  });
});
