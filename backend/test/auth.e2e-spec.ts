import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOGIN_THROTTLE } from '../src/modules/auth/login-throttle.js';
import { bootTestApp, TEST_PASSWORD, type TestApp } from './support/test-app.js';
import { auditedQuery } from './support/audited.js';

const NEW_PASSWORD = 'N3w!Password';
const SIGN_UP_RECEIVED = { message: 'Registration received. An administrator must approve your account before you can sign in.' };

function sessionCookie(response: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (response.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('crm.sid='))?.split(';')[0];
}

describe('auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('POST /api/auth/login', () => {
    it('signs in, sets an httpOnly SameSite=Lax cookie and returns the user without secrets', async () => {
      const user = await t.createUser({ name: 'Asha Nair' });
      const response = await t.agent().post('/api/auth/login').send({ email: user.email.toUpperCase(), password: TEST_PASSWORD }).expect(200);
      expect(response.body).toEqual(expect.objectContaining({ id: user.id, name: 'Asha Nair', role: 'agent', must_change_password: false }));
      expect(Object.keys(response.body).sort()).toEqual(
        ['awaiting_approval', 'created_at', 'dialer_agent_id', 'dialer_extension', 'email', 'id', 'is_active', 'must_change_password', 'name', 'role', 'updated_at'],
      );
      const cookie = (response.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('crm.sid='))!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
    });

    it('gives the same answer for a wrong password and an unknown email', async () => {
      const user = await t.createUser();
      const wrong = await t.agent().post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
      const unknown = await t.agent().post('/api/auth/login').send({ email: 'nobody@example.com', password: 'wrong-password' }).expect(401);
      expect(wrong.body).toEqual(unknown.body);
      expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid email or password', error: 'Unauthorized' });
    });

    it('validates with the spec messages, per field', async () => {
      const response = await t.agent().post('/api/auth/login').send({ email: 'not-an-email', password: '12345' }).expect(400);
      expect(response.body.errors).toEqual({
        email: 'Please enter a valid email',
        password: 'Password must be at least 6 characters',
      });
    });

    it('refuses unknown fields and malformed JSON with 400s', async () => {
      const extra = await t.agent().post('/api/auth/login').send({ email: 'a@b.co', password: '123456', admin: true }).expect(400);
      expect(extra.body.errors).toEqual({ admin: 'admin is not an accepted field' });
      const malformed = await t.agent().post('/api/auth/login').set('content-type', 'application/json').send('{"email":').expect(400);
      expect(malformed.body).toEqual({ statusCode: 400, message: 'Request body is not valid JSON', error: 'Bad Request' });
    });

    it('regenerates the session id at sign-in (no session fixation)', async () => {
      const user = await t.createUser();
      const client = t.agent();
      const first = await client.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
      const second = await client.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
      expect(sessionCookie(first)).toBeDefined();
      expect(sessionCookie(second)).toBeDefined();
      expect(sessionCookie(second)).not.toEqual(sessionCookie(first));
    });

    it('throttles repeated failures for one email with 429, even with the right password', async () => {
      const user = await t.createUser();
      for (let i = 0; i < LOGIN_THROTTLE.perEmail; i += 1) {
        await t.agent().post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
      }
      const blocked = await t.agent().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(429);
      expect(blocked.body.message).toMatch(/Too many failed sign-in attempts/);
    });

    it('counts concurrent failures without losing any (advisory lock per email)', async () => {
      const user = await t.createUser();
      await Promise.all(
        Array.from({ length: LOGIN_THROTTLE.perEmail + 3 }, () =>
          t.agent().post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }),
        ),
      );
      await t.agent().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(429);
    });

    it('refuses an inactive user with the same answer as a wrong password', async () => {
      const user = await t.createUser({ isActive: false });
      const response = await t.agent().post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(401);
      expect(response.body.message).toBe('Invalid email or password');
    });
  });

  describe('sessions', () => {
    it('GET /api/user is 401 when signed out and the user when signed in; logout ends the session', async () => {
      await t.agent().get('/api/user').expect(401);
      const { client, user } = await t.signedIn('agent');
      const me = await client.get('/api/user').expect(200);
      expect(me.body.id).toBe(user.id);
      await client.post('/api/auth/logout').expect(200, { message: 'You have been successfully logged out.' });
      await client.get('/api/user').expect(401);
    });

    it("stops an inactive user's open session at once", async () => {
      const { client: admin } = await t.signedIn('admin');
      const { client: agent, user } = await t.signedIn('agent');
      await agent.get('/api/user').expect(200);
      await admin.patch(`/api/users/${user.id}`).send({ is_active: false }).expect(200);
      await agent.get('/api/user').expect(401);
    });

    it('reads the user afresh with the session on every request, even when the sessions are left in place', async () => {
      const { client, user } = await t.signedIn('agent');
      const setUser = (fields: string) => auditedQuery(t.dataSource, 'user', `UPDATE users SET ${fields} WHERE id = $1`, [user.id]);
      await client.post('/api/customers/all-customer').send({}).expect(200);
      await setUser('must_change_password = true');
      const pending = await client.post('/api/customers/all-customer').send({}).expect(403);
      expect(pending.body.message).toBe('You must change your temporary password before continuing');
      await setUser('must_change_password = false, is_active = false');
      await client.get('/api/user').expect(401);
      await setUser('is_active = true');
      await client.get('/api/user').expect(401);
    });
  });

  describe('POST /api/auth/register', () => {
    it('creates an inactive agent awaiting approval for the public, without a session', async () => {
      const client = t.agent();
      const response = await client
        .post('/api/auth/register')
        .send({ name: 'Ravi Kumar', email: 'ravi.kumar@example.com', password: 'secret1', role: 'agent' })
        .expect(201);
      expect(response.body).toEqual(SIGN_UP_RECEIVED);
      await client.get('/api/user').expect(401);
      const [row] = await t.dataSource.query(`SELECT role, is_active, awaiting_approval FROM users WHERE email = 'ravi.kumar@example.com'`);
      expect(row).toEqual({ role: 'agent', is_active: false, awaiting_approval: true });
    });

    it('refuses an admin account for the public with the decision text', async () => {
      const response = await t
        .agent()
        .post('/api/auth/register')
        .send({ name: 'Eve Admin', email: 'eve@example.com', password: 'secret1', role: 'admin' })
        .expect(403);
      expect(response.body.message).toBe('Only an administrator can create administrator accounts.');
    });

    it('lets a signed-in admin register an admin without switching their own session', async () => {
      const { client, user } = await t.signedIn('admin');
      await client
        .post('/api/auth/register')
        .send({ name: 'Second Admin', email: 'second.admin@example.com', password: 'secret1', role: 'admin' })
        .expect(201);
      expect((await client.get('/api/user').expect(200)).body.id).toBe(user.id);
    });

    it('validates name, email, password and role with the spec messages', async () => {
      const response = await t.agent().post('/api/auth/register').send({ name: 'A', email: 'x', password: '1', role: 'boss' }).expect(400);
      expect(response.body.errors).toEqual({
        name: 'Name must be at least 2 characters',
        email: 'Please enter a valid email',
        password: 'Password must be at least 6 characters',
        role: 'Please select a role',
      });
    });

    it('answers a taken email, whatever its case, exactly as a new sign-up and changes nothing', async () => {
      const user = await t.createUser();
      const before = await t.dataSource.query(`SELECT * FROM users ORDER BY id`);
      const response = await t
        .agent()
        .post('/api/auth/register')
        .send({ name: 'Copy Cat', email: user.email.toUpperCase(), password: 'secret1', role: 'agent' })
        .expect(201);
      expect(response.body).toEqual(SIGN_UP_RECEIVED);
      expect(await t.dataSource.query(`SELECT * FROM users ORDER BY id`)).toEqual(before);
    });

    it('still answers 409 to a signed-in admin registering a taken email', async () => {
      const { client } = await t.signedIn('admin');
      const user = await t.createUser();
      const response = await client
        .post('/api/auth/register')
        .send({ name: 'Copy Cat', email: user.email, password: 'secret1', role: 'agent' })
        .expect(409);
      expect(response.body.errors).toEqual({ email: 'A user with this email already exists' });
    });
  });

  describe('POST /api/auth/reset-password and must_change_password', () => {
    it('keeps a user with a temporary password out of everything but the password change', async () => {
      const { client: admin } = await t.signedIn('admin');
      const created = await admin
        .post('/api/users')
        .send({ name: 'Temp Agent', email: 'temp.agent@example.com', password: 'temp123', role: 'agent' })
        .expect(201);
      expect(created.body.must_change_password).toBe(true);

      const agent = t.agent();
      const login = await agent.post('/api/auth/login').send({ email: 'temp.agent@example.com', password: 'temp123' }).expect(200);
      expect(login.body.must_change_password).toBe(true);
      await agent.get('/api/user').expect(200);
      const blocked = await agent.get('/api/users/agents').expect(403);
      expect(blocked.body.message).toBe('You must change your temporary password before continuing');

      await agent.post('/api/auth/reset-password').send({ oldPassword: 'temp123', newPassword: NEW_PASSWORD }).expect(200);
      expect((await agent.get('/api/user').expect(200)).body.must_change_password).toBe(false);
      await t.agent().post('/api/auth/login').send({ email: 'temp.agent@example.com', password: NEW_PASSWORD }).expect(200);
    });

    it('enforces the new-password rules and the current password', async () => {
      const { client } = await t.signedIn('agent');
      const missing = await client.post('/api/auth/reset-password').send({ oldPassword: '', newPassword: 'short' }).expect(400);
      expect(missing.body.errors.oldPassword).toBe('Current password is required');
      expect(missing.body.errors.newPassword).toMatch(/at least 8 characters/);
      for (const weak of ['alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSpecial123']) {
        const response = await client.post('/api/auth/reset-password').send({ oldPassword: TEST_PASSWORD, newPassword: weak }).expect(400);
        expect(Object.keys(response.body.errors)).toEqual(['newPassword']);
      }
      const wrongOld = await client.post('/api/auth/reset-password').send({ oldPassword: 'nope-nope', newPassword: NEW_PASSWORD }).expect(400);
      expect(wrongOld.body.errors).toEqual({ oldPassword: 'Current password is incorrect' });
    });

    it("ends the user's other sessions but keeps the current one", async () => {
      const user = await t.createUser();
      const here = t.agent();
      const elsewhere = t.agent();
      await here.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
      await elsewhere.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
      await here.post('/api/auth/reset-password').send({ oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }).expect(200);
      await here.get('/api/user').expect(200);
      await elsewhere.get('/api/user').expect(401);
    });
  });
});

describe('auth on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lets the very first registration be an admin, and only the first', async () => {
    await t.agent().post('/api/auth/register').send({ name: 'First Admin', email: 'first@example.com', password: 'secret1', role: 'admin' }).expect(201);
    await t.agent().post('/api/auth/login').send({ email: 'first@example.com', password: 'secret1' }).expect(200);
    await t.agent().post('/api/auth/register').send({ name: 'Second Admin', email: 'second@example.com', password: 'secret1', role: 'admin' }).expect(403);
  });
});
