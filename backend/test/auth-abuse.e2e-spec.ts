import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LOGIN_THROTTLE, LoginThrottle } from '../src/modules/auth/login-throttle.js';
import { SIGN_UP_LIMIT } from '../src/modules/auth/sign-up-limit.js';
import { bootTestApp, TEST_PASSWORD, type TestApp } from './support/test-app.js';

const NEW_PASSWORD = 'N3w!Password';

/** Sign-up and sign-in limits per client address: the app trusts X-Forwarded-For here, so each test picks its addresses. */
describe('auth abuse limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (address: string, email: string, password: string) =>
    t.agent().post('/api/auth/login').set('X-Forwarded-For', address).send({ email, password });
  const register = (address: string, email: string) =>
    t.agent().post('/api/auth/register').set('X-Forwarded-For', address).send({ name: 'New Agent', email, password: 'secret1', role: 'agent' });

  describe('public sign-up', () => {
    it('answers 403 with the decision text to an awaiting account with the right password, 401 with a wrong one', async () => {
      await register('198.18.0.1', 'waiting@example.com').expect(201);
      const waiting = await login('198.18.0.1', 'waiting@example.com', 'secret1').expect(403);
      expect(waiting.body.message).toBe("Your account is waiting for an administrator's approval.");
      const wrong = await login('198.18.0.1', 'waiting@example.com', 'wrong-password').expect(401);
      expect(wrong.body.message).toBe('Invalid email or password');
    });

    it('signs in once an admin switches the account active, which clears awaiting_approval', async () => {
      await register('198.18.0.2', 'approved@example.com').expect(201);
      const [{ id }] = await t.dataSource.query(`SELECT id FROM users WHERE email = 'approved@example.com'`);
      const { client: admin } = await t.signedIn('admin');
      const approved = await admin.patch(`/api/users/${id}`).send({ is_active: true }).expect(200);
      expect(approved.body).toEqual(expect.objectContaining({ is_active: true, awaiting_approval: false }));
      await login('198.18.0.2', 'approved@example.com', 'secret1').expect(200);
    });

    it('limits sign-ups per address, taken emails included, and leaves other addresses alone', async () => {
      const taken = await t.createUser();
      await register('198.18.1.1', taken.email).expect(201);
      for (let i = 1; i < SIGN_UP_LIMIT.perAddress; i += 1) await register('198.18.1.1', `burst${i}@example.com`).expect(201);
      const refused = await register('198.18.1.1', 'one-more@example.com').expect(429);
      expect(refused.body.message).toMatch(/Too many sign-ups from this address/);
      await register('198.18.1.2', 'elsewhere@example.com').expect(201);
      t.clock.advance(SIGN_UP_LIMIT.windowMinutes * 60_000 + 1000);
      await register('198.18.1.1', 'next-hour@example.com').expect(201);
    });
  });

  describe('failed sign-ins', () => {
    it('lets the right password in from a clean address while another address is throttled on that email', async () => {
      const user = await t.createUser();
      for (let i = 0; i < LOGIN_THROTTLE.perEmail; i += 1) await login('203.0.113.1', user.email, 'wrong-password').expect(401);
      await login('203.0.113.1', user.email, TEST_PASSWORD).expect(429);
      await login('203.0.113.2', user.email, TEST_PASSWORD).expect(200);
    });

    it('doubles the wait with every further failure, and lets the right password in once it is over', async () => {
      const user = await t.createUser();
      for (let i = 0; i < LOGIN_THROTTLE.perEmail; i += 1) await login('203.0.113.3', user.email, 'wrong-password').expect(401);
      t.clock.advance(LOGIN_THROTTLE.baseDelaySeconds * 1000 + 1000);
      await login('203.0.113.3', user.email, 'wrong-password').expect(401);
      t.clock.advance(LOGIN_THROTTLE.baseDelaySeconds * 1000 + 1000);
      await login('203.0.113.3', user.email, TEST_PASSWORD).expect(429);
      t.clock.advance(LOGIN_THROTTLE.baseDelaySeconds * 1000);
      await login('203.0.113.3', user.email, TEST_PASSWORD).expect(200);
    });

    it('refuses an address that fails on many emails, even for a right password, but not other addresses', async () => {
      const user = await t.createUser();
      const sprayed = Array.from({ length: LOGIN_THROTTLE.perAddress }, (_, i) => login('203.0.113.4', `sprayed${i}@example.com`, 'wrong-password'));
      expect((await Promise.all(sprayed)).map((answer) => answer.status)).toEqual(Array(LOGIN_THROTTLE.perAddress).fill(401));
      const refused = await login('203.0.113.4', user.email, TEST_PASSWORD).expect(429);
      expect(refused.body.message).toMatch(/Too many failed sign-in attempts/);
      await login('203.0.113.5', user.email, TEST_PASSWORD).expect(200);
    }, 120_000);

    it('lets a floor behind one address sign in at once: checks still running are not failures of the address', async () => {
      // Found by the load benchmark: 60 agents signing in together from one office got 25 × 429 with right passwords.
      const throttle = t.app.get(LoginThrottle);
      const floor = 2 * LOGIN_THROTTLE.perAddress;
      let settled = 0;
      let openGate: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      const settle = () => (settled += 1) === floor && openGate();
      // Every password check waits until each sign-in has been booked (or refused), so they are all in flight at once.
      const checks = Array.from({ length: floor }, (_, i) =>
        throttle.check(`floor${i}@example.com`, '203.0.113.9', async () => (settle(), await gate, true)).catch((error: unknown) => (settle(), Promise.reject(error))),
      );
      const answers = await Promise.allSettled(checks);
      expect(answers.filter((answer) => answer.status === 'rejected')).toEqual([]);
      // They were right passwords: nothing stays booked against the address.
      await login('203.0.113.9', 'floor0@example.com', 'wrong-password').expect(401);
    });

    it('counts 60 concurrent failures in turn, so only the free ones get 401', async () => {
      const user = await t.createUser();
      const answers = await Promise.all(Array.from({ length: 60 }, () => login('203.0.113.6', user.email, 'wrong-password')));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(LOGIN_THROTTLE.perEmail);
      expect(statuses.filter((status) => status === 429)).toHaveLength(60 - LOGIN_THROTTLE.perEmail);
    });

    it('throttles wrong current passwords on a password change the same way', async () => {
      const user = await t.createUser();
      const client = t.agent();
      await client.post('/api/auth/login').set('X-Forwarded-For', '203.0.113.7').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
      const change = (oldPassword: string) =>
        client.post('/api/auth/reset-password').set('X-Forwarded-For', '203.0.113.7').send({ oldPassword, newPassword: NEW_PASSWORD });
      for (let i = 0; i < LOGIN_THROTTLE.perEmail; i += 1) await change('wrong-password').expect(400);
      const refused = await change(TEST_PASSWORD).expect(429);
      expect(refused.body.message).toMatch(/Too many failed/);
    });
  });
});
