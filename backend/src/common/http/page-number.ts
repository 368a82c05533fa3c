import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** Far past any real list; keeps the page's OFFSET a number PostgreSQL takes (page 1e21 used to end in a 500). */
export const MAX_PAGE = 1_000_000;

/** A list request's optional `page`: a whole number from 1 to MAX_PAGE, each rule with its own message. */
export function PageNumber(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE }),
    IsOptional(),
    IsInt({ message: 'page must be a whole number' }),
    Min(1, { message: 'page must be at least 1' }),
    Max(MAX_PAGE, { message: `page must be at most ${MAX_PAGE}` }),
  );
}
