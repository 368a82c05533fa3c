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
}

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
