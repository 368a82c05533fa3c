import { describe, expect, it } from '@jest/globals';
import { IsIn } from 'class-validator';
import { ListFilterDto } from './list-filter.js';
import { parseListQuery } from './list-query.js';
import { FieldValidationException, OptionalButNotNull } from './validation.js';

class ColourFilterDto extends ListFilterDto {
  @OptionalButNotNull()
  @IsIn(['red', 'blue'], { message: 'colour must be red or blue' })
  colour?: string;
}

const options = { sortable: ['name', 'email'] as const, defaultSort: { field: 'name' as const, order: 'ASC' as const }, filter: ColourFilterDto };

function fieldErrorsOf(query: Parameters<typeof parseListQuery>[0]): Record<string, string> {
  try {
    parseListQuery(query, options);
  } catch (error) {
    expect(error).toBeInstanceOf(FieldValidationException);
    return (error as FieldValidationException).fieldErrors;
  }
  throw new Error('expected a validation error');
}

describe('parseListQuery', () => {
  it('reads filter, inclusive range and sort', () => {
    expect(parseListQuery({ filter: '{"q":"asha"}', range: '[10,19]', sort: '["email","desc"]' }, options)).toEqual({
      filter: { q: 'asha' },
      page: { skip: 10, take: 10 },
      sort: { field: 'email', order: 'DESC' },
    });
  });

  it('has no page when no range is given (getMany)', () => {
    expect(parseListQuery({}, options)).toEqual({ filter: {}, page: undefined, sort: options.defaultSort });
  });

  it("answers the filter as an instance of the resource's filter DTO, one id read as a list", () => {
    const { filter } = parseListQuery({ filter: '{"colour":"red","id":7}' }, options);
    expect(filter).toBeInstanceOf(ColourFilterDto);
    expect(filter).toEqual({ colour: 'red', id: [7] });
  });

  it.each([
    [{ filter: '{bad' }, 'filter'],
    [{ filter: '[1]' }, 'filter'],
    [{ range: '[5,2]' }, 'range'],
    [{ range: '[0,100000]' }, 'range'],
    [{ range: '[1e21,1e21]' }, 'range'],
    [{ sort: '["password_hash","ASC"]' }, 'sort'],
    [{ filter: '{"id":["x"]}' }, 'filter.id'],
    [{ filter: '{"id":[2147483648]}' }, 'filter.id'],
    [{ filter: '{"id":null}' }, 'filter.id'],
    [{ filter: '{"q":5}' }, 'filter.q'],
    [{ filter: '{"q":"a\\u0000b"}' }, 'filter.q'],
    [{ filter: '{"colour":"green"}' }, 'filter.colour'],
  ])('refuses %j naming the field', (query, field) => {
    expect(Object.keys(fieldErrorsOf(query))).toEqual([field]);
  });

  it('drops a __proto__ key without touching the prototype', () => {
    const { filter } = parseListQuery({ filter: '{"__proto__":{"colour":"red"}}' }, options);
    expect(filter).toBeInstanceOf(ColourFilterDto);
    expect(filter.colour).toBeUndefined();
  });

  it('names an unknown filter key with the message every unknown field gets', () => {
    expect(fieldErrorsOf({ filter: '{"password_hash":"x"}' })).toEqual({ 'filter.password_hash': 'filter.password_hash is not an accepted field' });
  });
});
