import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { ACCRUAL_UNITS, type AccrualUnit, type LeaveType } from '../entities/leave-type.entity.js';
import { trim } from '../../../common/http/validation.js';


export class CreateLeaveTypeDto {
  @ApiProperty({ example: 'Casual Leave' })
  @trim
  @MinLength(1, { message: 'Name is required' })
  @MaxLength(80, { message: 'Name must be at most 80 characters' })
  @IsString({ message: 'Name is required' })
  name: string;

  @ApiProperty({ example: 'CL' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @MinLength(1, { message: 'Code is required' })
  @MaxLength(20, { message: 'Code must be at most 20 characters' })
  @IsString({ message: 'Code is required' })
  code: string;

  @ApiProperty({ example: 1.5, description: 'Days credited per accrual unit (step 0.01)' })
  @Min(0, { message: 'Accrual rate cannot be negative' })
  @Max(366, { message: 'Accrual rate must be at most 366' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Accrual rate must be a number with at most 2 decimals' })
  accrual_rate: number;

  @ApiProperty({ enum: ACCRUAL_UNITS })
  @IsIn(ACCRUAL_UNITS as unknown as string[], { message: 'Accrual unit must be month or year' })
  accrual_unit: AccrualUnit;

  @ApiProperty({ example: 3, description: 'The most days of this type one user may take within one accrual unit' })
  @Min(0.5, { message: 'Max per accrual unit must be at least 0.5' })
  @Max(366, { message: 'Max per accrual unit must be at most 366' })
  @IsNumber({ maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false }, { message: 'Max per accrual unit must be a number with at most 2 decimals' })
  max_per_accrual_unit: number;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  @IsString({ message: 'Description must be text' })
  description?: string | null;

  @ApiPropertyOptional({ default: false, description: 'Debit weekly offs and mandatory holidays inside a leave too (the sandwich rule)' })
  @ValidateIf((dto: CreateLeaveTypeDto) => dto.counts_non_working_days !== undefined)
  @IsBoolean({ message: 'Counts non-working days must be true or false' })
  counts_non_working_days?: boolean;
}

export class UpdateLeaveTypeDto extends PartialType(CreateLeaveTypeDto, { skipNullProperties: false }) {}

export class LeaveTypeResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() code: string;
  @ApiProperty() accrual_rate: number;
  @ApiProperty({ enum: ACCRUAL_UNITS }) accrual_unit: AccrualUnit;
  @ApiProperty() max_per_accrual_unit: number;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ description: 'Weekly offs and mandatory holidays inside a leave are debited too' }) counts_non_working_days: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: String, format: 'date-time' }) updated_at: Date;
}

export function toLeaveTypeResponse(type: LeaveType): LeaveTypeResponseDto {
  return {
    id: type.id,
    name: type.name,
    code: type.code,
    accrual_rate: type.accrualRate,
    accrual_unit: type.accrualUnit,
    max_per_accrual_unit: type.maxPerAccrualUnit,
    description: type.description,
    counts_non_working_days: type.countsNonWorkingDays,
    created_at: type.createdAt,
    updated_at: type.updatedAt,
  };
}
