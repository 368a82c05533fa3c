import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCATION_CACHE_MS, LOCATION_STORAGE_KEY, LOCATION_TIMEOUT_MS, cachePosition, getPosition, readCachedPosition } from './geolocation';

describe('the cached position', () => {
  beforeEach(() => window.localStorage.clear());

  it('is reused for 12 hours, then asked again', () => {
    const at = Date.UTC(2025, 0, 10, 4, 0);
    cachePosition({ latitude: 12.97, longitude: 77.59 }, window.localStorage, at);
    expect(readCachedPosition(window.localStorage, at + LOCATION_CACHE_MS - 1)).toEqual({ latitude: 12.97, longitude: 77.59 });
    expect(readCachedPosition(window.localStorage, at + LOCATION_CACHE_MS + 1)).toBeNull();
  });

  it('ignores damaged entries', () => {
    window.localStorage.setItem(LOCATION_STORAGE_KEY, '{not json');
    expect(readCachedPosition()).toBeNull();
    window.localStorage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ latitude: 200, longitude: 1, at: Date.now() }));
    expect(readCachedPosition()).toBeNull();
  });
});

describe('getPosition', () => {
  const original = navigator.geolocation;
  afterEach(() => {
    Object.defineProperty(navigator, 'geolocation', { value: original, configurable: true });
    window.localStorage.clear();
  });

  function fakeGeolocation(impl: Geolocation['getCurrentPosition']) {
    const getCurrentPosition = vi.fn(impl);
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    return getCurrentPosition;
  }

  it('asks with high accuracy and a 10 s timeout, then caches', async () => {
    const ask = fakeGeolocation((success) => success({ coords: { latitude: 28.6, longitude: 77.2 } } as GeolocationPosition));
    await expect(getPosition()).resolves.toEqual({ position: { latitude: 28.6, longitude: 77.2 } });
    expect(ask.mock.calls[0][2]).toEqual({ enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 });
    await getPosition();
    expect(ask).toHaveBeenCalledTimes(1);
    await getPosition({ fresh: true });
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('says why it has no position', async () => {
    fakeGeolocation((_, failure) => failure?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError));
    await expect(getPosition()).resolves.toEqual({ position: null, failure: 'denied' });
    fakeGeolocation((_, failure) => failure?.({ code: 3, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: '' } as GeolocationPositionError));
    await expect(getPosition()).resolves.toEqual({ position: null, failure: 'timeout' });
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    await expect(getPosition()).resolves.toEqual({ position: null, failure: 'unsupported' });
  });
});
