import { describe, expect, it } from 'vitest';
import { NUMBER_REQUIRED, isMaskedNumber, isValidMobile, mobileNumberError, normaliseMobile, numberChoice, sameMobile } from './phone-number';

describe('phone numbers', () => {
  it('normalises like the server: non-digits stripped, a 91 or 0 prefix dropped', () => {
    expect(normaliseMobile('9876543210')).toBe('9876543210');
    expect(normaliseMobile('+91 98765 43210')).toBe('9876543210');
    expect(normaliseMobile('919876543210')).toBe('9876543210');
    expect(normaliseMobile('098765-43210')).toBe('9876543210');
    expect(normaliseMobile(' 98765 4321 ')).toBe('987654321');
    expect(normaliseMobile('')).toBe('');
    expect(normaliseMobile(null)).toBe('');
  });

  it('accepts only 10 digits starting 6-9, with the form messages', () => {
    expect(mobileNumberError('+91 98765 43210')).toBeUndefined();
    expect(mobileNumberError('6000000000')).toBeUndefined();
    expect(mobileNumberError('')).toBe(NUMBER_REQUIRED);
    expect(mobileNumberError('98765')).toBe('Must be exactly 10 digits');
    expect(mobileNumberError('98765432101')).toBe('Must be exactly 10 digits');
    expect(mobileNumberError('5876543210')).toBe('Number must start with 6, 7, 8, or 9');
    expect(isValidMobile('0 98765 43210')).toBe(true);
    expect(isValidMobile('abc')).toBe(false);
  });

  it('compares numbers once normalised', () => {
    expect(sameMobile('+91 98765 43210', '9876543210')).toBe(true);
    expect(sameMobile('9876543211', '9876543210')).toBe(false);
    expect(sameMobile('', '')).toBe(false);
  });
});

describe('numberChoice and isMaskedNumber', () => {
  const customer = { mobile: '9876543210', alternate_phone: '8765432109' };

  it("names the customer's own numbers by slot, however typed, and sends any other number as typed (normalised)", () => {
    expect(numberChoice(customer, '+91 98765 43210')).toEqual({ number_slot: 'mobile' });
    expect(numberChoice(customer, '08765432109')).toEqual({ number_slot: 'alternate' });
    expect(numberChoice(customer, '+91 70000 00001')).toEqual({ toNumber: '7000000001' });
    expect(numberChoice({ ...customer, alternate_phone: null }, '8765432109')).toEqual({ toNumber: '8765432109' });
  });

  it('tells a number the server masked from one it did not', () => {
    expect(isMaskedNumber('98XXXXX210')).toBe(true);
    expect(isMaskedNumber('9876543210')).toBe(false);
    expect(isMaskedNumber(null)).toBe(false);
  });
});
