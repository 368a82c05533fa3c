import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalDiskStorage } from '../src/integrations/storage/local-disk.storage.js';
import { S3Storage } from '../src/integrations/storage/s3.storage.js';
import { InvalidStorageKeyError, type Storage, StorageNotFoundError } from '../src/integrations/storage/storage.port.js';
import { startLocalS3 } from './support/s3-server.js';

/** Past the S3 adapter's 5 MB part size, so a stream of unknown length goes up in several parts. */
const LARGE_BYTES = 7 * 1024 * 1024 + 123;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** A deterministic stream of `size` bytes, produced piece by piece (its length is not known up front). */
function generated(size: number): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < size; offset += 64 * 1024) {
        const chunk = Buffer.allocUnsafe(Math.min(64 * 1024, size - offset));
        for (let i = 0; i < chunk.length; i += 1) chunk[i] = ((offset + i) * 31) % 251;
        yield chunk;
      }
    })(),
  );
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Adapter {
  storage: Storage;
  close(): Promise<void>;
}

const adapters: [string, () => Promise<Adapter>][] = [
  [
    'local disk',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'crm-storage-'));
      return { storage: new LocalDiskStorage(join(root, 'files')), close: async () => rmSync(root, { recursive: true, force: true }) };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const server = await startLocalS3();
      const storage = new S3Storage(server.config);
      return {
        storage,
        close: async () => {
          storage.onModuleDestroy();
          await server.close();
        },
      };
    },
  ],
];

describe.each(adapters)('Storage contract: %s', (_name, start) => {
  let adapter: Adapter;
  let storage: Storage;
  beforeAll(async () => {
    adapter = await start();
    storage = adapter.storage;
  });
  afterAll(async () => {
    await adapter.close();
  });

  it('round-trips bytes and content type', async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await storage.put('round-trip/a.bin', bytes, 'application/x-test');
    const object = await storage.get('round-trip/a.bin');
    expect(object.contentType).toBe('application/x-test');
    expect(object.size).toBe(bytes.length);
    expect(await readAll(object.stream)).toEqual(bytes);
    expect(await storage.stat('round-trip/a.bin')).toEqual({ size: bytes.length, contentType: 'application/x-test' });
  });

  it('streams a larger file in and out without changing a byte', async () => {
    await storage.put('large/recording.wav', generated(LARGE_BYTES), 'audio/wav');
    const object = await storage.get('large/recording.wav');
    expect(object.size).toBe(LARGE_BYTES);
    const read = await readAll(object.stream);
    expect(read.length).toBe(LARGE_BYTES);
    expect(sha256(read)).toBe(sha256(await readAll(generated(LARGE_BYTES))));
  });

  it('reads a byte range and still tells the whole size', async () => {
    await storage.put('range/r.txt', Buffer.from('0123456789'), 'text/plain');
    const object = await storage.get('range/r.txt', { start: 2, end: 5 });
    expect(object.size).toBe(10);
    expect((await readAll(object.stream)).toString()).toBe('2345');
  });

  it('answers a missing key with StorageNotFoundError', async () => {
    await expect(storage.get('missing/nothing.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.stat('missing/nothing.bin')).rejects.toBeInstanceOf(StorageNotFoundError);
    await expect(storage.delete('missing/nothing.bin')).resolves.toBeUndefined();
  });

  it('overwrites an object, content type included, and deletes it', async () => {
    await storage.put('overwrite/o', Buffer.from('first version, longer'), 'text/plain');
    await storage.put('overwrite/o', Buffer.from('second'), 'application/json');
    const object = await storage.get('overwrite/o');
    expect(object.contentType).toBe('application/json');
    expect((await readAll(object.stream)).toString()).toBe('second');
    await storage.delete('overwrite/o');
    await expect(storage.get('overwrite/o')).rejects.toBeInstanceOf(StorageNotFoundError);
  });

  it.each(['../escape.txt', 'a/../../escape.txt', '/etc/passwd', 'a\\..\\escape.txt', 'nul\u0000.txt', 'a//b', '.hidden', 'a/./b', 'spaces are not keys', ''])(
    'refuses the key %j for every operation',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.get(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.stat(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.delete(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    },
  );
});

describe('LocalDiskStorage confinement', () => {
  it('writes nothing outside its root when a key tries to leave it', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'crm-storage-'));
    try {
      const storage = new LocalDiskStorage(join(parent, 'files'));
      await expect(storage.put('../escape.txt', Buffer.from('x'), 'text/plain')).rejects.toBeInstanceOf(InvalidStorageKeyError);
      expect(existsSync(join(parent, 'escape.txt'))).toBe(false);
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });
});
