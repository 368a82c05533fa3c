import { describe, expect, it } from 'vitest';
import { aadhaarProblem, hasVerhoeffCheckDigit, isIfsc, isPan, pincodeProblem } from './identity-numbers.js';

describe('pincodeProblem', () => {
  it.each([
    ['560001', null],
    ['999999', null],
    ['056001', 'leading-zero'],
    ['56001', 'format'],
    ['5600011', 'format'],
    ['56 001', 'format'],
    ['56000a', 'format'],
  ])('%p is %p', (value, problem) => {
    expect(pincodeProblem(value)).toBe(problem);
  });
});

describe('isPan', () => {
  it.each([['ABCDE1234F'], ['AAAPL1234C']])('accepts %p', (value) => expect(isPan(value)).toBe(true));
  it.each([['abcde1234f'], ['ABCD1234F'], ['ABCDE12345'], ['ABCDE1234FG'], ['1BCDE1234F'], ['ABCDE 1234F']])('refuses %p', (value) =>
    expect(isPan(value)).toBe(false));
});

describe('isIfsc', () => {
  it.each([['HDFC0001234'], ['SBIN0ABC123']])('accepts %p', (value) => expect(isIfsc(value)).toBe(true));
  it.each([['HDFC1001234'], ['HDF00001234'], ['HDFC000123'], ['hdfc0001234'], ['HDFC00012345'], ['HDFC0-01234']])('refuses %p', (value) =>
    expect(isIfsc(value)).toBe(false));
});

describe('Verhoeff check digit', () => {
  it('accepts the textbook example and refuses a changed digit or a swap', () => {
    expect(hasVerhoeffCheckDigit('2363')).toBe(true);
    expect(hasVerhoeffCheckDigit('2364')).toBe(false);
    expect(hasVerhoeffCheckDigit('3263')).toBe(false);
  });
});

describe('aadhaarProblem', () => {
  it.each([
    ['234123412346', null],
    ['499118665246', null],
    ['234123412347', 'checksum'],
    ['243123412346', 'checksum'],
    ['134123412346', 'format'],
    ['034123412346', 'format'],
    ['23412341234', 'format'],
    ['2341 2341 2346', 'format'],
  ])('%p is %p', (value, problem) => {
    expect(aadhaarProblem(value)).toBe(problem);
  });
});
