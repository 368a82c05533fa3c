import { describe, expect, it } from 'vitest';
import { dayMonthYear, doNotContactRefusal } from './do-not-contact.js';

describe('do not contact', () => {
  it('names the reason in words and the last day in dd/mm/yyyy', () => {
    expect(doNotContactRefusal({ reason: 'customer_request', until: '2026-12-31' })).toBe(
      'This customer is marked do not contact (Customer request) until 31/12/2026: calls and messages are not allowed.',
    );
    expect(doNotContactRefusal({ reason: 'deceased', until: null })).toBe('This customer is marked do not contact (Deceased): calls and messages are not allowed.');
    expect(dayMonthYear('2027-01-05')).toBe('05/01/2027');
  });
});
