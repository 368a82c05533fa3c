import { afterEach, describe, expect, it, vi } from 'vitest';
import { businessDay, businessTimeZone, setBusinessTimeZone } from '../i18n/dates';
import { applyAppConfig } from './appConfig';

const testZone = businessTimeZone();

afterEach(() => {
  vi.unstubAllGlobals();
  setBusinessTimeZone(testZone);
});

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

describe('applyAppConfig', () => {
  it('computes business dates in the time zone the server tells', async () => {
    const fetchMock = answer(200, { timezone: 'America/New_York' });
    vi.stubGlobal('fetch', fetchMock);

    await applyAppConfig();

    expect(fetchMock).toHaveBeenCalledWith('/api/app-config', expect.objectContaining({ credentials: 'include' }));
    expect(businessTimeZone()).toBe('America/New_York');
    expect(businessDay(new Date('2025-01-06T03:00:00Z'))).toBe('2025-01-05');
  });

  it('keeps the zone it has when the server cannot answer', async () => {
    vi.stubGlobal('fetch', answer(503, { statusCode: 503, message: 'Down' }));
    await expect(applyAppConfig()).resolves.toBeUndefined();
    expect(businessTimeZone()).toBe(testZone);
  });
});
