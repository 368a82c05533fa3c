import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';

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

/** A query's whole number from `min` to `max` (decimal digits only): every way to miss it gets the one message naming the field and its bounds. */
export function QueryWholeNumber(field: string, min: number, max: number): PropertyDecorator {
  const message = `${field} must be a whole number from ${min} to ${max}`;
  // Max before Min: the document then lists maximum before minimum, as it did for the stacks this replaced.
  return applyDecorators(QueryNumber(), IsInt({ message }), Max(max, { message }), Min(min, { message }));
}
