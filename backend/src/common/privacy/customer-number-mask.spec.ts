import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { normalizeIndianMobile } from '@crm/shared';
import { maskCustomerNumber, maskCustomerNumbersIn } from './customer-number-mask.js';

const digits = (min: number, max: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

describe('maskCustomerNumber', () => {
  it('shows an Indian mobile as its first two digits, X for the middle five and its last three', () => {
    expect(maskCustomerNumber('9876543210')).toBe('98XXXXX210');
  });

  it('drops a +91, 91 or 0 prefix (with spaces and dashes) as the app shows mobiles: 10 digits', () => {
    for (const raw of ['+91 98765 43210', '919876543210', '09876543210', '+91-98765-43210']) expect(maskCustomerNumber(raw)).toBe('98XXXXX210');
  });

  it('keeps another country’s + and masks every number of 8 or more digits the same way', () => {
    expect(maskCustomerNumber('+44 7911 123456')).toBe('+44XXXXXXX456');
    expect(maskCustomerNumber('12345678')).toBe('12XXX678');
  });

  it('shows only the last two digits of 5 to 7 digit numbers, and nothing of shorter ones', () => {
    expect(maskCustomerNumber('1234567')).toBe('XXXXX67');
    expect(maskCustomerNumber('12345')).toBe('XXX45');
    expect(maskCustomerNumber('1234')).toBe('XXXX');
  });

  it('leaves values without digits as they are (nothing to hide)', () => {
    expect(maskCustomerNumber('')).toBe('');
    expect(maskCustomerNumber('N/A')).toBe('N/A');
  });

  it('never depends on the middle digits of other numbers: numbers differing only there mask alike', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '+'), digits(8, 15), digits(0, 15), (plus, number, other) => {
        const middle = number.slice(2, -3);
        const replaced = `${number.slice(0, 2)}${(other + '0'.repeat(middle.length)).slice(0, middle.length)}${number.slice(-3)}`;
        fc.pre(normalizeIndianMobile(plus + number) === null && normalizeIndianMobile(plus + replaced) === null);
        const masked = maskCustomerNumber(plus + number);
        expect(maskCustomerNumber(plus + replaced)).toBe(masked);
        // Only the kept digits remain: at most the first two and the last three of the national number.
        expect(masked.replace(/\D/g, '').length).toBeLessThanOrEqual(5);
        expect(masked).not.toContain(number);
      }),
    );
  });

  it('hides the middle of every Indian mobile: the masked form never holds its middle five digits', () => {
    fc.assert(
      fc.property(fc.constantFrom('6', '7', '8', '9'), digits(9, 9), fc.constantFrom('', '+91', '0', '+91 '), (first, rest, prefix) => {
        const mobile = first + rest;
        const masked = maskCustomerNumber(prefix + mobile);
        expect(masked).toBe(`${mobile.slice(0, 2)}XXXXX${mobile.slice(7)}`);
        expect(masked).not.toContain(mobile.slice(2, 7));
      }),
    );
  });
});

describe('maskCustomerNumbersIn', () => {
  it('masks the number fields of an answer wherever they are nested, and leaves everything else', () => {
    const answer = {
      customers: [{ id: 7, name: 'Asha', mobile: '9876543210', loan_application_no: 'MV9876543210', alternate_phone: null }],
      calls: [{ phone_number: '9123456780', customer: { id: 7, name: 'Asha' }, notes: 'rang twice' }],
      to_number: '7000000001',
      alternate_numbers: ['8000000002'],
      okyc_mobile: '9876543210',
      metadata: { reference_alternate_1: '9811122233', reference_name: 'Ravi', payment_link: 'https://pay.example.in/l/1', list: ['9822233344'] },
    };
    expect(maskCustomerNumbersIn(answer)).toEqual({
      customers: [{ id: 7, name: 'Asha', mobile: '98XXXXX210', loan_application_no: 'MV9876543210', alternate_phone: null }],
      calls: [{ phone_number: '91XXXXX780', customer: { id: 7, name: 'Asha' }, notes: 'rang twice' }],
      to_number: '70XXXXX001',
      alternate_numbers: ['80XXXXX002'],
      okyc_mobile: '98XXXXX210',
      metadata: { reference_alternate_1: '98XXXXX233', reference_name: 'Ravi', payment_link: 'https://pay.example.in/l/1', list: ['98XXXXX344'] },
    });
  });

  it('keeps dates and other non-plain values as they are', () => {
    const at = new Date('2026-11-27T10:00:00Z');
    expect(maskCustomerNumbersIn({ at, mobile: '9876543210' })).toEqual({ at, mobile: '98XXXXX210' });
  });
});
