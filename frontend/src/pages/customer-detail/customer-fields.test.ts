import { describe, expect, it } from 'vitest';
import { addressLines, addressesOf, hasAddress, metaFirst, metaText, referenceNumbersOf } from './customer-fields';

describe('customer metadata', () => {
  it('reads text and numbers, not objects or blanks', () => {
    expect(metaText({ a: ' x ', b: 5, c: '', d: { e: 1 }, f: null }, 'a')).toBe(' x '.trim());
    expect(metaText({ b: 5 }, 'b')).toBe('5');
    expect(metaText({ c: '  ' }, 'c')).toBeUndefined();
    expect(metaText({ d: { e: 1 } }, 'd')).toBeUndefined();
    expect(metaText(null, 'a')).toBeUndefined();
    expect(metaFirst({ b: 'second' }, 'a', 'b')).toBe('second');
  });

  it('builds the three addresses from plain and kyc_ keys', () => {
    const [current, permanent, work] = addressesOf({
      current_address_street: '12, MG Road',
      current_address_city: 'Bengaluru',
      current_address_state: 'Karnataka',
      current_address_pin: '560001',
      kyc_permanent_address_city: 'Mysuru',
      kyc_permanent_address_pin: 570001,
    });
    expect(current).toEqual({ kind: 'current', label: 'Current address', street: '12, MG Road', city: 'Bengaluru', state: 'Karnataka', pin: '560001' });
    expect(addressLines(current)).toEqual(['12, MG Road', 'Bengaluru, Karnataka 560001']);
    expect(addressLines(permanent)).toEqual(['Mysuru, 570001']);
    expect(hasAddress(work)).toBe(false);
    expect(addressLines(work)).toEqual([]);
  });

  it('prefers the plain key over the kyc_ one', () => {
    expect(addressesOf({ work_address_city: 'Pune', kyc_work_address_city: 'Mumbai' })[2].city).toBe('Pune');
  });

  it('lists reference numbers with readable labels', () => {
    expect(referenceNumbersOf({ reference_alternate_2: '9876543210', reference_alternate_1: '9123456789', reference_numbers: '', other: 'x' })).toEqual([
      { key: 'reference_alternate_1', label: 'Reference Alternate 1', value: '9123456789' },
      { key: 'reference_alternate_2', label: 'Reference Alternate 2', value: '9876543210' },
    ]);
  });
});
