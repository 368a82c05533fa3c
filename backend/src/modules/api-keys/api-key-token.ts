import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A key's secret as the integrator holds it: `crm_<key id>_<secret>`. The prefix and the 12-hex-digit key id make
 * leaked keys easy for secret scanners to find and let the server find the key without scanning; the secret is 32
 * random bytes (base64url). Only the secret's SHA-256 is stored: with 256 random bits, a slow hash adds nothing.
 */
export const TOKEN_PREFIX = 'crm_';
const TOKEN = /^crm_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export const newKeyId = () => randomBytes(6).toString('hex');
export const newSecret = () => randomBytes(32).toString('base64url');
export const formatToken = (keyId: string, secret: string) => `${TOKEN_PREFIX}${keyId}_${secret}`;
export const publicPrefix = (keyId: string) => `${TOKEN_PREFIX}${keyId}`;
export const hashSecret = (secret: string): Buffer => createHash('sha256').update(secret).digest();

export function parseToken(token: string): { keyId: string; secret: string } | null {
  const match = TOKEN.exec(token);
  return match ? { keyId: match[1], secret: match[2] } : null;
}

/** Constant-time comparison of the presented secret's hash with a stored one. */
export function secretMatches(secret: string, stored: Buffer | null): boolean {
  return !!stored && stored.length === 32 && timingSafeEqual(hashSecret(secret), stored);
}
