import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootTestApp, TEST_PASSWORD, type TestApp } from './support/test-app.js';

describe('users', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signedIn']>>;
  beforeAll(async () => {
    t = await bootTestApp();
    admin = await t.signedIn('admin', { name: 'Zoya Admin', email: 'zoya.admin@example.com' });
    await t.createUser({ name: 'Anil Kapoor', email: 'anil@example.com', role: 'agent' });
    await t.createUser({ name: 'Bhavna Iyer', email: 'bhavna@example.com', role: 'agent', isActive: false });
    await t.createUser({ name: 'Chetan Rao', email: 'chetan@calls.example.com', role: 'agent' });
    await t.createUser({ name: 'Deepa Menon', email: 'deepa@example.com', role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
  });

  describe('GET /api/users (react-admin list contract)', () => {
    it('pages in the database and reports the total in Content-Range', async () => {
      const page = await admin.client.get('/api/users').query({ range: '[1,2]', sort: '["name","ASC"]' }).expect(200);
      expect(page.body.map((u: { name: string }) => u.name)).toEqual(['Bhavna Iyer', 'Chetan Rao']);
      expect(page.headers['content-range']).toBe('users 1-2/5');
    });

    it('searches name or email case-insensitively with filter q, and treats % literally', async () => {
      const byName = await admin.client.get('/api/users').query({ filter: '{"q":"KAPOOR"}' }).expect(200);
      expect(byName.body.map((u: { email: string }) => u.email)).toEqual(['anil@example.com']);
      const byEmail = await admin.client.get('/api/users').query({ filter: '{"q":"calls.example"}' }).expect(200);
      expect(byEmail.body.map((u: { name: string }) => u.name)).toEqual(['Chetan Rao']);
      const literal = await admin.client.get('/api/users').query({ filter: '{"q":"%"}' }).expect(200);
      expect(literal.body).toEqual([]);
      expect(literal.headers['content-range']).toBe('users */0');
    });

    it('filters by role, is_active and ids, and sorts descending', async () => {
      const agents = await admin.client
        .get('/api/users')
        .query({ filter: '{"role":"agent","is_active":true}', sort: '["name","DESC"]' })
        .expect(200);
      expect(agents.body.map((u: { name: string }) => u.name)).toEqual(['Chetan Rao', 'Anil Kapoor']);
      const ids = agents.body.map((u: { id: number }) => u.id);
      const many = await admin.client.get('/api/users').query({ filter: JSON.stringify({ id: ids }) }).expect(200);
      expect(many.body).toHaveLength(2);
    });

    it('answers 400 naming the parameter for a bad filter, range or sort', async () => {
      const bad = await admin.client.get('/api/users').query({ sort: '["password_hash","ASC"]' }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['sort']);
      const role = await admin.client.get('/api/users').query({ filter: '{"role":"boss"}' }).expect(400);
      expect(Object.keys(role.body.errors)).toEqual(['filter.role']);
      const active = await admin.client.get('/api/users').query({ filter: '{"is_active":"yes"}' }).expect(400);
      expect(active.body.errors).toEqual({ 'filter.is_active': 'is_active must be true or false' });
      const unknown = await admin.client.get('/api/users').query({ filter: '{"password_hash":"x"}' }).expect(400);
      expect(unknown.body.errors).toEqual({ 'filter.password_hash': 'filter.password_hash is not an accepted field' });
      const outOfRange = await admin.client.get('/api/users').query({ filter: '{"id":[2147483648]}' }).expect(400);
      expect(Object.keys(outOfRange.body.errors)).toEqual(['filter.id']);
      const nul = await admin.client.get('/api/users').query({ filter: '{"q":"a\\u0000b"}' }).expect(400);
      expect(Object.keys(nul.body.errors)).toEqual(['filter.q']);
    });
  });

  it('GET /api/users/agents lists agents by name, ?active=true only active ones', async () => {
    const all = await admin.client.get('/api/users/agents').expect(200);
    expect(all.body.map((u: { name: string }) => u.name)).toEqual(['Anil Kapoor', 'Bhavna Iyer', 'Chetan Rao']);
    const active = await admin.client.get('/api/users/agents?active=true').expect(200);
    expect(active.body.map((u: { name: string }) => u.name)).toEqual(['Anil Kapoor', 'Chetan Rao']);
    await admin.client.get('/api/users/agents?active=maybe').expect(400);
  });

  describe('POST /api/users', () => {
    it('creates a user who must change the password, defaulting to active', async () => {
      const response = await admin.client
        .post('/api/users')
        .send({ name: '  Farah Khan ', email: ' Farah.Khan@Example.com', password: 'temp123', role: 'agent' })
        .expect(201);
      expect(response.body).toEqual(
        expect.objectContaining({ name: 'Farah Khan', email: 'farah.khan@example.com', is_active: true, must_change_password: true }),
      );
    });

    it('validates every field with the spec messages', async () => {
      const response = await admin.client.post('/api/users').send({ name: 'F', email: 'nope', password: '123', role: 'manager' }).expect(400);
      expect(response.body.errors).toEqual({
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email',
        password: 'Password must be at least 6 characters',
        role: 'Please select a role',
      });
    });

    it('answers 409 on a duplicate email', async () => {
      const response = await admin.client.post('/api/users').send({ name: 'Anil Two', email: 'ANIL@example.com', password: 'temp123', role: 'agent' }).expect(409);
      expect(response.body.errors).toEqual({ email: 'A user with this email already exists' });
    });
  });

  describe('PATCH /api/users/{id}', () => {
    it('changes only the fields sent; a blank password keeps the current one', async () => {
      const user = await t.createUser({ name: 'Gita Rao' });
      const response = await admin.client.patch(`/api/users/${user.id}`).send({ name: 'Gita R. Rao', password: '' }).expect(200);
      expect(response.body).toEqual(expect.objectContaining({ name: 'Gita R. Rao', email: user.email, must_change_password: false }));
      await t.agent().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    });

    it('setting a password makes the user change it and signs them out elsewhere', async () => {
      const { client, user } = await t.signedIn('agent');
      const response = await admin.client.patch(`/api/users/${user.id}`).send({ password: 'reset123' }).expect(200);
      expect(response.body.must_change_password).toBe(true);
      await client.get('/api/user').expect(401);
      await t.agent().post('/api/auth/login').send({ email: user.email, password: 'reset123' }).expect(200);
    });

    it('toggles is_active alone', async () => {
      const user = await t.createUser();
      const response = await admin.client.patch(`/api/users/${user.id}`).send({ is_active: false }).expect(200);
      expect(response.body.is_active).toBe(false);
    });

    it('refuses to deactivate or demote yourself', async () => {
      const self = await admin.client.patch(`/api/users/${admin.user.id}`).send({ is_active: false }).expect(400);
      expect(self.body.errors).toEqual({ is_active: 'You cannot deactivate your own account' });
      const demote = await admin.client.patch(`/api/users/${admin.user.id}`).send({ role: 'agent' }).expect(400);
      expect(demote.body.errors).toEqual({ role: 'You cannot change your own role' });
    });

    it('answers 404 for a missing user and 400 for a non-numeric id', async () => {
      await admin.client.patch('/api/users/999999').send({ name: 'Nobody Here' }).expect(404);
      const bad = await admin.client.patch('/api/users/abc').send({ name: 'Nobody Here' }).expect(400);
      expect(bad.body.errors).toEqual({ id: 'id must be a positive integer' });
    });

    it('answers 409 when the new email belongs to someone else', async () => {
      const user = await t.createUser();
      await admin.client.patch(`/api/users/${user.id}`).send({ email: 'anil@example.com' }).expect(409);
    });
  });

  it('refuses every write to an agent with 403, changing nothing', async () => {
    const { client } = await t.signedIn('agent');
    const target = await t.createUser({ name: 'Target User' });
    await client.post('/api/users').send({ name: 'Sneaky', email: 'sneaky@example.com', password: 'secret1', role: 'admin' }).expect(403);
    await client.patch(`/api/users/${target.id}`).send({ role: 'admin' }).expect(403);
    await client.patch(`/api/users/${target.id}`).send({ is_active: false }).expect(403);
    const after = await admin.client.get(`/api/users/${target.id}`).expect(200);
    expect(after.body).toEqual(expect.objectContaining({ role: 'agent', is_active: true }));
    await admin.client.get('/api/users').query({ filter: '{"q":"sneaky"}' }).expect(200, []);
  });
});
