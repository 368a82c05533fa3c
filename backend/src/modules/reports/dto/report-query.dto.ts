import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { QueryNumber, QueryWholeNumber } from '../../../common/http/query-number.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { IsCalendarDate } from '../../../common/http/validation.js';

/** The longest period a report covers (`from` to `to`, both counted). */
export const MAX_REPORT_DAYS = 400;

/** The period of a report: a lead cycle (its window), or `from` and `to`; neither is the current payroll cycle. */
export class ReportPeriodQueryDto {
  @ApiPropertyOptional({ description: "A lead cycle: its accounts' figures within its window (not with from/to)" })
  @IsOptional()
  @QueryNumber()
  @IsRecordId('lead_cycle_id must be a lead cycle id')
  lead_cycle_id?: number;

  @ApiPropertyOptional({ format: 'date', description: `First day (YYYY-MM-DD), with to; at most ${MAX_REPORT_DAYS} days` })
  @IsOptional()
  @IsCalendarDate('from must be a valid date (YYYY-MM-DD)')
  from?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Last day (YYYY-MM-DD), with from, not before it' })
  @IsOptional()
  @IsCalendarDate('to must be a valid date (YYYY-MM-DD)')
  to?: string;
}

/** The period and the filters every admin report takes. */
export class ReportQueryDto extends ReportPeriodQueryDto {
  @ApiPropertyOptional({ description: "A group: the cycle report counts its accounts; the others, its agents' work" })
  @IsOptional()
  @QueryNumber()
  @IsRecordId('group_id must be a group id')
  group_id?: number;

  @ApiPropertyOptional({ description: "An agent: that agent's work (the cycle report's figures are per account and ignore it)" })
  @IsOptional()
  @QueryNumber()
  @IsRecordId('agent_id must be a user id')
  agent_id?: number;

  @ApiPropertyOptional({ description: 'A month-beginning bucket, as imported (e.g. "B1")', maxLength: 40 })
  @IsOptional()
  @IsString({ message: 'bucket must be text' })
  @MaxLength(40, { message: 'bucket must be at most 40 characters' })
  bucket?: string;

  @ApiPropertyOptional({ description: 'A client (lending partner), as imported (e.g. "Axis Finance"): its accounts only', maxLength: 200 })
  @IsOptional()
  @IsString({ message: 'lending_partner must be text' })
  @MaxLength(200, { message: 'lending_partner must be at most 200 characters' })
  lending_partner?: string;
}

export class CycleReportQueryDto extends ReportQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: 24, default: 12, description: 'How many cycles, the chosen one (default: the latest started) and those before it' })
  @IsOptional()
  @QueryWholeNumber('count', 1, 24)
  count?: number;
}
