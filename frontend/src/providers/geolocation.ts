/** A position sent with calls that need one (DECISIONS "Location": X-Geo-Latitude / X-Geo-Longitude). */
export interface GeoPosition {
  latitude: number;
  longitude: number;
  /** Metres, when the browser said (check-in stores it). */
  accuracy?: number;
}

/** Spec §9: geolocation is cached 12 hours, asked with a 10 s timeout and high accuracy. */
export const LOCATION_CACHE_MS = 12 * 60 * 60 * 1000;
export const LOCATION_TIMEOUT_MS = 10_000;
export const LOCATION_STORAGE_KEY = 'crm.location';

interface CachedPosition extends GeoPosition {
  /** When the browser gave the position (epoch ms). */
  at: number;
}

export type LocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export type LocationResult = { position: GeoPosition; failure?: undefined } | { position: null; failure: LocationFailure };

function isValid(value: unknown): value is CachedPosition {
  if (!value || typeof value !== 'object') return false;
  const { latitude, longitude, at } = value as Record<string, unknown>;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    typeof at === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** The cached position if it is younger than 12 hours. */
export function readCachedPosition(storage: Storage = window.localStorage, now: number = Date.now()): GeoPosition | null {
  try {
    const raw = storage.getItem(LOCATION_STORAGE_KEY);
    if (!raw) return null;
    const cached: unknown = JSON.parse(raw);
    if (!isValid(cached) || now - cached.at > LOCATION_CACHE_MS || cached.at > now + 60_000) return null;
    return { latitude: cached.latitude, longitude: cached.longitude };
  } catch {
    return null;
  }
}

export function cachePosition(position: GeoPosition, storage: Storage = window.localStorage, now: number = Date.now()): void {
  try {
    storage.setItem(LOCATION_STORAGE_KEY, JSON.stringify({ latitude: position.latitude, longitude: position.longitude, at: now }));
  } catch {
    // Private mode or a full storage: the position is simply asked again next time.
  }
}

export function clearCachedPosition(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(LOCATION_STORAGE_KEY);
  } catch {
    // ignore
  }
}

function failureOf(error: GeolocationPositionError): LocationFailure {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  if (error.code === error.TIMEOUT) return 'timeout';
  return 'unavailable';
}

/**
 * The browser's position: from the 12-hour cache unless `fresh`, otherwise from navigator.geolocation (high
 * accuracy, 10 s timeout), then cached. Never rejects: a failure says why.
 */
export function getPosition({ fresh = false }: { fresh?: boolean } = {}): Promise<LocationResult> {
  if (!fresh) {
    const cached = readCachedPosition();
    if (cached) return Promise.resolve({ position: cached });
  }
  if (typeof navigator === 'undefined' || !navigator.geolocation) {
    return Promise.resolve({ position: null, failure: 'unsupported' });
  }
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy };
        cachePosition(position);
        resolve({ position });
      },
      (error) => resolve({ position: null, failure: failureOf(error) }),
      { enableHighAccuracy: true, timeout: LOCATION_TIMEOUT_MS, maximumAge: 0 },
    );
  });
}
