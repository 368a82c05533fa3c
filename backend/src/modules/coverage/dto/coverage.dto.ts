import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { QueryNumber, QueryWholeNumber } from '../../../common/http/query-number.js';
import { IsCalendarDate } from '../../../common/http/validation.js';
import { AGENT_DAY_STATUSES, COVERAGE_STATES, type AgentDayStatus, type CoverageState } from '../coverage-state.js';

export const MAX_FORECAST_DAYS = 14;

export class CoverageQueryDto {
  @ApiPropertyOptional({ format: 'date', description: 'The business date (default today)' })
  @IsOptional()
  @IsCalendarDate('date must be a date (YYYY-MM-DD)')
  date?: string;
}

export class ForecastQueryDto {
  @ApiPropertyOptional({ description: `The days after today, 1-${MAX_FORECAST_DAYS}`, default: 7 })
  @IsOptional()
  @QueryWholeNumber('days', 1, MAX_FORECAST_DAYS)
  days?: number;
}

export class CoverageAgentDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: AGENT_DAY_STATUSES }) status: AgentDayStatus;
  @ApiProperty({ description: 'Covers the group on loan that day (not one of its own agents)' }) borrower: boolean;
}

export class CoverageWorkDto {
  @ApiProperty() follow_ups_due: number;
  @ApiProperty() promises_due: number;
  @ApiProperty({ description: 'Today only: broken promises not called again' }) broken_promises: number;
  @ApiProperty({ description: 'Today only' }) never_contacted: number;
  @ApiProperty() total: number;
}

export class GroupCoverageDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ enum: COVERAGE_STATES }) state: CoverageState;
  @ApiProperty({ description: 'Agents at work (a half day of leave counts half), borrowers included' }) available: number;
  @ApiProperty({ type: [CoverageAgentDto], description: 'Own agents, then borrowers' }) agents: CoverageAgentDto[];
  @ApiProperty({ type: CoverageWorkDto }) work: CoverageWorkDto;
}

export class CoverageDayDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ type: String, nullable: true, description: 'The weekly off or holiday the day is' }) non_working: string | null;
  @ApiProperty({ description: 'Due work per available agent above which a group is thin' }) threshold: number;
  @ApiProperty({ type: [GroupCoverageDto], description: 'Uncovered first, then thin, then covered; by name within' }) groups: GroupCoverageDto[];
}

export class CoverageForecastDto {
  @ApiProperty({ type: [CoverageDayDto], description: 'The days after today, in order' }) days: CoverageDayDto[];
}

export class LeaveImpactQueryDto {
  @ApiProperty({ description: 'The leave request an admin is about to approve' })
  @QueryNumber()
  @IsInt({ message: 'leave_request_id must be a leave request id' })
  @Min(1, { message: 'leave_request_id must be a leave request id' })
  @Max(2_147_483_647, { message: 'leave_request_id must be a leave request id' })
  leave_request_id: number;
}

export class UncoveredDayDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() group_id: number;
  @ApiProperty() group_name: string;
  @ApiProperty({ description: 'Work due that day in the group' }) work_due: number;
}

export class LeaveImpactDto {
  @ApiProperty({ type: [UncoveredDayDto], description: "Days and groups of the requester's that approving would leave uncovered with work due" })
  uncovered: UncoveredDayDto[];
}
