import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsRecordId } from '../../../common/http/record-id.js';
import { IsCalendarDate, IsSeenVersion, OptionalButNotNull } from '../../../common/http/validation.js';

const TIME_DOC = 'HH:mm on the date (hours 08-20, minutes 00-50 by 10), or an ISO instant on that date';

/** Times and reason of a request; `login_time` is required (spec §5), `logout_time` for past dates. */
export class EditAttendanceRequestDto {
  @ApiProperty({ example: '09:30', description: TIME_DOC })
  @IsString({ message: 'Check-in time is required' })
  @MaxLength(40, { message: 'Check-in time is required' })
  login_time: string;

  @ApiPropertyOptional({ nullable: true, type: String, example: '18:30', description: `${TIME_DOC}; required for a past date` })
  @IsOptional()
  @IsString({ message: 'Check-out time must be a time' })
  @MaxLength(40, { message: 'Check-out time must be a time' })
  logout_time?: string | null;

  @ApiProperty({ example: 'Forgot to check in' })
  @IsString({ message: 'Reason is required' })
  @MaxLength(1000, { message: 'Reason must be at most 1000 characters' })
  reason: string;
}

export class CreateAttendanceRequestDto extends EditAttendanceRequestDto {
  @ApiPropertyOptional({ description: 'Must be the signed-in agent when given' })
  @OptionalButNotNull()
  @IsRecordId('user_id must be a user id')
  user_id?: number;

  @ApiProperty({ format: 'date', example: '2026-11-20' })
  @IsCalendarDate('date is required and must be a valid date (YYYY-MM-DD)')
  date: string;

  @ApiPropertyOptional({ description: 'Accepted for compatibility and ignored: the server decides the status from the day' })
  @IsOptional()
  @IsString({ message: 'status must be text' })
  @MaxLength(40, { message: 'status must be text' })
  status?: string;
}

export const DECISIONS = ['approve', 'reject'] as const;
export type Decision = (typeof DECISIONS)[number];


/** What a decision says: the spec's body fields. */
export class DecisionFields {
  @ApiProperty({ enum: DECISIONS })
  @IsIn(DECISIONS as unknown as string[], { message: "status must be 'approve' or 'reject'" })
  status: Decision;

  @ApiPropertyOptional({ nullable: true, type: String, description: 'Required to reject' })
  @IsOptional()
  @IsString({ message: 'Rejection reason must be text' })
  @MaxLength(1000, { message: 'Rejection reason must be at most 1000 characters' })
  rejectionReason?: string | null;
}

export class DecideAttendanceRequestDto extends DecisionFields {
  @IsSeenVersion()
  version: number;
}

/** One request of a bulk decision, with the version the admin saw. */
export class SeenRequestDto {
  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsRecordId('id must be a request id')
  id: number;

  @IsSeenVersion()
  version: number;
}

export class BulkDecideAttendanceRequestsDto extends DecisionFields {
  @ApiProperty({ type: [SeenRequestDto], description: 'The requests to decide, each with the version seen: all are decided or none' })
  @IsArray({ message: 'requests must be a list of requests with their versions' })
  @ArrayMinSize(1, { message: 'requests must name at least one request' })
  @ArrayMaxSize(500, { message: 'requests may name at most 500 requests' })
  @ValidateNested({ each: true })
  @Type(() => SeenRequestDto)
  requests: SeenRequestDto[];
}

export class BulkDecisionResultDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The status the record now has' }) status: string;
}

export class BulkDecisionResponseDto {
  @ApiProperty({ type: [BulkDecisionResultDto] }) results: BulkDecisionResultDto[];
}
