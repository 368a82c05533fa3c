import { describe, expect, it } from '@jest/globals';
import { normalizeIndianMobile } from './phone.js';

describe('normalizeIndianMobile', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['98765-43210', '9876543210'],
    [9876543210, '9876543210'],
  ])('accepts %p as %p', (raw, expected) => {
    expect(normalizeIndianMobile(raw)).toBe(expected);
  });

  it.each([['5876543210'], ['987654321'], ['98765432101'], ['abc'], [''], [null], ['0091 9876543210']])('refuses %p', (raw) => {
    expect(normalizeIndianMobile(raw)).toBeNull();
  });
});
