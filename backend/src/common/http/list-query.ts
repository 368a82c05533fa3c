import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString } from 'class-validator';
import type { Response } from 'express';
import { FieldValidationException } from './validation.js';

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

export interface ListRequest<SortField extends string> {
  filter: Record<string, unknown>;
  /** Absent when no range was asked for (react-admin's getMany): every match is returned. */
  page?: { skip: number; take: number };
  sort: { field: SortField; order: 'ASC' | 'DESC' };
}

export const MAX_PAGE_SIZE = 500;
/** Far past any real list; keeps OFFSET a number PostgreSQL takes (a start of 1e21 used to end in a 500). */
export const MAX_RANGE_START = 100_000_000;

function parseJson(raw: string, field: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    throw new FieldValidationException({ [field]: `${field} must be valid JSON` });
  }
}

export function parseListQuery<SortField extends string>(
  query: ListQueryDto,
  sortable: readonly SortField[],
  defaultSort: { field: SortField; order: 'ASC' | 'DESC' },
): ListRequest<SortField> {
  const filter = query.filter ? parseJson(query.filter, 'filter') : {};
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    throw new FieldValidationException({ filter: 'filter must be a JSON object' });
  }

  let page: ListRequest<SortField>['page'];
  if (query.range) {
    const range = parseJson(query.range, 'range');
    if (!Array.isArray(range) || range.length !== 2 || !range.every((n) => Number.isInteger(n) && n >= 0) || range[1] < range[0]) {
      throw new FieldValidationException({ range: 'range must be [start, end] with 0 <= start <= end' });
    }
    if (range[0] > MAX_RANGE_START) throw new FieldValidationException({ range: `range may start at most at ${MAX_RANGE_START}` });
    const take = range[1] - range[0] + 1;
    if (take > MAX_PAGE_SIZE) throw new FieldValidationException({ range: `range may cover at most ${MAX_PAGE_SIZE} items` });
    page = { skip: range[0], take };
  }

  let sort = defaultSort;
  if (query.sort) {
    const parsed = parseJson(query.sort, 'sort');
    const [field, order] = Array.isArray(parsed) ? parsed : [];
    if (!sortable.includes(field) || !['ASC', 'DESC'].includes(String(order).toUpperCase())) {
      throw new FieldValidationException({ sort: `sort must be [field, "ASC"|"DESC"] with field one of ${sortable.join(', ')}` });
    }
    sort = { field, order: String(order).toUpperCase() as 'ASC' | 'DESC' };
  }
  return { filter: filter as Record<string, unknown>, page, sort };
}

/** Sets the Content-Range header react-admin reads the total from, and returns the items as the body. */
export function withContentRange<T>(response: Response, resource: string, skip: number, items: T[], total: number): T[] {
  const range = items.length > 0 ? `${skip}-${skip + items.length - 1}` : '*';
  response.setHeader('Content-Range', `${resource} ${range}/${total}`);
  return items;
}
