import { describe, expect, it } from '@jest/globals';
import { newDocumentKey, parseDocumentKey } from './document-keys.js';

describe('document keys', () => {
  it('reads back the owner, kind and extension of a key it made', () => {
    const key = newDocumentKey(42, 'aadhaar-front', 'jpg');
    expect(key).toMatch(/^uploads\/42\/aadhaar-front-[0-9a-f]{32}\.jpg$/);
    expect(parseDocumentKey(key)).toEqual({ ownerId: 42, kind: 'aadhaar-front', extension: 'jpg' });
    expect(newDocumentKey(42, 'pan', 'png')).not.toBe(newDocumentKey(42, 'pan', 'png'));
  });

  it.each([
    'uploads/42/../43/pan-0123456789abcdef0123456789abcdef.jpg',
    '../uploads/42/pan-0123456789abcdef0123456789abcdef.jpg',
    '/uploads/42/pan-0123456789abcdef0123456789abcdef.jpg',
    'uploads\\42\\pan-0123456789abcdef0123456789abcdef.jpg',
    'uploads/42/pan-0123456789abcdef0123456789abcdef.jpg%00',
    'uploads%2F42%2Fpan-0123456789abcdef0123456789abcdef.jpg',
    'uploads/42/%2e%2e/pan-0123456789abcdef0123456789abcdef.jpg',
    'recordings/42/pan-0123456789abcdef0123456789abcdef.jpg',
    'uploads/042/pan-0123456789abcdef0123456789abcdef.jpg',
    'uploads/99999999999/pan-0123456789abcdef0123456789abcdef.jpg',
    'uploads/42/payslip-0123456789abcdef0123456789abcdef.jpg',
    'uploads/42/pan-0123456789abcdef0123456789abcdef.exe',
    'uploads/42/pan-0123456789ABCDEF0123456789abcdef.jpg',
    'uploads/42/pan-0123456789abcdef0123456789abcdef.jpg/',
    '',
  ])('refuses %j', (key) => {
    expect(parseDocumentKey(key)).toBeNull();
  });

  it('refuses what is not text', () => {
    expect(parseDocumentKey(['uploads/42/pan-0123456789abcdef0123456789abcdef.jpg'])).toBeNull();
    expect(parseDocumentKey(undefined)).toBeNull();
  });
});
