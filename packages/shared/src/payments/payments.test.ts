import { describe, expect, it } from 'vitest';
import { earliestPaidDate, PAYMENT_SOURCE_LABELS, PAYMENT_SOURCE_WORDS, PAYMENT_SOURCES } from './payments.js';

describe('payments', () => {
  it('has words and a label for every source', () => {
    expect(Object.keys(PAYMENT_SOURCE_WORDS).sort()).toEqual([...PAYMENT_SOURCES].sort());
    expect(Object.keys(PAYMENT_SOURCE_LABELS).sort()).toEqual([...PAYMENT_SOURCES].sort());
  });

  it('dates a payment from the disbursal date, or from 01/01/2000 when it is not known', () => {
    expect(earliestPaidDate('2024-03-15')).toBe('2024-03-15');
    expect(earliestPaidDate(null)).toBe('2000-01-01');
    expect(earliestPaidDate(undefined)).toBe('2000-01-01');
  });
});
