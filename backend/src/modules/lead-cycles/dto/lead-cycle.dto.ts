import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsCalendarDate } from '../../../common/http/validation.js';
import { LEAD_CYCLE_NAMES, type LeadCycle, type LeadCycleName } from '../entities/lead-cycle.entity.js';

export class CreateLeadCycleDto {
  @ApiProperty({ enum: LEAD_CYCLE_NAMES })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsIn(LEAD_CYCLE_NAMES as unknown as string[], { message: `Lead cycle name must be one of ${LEAD_CYCLE_NAMES.join(', ')}` })
  @MinLength(2, { message: 'Lead cycle name must be at least 2 characters' })
  @IsString({ message: 'Lead cycle name must be at least 2 characters' })
  name: LeadCycleName;

  @ApiPropertyOptional({ nullable: true, type: String })
  @IsOptional()
  @IsString({ message: 'description must be text' })
  @MaxLength(500, { message: 'Description must be at most 500 characters' })
  description?: string | null;

  @ApiProperty({ format: 'date', example: '2026-11-01' })
  @IsCalendarDate('Start date is required and must be a valid date (YYYY-MM-DD)')
  lead_cycle_start_date: string;

  @ApiProperty({ format: 'date', example: '2026-11-30' })
  @IsCalendarDate('End date is required and must be a valid date (YYYY-MM-DD)')
  lead_cycle_end_date: string;
}

export class LeadCycleResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: LEAD_CYCLE_NAMES }) name: LeadCycleName;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ format: 'date' }) lead_cycle_start_date: string;
  @ApiProperty({ format: 'date' }) lead_cycle_end_date: string;
  @ApiProperty({ description: 'Customers in this cycle' }) customer_count: number;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
}

export function toLeadCycleResponse(cycle: LeadCycle, customerCount: number): LeadCycleResponseDto {
  return {
    id: cycle.id,
    name: cycle.name,
    description: cycle.description,
    lead_cycle_start_date: cycle.startDate,
    lead_cycle_end_date: cycle.endDate,
    customer_count: customerCount,
    created_at: cycle.createdAt,
  };
}
