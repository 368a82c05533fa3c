import { describe, expect, it } from 'vitest';
import { customerPath } from './customer-path';

describe('customerPath', () => {
  it('opens the loan at the record (customer row) given, so the chooser does not ask again', () => {
    expect(customerPath('MV/25 01', 7)).toBe('/customers/MV%2F25%2001?record=7');
    expect(customerPath('MV25000001', 42)).toBe('/customers/MV25000001?record=42');
  });
});
