import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { trim, IsCalendarDate } from '../../../common/http/validation.js';
import { HOLIDAY_TYPES, type Holiday, type HolidayType } from '../entities/holiday.entity.js';


export class CreateHolidayDto {
  @ApiProperty({ example: 'Diwali' })
  @trim
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(80, { message: 'Name must be at most 80 characters' })
  @IsString({ message: 'Name is required' })
  name: string;

  @ApiProperty({ format: 'date', example: '2026-11-08' })
  @IsCalendarDate('Date is required (YYYY-MM-DD)')
  date: string;

  @ApiProperty({ enum: HOLIDAY_TYPES })
  @IsIn(HOLIDAY_TYPES as unknown as string[], { message: 'Type must be MANDATORY, FLEXI or WEEKEND' })
  type: HolidayType;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  @IsString({ message: 'Description must be text' })
  description?: string | null;
}

export class UpdateHolidayDto extends PartialType(CreateHolidayDto, { skipNullProperties: false }) {}

export class HolidayRangeQueryDto {
  @ApiPropertyOptional({ format: 'date', description: 'First day (default: 1 January of this year)' })
  @IsOptional()
  @IsCalendarDate('start_date must be a date (YYYY-MM-DD)')
  start_date?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last day (default: 31 December of this year)' })
  @IsOptional()
  @IsCalendarDate('end_date must be a date (YYYY-MM-DD)')
  end_date?: string;
}

export class WeeklyOffsDto {
  @ApiProperty({ example: 2027 })
  @Min(2000, { message: 'Year must be between 2000 and 2100' })
  @Max(2100, { message: 'Year must be between 2000 and 2100' })
  @IsInt({ message: 'Year must be between 2000 and 2100' })
  year: number;

  @ApiProperty({ type: [Number], example: [0], description: 'Weekdays, 0 = Sunday … 6 = Saturday' })
  @Min(0, { each: true, message: 'Weekdays are 0 (Sunday) to 6 (Saturday)' })
  @Max(6, { each: true, message: 'Weekdays are 0 (Sunday) to 6 (Saturday)' })
  @IsInt({ each: true, message: 'Weekdays are 0 (Sunday) to 6 (Saturday)' })
  @ArrayUnique({ message: 'Choose each weekday once' })
  @ArrayMaxSize(6, { message: 'Choose at most 6 weekdays' })
  @ArrayMinSize(1, { message: 'Choose at least one weekday' })
  @IsArray({ message: 'Choose at least one weekday' })
  weekdays: number[];
}

export class WeeklyOffsResultDto {
  @ApiProperty({ description: 'Weekly offs added (days already there are left as they are)' }) added: number;
}

export class HolidayResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ enum: HOLIDAY_TYPES }) type: HolidayType;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
}

export function toHolidayResponse(holiday: Holiday): HolidayResponseDto {
  return { id: holiday.id, name: holiday.name, date: holiday.date, type: holiday.type, description: holiday.description };
}
