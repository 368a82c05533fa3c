import type { OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { Readable } from 'node:stream';
import type { KeyRing } from '../../common/security/key-ring.js';
import {
  HEADER_BYTES,
  isSealed,
  newSealedHeader,
  openStream,
  plainSize,
  sealedKeyId,
  sealedSpan,
  sealStream,
  slice,
  unwrapDataKey,
  wrapDataKey,
} from './sealed-object.js';
import { type ByteRange, type Storage, type StorageKeyRotation, type StoredObject, type StoredObjectInfo, StorageNotFoundError } from './storage.port.js';

interface Head {
  /** The sealed header, or null for a clear object written before objects were sealed. */
  header: Buffer | null;
  /** The stored object's size (sealed bytes for a sealed one). */
  storedSize: number;
  contentType: string;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Every object sealed at rest (issue 31), over either adapter (local disk, S3): `sealed-object.ts` says how. What the
 * adapter stores carries its own key id in its header, so the object alone says which key opens it, whichever table
 * (or none: call recordings) knows of it. Clear objects from before are still read as they are until the rotation
 * job seals them (`rewrap`).
 */
export class SealedStorage implements Storage, StorageKeyRotation, OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly inner: Storage & Partial<OnModuleInit & OnModuleDestroy>,
    private readonly keys: KeyRing,
  ) {}

  /** The adapter's own start and stop (the folder's modes, the S3 client), which Nest calls on this provider only. */
  async onModuleInit(): Promise<void> {
    await this.inner.onModuleInit?.();
  }

  async onModuleDestroy(): Promise<void> {
    await this.inner.onModuleDestroy?.();
  }

  async put(key: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const { header, dataKey } = newSealedHeader(this.keys, key);
    const sealed = sealStream(header, dataKey, Buffer.isBuffer(body) ? [body] : body);
    // A photo arrives whole: sealed whole, it goes to S3 as one PutObject rather than a multipart upload.
    await this.inner.put(key, Buffer.isBuffer(body) ? await concat(sealed) : Readable.from(sealed), contentType);
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject> {
    if (!range) return this.getWhole(key);
    const head = await this.head(key);
    if (!head.header) return this.inner.get(key, range);
    const dataKey = unwrapDataKey(this.keys, key, head.header);
    const size = plainSize(head.storedSize);
    const start = Math.min(range.start, size);
    const end = Math.min(range.end, size - 1);
    const span = sealedSpan(head.storedSize, start, Math.max(start, end));
    const body = await this.inner.get(key, { start: span.from, end: span.to });
    const stream = Readable.from(end < start ? [] : slice(openStream(dataKey, body.stream, span), span.skip, span.take));
    return { size, contentType: head.contentType, stream };
  }

  /** The whole object in one read of the adapter: the header is taken off the front of the stream. */
  private async getWhole(key: string): Promise<StoredObject> {
    const object = await this.inner.get(key);
    const iterator = (object.stream as AsyncIterable<Buffer | Uint8Array>)[Symbol.asyncIterator]();
    const front: Buffer[] = [];
    let frontBytes = 0;
    while (frontBytes < HEADER_BYTES) {
      const next = await iterator.next();
      if (next.done) break;
      front.push(Buffer.from(next.value));
      frontBytes += next.value.length;
    }
    const first = Buffer.concat(front);
    const rest = { [Symbol.asyncIterator]: () => iterator };
    if (!isSealed(first)) return { ...object, stream: Readable.from(prepend(first, rest)) };
    const dataKey = unwrapDataKey(this.keys, key, first.subarray(0, HEADER_BYTES));
    const size = plainSize(object.size);
    const span = sealedSpan(object.size, 0, Math.max(0, size - 1));
    const body = prepend(first.subarray(HEADER_BYTES), rest);
    return { size, contentType: object.contentType, stream: Readable.from(openStream(dataKey, body, span)) };
  }

  async stat(key: string): Promise<StoredObjectInfo> {
    const head = await this.head(key);
    if (!head.header) return { size: head.storedSize, contentType: head.contentType };
    unwrapDataKey(this.keys, key, head.header);
    return { size: plainSize(head.storedSize), contentType: head.contentType };
  }

  delete(key: string): Promise<void> {
    return this.inner.delete(key);
  }

  list(after: string | null, limit: number): Promise<string[]> {
    return this.inner.list(after, limit);
  }

  async rewrap(key: string): Promise<'current' | 'rewrapped' | 'sealed' | 'missing'> {
    let head: Head;
    try {
      head = await this.head(key);
    } catch (error) {
      if (error instanceof StorageNotFoundError) return 'missing';
      throw error;
    }
    if (!head.header) {
      const clear = await this.inner.get(key);
      await this.put(key, clear.stream, head.contentType);
      return 'sealed';
    }
    if (sealedKeyId(head.header).equals(this.keys.current.id)) return 'current';
    const header = wrapDataKey(this.keys, key, unwrapDataKey(this.keys, key, head.header));
    // Only the header changes: the segments are copied as they are, streamed.
    const body = await this.inner.get(key, { start: HEADER_BYTES, end: head.storedSize - 1 });
    await this.inner.put(key, Readable.from(prepend(header, body.stream)), head.contentType);
    return 'rewrapped';
  }

  /** The object's first bytes: its sealed header, or none for a clear object. */
  private async head(key: string): Promise<Head> {
    const first = await this.inner.get(key, { start: 0, end: HEADER_BYTES - 1 });
    const bytes = await readAll(first.stream);
    return { header: isSealed(bytes) ? bytes.subarray(0, HEADER_BYTES) : null, storedSize: first.size, contentType: first.contentType };
  }
}

async function concat(parts: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const part of parts) chunks.push(part);
  return Buffer.concat(chunks);
}

async function* prepend(first: Buffer, rest: AsyncIterable<Buffer | Uint8Array>): AsyncGenerator<Buffer> {
  yield first;
  for await (const chunk of rest) yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
}
