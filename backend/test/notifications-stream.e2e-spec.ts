import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { NotificationsService } from '../src/modules/notifications/notifications.service.js';
import type { User } from '../src/modules/users/entities/user.entity.js';
import { bootTestApp, TEST_PASSWORD, type TestApp } from './support/test-app.js';

interface Stream {
  status: number;
  contentType: string | undefined;
  /** The next `unread` event's data. */
  next(): Promise<{ count: number }>;
  /** Every `unread` event received and not yet taken by next(). */
  unread: { count: number }[];
  /** Settles when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

describe('the notification stream (Server-Sent Events)', () => {
  let t: TestApp;
  let port: number;
  const open: Stream[] = [];

  beforeAll(async () => {
    t = await bootTestApp();
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(async () => {
    for (const stream of open) stream.close();
    await t.close();
  });

  async function sessionCookieOf(user: User): Promise<string> {
    const response = await request(t.app.getHttpServer()).post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    return String(response.headers['set-cookie']).split(';')[0];
  }

  function openStream(cookie?: string): Promise<Stream> {
    return new Promise((resolve, reject) => {
      const received: { count: number }[] = [];
      const waiting: ((event: { count: number }) => void)[] = [];
      let buffered = '';
      const call = http.get({ port, path: '/api/notifications/stream', headers: cookie ? { cookie } : {} }, (response) => {
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffered += chunk;
          const blocks = buffered.split('\n\n');
          buffered = blocks.pop() ?? '';
          for (const block of blocks) {
            const lines = block.split('\n');
            if (!lines.includes('event: unread')) continue;
            const event = JSON.parse(lines.find((line) => line.startsWith('data: '))!.slice('data: '.length)) as { count: number };
            const waiter = waiting.shift();
            if (waiter) waiter(event);
            else received.push(event);
          }
        });
        const stream: Stream = {
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'],
          next: () => new Promise((resolveEvent) => (received.length ? resolveEvent(received.shift()!) : waiting.push(resolveEvent))),
          unread: received,
          ended: new Promise((resolveEnd) => response.on('close', () => resolveEnd())),
          close: () => call.destroy(),
        };
        open.push(stream);
        resolve(stream);
      });
      call.on('error', (error) => {
        if (!open.some((stream) => stream.status)) reject(error);
      });
    });
  }

  const notify = (userIds: number[]) =>
    t.dataSource.transaction((manager) => t.app.get(NotificationsService).notify(manager, { userIds }, { kind: 'promise_broken', title: 'A promise to pay was broken' }));

  it("sends the caller's unread count at once, again when one of their notifications is raised or read, and not for other users'", async () => {
    const agent = await t.createUser({ role: 'agent' });
    const other = await t.createUser({ role: 'agent' });
    const cookie = await sessionCookieOf(agent);
    const stream = await openStream(cookie);
    expect(stream.status).toBe(200);
    expect(stream.contentType).toMatch(/^text\/event-stream/);
    expect(await stream.next()).toEqual({ count: 0 });

    await notify([agent.id]);
    expect(await stream.next()).toEqual({ count: 1 });

    // Another user's notification sends nothing here: the next event this stream gets is the agent's own.
    await notify([other.id]);
    await notify([agent.id]);
    expect(await stream.next()).toEqual({ count: 2 });

    const [first] = (await request(t.app.getHttpServer()).get('/api/notifications?range=[0,0]').set('Cookie', cookie).expect(200)).body as { id: number }[];
    await request(t.app.getHttpServer()).patch(`/api/notifications/${first.id}`).set('Cookie', cookie).send({ read: true }).expect(200);
    expect(await stream.next()).toEqual({ count: 1 });
    await request(t.app.getHttpServer()).post('/api/notifications/read-all').set('Cookie', cookie).expect(200);
    expect(await stream.next()).toEqual({ count: 0 });
  });

  it('reaches every stream of the user (two tabs), and a rolled-back notification reaches none', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const cookie = await sessionCookieOf(agent);
    const [tab1, tab2] = [await openStream(cookie), await openStream(cookie)];
    expect([await tab1.next(), await tab2.next()]).toEqual([{ count: 0 }, { count: 0 }]);

    await t.dataSource
      .transaction(async (manager) => {
        await t.app.get(NotificationsService).notify(manager, { userIds: [agent.id] }, { kind: 'promise_broken', title: 'Rolled back' });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await notify([agent.id]);
    expect([await tab1.next(), await tab2.next()]).toEqual([{ count: 1 }, { count: 1 }]);
  });

  it('a job raising many at once (notifyEach) signals each of its users', async () => {
    const [a, b] = [await t.createUser({ role: 'agent' }), await t.createUser({ role: 'agent' })];
    const [streamA, streamB] = [await openStream(await sessionCookieOf(a)), await openStream(await sessionCookieOf(b))];
    expect([await streamA.next(), await streamB.next()]).toEqual([{ count: 0 }, { count: 0 }]);
    await t.dataSource.transaction((manager) =>
      t.app.get(NotificationsService).notifyEach(manager, [a, a, b].map((user, i) => ({ userId: user.id, kind: 'follow_up_due', title: `Reminder ${i}` }))),
    );
    expect([await streamA.next(), await streamB.next()]).toEqual([{ count: 2 }, { count: 1 }]);
  });

  /** The stream and the signed-in client it was opened from (its cookie). */
  async function signedInStream(user: User) {
    const client = request.agent(t.app.getHttpServer());
    const login = await client.post('/api/auth/login').send({ email: user.email, password: TEST_PASSWORD }).expect(200);
    const stream = await openStream(String(login.headers['set-cookie']).split(';')[0]);
    expect(await stream.next()).toEqual({ count: 0 });
    return { client, stream };
  }

  it("ends at sign-out, and only that session's streams: the same user's other session keeps hearing", async () => {
    const agent = await t.createUser({ role: 'agent' });
    const [leaving, staying] = [await signedInStream(agent), await signedInStream(agent)];
    await leaving.client.post('/api/auth/logout').expect(200);
    await leaving.stream.ended;
    await notify([agent.id]);
    expect(await staying.stream.next()).toEqual({ count: 1 });
    expect(leaving.stream.unread).toEqual([]);
  });

  it('ends when an admin deactivates the user, in every session', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const [one, two] = [await signedInStream(agent), await signedInStream(agent)];
    const { client: admin } = await t.signedIn('admin');
    await admin.patch(`/api/users/${agent.id}`).send({ is_active: false }).expect(200);
    await Promise.all([one.stream.ended, two.stream.ended]);
  });

  it("ends the user's other sessions' streams when they change their password, and keeps the one they changed it from", async () => {
    const agent = await t.createUser({ role: 'agent' });
    const [changing, other] = [await signedInStream(agent), await signedInStream(agent)];
    await changing.client.post('/api/auth/reset-password').send({ oldPassword: TEST_PASSWORD, newPassword: 'N3w-passw0rd!' }).expect(200);
    await other.stream.ended;
    await notify([agent.id]);
    expect(await changing.stream.next()).toEqual({ count: 1 });
  });

  it('checks the session again before each push: a session gone by any road (expired, pruned) ends the stream with no count', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const { stream } = await signedInStream(agent);
    await t.dataSource.query(`DELETE FROM session WHERE sess -> 'passport' ->> 'user' = $1`, [String(agent.id)]);
    await notify([agent.id]);
    await stream.ended;
    expect(stream.unread).toEqual([]);
  });

  it('keeps at most 5 open streams per user: a sixth is refused with 429 until one closes', async () => {
    const agent = await t.createUser({ role: 'agent' });
    const cookie = await sessionCookieOf(agent);
    const streams = [];
    for (let i = 0; i < 5; i += 1) {
      const stream = await openStream(cookie);
      expect(await stream.next()).toEqual({ count: 0 });
      streams.push(stream);
    }
    const refused = await openStream(cookie);
    expect(refused.status).toBe(429);
    // Another user is not affected by this one's streams.
    expect((await openStream(await sessionCookieOf(await t.createUser({ role: 'agent' })))).status).toBe(200);

    streams[0].close();
    await streams[0].ended;
    let reopened = await openStream(cookie);
    // The server hears the close a moment after the client does.
    while (reopened.status === 429) reopened = await openStream(cookie);
    expect(reopened.status).toBe(200);
    expect(await reopened.next()).toEqual({ count: 0 });
  });

  it('is refused without a session', async () => {
    const stream = await openStream();
    expect(stream.status).toBe(401);
  });
});
