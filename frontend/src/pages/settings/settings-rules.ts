import { MAX_CALL_ATTEMPTS_PER_DAY_LIMIT } from '@crm/shared';
import type { OfficeGeofence } from '../../api/types';

/** An office row as typed in the editor (numbers as text until saved). */
export interface GeofenceDraft {
  name: string;
  latitude: string;
  longitude: string;
  radius_m: string;
}

export type GeofenceErrors = Partial<Record<keyof GeofenceDraft, string>>;

/** The server's limits (settings.definitions): at most 50 offices, radius 10 to 50,000 metres. */
export const MAX_OFFICES = 50;
export const MIN_RADIUS_M = 10;
export const MAX_RADIUS_M = 50_000;
export const MAX_EXEMPT_EMAILS = 100;

export function toDraft(office: OfficeGeofence): GeofenceDraft {
  return { name: office.name, latitude: String(office.latitude), longitude: String(office.longitude), radius_m: String(office.radius_m) };
}

function number(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/** Field messages for one office (empty when valid); the same rules as the server's. */
export function validateGeofence(draft: GeofenceDraft): GeofenceErrors {
  const errors: GeofenceErrors = {};
  const name = draft.name.trim();
  if (name.length < 2) errors.name = 'Office name must be at least 2 characters';
  else if (name.length > 80) errors.name = 'Office name must be at most 80 characters';
  const latitude = number(draft.latitude);
  if (latitude === null || latitude < -90 || latitude > 90) errors.latitude = 'Latitude must be between -90 and 90';
  const longitude = number(draft.longitude);
  if (longitude === null || longitude < -180 || longitude > 180) errors.longitude = 'Longitude must be between -180 and 180';
  const radius = number(draft.radius_m);
  if (radius === null) errors.radius_m = 'Radius must be a number of metres';
  else if (radius < MIN_RADIUS_M) errors.radius_m = `Radius must be at least ${MIN_RADIUS_M} metres`;
  else if (radius > MAX_RADIUS_M) errors.radius_m = `Radius must be at most ${MAX_RADIUS_M} metres`;
  return errors;
}

export function fromDraft(draft: GeofenceDraft): OfficeGeofence {
  return {
    name: draft.name.trim(),
    latitude: Number(draft.latitude.trim()),
    longitude: Number(draft.longitude.trim()),
    radius_m: Number(draft.radius_m.trim()),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A new exempt email: valid, and not already listed (case-insensitive). Returns an error text or null. */
export function validateExemptEmail(email: string, existing: readonly string[]): string | null {
  const value = email.trim().toLowerCase();
  if (!EMAIL.test(value)) return 'Please enter a valid email';
  if (existing.some((item) => item.toLowerCase() === value)) return 'This email is already exempt';
  if (existing.length >= MAX_EXEMPT_EMAILS) return `At most ${MAX_EXEMPT_EMAILS} emails can be exempt`;
  return null;
}

/** The server's limit and rule (settings.definitions: MessageLinkHostsDto). */
export const MAX_LINK_HOSTS = 50;
const HOST = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/;

/** A host as it is saved: trimmed, lower case; a pasted http(s) link gives its host. */
export function normaliseLinkHost(text: string): string {
  const value = text.trim().toLowerCase();
  if (/^https?:\/\//.test(value)) {
    try {
      return new URL(value).hostname;
    } catch {
      return value;
    }
  }
  return value;
}

/** A new allowed link host: a host name, and not already listed. Returns an error text or null. */
export function validateLinkHost(text: string, existing: readonly string[]): string | null {
  const host = normaliseLinkHost(text);
  if (!HOST.test(host)) return 'Enter a host name such as pay.example.in';
  if (existing.includes(host)) return 'This host is already allowed';
  if (existing.length >= MAX_LINK_HOSTS) return `At most ${MAX_LINK_HOSTS} link hosts can be allowed`;
  return null;
}

/** maxCallAttemptsPerDay as typed: a whole number from 0 (off) to the limit; null when it is not. */
export function parseCallAttempts(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,3}$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_CALL_ATTEMPTS_PER_DAY_LIMIT ? value : null;
}
