import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BusinessClock } from '../src/common/time/business-clock.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

describe('lead cycles', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let today: string;

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    today = t.app.get(BusinessClock).today();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates a cycle around today and lists it with its customer count', async () => {
    const created = await admin
      .post('/api/lead-cycles')
      .send({ name: 'Overdue', description: 'November book', lead_cycle_start_date: today, lead_cycle_end_date: '2099-01-01' })
      .expect(201);
    expect(created.body).toEqual(expect.objectContaining({ name: 'Overdue', description: 'November book', lead_cycle_start_date: today, customer_count: 0 }));
    const list = await admin.get('/api/lead-cycles').expect(200);
    expect(list.body.map((c: { id: number }) => c.id)).toContain(created.body.id);
  });

  it('searches with filter q, reads id lists (getMany) and answers 400 naming the filter key for bad filters', async () => {
    const cycle = await make.leadCycle({ description: 'Diwali book' });
    const found = await admin.get('/api/lead-cycles').query({ filter: '{"q":"diwali"}' }).expect(200);
    expect(found.body.map((c: { id: number }) => c.id)).toEqual([cycle.id]);
    const many = await admin.get('/api/lead-cycles').query({ filter: JSON.stringify({ id: [cycle.id] }) }).expect(200);
    expect(many.body.map((c: { id: number }) => c.id)).toEqual([cycle.id]);
    const badId = await admin.get('/api/lead-cycles').query({ filter: '{"id":["x"]}' }).expect(400);
    expect(Object.keys(badId.body.errors)).toEqual(['filter.id']);
    const badQ = await admin.get('/api/lead-cycles').query({ filter: '{"q":["a"]}' }).expect(400);
    expect(badQ.body.errors).toEqual({ 'filter.q': 'q must be a string' });
    const unknown = await admin.get('/api/lead-cycles').query({ filter: '{"status":"open"}' }).expect(400);
    expect(unknown.body.errors).toEqual({ 'filter.status': 'filter.status is not an accepted field' });
  });

  it('validates name and dates with the spec messages', async () => {
    const shortName = await admin.post('/api/lead-cycles').send({ name: 'X', lead_cycle_start_date: today, lead_cycle_end_date: today }).expect(400);
    expect(shortName.body.errors.name).toBe('Lead cycle name must be at least 2 characters');
    const unknownName = await admin.post('/api/lead-cycles').send({ name: 'Festive', lead_cycle_start_date: today, lead_cycle_end_date: today }).expect(400);
    expect(unknownName.body.errors.name).toBe('Lead cycle name must be one of Pre-EMI, Overdue, Overdue-HB');
    const badDates = await admin.post('/api/lead-cycles').send({ name: 'Overdue', lead_cycle_start_date: '2026-02-30' }).expect(400);
    expect(Object.keys(badDates.body.errors).sort()).toEqual(['lead_cycle_end_date', 'lead_cycle_start_date']);
    const past = await admin.post('/api/lead-cycles').send({ name: 'Overdue', lead_cycle_start_date: '2020-01-01', lead_cycle_end_date: '2020-01-31' }).expect(400);
    expect(past.body.message).toBe('Current date must be within the lead cycle start and end dates');
    const reversed = await admin.post('/api/lead-cycles').send({ name: 'Overdue', lead_cycle_start_date: '2099-01-31', lead_cycle_end_date: '2099-01-01' }).expect(400);
    expect(reversed.body.errors).toEqual({ lead_cycle_end_date: 'End date must be on or after the start date' });
  });

  it('refuses to delete a cycle that still has customers (409) and deletes an empty one', async () => {
    const busy = await make.leadCycle({ name: 'Pre-EMI' });
    await make.customer(busy);
    const refused = await admin.delete(`/api/lead-cycles/${busy.id}`).expect(409);
    expect(refused.body.message).toBe('This lead cycle still has 1 customer; delete or move them first');
    const empty = await make.leadCycle({ name: 'Overdue-HB' });
    await admin.delete(`/api/lead-cycles/${empty.id}`).expect(200);
    await admin.delete(`/api/lead-cycles/${empty.id}`).expect(404);
  });

  it('is readable by agents but only admins create or delete', async () => {
    const { client } = await t.signedIn('agent');
    await client.get('/api/lead-cycles').expect(200);
    await client.post('/api/lead-cycles').send({ name: 'Overdue', lead_cycle_start_date: today, lead_cycle_end_date: today }).expect(403);
  });
});

describe('settings', () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await bootTestApp();
    admin = (await t.signedIn('admin')).client;
  });
  afterAll(async () => {
    await t.close();
  });

  it('agentsCanSeeAllCustomers defaults to "false", takes "true"/"false" or booleans, and nothing else', async () => {
    await admin.get('/api/settings/agentsCanSeeAllCustomers').expect(200, { key: 'agentsCanSeeAllCustomers', value: 'false' });
    await admin.put('/api/settings/agentsCanSeeAllCustomers').send({ value: true }).expect(200, { key: 'agentsCanSeeAllCustomers', value: 'true' });
    await admin.get('/api/settings/agentsCanSeeAllCustomers').expect(200, { key: 'agentsCanSeeAllCustomers', value: 'true' });
    const bad = await admin.put('/api/settings/agentsCanSeeAllCustomers').send({ value: 'yes' }).expect(400);
    expect(bad.body.errors).toEqual({ value: 'value must be "true" or "false"' });
  });

  it('validates office geofences field by field', async () => {
    const bad = await admin
      .put('/api/settings/officeGeofences')
      .send({ value: [{ name: 'HQ', latitude: 123, longitude: 77.5, radius_m: 5 }] })
      .expect(400);
    expect(bad.body.errors).toEqual({ 'value.0.latitude': 'latitude must be between -90 and 90', 'value.0.radius_m': 'radius_m must be at least 10 metres' });
    const office = { name: 'Chennai Office', latitude: 13.0827, longitude: 80.2707, radius_m: 300 };
    await admin.put('/api/settings/officeGeofences').send({ value: [office] }).expect(200, { key: 'officeGeofences', value: [office] });
  });

  it('stores exempt emails lower-cased and de-duplicated', async () => {
    const response = await admin.put('/api/settings/locationExemptEmails').send({ value: ['Ops@Example.com', 'ops@example.com'] }).expect(200);
    expect(response.body.value).toEqual(['ops@example.com']);
    await admin.put('/api/settings/locationExemptEmails').send({ value: ['not-an-email'] }).expect(400);
  });
});

describe('dashboard stats', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
  });
  afterAll(async () => {
    await t.close();
  });

  it('counts the current month by default, a chosen cycle on request, and limits agents to their groups', async () => {
    const current = await make.leadCycle();
    const old = await make.leadCycle({ name: 'Pre-EMI', startDate: '2024-01-01', endDate: '2024-01-31' });
    const mine = await make.group();
    const other = await make.group();
    await make.customer(current, { status: 'overdue', groupId: mine.id });
    await make.customer(current, { status: 'paid', groupId: mine.id });
    await make.customer(current, { status: 'partially_paid', groupId: other.id });
    await make.customer(old, { status: 'paid', groupId: mine.id });
    const { client: agent, user } = await t.signedIn('agent');
    await make.assign(user.id, mine.id);
    await t.createUser({ isActive: false });

    const month = await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [] }).expect(200);
    expect(month.body).toEqual({ totalCustomers: 3, activeAgents: 1, customerStatusCounts: { overdue: 1, partialPaid: 1, paid: 1 }, leadCycleIds: [current.id],
      promises: { made: 0, kept: 0, keptRate: null }, promisesByAgent: [] });
    const chosen = await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: [old.id] }).expect(200);
    expect(chosen.body.customerStatusCounts).toEqual({ overdue: 0, partialPaid: 0, paid: 1 });
    const forAgent = await agent.post('/api/dashboard/stats').send({}).expect(200);
    expect(forAgent.body.totalCustomers).toBe(2);
    await admin.post('/api/dashboard/stats').send({ lead_cycle_ids: ['one'] }).expect(400);
  });
});
