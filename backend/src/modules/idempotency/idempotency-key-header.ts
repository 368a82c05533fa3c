import { createHash } from 'node:crypto';
import type { Request } from 'express';
import { isApiKeyPrincipal } from '../../common/security/api-key-principal.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { IDEMPOTENCY_HEADER, IdempotencyErrors } from './idempotency.errors.js';

/** Printable ASCII without spaces, as a UUID or any client's token is (Node joins a repeated header with ", "). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key, undefined when it has none; 400 naming the header when it is not one. */
export function idempotencyKeyOf(request: Request): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY.test(value)) throw IdempotencyErrors.invalidKey();
  return value;
}

/**
 * Who the key belongs to: `user:<id>` for a session, `key:<id>` for an API key (whose `id` is the admin who made it),
 * so one caller's keys never meet another's.
 */
export function principalOf(request: Request): string {
  const caller = request.user as SessionUser;
  return isApiKeyPrincipal(caller) ? `key:${caller.apiKey.id}` : `user:${caller.id}`;
}

/** What "the same request" means: method, path with query, and the body with its object keys in one order. */
export function requestFingerprint(request: Request): string {
  return createHash('sha256').update(JSON.stringify([request.method, request.originalUrl, canonical(request.body)])).digest('base64');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
}
