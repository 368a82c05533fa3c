import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { maskAadhaar, maskedLastFour } from '@crm/shared';
import { decryptAadhaar, encryptAadhaar } from './aadhaar-cipher.js';

describe('aadhaar cipher', () => {
  const key = randomBytes(32);

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
    expect(() => decryptAadhaar(randomBytes(32), 7, sealed)).toThrow();
    expect(() => decryptAadhaar(key, 8, sealed)).toThrow();
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] ^= 1;
    expect(() => decryptAadhaar(key, 7, altered)).toThrow();
    expect(() => decryptAadhaar(key, 7, Buffer.from([1, 2, 3]))).toThrow();
  });

  it('masks to the last four digits and reads a masked value back', () => {
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
    expect(maskedLastFour('XXXX XXXX 2346')).toBe('2346');
    expect(maskedLastFour('XXXXXXXX2346')).toBe('2346');
    expect(maskedLastFour('234123412346')).toBeNull();
    expect(maskedLastFour('XXXX XXXX 23')).toBeNull();
  });
});
