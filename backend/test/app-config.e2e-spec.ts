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
    expect(response.body).toMatchObject({ timezone: 'Asia/Dubai' });
  });

  it('tells the calling window (CALL_WINDOW, default 08:00-19:00), so the Call button can say when calling is allowed', async () => {
    const response = await t.agent().get('/api/app-config').expect(200);
    expect(response.body).toEqual({ timezone: 'Asia/Dubai', call_window: { start: '08:00', end: '19:00' } });
  });
});

describe('GET /api/app-config without a calling window', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await bootTestApp({ CALL_WINDOW: '' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers call_window null when CALL_WINDOW is empty', async () => {
    const response = await t.agent().get('/api/app-config').expect(200);
    expect(response.body.call_window).toBeNull();
  });
});
