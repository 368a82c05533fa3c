import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { maskAadhaar, maskedLastFour } from '@crm/shared';
import { createCipheriv } from 'node:crypto';
import { KeyRing } from '../../common/security/key-ring.js';
import { decryptAadhaar, encryptAadhaar, sealedWithCurrentKey } from './aadhaar-cipher.js';

describe('aadhaar cipher', () => {
  const key = new KeyRing(randomBytes(32));

  it('round-trips the number and never holds it in clear', () => {
    const sealed = encryptAadhaar(key, 7, '234123412346');
    expect(sealed.toString('latin1')).not.toContain('234123412346');
    expect(decryptAadhaar(key, 7, sealed)).toBe('234123412346');
  });

  it('seals the same number differently each time (random IV)', () => {
    expect(encryptAadhaar(key, 7, '234123412346').equals(encryptAadhaar(key, 7, '234123412346'))).toBe(false);
  });

  it('refuses another key, another owner and altered bytes', () => {
    const sealed = encryptAadhaar(key, 7, '234123412346');
    expect(() => decryptAadhaar(new KeyRing(randomBytes(32)), 7, sealed)).toThrow();
    expect(() => decryptAadhaar(key, 8, sealed)).toThrow();
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] ^= 1;
    expect(() => decryptAadhaar(key, 7, altered)).toThrow();
    expect(() => decryptAadhaar(key, 7, Buffer.from([1, 2, 3]))).toThrow();
  });

  it('opens what the previous key sealed during a rotation, and says it is not yet under the current key', () => {
    const old = new KeyRing(randomBytes(32));
    const sealed = encryptAadhaar(old, 7, '234123412346');
    const rotated = new KeyRing(randomBytes(32), old.current.key);
    expect(decryptAadhaar(rotated, 7, sealed)).toBe('234123412346');
    expect(sealedWithCurrentKey(rotated, sealed)).toBe(false);
    expect(sealedWithCurrentKey(rotated, encryptAadhaar(rotated, 7, '234123412346'))).toBe(true);
    expect(() => decryptAadhaar(new KeyRing(randomBytes(32)), 7, sealed)).toThrow();
  });

  it('opens the layout from before key ids (version 1) with either configured key', () => {
    const raw = randomBytes(32);
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', raw, iv);
    cipher.setAAD(Buffer.from('aadhaar:user:7'));
    const ciphertext = Buffer.concat([cipher.update('234123412346'), cipher.final()]);
    const version1 = Buffer.concat([Buffer.from([1]), iv, cipher.getAuthTag(), ciphertext]);
    expect(decryptAadhaar(new KeyRing(randomBytes(32), raw), 7, version1)).toBe('234123412346');
    expect(decryptAadhaar(new KeyRing(raw), 7, version1)).toBe('234123412346');
    expect(sealedWithCurrentKey(new KeyRing(raw), version1)).toBe(false);
  });

  it('masks to the last four digits and reads a masked value back', () => {
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
    expect(maskedLastFour('XXXX XXXX 2346')).toBe('2346');
    expect(maskedLastFour('XXXXXXXX2346')).toBe('2346');
    expect(maskedLastFour('234123412346')).toBeNull();
    expect(maskedLastFour('XXXX XXXX 23')).toBeNull();
  });
});
