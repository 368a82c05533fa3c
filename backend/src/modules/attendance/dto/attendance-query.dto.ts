import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { QueryNumber } from '../../../common/http/query-number.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { IsCalendarDate } from '../../../common/http/validation.js';

/** Spec §7: stats dates may come as dd-mm-yyyy; they are reordered to year-month-day. */
const YEAR = '(19\\d{2}|2[0-3]\\d{2}|2400)';
const EITHER_ORDER = { format: 'date', pattern: `^(${YEAR}-\\d{2}-\\d{2}|\\d{2}-\\d{2}-${YEAR})$`, description: 'YYYY-MM-DD (or dd-mm-yyyy), 1900 to 2400' };
const dayFirstToIso = Transform(({ value }) => (typeof value === 'string' && /^\d{2}-\d{2}-\d{4}$/.test(value) ? value.split('-').reverse().join('-') : value));

export class AttendanceRangeQueryDto {
  @ApiPropertyOptional(EITHER_ORDER)
  @IsOptional()
  @dayFirstToIso
  @IsCalendarDate('start_date must be a valid date (YYYY-MM-DD)')
  start_date?: string;

  @ApiPropertyOptional(EITHER_ORDER)
  @IsOptional()
  @dayFirstToIso
  @IsCalendarDate('end_date must be a valid date (YYYY-MM-DD)')
  end_date?: string;

  @ApiPropertyOptional({ description: 'Admins: one user; agents: only themselves' })
  @IsOptional()
  @QueryNumber()
  @IsRecordId('user_id must be a user id')
  user_id?: number;
}

/** with-absent: the range, and the list convention's range and sort (issue 27: the admin's month pages). */
export class AttendanceDaysQueryDto extends AttendanceRangeQueryDto {
  @ApiPropertyOptional({ description: 'Inclusive JSON range [start, end] of rows, e.g. [0,24]; without it every row', example: '[0,24]' })
  @IsOptional()
  @IsString()
  range?: string;

  @ApiPropertyOptional({ description: 'JSON ["name", "ASC"|"DESC"]: agents by name (days in date order within each)', example: '["name","ASC"]' })
  @IsOptional()
  @IsString()
  sort?: string;
}

export class PayrollCycleQueryDto {
  @ApiPropertyOptional({ example: 2026, description: 'The twelve cycles ending in this year' })
  @IsOptional()
  @QueryNumber()
  @Min(1900, { message: 'year must be a year from 1900 to 2400' })
  @Max(2400, { message: 'year must be a year from 1900 to 2400' })
  @IsInt({ message: 'year must be a year from 1900 to 2400' })
  year?: number;

  @ApiPropertyOptional({ format: 'date', description: 'The cycle containing this date' })
  @IsOptional()
  @IsCalendarDate('date must be a valid date (YYYY-MM-DD)')
  date?: string;
}
