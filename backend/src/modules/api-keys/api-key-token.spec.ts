import { describe, expect, it } from '@jest/globals';
import { formatToken, hashSecret, newKeyId, newSecret, parseToken, secretMatches } from './api-key-token.js';

describe('API key tokens', () => {
  it('carries a recognisable prefix and key id, and at least 32 random bytes', () => {
    const [keyId, secret] = [newKeyId(), newSecret()];
    const token = formatToken(keyId, secret);
    expect(token).toMatch(/^crm_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(parseToken(token)).toEqual({ keyId, secret });
  });

  it('matches only the stored hash of its own secret', () => {
    const secret = newSecret();
    expect(secretMatches(secret, hashSecret(secret))).toBe(true);
    expect(secretMatches(newSecret(), hashSecret(secret))).toBe(false);
    expect(secretMatches(secret, null)).toBe(false);
  });

  it('refuses anything not shaped like a key', () => {
    for (const token of ['', 'crm_', 'crm_abc_def', `sk_${newKeyId()}_${newSecret()}`, `${formatToken(newKeyId(), newSecret())}x`]) expect(parseToken(token)).toBeNull();
  });
});
