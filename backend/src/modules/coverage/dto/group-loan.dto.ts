import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsString, MaxLength, MinLength } from 'class-validator';
import { IsRecordId } from '../../../common/http/record-id.js';
import { IsCalendarDate } from '../../../common/http/validation.js';

export const MAX_LOAN_DAYS = 31;
const MAX_BORROWERS = 20;

export class CreateGroupLoanDto {
  @ApiProperty() @IsRecordId('group_id must be a group id') group_id: number;

  @ApiProperty({ type: [Number], minItems: 1, maxItems: MAX_BORROWERS, description: 'Active agents not in the group' })
  @IsArray({ message: 'agent_ids must be a list of agent ids' })
  @ArrayMinSize(1, { message: 'agent_ids must name at least one agent' })
  @ArrayMaxSize(MAX_BORROWERS, { message: `agent_ids may name at most ${MAX_BORROWERS} agents` })
  @IsRecordId('agent_ids must be a list of agent ids', { each: true })
  agent_ids: number[];

  @ApiProperty({ format: 'date', description: 'First business date of the loan' })
  @IsCalendarDate('start_date must be a date (YYYY-MM-DD)')
  start_date: string;

  @ApiProperty({ format: 'date', description: `Last business date (inclusive), at most ${MAX_LOAN_DAYS} days after start_date counting both` })
  @IsCalendarDate('end_date must be a date (YYYY-MM-DD)')
  end_date: string;

  @ApiProperty({ minLength: 2, maxLength: 500 })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'reason is required' })
  @MinLength(2, { message: 'reason must be at least 2 characters' })
  @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason: string;
}

export class LoanAgentDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class GroupLoanDto {
  @ApiProperty() id: number;
  @ApiProperty() group_id: number;
  @ApiProperty() group_name: string;
  @ApiProperty({ type: [LoanAgentDto], description: 'The borrowers still on the loan (a deactivated agent leaves it)' }) agents: LoanAgentDto[];
  @ApiProperty({ format: 'date' }) start_date: string;
  @ApiProperty({ format: 'date' }) end_date: string;
  @ApiProperty() reason: string;
  @ApiProperty({ description: "Made by the group's coverage rule" }) automatic: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Set when ended early' }) ended_at: Date | null;
  @ApiProperty({ type: String, format: 'date-time' }) created_at: Date;
}
