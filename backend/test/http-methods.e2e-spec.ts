import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { bootTestApp, type TestApp } from './support/test-app.js';

/** RFC 9110 §15.5.6: a method the path does not support is 405 with `Allow`; a path nothing serves stays 404. */
describe('unsupported methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp();
  });
  afterAll(() => t.close());

  const allowOf = (response: request.Response) => String(response.headers.allow).split(', ');

  it('answers TRACE on an API path with 405 and the methods that path supports, signed in or not', async () => {
    const { client } = await t.signedIn('admin');
    for (const caller of [request(t.app.getHttpServer()), client]) {
      const response = await caller.trace('/api/customers/MV-1').expect(405);
      expect(allowOf(response)).toEqual(['DELETE', 'GET', 'HEAD']);
      expect(response.body).toEqual({ statusCode: 405, message: 'TRACE is not supported on /api/customers/MV-1; use DELETE, GET or HEAD', error: 'Method Not Allowed' });
    }
  });

  it('answers other methods a path lacks the same way: DELETE on sign-in, PUT on the notifications list', async () => {
    const login = await request(t.app.getHttpServer()).delete('/api/auth/login').expect(405);
    expect(allowOf(login)).toEqual(['POST']);
    const notifications = await request(t.app.getHttpServer()).put('/api/notifications').expect(405);
    expect(allowOf(notifications)).toEqual(['GET', 'HEAD']);
  });

  it('keeps 404 for a path nothing serves, whatever the method', async () => {
    for (const method of ['trace', 'get', 'post'] as const) {
      const response = await request(t.app.getHttpServer())[method]('/api/no-such-thing').expect(404);
      expect(response.headers.allow).toBeUndefined();
    }
  });
});
