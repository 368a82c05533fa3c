import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LeadCycle } from '../src/modules/lead-cycles/entities/lead-cycle.entity.js';
import { factories, type Factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

type Client = Awaited<ReturnType<TestApp['signedIn']>>['client'];

describe('groups', () => {
  let t: TestApp;
  let make: Factories;
  let admin: Client;
  let cycle: LeadCycle;

  beforeAll(async () => {
    t = await bootTestApp();
    make = factories(t.dataSource);
    admin = (await t.signedIn('admin')).client;
    cycle = await make.leadCycle();
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates, lists with counts, searches name or description, updates', async () => {
    const created = await admin.post('/api/groups').send({ name: '  Mumbai West ', description: 'Bucket 1 overdue' }).expect(201);
    expect(created.body).toEqual(expect.objectContaining({ name: 'Mumbai West', description: 'Bucket 1 overdue', agents: 0, customers: 0 }));
    const id = created.body.id;
    const agent = await t.createUser();
    await make.assign(agent.id, id);
    await make.customer(cycle, { groupId: id, status: 'paid' });
    await make.customer(cycle, { groupId: id, status: 'partially_paid' });
    await make.customer(cycle, { groupId: id, status: 'overdue' });

    const list = await admin.get('/api/groups').query({ filter: '{"q":"bucket 1"}' }).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id, agents: 1, customers: 3, paid_customers: 1, partial_paid_customers: 1 })]);
    expect(list.headers['content-range']).toBe('groups 0-0/1');

    const one = await admin.get(`/api/groups/${id}`).expect(200);
    expect(one.body).toEqual(expect.objectContaining({ id, agents: 1, customers: 3 }));
    await admin.get('/api/groups/999999').expect(404);

    const updated = await admin.patch(`/api/groups/${id}`).send({ name: 'Mumbai West 2' }).expect(200);
    expect(updated.body).toEqual(expect.objectContaining({ name: 'Mumbai West 2', description: 'Bucket 1 overdue', customers: 3 }));
  });

  it('answers 400 naming the filter key for a bad value or an unknown key, and reads id lists (getMany)', async () => {
    const group = await make.group();
    const many = await admin.get('/api/groups').query({ filter: JSON.stringify({ id: [group.id] }) }).expect(200);
    expect(many.body.map((g: { id: number }) => g.id)).toEqual([group.id]);
    const badId = await admin.get('/api/groups').query({ filter: '{"id":["x"]}' }).expect(400);
    expect(Object.keys(badId.body.errors)).toEqual(['filter.id']);
    const badQ = await admin.get('/api/groups').query({ filter: '{"q":5}' }).expect(400);
    expect(badQ.body.errors).toEqual({ 'filter.q': 'q must be a string' });
    const unknown = await admin.get('/api/groups').query({ filter: '{"name":"Pune"}' }).expect(400);
    expect(unknown.body.errors).toEqual({ 'filter.name': 'filter.name is not an accepted field' });
  });

  it('validates the name and refuses duplicates whatever the case', async () => {
    const short = await admin.post('/api/groups').send({ name: 'A' }).expect(400);
    expect(short.body.errors).toEqual({ name: 'Group name must be at least 2 characters' });
    await admin.post('/api/groups').send({ name: 'Pune East' }).expect(201);
    const duplicate = await admin.post('/api/groups').send({ name: 'PUNE EAST' }).expect(409);
    expect(duplicate.body.errors).toEqual({ name: 'A group with this name already exists' });
  });

  it('assigns and removes agents; refuses admins, inactive agents, doubles and unknown ones', async () => {
    const group = await make.group();
    const agent = await t.createUser({ name: 'Kiran Rao' });
    await admin.post('/api/groups/agent-assignments').send({ agent_id: agent.id, group_id: group.id }).expect(201, { message: 'Agent assigned' });
    await admin.post('/api/groups/agent-assignments').send({ agent_id: agent.id, group_id: group.id }).expect(409);
    const listed = await admin.get(`/api/groups/${group.id}/agents`).expect(200);
    expect(listed.body).toEqual([{ id: agent.id, name: 'Kiran Rao', email: agent.email, is_active: true }]);

    const anAdmin = await t.createUser({ role: 'admin' });
    await admin.post('/api/groups/agent-assignments').send({ agent_id: anAdmin.id, group_id: group.id }).expect(400);
    const inactive = await t.createUser({ isActive: false });
    await admin.post('/api/groups/agent-assignments').send({ agent_id: inactive.id, group_id: group.id }).expect(400);
    await admin.post('/api/groups/agent-assignments').send({ agent_id: 999999, group_id: group.id }).expect(404);
    await admin.post('/api/groups/agent-assignments').send({ agent_id: agent.id, group_id: 999999 }).expect(404);

    await admin.delete('/api/groups/agent-assignments').send({ agent_id: agent.id, group_id: group.id }).expect(200, { message: 'Agent removed' });
    await admin.delete('/api/groups/agent-assignments').send({ agent_id: agent.id, group_id: group.id }).expect(404);
    await admin.get(`/api/groups/${group.id}/agents`).expect(200, []);
  });

  it('deleting a group unassigns its agents and moves its customers to unassigned, in one transaction', async () => {
    const group = await make.group({ name: 'Doomed Group' });
    const [a1, a2] = [await t.createUser(), await t.createUser()];
    await make.assign(a1.id, group.id);
    await make.assign(a2.id, group.id);
    const customer = await make.customer(cycle, { groupId: group.id });
    await make.customer(cycle, { groupId: group.id });

    const response = await admin.delete(`/api/groups/${group.id}`).expect(200);
    expect(response.body).toEqual({ id: group.id, name: 'Doomed Group', unassigned_agents: 2, moved_customers: 2 });
    const [{ group_id }] = await t.dataSource.query('SELECT group_id FROM customers WHERE id = $1', [customer.id]);
    expect(group_id).toBeNull();
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM agent_groups WHERE group_id = $1', [group.id]);
    expect(count).toBe(0);
    await admin.delete(`/api/groups/${group.id}`).expect(404);
  });

  it("lets agents view groups (only their own while the setting is off) but not manage them", async () => {
    const { client, user } = await t.signedIn('agent');
    const mine = await make.group({ name: 'Agent Own Group' });
    await make.assign(user.id, mine.id);
    const visible = await client.get('/api/groups').expect(200);
    expect(visible.body.map((g: { name: string }) => g.name)).toEqual(['Agent Own Group']);
    await client.post('/api/groups').send({ name: 'Sneaky' }).expect(403);
    await client.patch(`/api/groups/${mine.id}`).send({ name: 'Renamed' }).expect(403);
    await client.delete(`/api/groups/${mine.id}`).expect(403);
    await client.post('/api/groups/agent-assignments').send({ agent_id: user.id, group_id: mine.id }).expect(403);
    await client.get(`/api/groups/${mine.id}/agents`).expect(403);

    await admin.put('/api/settings/agentsCanSeeAllCustomers').send({ value: 'true' }).expect(200);
    const all = await client.get('/api/groups').expect(200);
    expect(all.body.length).toBeGreaterThan(1);
    await admin.put('/api/settings/agentsCanSeeAllCustomers').send({ value: 'false' }).expect(200);
  });
});
