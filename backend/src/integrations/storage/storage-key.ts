import { InvalidStorageKeyError } from './storage.port.js';

const MAX_KEY_LENGTH = 512;
/** A segment starts with a letter, digit, `_` or `-`: so `.`, `..` and hidden names are impossible. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Confines a key before any adapter touches the disk or the bucket: relative, slash-separated, each segment from a
 * safe character set. Anything else (traversal, absolute paths, backslashes, NUL, empty segments) throws.
 */
export function assertStorageKey(key: string): void {
  if (typeof key !== 'string' || key.length === 0) throw new InvalidStorageKeyError(String(key), 'empty');
  if (key.length > MAX_KEY_LENGTH) throw new InvalidStorageKeyError(key, `longer than ${MAX_KEY_LENGTH} characters`);
  for (const segment of key.split('/')) {
    if (segment === '..' || segment === '.') throw new InvalidStorageKeyError(key, 'path traversal');
    if (!SEGMENT.test(segment)) throw new InvalidStorageKeyError(key, 'only letters, digits, ".", "_" and "-" in non-empty segments separated by "/"');
  }
}
