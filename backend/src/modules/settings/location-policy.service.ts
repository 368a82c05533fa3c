import { Injectable } from '@nestjs/common';
import type { SessionUser } from '../../common/security/session-user.js';
import { SettingsErrors } from './settings.errors.js';
import { SettingsService } from './settings.service.js';

interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_M = 6_371_000;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: Coordinates, b: Coordinates): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Reads `X-Geo-Latitude` / `X-Geo-Longitude`; undefined when absent or not numbers in range. */
export function coordinatesFromHeaders(headers: Record<string, string | string[] | undefined>): Coordinates | undefined {
  const latitude = Number(headers['x-geo-latitude']);
  const longitude = Number(headers['x-geo-longitude']);
  if (headers['x-geo-latitude'] === undefined || headers['x-geo-longitude'] === undefined) return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return { latitude, longitude };
}

/**
 * Where agents may work from: inside any configured office geofence. No geofences means anywhere; admins and the
 * `locationExemptEmails` accounts are exempt.
 */
@Injectable()
export class LocationPolicy {
  constructor(private readonly settings: SettingsService) {}

  async assertAllowed(user: SessionUser, at: Coordinates | undefined, deniedMessage: string): Promise<void> {
    if (user.role === 'admin') return;
    const offices = await this.settings.get('officeGeofences');
    if (offices.length === 0) return;
    const exempt = await this.settings.get('locationExemptEmails');
    if (exempt.includes(user.email.toLowerCase())) return;
    if (!at) throw SettingsErrors.locationRequired();
    if (!offices.some((office) => distanceMetres(at, office) <= office.radius_m)) throw SettingsErrors.outsideOffices(deniedMessage);
  }
}
