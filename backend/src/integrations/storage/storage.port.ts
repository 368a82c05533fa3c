import type { Readable } from 'node:stream';

/**
 * Where the CRM keeps files (call recordings, uploads). Adapters: a directory under DATA_DIR (the default) and an
 * S3-compatible bucket, chosen once from the S3_* variables; domain code depends only on this file. Keys are
 * slash-separated names checked by `assertStorageKey` in every adapter, so a key never leaves its root.
 */
export const STORAGE = Symbol('STORAGE');

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredObjectInfo {
  /** The whole object's size in bytes, also when only a range is read. */
  size: number;
  contentType: string;
}

export interface StoredObject extends StoredObjectInfo {
  stream: Readable;
}

export interface Storage {
  /** Writes (or replaces) the object; a stream is written as it arrives. */
  put(key: string, body: Buffer | Readable, contentType: string): Promise<void>;
  /** The object, or only `range` of it; a missing key throws StorageNotFoundError. */
  get(key: string, range?: ByteRange): Promise<StoredObject>;
  /** Size and content type without reading the bytes; a missing key throws StorageNotFoundError. */
  stat(key: string): Promise<StoredObjectInfo>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Up to `limit` keys after `after` (all from the start when null), in code-unit order: a walk that can resume. */
  list(after: string | null, limit: number): Promise<string[]>;
}

/** What the key-rotation job needs of the storage: its keys, and moving one object to the current key. */
export interface StorageKeyRotation {
  list(after: string | null, limit: number): Promise<string[]>;
  /** Re-wraps the object's data key with the current key (or seals a clear one); answers what it found. */
  rewrap(key: string): Promise<'current' | 'rewrapped' | 'sealed' | 'missing'>;
}
export const STORAGE_KEY_ROTATION = Symbol('STORAGE_KEY_ROTATION');

export class StorageNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`No stored object under "${key}"`);
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(readonly key: string, reason: string) {
    super(`Refused storage key ${JSON.stringify(key.slice(0, 80))}: ${reason}`);
  }
}
