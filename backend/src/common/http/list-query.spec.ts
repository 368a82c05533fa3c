import { describe, expect, it } from '@jest/globals';
import { parseListQuery } from './list-query.js';
import { FieldValidationException } from './validation.js';

const sortable = ['name', 'email'] as const;
const byName = { field: 'name' as const, order: 'ASC' as const };

describe('parseListQuery', () => {
  it('reads filter, inclusive range and sort', () => {
    expect(parseListQuery({ filter: '{"q":"asha"}', range: '[10,19]', sort: '["email","desc"]' }, sortable, byName)).toEqual({
      filter: { q: 'asha' },
      page: { skip: 10, take: 10 },
      sort: { field: 'email', order: 'DESC' },
    });
  });

  it('has no page when no range is given (getMany)', () => {
    expect(parseListQuery({}, sortable, byName)).toEqual({ filter: {}, page: undefined, sort: byName });
  });

  it.each([
    [{ filter: '{bad' }, 'filter'],
    [{ filter: '[1]' }, 'filter'],
    [{ range: '[5,2]' }, 'range'],
    [{ range: '[0,100000]' }, 'range'],
    [{ range: '[1e21,1e21]' }, 'range'],
    [{ sort: '["password_hash","ASC"]' }, 'sort'],
  ])('refuses %j naming the field', (query, field) => {
    try {
      parseListQuery(query, sortable, byName);
      throw new Error('expected a validation error');
    } catch (error) {
      expect(error).toBeInstanceOf(FieldValidationException);
      expect(Object.keys((error as FieldValidationException).fieldErrors)).toEqual([field]);
    }
  });
});
