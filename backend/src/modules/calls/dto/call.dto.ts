import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PageNumber } from '../../../common/http/page-number.js';
import { CALL_STATUSES, type CallStatus } from '../call-status.js';
import type { CallView } from '../call-view.js';
import { QueryNumber } from '../../../common/http/query-number.js';

export class CallsQueryDto {
  @PageNumber()
  @QueryNumber()
  page?: number;

  @ApiPropertyOptional({ default: 10, maximum: 100 })
  @IsOptional()
  @QueryNumber()
  @IsInt({ message: 'limit must be a whole number' })
  @Min(1, { message: 'limit must be at least 1' })
  @Max(100, { message: 'limit must be at most 100' })
  limit?: number;

  @ApiPropertyOptional({ description: 'Customer name, loan number, phone or agent name' })
  @IsOptional()
  @IsString({ message: 'search must be text' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  search?: string;

  @ApiPropertyOptional({ enum: CALL_STATUSES })
  @IsOptional()
  @Transform(({ value }) => (value === '' || value === 'all' ? undefined : value))
  @IsIn(CALL_STATUSES as unknown as string[], { message: `status must be one of ${CALL_STATUSES.join(', ')}` })
  status?: CallStatus;
}

export class UpdateCallDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 4000 })
  @IsOptional()
  @IsString({ message: 'notes must be text' })
  @MaxLength(4000, { message: 'Notes must be at most 4000 characters' })
  notes?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @IsOptional()
  @IsString({ message: 'disposition_note must be text' })
  @MaxLength(2000, { message: 'Note must be at most 2000 characters' })
  disposition_note?: string | null;
}

class CallCustomerDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() loan_application_no: string;
}

class CallAgentDto {
  @ApiProperty({ type: Number, nullable: true }) id: number | null;
  @ApiProperty() name: string;
}

export class CallResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: CALL_STATUSES }) status: CallStatus;
  @ApiProperty({ type: CallCustomerDto }) customer: CallCustomerDto;
  @ApiProperty() phone_number: string;
  @ApiProperty({ format: 'date-time' }) call_date_time: Date;
  @ApiProperty({ description: 'Seconds' }) duration: number;
  @ApiProperty({ type: CallAgentDto }) agent: CallAgentDto;
  @ApiProperty({ type: String, nullable: true }) disposition_name: string | null;
  @ApiProperty({ type: String, nullable: true }) disposition_code: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) disposition_date: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) next_follow_up: Date | null;
  @ApiProperty({ type: String, nullable: true }) disposition_note: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The CRM URL that plays the recording (GET, signed in)' }) recording_url: string | null;
  @ApiProperty({ type: String, nullable: true }) transcript_text: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) metadata: Record<string, unknown>;
}

class CallsPaginationDto {
  @ApiProperty({ example: 42 }) total: number;
  @ApiProperty({ example: 5 }) totalPages: number;
  @ApiProperty({
    description:
      'True when total (and so totalPages) is an estimate: a search or an agent\'s view matching more than 1,000 calls is not counted row by row; an estimate is rounded to two significant digits. The whole list and a status filter are always exact.',
  })
  totalIsEstimate: boolean;
}

export class CallsPageDto {
  @ApiProperty({ type: [CallResponseDto] }) calls: CallResponseDto[];
  @ApiProperty({ type: CallsPaginationDto }) pagination: CallsPaginationDto;
}

/** Recordings are only ever played through the CRM's own endpoint, never the provider's URL. */
export function toCallResponse(call: CallView): CallResponseDto {
  return {
    id: call.id,
    status: call.status,
    customer: { id: call.customer.id, name: call.customer.name, loan_application_no: call.customer.loanApplicationNo },
    phone_number: call.phoneNumber,
    call_date_time: call.callDateTime,
    duration: call.duration,
    agent: { id: call.agentId, name: call.agent?.name ?? 'Former user' },
    disposition_name: call.dispositionName,
    disposition_code: call.dispositionCode,
    disposition_date: call.dispositionDate,
    next_follow_up: call.nextFollowUp,
    disposition_note: call.dispositionNote,
    notes: call.notes,
    recording_url: call.recordingUrl ? `/api/calls/${call.id}/recording` : null,
    transcript_text: call.transcriptText,
    metadata: call.metadata,
  };
}
