import { ApiPropertyOptional } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger';
import { plainToInstance } from 'class-transformer';
import { IsOptional, IsString, validateSync } from 'class-validator';
import type { Response } from 'express';
import { findInputProblem } from './input-guard.js';
import { collectFieldErrors, FieldValidationException } from './validation.js';

/**
 * The list convention ra-data-simple-rest speaks: `?filter={json}&range=[start,end]&sort=["field","ASC"]`, answered
 * with a plain JSON array and `Content-Range: <resource> start-end/total`.
 */
export class ListQueryDto {
  @ApiPropertyOptional({ description: 'JSON object of filters, e.g. {"q":"asha"}', example: '{}' })
  @IsOptional()
  @IsString()
  filter?: string;

  @ApiPropertyOptional({ description: 'Inclusive JSON range [start, end], e.g. [0,24]', example: '[0,24]' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({ description: 'JSON [field, "ASC"|"DESC"], e.g. ["name","ASC"]', example: '["name","ASC"]' })
  @IsOptional()
  @IsString()
  sort?: string;
}

export interface ListSort<SortField extends string> {
  field: SortField;
  order: 'ASC' | 'DESC';
}

export interface ListRequest<SortField extends string, Filter extends object> {
  /** The resource's filter DTO, validated: only its keys, each of its type. */
  filter: Filter;
  /** Absent when no range was asked for (react-admin's getMany): every match is returned. */
  page?: { skip: number; take: number };
  sort: ListSort<SortField>;
}

export interface ListQueryOptions<SortField extends string, Filter extends object> {
  sortable: readonly SortField[];
  defaultSort: ListSort<SortField>;
  /** The class in the resource's dto/ folder whose decorators say which filter keys the list takes. */
  filter: new () => Filter;
}

export const MAX_PAGE_SIZE = 500;
/** Far past any real list; keeps OFFSET a number PostgreSQL takes (a start of 1e21 used to end in a 500). */
export const MAX_RANGE_START = 100_000_000;

/** `range` as parseRange takes it, for the document. */
export const LIST_RANGE_SCHEMA: SchemaObject = {
  type: 'array',
  items: { type: 'integer', minimum: 0, maximum: MAX_RANGE_START + MAX_PAGE_SIZE - 1 },
  minItems: 2,
  maxItems: 2,
  description: `[start, end], inclusive: start at most ${MAX_RANGE_START}, end at least start and at most ${MAX_PAGE_SIZE} items on`,
};

/** `sort` as parseSort takes it, for the document: the fields sortable are the operation's. */
export const LIST_SORT_SCHEMA: SchemaObject = {
  type: 'array',
  items: { type: 'string', minLength: 1 },
  minItems: 2,
  maxItems: 2,
  description: '[field, order]: a field the list sorts by, then ASC or DESC',
};

function parseJson(raw: string, field: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new FieldValidationException({ [field]: `${field} must be valid JSON` });
  }
}

/**
 * The filter JSON checked like a body: the input guard again (a JSON escape such as \u0000 passes it as query text
 * and becomes a NUL only here), then the DTO's rules, unknown keys refused, errors named `filter.<key>`.
 */
function parseFilter<Filter extends object>(raw: string | undefined, FilterClass: new () => Filter): Filter {
  const plain = raw ? parseJson(raw, 'filter') : {};
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) {
    throw new FieldValidationException({ filter: 'filter must be a JSON object' });
  }
  const problem = findInputProblem(plain);
  if (problem) throw new FieldValidationException({ [problem.field === 'body' ? 'filter' : `filter.${problem.field}`]: problem.message });
  const filter = plainToInstance(FilterClass, plain);
  const errors = validateSync(filter, { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: false });
  if (errors.length > 0) throw new FieldValidationException(collectFieldErrors(errors, 'filter'));
  return filter;
}

export function parseRange(raw: string | undefined): ListRequest<string, object>['page'] {
  if (!raw) return undefined;
  const range = parseJson(raw, 'range');
  if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
    throw new FieldValidationException({ range: 'range must be [start, end] with 0 <= start <= end' });
  }
  if (range[0] > MAX_RANGE_START) throw new FieldValidationException({ range: `range may start at most at ${MAX_RANGE_START}` });
  const take = range[1] - range[0] + 1;
  if (take > MAX_PAGE_SIZE) throw new FieldValidationException({ range: `range may cover at most ${MAX_PAGE_SIZE} items` });
  return { skip: range[0], take };
}

export function parseSort<SortField extends string>(raw: string | undefined, sortable: readonly SortField[], defaultSort: ListSort<SortField>): ListSort<SortField> {
  if (!raw) return defaultSort;
  const parsed = parseJson(raw, 'sort');
  const [field, order] = Array.isArray(parsed) ? parsed : [];
  if (!sortable.includes(field) || !['ASC', 'DESC'].includes(String(order).toUpperCase())) {
    throw new FieldValidationException({ sort: `sort must be [field, "ASC"|"DESC"] with field one of ${sortable.join(', ')}` });
  }
  return { field, order: String(order).toUpperCase() as 'ASC' | 'DESC' };
}

export function parseListQuery<SortField extends string, Filter extends object>(
  query: ListQueryDto,
  { sortable, defaultSort, filter }: ListQueryOptions<SortField, Filter>,
): ListRequest<SortField, Filter> {
  return { filter: parseFilter(query.filter, filter), page: parseRange(query.range), sort: parseSort(query.sort, sortable, defaultSort) };
}

/** Sets the Content-Range header react-admin reads the total from, and returns the items as the body. */
export function withContentRange<T>(response: Response, resource: string, skip: number, items: T[], total: number): T[] {
  const range = items.length > 0 ? `${skip}-${skip + items.length - 1}` : '*';
  response.setHeader('Content-Range', `${resource} ${range}/${total}`);
  return items;
}
