import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, MinLength } from 'class-validator';
import { IsRecordId } from '../../../common/http/record-id.js';
import { IsCalendarDate, OptionalButNotNull } from '../../../common/http/validation.js';

/** The keys `GET /api/audit?filter=` accepts; `from` and `to` are business days, both included. */
export class AuditListFilterDto {
  @ApiPropertyOptional({ example: 'customer' })
  @OptionalButNotNull()
  @IsString({ message: 'entity must be a non-empty string' })
  @MinLength(1, { message: 'entity must be a non-empty string' })
  entity?: string;

  @ApiPropertyOptional({ example: '143', description: 'The record id (a number is read as its digits)' })
  @Transform(({ value }) => (Number.isInteger(value) ? String(value) : value))
  @OptionalButNotNull()
  @IsString({ message: 'entity_id must be a non-empty string' })
  @MinLength(1, { message: 'entity_id must be a non-empty string' })
  entity_id?: string;

  @ApiPropertyOptional({ type: 'integer', example: 1, description: 'Who made the change' })
  @OptionalButNotNull()
  @IsRecordId('actor_id must be a user id')
  actor_id?: number;

  @ApiPropertyOptional({ format: 'date', example: '2030-01-01' })
  @OptionalButNotNull()
  @IsCalendarDate('from must be a date YYYY-MM-DD')
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2030-01-31' })
  @OptionalButNotNull()
  @IsCalendarDate('to must be a date YYYY-MM-DD')
  to?: string;
}
