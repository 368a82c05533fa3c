import { createHash } from 'node:crypto';

/** Bytes of a key's id: enough to tell a handful of keys apart, and says nothing about the key. */
export const KEY_ID_BYTES = 8;

export interface DataKey {
  /** SHA-256 of a label and the key, first 8 bytes: what a sealed object or column records. */
  id: Buffer;
  key: Buffer;
}

/** The id a ciphertext records for the key that sealed it (or wrapped its data key). */
export function keyIdOf(key: Buffer): Buffer {
  return createHash('sha256').update('crm data encryption key id\0').update(key).digest().subarray(0, KEY_ID_BYTES);
}

/**
 * The keys that protect data at rest: DATA_ENCRYPTION_KEY seals everything new; DATA_ENCRYPTION_KEY_PREVIOUS, during
 * a rotation, still opens what it sealed until the rotation job has moved it to the current key.
 */
export class KeyRing {
  readonly current: DataKey;
  readonly previous: DataKey | null;

  constructor(current: Buffer, previous: Buffer | null = null) {
    this.current = { id: keyIdOf(current), key: current };
    this.previous = previous && !previous.equals(current) ? { id: keyIdOf(previous), key: previous } : null;
  }

  /** The key with this id, or undefined when neither configured key has it. */
  find(id: Buffer): DataKey | undefined {
    return [this.current, this.previous].find((candidate) => candidate?.id.equals(id)) ?? undefined;
  }

  /** Every configured key, the current one first. */
  all(): DataKey[] {
    return this.previous ? [this.current, this.previous] : [this.current];
  }
}
