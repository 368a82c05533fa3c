import { Transform } from 'class-transformer';

const DECIMAL = /^-?[0-9]+$/;

/**
 * A number in a query string, written in decimal digits only. `Number()` alone reads `0x10` as 16 and `1e3` as 1000,
 * so a hex or exponent spelling would quietly name another record or page; anything but digits stays text and fails
 * the field's number rule.
 */
export const QueryNumber = () =>
  Transform(({ value }) => {
    if (value === undefined || value === '') return undefined;
    return typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;
  });
