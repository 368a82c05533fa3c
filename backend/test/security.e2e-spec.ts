/**
 * What a black-box probe of a production-mode server found, one test per finding (see docs/decisions.md, Security).
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MAX_KEYS_PER_OBJECT, TOO_MANY_KEYS } from '../src/common/http/input-guard.js';
import { MAX_FIELD_ERRORS } from '../src/common/http/validation.js';
import { factories } from './support/factories.js';
import { bootTestApp, TEST_PASSWORD, type TestApp } from './support/test-app.js';

describe('security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('bodies that would make validation expensive', () => {
    const unknownKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 0]));

    it('refuses 80,000 unknown keys up front with a small answer (90,000 took 8.3 s and answered 6.6 MB)', async () => {
      const response = await t.agent().post('/api/auth/login').send({ email: 'a@example.com', password: 'secret1', ...unknownKeys(80_000) }).expect(400);
      expect(response.body).toEqual({ statusCode: 400, error: 'Bad Request', message: TOO_MANY_KEYS, errors: { body: TOO_MANY_KEYS } });
    });

    it('refuses one object wider than any real one, naming it', async () => {
      const response = await t.agent().post('/api/auth/login').send({ email: 'a@example.com', password: 'secret1', extra: unknownKeys(MAX_KEYS_PER_OBJECT + 1) }).expect(400);
      expect(response.body.errors).toEqual({ extra: `extra has more than ${MAX_KEYS_PER_OBJECT} fields or items` });
    });

    it('names only the first unknown field and at most a few fields, however many were sent', async () => {
      const response = await t.agent().post('/api/auth/register').send({ name: 'A', email: 'x', password: '1', ...unknownKeys(900) }).expect(400);
      const fields = Object.keys(response.body.errors);
      expect(fields.length).toBeLessThanOrEqual(MAX_FIELD_ERRORS);
      expect(fields.filter((field) => /^f\d+$/.test(field))).toEqual(['f0']);
      expect(response.body.errors).toEqual(expect.objectContaining({ name: 'Name must be at least 2 characters' }));
      expect(JSON.stringify(response.body).length).toBeLessThan(2_000);
    });

    it('does not echo a huge field name back', async () => {
      const key = 'k'.repeat(500_000);
      const response = await t.agent().post('/api/auth/login').send({ email: 'a@example.com', password: 'secret1', [key]: 1 }).expect(400);
      expect(JSON.stringify(response.body).length).toBeLessThan(1_000);
    });
  });

  describe('ids are decimal digits', () => {
    it('does not read 0x10 or 1e1 as a number in a path or a query', async () => {
      const { client } = await t.signedIn('admin');
      const make = factories(t.dataSource);
      const list = await make.dispositionList();
      await make.dispositionStatus(list);
      for (const id of ['0x10', '1e1', '16.0', '+16']) {
        const response = await client.get(`/api/calls/${encodeURIComponent(id)}`);
        expect([id, response.status, response.body.errors ?? response.body]).toEqual([id, 400, { id: 'id must be a positive integer' }]);
      }
      expect((await client.get('/api/disposition/statuses').query({ listId: `0x${list.id.toString(16)}` }).expect(400)).body.errors).toEqual({
        listId: 'listId must be a disposition list id',
      });
      expect((await client.get('/api/calls').query({ page: '0x2' }).expect(400)).body.errors).toEqual({ page: 'page must be a whole number' });
      expect((await client.get('/api/calls').query({ limit: '1e1' }).expect(400)).body.errors).toEqual({ limit: 'limit must be a whole number' });
      expect((await client.get('/api/disposition/statuses').query({ listId: String(list.id) }).expect(200)).body).toHaveLength(1);
    });
  });

  describe('cross-site requests', () => {
    it("refuses a state-changing request another site's page sends, by Origin or Sec-Fetch-Site", async () => {
      const user = await t.createUser();
      const login = { email: user.email, password: TEST_PASSWORD };
      for (const headers of [{ Origin: 'https://evil.example' }, { 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: 'null' }]) {
        const response = await t.agent().post('/api/auth/login').set(headers).send(login);
        expect([headers, response.status, response.body]).toEqual([headers, 403, { statusCode: 403, message: 'Cross-site requests are not allowed', error: 'Forbidden' }]);
      }
      const client = t.agent();
      await client.post('/api/auth/login').set('Sec-Fetch-Site', 'same-origin').send(login).expect(200);
      await client.post('/api/auth/logout').set('Host', 'crm.example.in').set('Origin', 'https://crm.example.in').expect(200);
      await t.agent().post('/api/auth/login').send(login).expect(200);
    });

    it('lets the dialer post its webhooks from anywhere', async () => {
      const response = await t.agent().post('/api/webhooks/tata/wrong-secret').set('Origin', 'https://dialer.example').send({});
      expect(response.status).toBe(401);
    });

    it('takes the syncs as POST, and refuses their GET from another site', async () => {
      const { client } = await t.signedIn('admin');
      for (const path of ['/api/disposition-sync', '/api/tata-user-sync', '/api/tata/sync']) {
        await client.post(path).expect(200);
        await client.get(path).set('Sec-Fetch-Site', 'same-origin').expect(200);
        expect((await client.get(path).set('Sec-Fetch-Site', 'cross-site').expect(403)).body.message).toBe('Cross-site requests are not allowed');
      }
    });
  });

  it("lets only the call's agent and admins change its notes, even when another agent may see the customer", async () => {
    const make = factories(t.dataSource);
    const group = await make.group();
    const first = await t.signedIn('agent');
    const second = await t.signedIn('agent');
    await make.assign(first.user.id, group.id);
    await make.assign(second.user.id, group.id);
    const customer = await make.customer(await make.leadCycle(), { groupId: group.id });
    const call = await make.call(customer, first.user.id, { notes: 'Promised on Friday' });

    await second.client.get(`/api/calls/${call.id}`).expect(200);
    const refused = await second.client.put(`/api/calls/${call.id}`).send({ notes: 'Rewritten', disposition_note: 'x' }).expect(403);
    expect(refused.body.message).toBe('Only the agent who made this call or an administrator can change its notes');
    expect((await first.client.get(`/api/calls/${call.id}`).expect(200)).body.notes).toBe('Promised on Friday');

    await first.client.put(`/api/calls/${call.id}`).send({ notes: 'Promised on Saturday' }).expect(200);
    const { client: admin } = await t.signedIn('admin');
    expect((await admin.put(`/api/calls/${call.id}`).send({ disposition_note: 'Checked' }).expect(200)).body.notes).toBe('Promised on Saturday');
  });

  it('marks API answers no-store', async () => {
    const { client, user } = await t.signedIn('admin');
    for (const path of ['/api/user', `/api/users/${user.id}`, '/api/calls', '/api/health']) {
      expect([path, (await client.get(path).expect(200)).headers['cache-control']]).toEqual([path, 'no-store']);
    }
    expect((await client.post('/api/customers/all-customer').send({}).expect(200)).headers['cache-control']).toBe('no-store');
  });
});

describe('API docs in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({ API_DOCS_PUBLIC: 'false' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves the docs only to signed-in users', async () => {
    await t.agent().get('/api/docs-json').expect(401);
    await t.agent().get('/api/docs').expect(401);
    const { client } = await t.signedIn('agent');
    expect((await client.get('/api/docs-json').expect(200)).body.openapi).toMatch(/^3\./);
  });
});
