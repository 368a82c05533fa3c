import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KEY_ID_BYTES, type DataKey, type KeyRing } from '../../common/security/key-ring.js';

/**
 * Aadhaar numbers at rest (UIDAI's rules: encrypted, never shown in full). AES-256-GCM with a random 96-bit IV;
 * the owner's user id is the additional authenticated data, so a ciphertext copied onto another profile does not
 * decrypt. Layout: version 2 (1 byte) | key id (8) | IV (12) | tag (16) | ciphertext. Version 1 (before issue 31)
 * has no key id: it is opened by trying the configured keys, and the rotation job rewrites it as version 2.
 */
const VERSION_1 = 1;
const VERSION = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;

const aad = (userId: number) => Buffer.from(`aadhaar:user:${userId}`);

export function encryptAadhaar(keys: KeyRing, userId: number, digits: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, iv);
  cipher.setAAD(aad(userId));
  const ciphertext = Buffer.concat([cipher.update(digits, 'utf8'), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), keys.current.id, iv, cipher.getAuthTag(), ciphertext]);
}

function open(key: Buffer, userId: number, body: Buffer): string {
  const iv = body.subarray(0, IV_BYTES);
  const tag = body.subarray(IV_BYTES, IV_BYTES + TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(aad(userId));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The 12 digits; throws when no configured key, the owner or the bytes are not the ones it was sealed with. */
export function decryptAadhaar(keys: KeyRing, userId: number, sealed: Buffer): string {
  if (sealed[0] === VERSION && sealed.length > 1 + KEY_ID_BYTES + IV_BYTES + TAG_BYTES) {
    const key = keys.find(sealed.subarray(1, 1 + KEY_ID_BYTES));
    if (!key) throw new Error('The Aadhaar number is sealed with a key this server does not hold');
    return open(key.key, userId, sealed.subarray(1 + KEY_ID_BYTES));
  }
  if (sealed[0] === VERSION_1 && sealed.length > 1 + IV_BYTES + TAG_BYTES) {
    const opened = keys.all().map((key: DataKey) => tryOpen(key.key, userId, sealed.subarray(1)));
    const digits = opened.find((value) => value !== null);
    if (digits) return digits;
  }
  throw new Error('Not an encrypted Aadhaar number, or sealed with a key this server does not hold');
}

function tryOpen(key: Buffer, userId: number, body: Buffer): string | null {
  try {
    return open(key, userId, body);
  } catch {
    return null;
  }
}

/** Whether the number is sealed, in the current layout, with the current key (nothing for the rotation job to do). */
export function sealedWithCurrentKey(keys: KeyRing, sealed: Buffer): boolean {
  return sealed[0] === VERSION && sealed.subarray(1, 1 + KEY_ID_BYTES).equals(keys.current.id);
}
