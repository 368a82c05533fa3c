import { describe, expect, it } from '@jest/globals';
import { plainToInstance } from 'class-transformer';
import { IsOptional, validateSync } from 'class-validator';
import { QueryWholeNumber } from './query-number.js';

class PageQuery {
  @IsOptional()
  @QueryWholeNumber('limit', 1, 100)
  limit?: number;
}

const read = (limit: string) => {
  const query = plainToInstance(PageQuery, { limit });
  return { value: query.limit, messages: validateSync(query).flatMap((error) => Object.values(error.constraints ?? {})) };
};

describe('QueryWholeNumber', () => {
  it.each([['1', 1], ['100', 100], ['42', 42]])('takes %p as %p', (text, value) => {
    expect(read(text)).toEqual({ value, messages: [] });
  });

  it('leaves an empty value out (the default applies)', () => {
    expect(read('')).toEqual({ value: undefined, messages: [] });
  });

  it.each(['0', '-1', '101', '1.5', '1e2', '0x10', 'abc', '99999999999999999999'])('refuses %p with the one message naming the field and its bounds', (text) => {
    const { messages } = read(text);
    expect(messages.length).toBeGreaterThan(0);
    expect(new Set(messages)).toEqual(new Set(['limit must be a whole number from 1 to 100']));
  });
});
