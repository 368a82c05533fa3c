import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { KeyRing } from '../src/common/security/key-ring.js';
import { LocalDiskStorage } from '../src/integrations/storage/local-disk.storage.js';
import { S3Storage } from '../src/integrations/storage/s3.storage.js';
import { SealedObjectError } from '../src/integrations/storage/sealed-object.js';
import { SealedStorage } from '../src/integrations/storage/sealed.storage.js';
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
  /** The adapter itself: what it holds is what is at rest. */
  raw: Storage;
  /** Where the local adapter keeps `key`, to read its mode. */
  pathOf?: (key: string) => string;
  close(): Promise<void>;
}

const adapters: [string, () => Promise<Adapter>][] = [
  [
    'local disk',
    async () => {
      const root = mkdtempSync(join(tmpdir(), 'crm-storage-'));
      return {
        raw: new LocalDiskStorage(join(root, 'files')),
        pathOf: (key) => join(root, 'files', key),
        close: async () => rmSync(root, { recursive: true, force: true }),
      };
    },
  ],
  [
    'S3 (s3rver)',
    async () => {
      const server = await startLocalS3();
      const raw = new S3Storage(server.config);
      return {
        raw,
        close: async () => {
          raw.onModuleDestroy();
          await server.close();
        },
      };
    },
  ],
];

/** What the app uses: every object sealed (issue 31), over either adapter. The contract holds for both layers. */
const layers: [string, string, (raw: Storage) => Storage][] = adapters.flatMap(([name]) => [
  [name, 'sealed', (raw: Storage) => new SealedStorage(raw, new KeyRing(randomBytes(32)))] as [string, string, (raw: Storage) => Storage],
  [name, 'the adapter alone', (raw: Storage) => raw] as [string, string, (raw: Storage) => Storage],
]);

describe.each(layers)('Storage contract: %s, %s', (name, _layer, wrap) => {
  let adapter: Adapter;
  let storage: Storage;
  beforeAll(async () => {
    adapter = await adapters.find(([candidate]) => candidate === name)![1]();
    storage = wrap(adapter.raw);
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

  it('lists keys in order from any point, so a walk can resume', async () => {
    // (Not "b.c" beside "b/": S3 orders by UTF-8 bytes, s3rver by its own file walk.)
    for (const key of ['list/b/2', 'list/a', 'list/b/1', 'list/c']) await storage.put(key, Buffer.from(key), 'text/plain');
    const from = async (after: string) => (await storage.list(after, 100)).filter((key) => key.startsWith('list/'));
    expect(await from('list/')).toEqual(['list/a', 'list/b/1', 'list/b/2', 'list/c']);
    expect(await from('list/a')).toEqual(['list/b/1', 'list/b/2', 'list/c']);
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

/** The same 12 digits an Aadhaar card shows, as bytes in a file: nothing of them may be at rest. */
const AADHAAR_DIGITS = '234123412346';

describe.each(adapters)('Sealed at rest (issue 31): %s', (_name, start) => {
  let adapter: Adapter;
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  beforeAll(async () => {
    adapter = await start();
  });
  afterAll(async () => {
    await adapter.close();
  });
  const raw = async (key: string) => readAll((await adapter.raw.get(key)).stream);

  it('stores neither the uploaded bytes nor the Aadhaar digits in them, and reads them back', async () => {
    const sealed = new SealedStorage(adapter.raw, new KeyRing(oldKey));
    const file = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.from(`Aadhaar ${AADHAAR_DIGITS} ${AADHAAR_DIGITS}`), randomBytes(200_000)]);
    await sealed.put('uploads/7/aadhaar-front-0123456789abcdef0123456789abcdef.png', file, 'image/png');
    const atRest = await raw('uploads/7/aadhaar-front-0123456789abcdef0123456789abcdef.png');
    expect(atRest.equals(file)).toBe(false);
    expect(atRest.includes(Buffer.from(AADHAAR_DIGITS))).toBe(false);
    expect(atRest.includes(file.subarray(0, 8))).toBe(false);
    expect(atRest.includes(file.subarray(100_000, 100_032))).toBe(false);
    expect(await readAll((await sealed.get('uploads/7/aadhaar-front-0123456789abcdef0123456789abcdef.png')).stream)).toEqual(file);
    expect(await sealed.stat('uploads/7/aadhaar-front-0123456789abcdef0123456789abcdef.png')).toEqual({ size: file.length, contentType: 'image/png' });
    if (adapter.pathOf) expect(statSync(adapter.pathOf('uploads/7/aadhaar-front-0123456789abcdef0123456789abcdef.png')).mode & 0o777).toBe(0o600);
  });

  it('streams a large object in and reads any range of it, across segment borders', async () => {
    const sealed = new SealedStorage(adapter.raw, new KeyRing(oldKey));
    await sealed.put('large/sealed.wav', generated(LARGE_BYTES), 'audio/wav');
    const whole = await readAll(generated(LARGE_BYTES));
    expect(sha256(await readAll((await sealed.get('large/sealed.wav')).stream))).toBe(sha256(whole));
    for (const [from, to] of [[0, 0], [65_530, 65_545], [1_000_000, 3_000_000], [LARGE_BYTES - 10, LARGE_BYTES + 50]]) {
      const part = await sealed.get('large/sealed.wav', { start: from, end: to });
      expect(part.size).toBe(LARGE_BYTES);
      expect((await readAll(part.stream)).equals(whole.subarray(from, to + 1))).toBe(true);
    }
  });

  it('refuses a tampered object: a flipped byte in the content, in the wrapped key, or a cut end', async () => {
    const sealed = new SealedStorage(adapter.raw, new KeyRing(oldKey));
    const file = randomBytes(150_000);
    await sealed.put('tamper/a.jpg', file, 'image/jpeg');
    const atRest = await raw('tamper/a.jpg');
    const flipped = (at: number) => {
      const copy = Buffer.from(atRest);
      copy[at] ^= 1;
      return copy;
    };
    await adapter.raw.put('tamper/a.jpg', flipped(atRest.length - 100), 'image/jpeg');
    await expect(readAll((await sealed.get('tamper/a.jpg')).stream)).rejects.toBeInstanceOf(SealedObjectError);
    await adapter.raw.put('tamper/a.jpg', flipped(40), 'image/jpeg');
    await expect(sealed.stat('tamper/a.jpg')).rejects.toBeInstanceOf(SealedObjectError);
    await adapter.raw.put('tamper/a.jpg', atRest.subarray(0, atRest.length - 70_000), 'image/jpeg');
    await expect(readAll((await sealed.get('tamper/a.jpg')).stream)).rejects.toBeInstanceOf(SealedObjectError);
    // Copied under another key (another employee's), it does not open either.
    await adapter.raw.put('tamper/b.jpg', atRest, 'image/jpeg');
    await expect(sealed.stat('tamper/b.jpg')).rejects.toBeInstanceOf(SealedObjectError);
  });

  it('after a key rotation: opens with the previous key, re-wraps to the new one, seals clear objects, and the old key alone no longer opens', async () => {
    const before = new SealedStorage(adapter.raw, new KeyRing(oldKey));
    const file = randomBytes(70_000);
    await before.put('rotate/photo.jpg', file, 'image/jpeg');
    await adapter.raw.put('rotate/legacy.jpg', Buffer.from(`clear ${AADHAAR_DIGITS}`), 'image/jpeg');
    const segmentsBefore = (await raw('rotate/photo.jpg')).subarray(76);

    const during = new SealedStorage(adapter.raw, new KeyRing(newKey, oldKey));
    expect(await readAll((await during.get('rotate/photo.jpg')).stream)).toEqual(file);
    expect((await readAll((await during.get('rotate/legacy.jpg')).stream)).toString()).toBe(`clear ${AADHAAR_DIGITS}`);
    expect(await during.rewrap('rotate/photo.jpg')).toBe('rewrapped');
    expect(await during.rewrap('rotate/photo.jpg')).toBe('current');
    expect(await during.rewrap('rotate/legacy.jpg')).toBe('sealed');
    expect(await during.rewrap('rotate/gone.jpg')).toBe('missing');
    // Only the header changed: the segments were copied as they were.
    expect((await raw('rotate/photo.jpg')).subarray(76).equals(segmentsBefore)).toBe(true);
    expect((await raw('rotate/legacy.jpg')).includes(Buffer.from(AADHAAR_DIGITS))).toBe(false);

    const after = new SealedStorage(adapter.raw, new KeyRing(newKey));
    expect(await readAll((await after.get('rotate/photo.jpg')).stream)).toEqual(file);
    expect((await readAll((await after.get('rotate/legacy.jpg')).stream)).toString()).toBe(`clear ${AADHAAR_DIGITS}`);
    await expect(new SealedStorage(adapter.raw, new KeyRing(oldKey)).stat('rotate/photo.jpg')).rejects.toBeInstanceOf(SealedObjectError);
  });
});
