/**
 * API keys (issue 29): issued by an admin, authenticating `Authorization: Bearer crm_…` on the routes their scopes
 * declare, refused (401) once revoked, expired or rotated past the grace, limited per minute (429 with the IETF
 * draft's headers), named in the audit trail, and never able to reach key management, users or settings.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ApiScope } from '../src/common/security/api-scopes.js';
import { factories } from './support/factories.js';
import { bootTestApp, type TestApp } from './support/test-app.js';

describe('API keys', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['signedIn']>>;
  let customerId: number;
  let loanNo: string;

  const issue = async (scopes: ApiScope[], extra: object = {}) => {
    const response = await admin.client.post('/api/api-keys').send({ name: `Key ${scopes.join(' ')}`, scopes, ...extra }).expect(201);
    return response.body as { id: number; key: string; prefix: string };
  };
  const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
  const payment = () => ({ customer_id: customerId, amount: 500, paid_date: '2020-01-01', reference: `KEY-${Date.now()}-${Math.random()}` });

  beforeAll(async () => {
    t = await bootTestApp({ TRUST_PROXY: 'true' });
    admin = await t.signedIn('admin');
    const make = factories(t.dataSource);
    const customer = await make.customer(await make.leadCycle());
    [customerId, loanNo] = [customer.id, customer.loanApplicationNo];
  });
  afterAll(async () => {
    await t.close();
  });

  it('shows the secret once, with a recognisable prefix, and lists the key without it', async () => {
    const created = await issue(['customers:read'], { rate_limit_per_minute: 30 });
    expect(created.key).toMatch(new RegExp(`^${created.prefix}_[A-Za-z0-9_-]{43}$`));
    const list = await admin.client.get('/api/api-keys').expect(200);
    const listed = list.body.find((key: { id: number }) => key.id === created.id);
    expect(listed).toMatchObject({ prefix: created.prefix, scopes: ['customers:read'], status: 'active', rate_limit_per_minute: 30, last_used_at: null });
    expect(JSON.stringify(list.body)).not.toContain(created.key);
    const [{ secret_hash }] = await t.dataSource.query(`SELECT secret_hash FROM api_keys WHERE id = $1`, [created.id]);
    expect(secret_hash.toString('utf8')).not.toContain(created.key.split('_')[2]);
  });

  it('records a payment with payments:write, names the key in the audit trail, and notes where it was last used', async () => {
    const { id, key } = await issue(['payments:write']);
    const response = await t.agent().post('/api/payments').set(bearer(key)).set('X-Forwarded-For', '198.51.100.4').send(payment()).expect(201);
    const [entry] = await t.dataSource.query(`SELECT actor_id, actor_key_id FROM audit_log WHERE entity = 'payment' AND entity_id = $1`, [String(response.body.id)]);
    expect(entry).toEqual({ actor_id: null, actor_key_id: id });
    const audit = await admin.client.get(`/api/audit?filter=${encodeURIComponent(JSON.stringify({ entity: 'payment', entity_id: String(response.body.id) }))}`).expect(200);
    expect(audit.body[0].actor).toEqual({ id, name: `key:${id} Key payments:write` });
    const listed = (await admin.client.get('/api/api-keys').expect(200)).body.find((row: { id: number }) => row.id === id);
    expect(listed.last_used_at).not.toBeNull();
  });

  it('answers 403 to a key without the scope, and to any key on a route that declares none', async () => {
    const { key } = await issue(['customers:read']);
    await t.agent().post('/api/payments').set(bearer(key)).send(payment()).expect(403);
    for (const [method, path] of [['get', '/api/api-keys'], ['get', '/api/users'], ['get', '/api/settings/officeGeofences'], ['get', '/api/user'], ['post', '/api/auth/login']] as const) {
      const response = await t.agent()[method](path).set(bearer(key));
      expect({ path, status: response.status }).toEqual({ path, status: 403 });
    }
    await t.agent().get(`/api/customers/${loanNo}`).set(bearer(key)).expect(200);
  });

  it('answers 401 to revoked and expired keys, and to an old secret once its grace is over', async () => {
    const revoked = await issue(['customers:read']);
    await admin.client.delete(`/api/api-keys/${revoked.id}`).expect(200);
    await t.agent().get(`/api/customers/${loanNo}`).set(bearer(revoked.key)).expect(401);

    const expiring = await issue(['customers:read'], { expires_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString() });
    await t.agent().get(`/api/customers/${loanNo}`).set(bearer(expiring.key)).expect(200);
    t.clock.advance(2 * 3_600_000);
    await t.agent().get(`/api/customers/${loanNo}`).set(bearer(expiring.key)).expect(401);

    const rotating = await issue(['customers:read']);
    const rotated = await admin.client.post(`/api/api-keys/${rotating.id}/rotate`).send({ grace_hours: 1 }).expect(200);
    await t.agent().get(`/api/customers/${loanNo}`).set(bearer(rotating.key)).expect(200);
    await t.agent().get(`/api/customers/${loanNo}`).set(bearer(rotated.body.key)).expect(200);
    t.clock.advance(2 * 3_600_000);
    await t.agent().get(`/api/customers/${loanNo}`).set(bearer(rotating.key)).expect(401);
    await t.agent().get(`/api/customers/${loanNo}`).set(bearer(rotated.body.key)).expect(200);
  });

  it("answers 429 with Retry-After and the RateLimit headers past the key's budget", async () => {
    const { key } = await issue(['customers:read'], { rate_limit_per_minute: 3 });
    for (let i = 0; i < 3; i += 1) {
      const response = await t.agent().get(`/api/customers/${loanNo}`).set(bearer(key)).expect(200);
      expect(response.headers['ratelimit-policy']).toBe('"per-key";q=3;w=60');
      expect(response.headers.ratelimit).toMatch(new RegExp(`^"per-key";r=${2 - i};t=\\d+$`));
    }
    const refused = await t.agent().get(`/api/customers/${loanNo}`).set(bearer(key)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
  });

  // The 600 are sent 25 at a time: the window is a minute from the first, which they stay well inside.
  it('gives a key 600 requests a minute unless told otherwise: the 601st answers 429 with the headers', async () => {
    const { id, key } = await issue(['customers:read']);
    const listed = (await admin.client.get('/api/api-keys').expect(200)).body.find((row: { id: number }) => row.id === id);
    expect(listed.rate_limit_per_minute).toBe(600);
    const read = () => t.agent().get(`/api/customers/${loanNo}`).set(bearer(key));
    const first = await read().expect(200);
    expect(first.headers['ratelimit-policy']).toBe('"per-key";q=600;w=60');
    expect(first.headers.ratelimit).toMatch(/^"per-key";r=599;t=\d+$/);
    for (let sent = 1; sent < 600; sent += 25) {
      const batch = await Promise.all(Array.from({ length: Math.min(25, 600 - sent) }, () => read()));
      expect(batch.map((response) => response.status)).toEqual(batch.map(() => 200));
    }
    const refused = await read().expect(429);
    expect(refused.headers['ratelimit-policy']).toBe('"per-key";q=600;w=60');
    expect(refused.headers.ratelimit).toMatch(/^"per-key";r=0;t=\d+$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('refuses a cookie and a bearer together with 400, and exempts bearer writes from the cross-site check', async () => {
    const { key } = await issue(['payments:write']);
    await admin.client.post('/api/payments').set(bearer(key)).send(payment()).expect(400);
    await t.agent().post('/api/payments').set(bearer(key)).set('Origin', 'https://elsewhere.example').set('Sec-Fetch-Site', 'cross-site').send(payment()).expect(201);
    await t.agent().post('/api/payments').set('Authorization', `Basic ${Buffer.from('a:b').toString('base64')}`).send(payment()).expect(401);
  });

  it('throttles an address that keeps presenting wrong keys, like sign-ins, and still lets a right key through', async () => {
    const { key } = await issue(['customers:read']);
    const wrong = `${key.slice(0, -4)}AAAA`;
    const from = (token: string) => t.agent().get(`/api/customers/${loanNo}`).set(bearer(token)).set('X-Forwarded-For', '192.0.2.77');
    for (let i = 0; i < 20; i += 1) await from(wrong).expect(401);
    await from(wrong).expect(429);
    await t.agent().get(`/api/customers/${loanNo}`).set(bearer(wrong)).set('X-Forwarded-For', '192.0.2.78').expect(401);
    // The address's lock holds wrong keys back, not the integrator's right one sharing it.
    await from(key).expect(200);
  });

  it('is managed by admins only, with each input checked', async () => {
    const agent = await t.signedIn('agent');
    await agent.client.get('/api/api-keys').expect(403);
    const bad = await admin.client.post('/api/api-keys').send({ name: '', scopes: ['users:write'], expires_at: 'soon', rate_limit_per_minute: 0 }).expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['expires_at', 'name', 'rate_limit_per_minute', 'scopes']);
    await admin.client.post('/api/api-keys').send({ name: 'Past', scopes: ['calls:read'], expires_at: '2000-01-01T00:00:00Z' }).expect(400);
    const { id } = await issue(['calls:read']);
    await admin.client.post(`/api/api-keys/${id}/rotate`).send({ grace_hours: 169 }).expect(400);
    await admin.client.delete('/api/api-keys/999999').expect(404);
  });
});
