import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Aadhaar numbers at rest (UIDAI's rules: encrypted, never shown in full). AES-256-GCM with a random 96-bit IV;
 * the owner's user id is the additional authenticated data, so a ciphertext copied onto another profile does not
 * decrypt. Layout: version (1 byte) | IV (12) | tag (16) | ciphertext.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const aad = (userId: number) => Buffer.from(`aadhaar:user:${userId}`);

export function encryptAadhaar(key: Buffer, userId: number, digits: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(aad(userId));
  const ciphertext = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), ciphertext]);
}

/** The 12 digits; throws when the key, the owner or the bytes are not the ones it was sealed with. */
export function decryptAadhaar(key: Buffer, userId: number, sealed: Buffer): string {
  if (sealed.length <= 1 + IV_BYTES + TAG_BYTES || sealed[0] !== VERSION) throw new Error('Not an encrypted Aadhaar number');
  const iv = sealed.subarray(1, 1 + IV_BYTES);
  const tag = sealed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad(userId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(sealed.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
