import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { bootTestApp, type TestApp } from './support/test-app.js';

describe('GET /api/app-config', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({ APP_TIMEZONE: 'Asia/Dubai' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells anyone the business time zone the server computes dates in (APP_TIMEZONE)', async () => {
    const response = await t.agent().get('/api/app-config').expect(200);
    expect(response.body).toEqual({ timezone: 'Asia/Dubai' });
  });
});
