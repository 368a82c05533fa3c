import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { KEY_ID_BYTES, type KeyRing } from '../../common/security/key-ring.js';

/**
 * The layout of an object sealed at rest (issue 31). A fresh 256-bit data key per object, wrapped (AES-256-GCM) by
 * the key ring's current key; the content in segments of 64 KiB, each sealed on its own with AES-256-GCM under the
 * data key, so a read streams (and seeks) segment by segment and releases nothing that failed its tag.
 *
 *   header  = MAGIC (8) | key id (8) | wrap IV (12) | wrapped data key (32) | wrap tag (16)      76 bytes
 *   segment = ciphertext (up to 64 KiB) | tag (16)
 *
 * A segment's nonce is its index (bytes 7-10) and whether it is the last (byte 11): the data key is never reused
 * across objects, so counters are unique nonces, and a truncated or reordered object fails its tags. The wrapped key
 * is bound to the storage key (additional data), so an object copied under another key does not open.
 */
export const MAGIC = Buffer.from('CRMSEAL1', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;
const DATA_KEY_BYTES = 32;
export const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES + DATA_KEY_BYTES + TAG_BYTES;
export const SEGMENT_BYTES = 64 * 1024;
const SEALED_SEGMENT_BYTES = SEGMENT_BYTES + TAG_BYTES;

/** A sealed object that does not open: tampered, truncated, or sealed with a key this server does not hold. */
export class SealedObjectError extends Error {}

/** Whether the object's first bytes are a sealed header (anything else is a clear object from before issue 31). */
export function isSealed(head: Buffer): boolean {
  return head.length >= HEADER_BYTES && head.subarray(0, MAGIC.length).equals(MAGIC);
}

/** The key id a sealed header records. */
export function sealedKeyId(header: Buffer): Buffer {
  return header.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES);
}

const wrapAad = (keyId: Buffer, storageKey: string) => Buffer.concat([MAGIC, keyId, Buffer.from(storageKey, 'utf8')]);

/** A header wrapping `dataKey` with the ring's current key. */
export function wrapDataKey(ring: KeyRing, storageKey: string, dataKey: Buffer): Buffer {
  const { id, key } = ring.current;
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(wrapAad(id, storageKey));
  const wrapped = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return Buffer.concat([MAGIC, id, iv, wrapped, cipher.getAuthTag()]);
}

/** A new data key and its header. */
export function newSealedHeader(ring: KeyRing, storageKey: string): { header: Buffer; dataKey: Buffer } {
  const dataKey = randomBytes(DATA_KEY_BYTES);
  return { header: wrapDataKey(ring, storageKey, dataKey), dataKey };
}

/** The data key a header wraps; throws SealedObjectError when no configured key opens it. */
export function unwrapDataKey(ring: KeyRing, storageKey: string, header: Buffer): Buffer {
  if (!isSealed(header)) throw new SealedObjectError(`"${storageKey}" has no sealed header`);
  const keyId = sealedKeyId(header);
  const wrapping = ring.find(keyId);
  if (!wrapping) {
    throw new SealedObjectError(`"${storageKey}" is sealed with key ${keyId.toString('hex')}, neither DATA_ENCRYPTION_KEY nor DATA_ENCRYPTION_KEY_PREVIOUS`);
  }
  let offset = MAGIC.length + KEY_ID_BYTES;
  const iv = header.subarray(offset, (offset += IV_BYTES));
  const wrapped = header.subarray(offset, (offset += DATA_KEY_BYTES));
  const tag = header.subarray(offset, offset + TAG_BYTES);
  try {
    const decipher = createDecipheriv('aes-256-gcm', wrapping.key, iv);
    decipher.setAAD(wrapAad(keyId, storageKey));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(wrapped), decipher.final()]);
  } catch {
    throw new SealedObjectError(`The data key of "${storageKey}" does not open: the object was changed`);
  }
}

function nonce(index: number, last: boolean): Buffer {
  const bytes = Buffer.alloc(IV_BYTES);
  bytes.writeUInt32BE(index, 7);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

function sealSegment(dataKey: Buffer, index: number, plain: Buffer, last: boolean): Buffer {
  const cipher = createCipheriv('aes-256-gcm', dataKey, nonce(index, last));
  return Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

function openSegment(dataKey: Buffer, index: number, sealed: Buffer, last: boolean): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', dataKey, nonce(index, last));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    // GCM's final() releases no bytes, only checks the tag: the segment is update()'s output, not copied again.
    const plain = decipher.update(sealed.subarray(0, sealed.length - TAG_BYTES));
    decipher.final();
    return plain;
  } catch {
    throw new SealedObjectError(`Segment ${index} of a sealed object does not open: the object was changed`);
  }
}

/** Cuts a stream of chunks into pieces of `size` bytes, holding back the last piece (which may be shorter or empty). */
async function* pieces(source: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer>, size: number): AsyncGenerator<{ piece: Buffer; last: boolean }> {
  // Chunks wait in a list and are joined once per piece (not on every chunk), so each byte is copied at most once.
  let held: Buffer[] = [];
  let heldBytes = 0;
  for await (const raw of source) {
    let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw);
    while (heldBytes + chunk.length > size) {
      const take = size - heldBytes;
      const piece = held.length === 0 ? chunk.subarray(0, take) : Buffer.concat([...held, chunk.subarray(0, take)], size);
      held = [];
      heldBytes = 0;
      chunk = chunk.subarray(take);
      yield { piece, last: false };
    }
    if (chunk.length > 0) {
      held.push(chunk);
      heldBytes += chunk.length;
    }
  }
  yield { piece: held.length === 1 ? held[0] : Buffer.concat(held, heldBytes), last: true };
}

/** The sealed object: `header`, then the content's segments as they arrive. */
export async function* sealStream(header: Buffer, dataKey: Buffer, content: AsyncIterable<Buffer | Uint8Array> | Iterable<Buffer>): AsyncGenerator<Buffer> {
  yield header;
  let index = 0;
  for await (const { piece, last } of pieces(content, SEGMENT_BYTES)) yield sealSegment(dataKey, index++, piece, last);
}

/**
 * The content of segments `first`..`until` of a sealed body (its bytes from segment `first` on), of which
 * `lastIndex` is the object's last; each segment is released only once its tag holds.
 */
export async function* openStream(
  dataKey: Buffer,
  body: AsyncIterable<Buffer | Uint8Array>,
  span: { first: number; until: number; lastIndex: number },
): AsyncGenerator<Buffer> {
  let index = span.first;
  for await (const { piece, last } of pieces(body, SEALED_SEGMENT_BYTES)) {
    if (last && piece.length === 0 && index > span.until) break;
    if (piece.length < TAG_BYTES || index > span.until) throw new SealedObjectError('A sealed object is longer or shorter than its segments');
    yield openSegment(dataKey, index, piece, index === span.lastIndex);
    index += 1;
  }
  if (index <= span.until) throw new SealedObjectError('A sealed object ends early');
}

/** Segments of a sealed object of `sealedSize` bytes (header included): the last one may be short or empty. */
function segmentCount(sealedSize: number): number {
  return Math.max(1, Math.ceil((sealedSize - HEADER_BYTES) / SEALED_SEGMENT_BYTES));
}

/** The content's size, from the sealed object's. */
export function plainSize(sealedSize: number): number {
  const size = sealedSize - HEADER_BYTES - segmentCount(sealedSize) * TAG_BYTES;
  if (size < 0) throw new SealedObjectError('A sealed object is shorter than its header and one segment');
  return size;
}

/** Which sealed bytes hold content bytes `start`..`end` (inclusive), and how to cut the opened segments back to them. */
export function sealedSpan(
  sealedSize: number,
  start: number,
  end: number,
): { from: number; to: number; first: number; until: number; lastIndex: number; skip: number; take: number } {
  const first = Math.floor(start / SEGMENT_BYTES);
  const last = Math.floor(end / SEGMENT_BYTES);
  return {
    from: HEADER_BYTES + first * SEALED_SEGMENT_BYTES,
    to: Math.min(HEADER_BYTES + (last + 1) * SEALED_SEGMENT_BYTES, sealedSize) - 1,
    first,
    until: last,
    lastIndex: segmentCount(sealedSize) - 1,
    skip: start - first * SEGMENT_BYTES,
    take: end - start + 1,
  };
}

/** Drops `skip` bytes, then passes `take` bytes on. */
export async function* slice(source: AsyncIterable<Buffer>, skip: number, take: number): AsyncGenerator<Buffer> {
  let toSkip = skip;
  let left = take;
  for await (const chunk of source) {
    if (left <= 0) break;
    const part = chunk.subarray(Math.min(toSkip, chunk.length), Math.min(chunk.length, toSkip + left));
    toSkip = Math.max(0, toSkip - chunk.length);
    left -= part.length;
    if (part.length > 0) yield part;
  }
}
