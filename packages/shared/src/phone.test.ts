import { describe, expect, it } from 'vitest';
import { indianMobileProblem, normalizeIndianMobile } from './phone.js';

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

describe('indianMobileProblem', () => {
  it.each([
    ['9876543210', null],
    ['+91 98765 43210', null],
    ['5876543210', 'prefix'],
    ['+91 58765 43210', 'prefix'],
    ['987654321', 'length'],
    ['abc', 'length'],
    [null, 'length'],
  ])('%p is %p', (raw, problem) => {
    expect(indianMobileProblem(raw)).toBe(problem);
  });
});
