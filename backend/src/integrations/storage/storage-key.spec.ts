import { describe, expect, it } from '@jest/globals';
import { assertStorageKey } from './storage-key.js';
import { InvalidStorageKeyError } from './storage.port.js';

describe('assertStorageKey', () => {
  it.each(['recording.wav', 'dialer-simulator/recordings/4f0c-1.wav', 'profiles/12/photo_v2.jpeg', 'a.b.c', '_x/-y'])('accepts %j', (key) => {
    expect(() => assertStorageKey(key)).not.toThrow();
  });

  it.each([
    ['traversal', '../etc/passwd'],
    ['traversal inside', 'a/../../b'],
    ['a dot segment', 'a/./b'],
    ['an absolute path', '/etc/passwd'],
    ['a Windows path', 'C:\\Windows\\win.ini'],
    ['a backslash', 'a\\b'],
    ['NUL', 'a\u0000b'],
    ['an empty segment', 'a//b'],
    ['a trailing slash', 'a/'],
    ['a hidden name', '.env'],
    ['a space', 'a b'],
    ['a URL', 'file:///etc/passwd'],
    ['non-ASCII', 'résumé.pdf'],
    ['empty', ''],
    ['too long', 'a'.repeat(513)],
  ])('refuses %s', (_label, key) => {
    expect(() => assertStorageKey(key)).toThrow(InvalidStorageKeyError);
  });
});
