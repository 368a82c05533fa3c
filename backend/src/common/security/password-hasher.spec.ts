import { describe, expect, it } from '@jest/globals';
import { hashPassword, verifyPassword } from './password-hasher.js';

describe('password hasher', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('S3cret!pass');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    await expect(verifyPassword('S3cret!pass', stored)).resolves.toBe(true);
    await expect(verifyPassword('S3cret!pasS', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same')).not.toEqual(await hashPassword('same'));
  });

  it('refuses malformed stored values instead of throwing', async () => {
    await expect(verifyPassword('x', 'plaintext')).resolves.toBe(false);
  });
});
