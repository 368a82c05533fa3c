import { ApiExtraModels, ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsISO8601, IsOptional, IsString, MaxLength } from 'class-validator';
import { HARDSHIP_REASONS, LANGUAGES } from '../feedback.constants.js';
import type { Feedback } from '../entities/feedback.entity.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { NestedObject } from '../../../common/http/nested.js';
import { IsIndianMobile, IsInrAmount } from '../../../common/http/validation.js';
import type { PaymentPromise } from '../../promises/entities/payment-promise.entity.js';
import { PromiseSummaryDto, toPromiseSummary } from '../../promises/dto/promise.dto.js';
import { nullableRef } from '../../../common/http/nullable-ref.js';
import { ALTERNATE_NUMBER_MESSAGES, INVALID_DISPOSITION } from '../feedback.errors.js';

const blankToUndefined = Transform(({ value }) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value));

/** Spec §5 alternate number: an Indian mobile, each rule its own message. */
const IsAlternateNumber = () => IsIndianMobile(ALTERNATE_NUMBER_MESSAGES);

export class CallMetadataDto {
  @ApiPropertyOptional({ enum: HARDSHIP_REASONS, description: 'Required (non-blank) for RPC dispositions' })
  @IsOptional()
  @IsString({ message: 'reasonForNotPaying must be text' })
  @MaxLength(200, { message: 'reasonForNotPaying must be at most 200 characters' })
  reasonForNotPaying?: string;
}

export class CreateFeedbackDto {
  @ApiPropertyOptional({ description: "The call this feedback is about (the call panel's last call); otherwise the agent's call to the customer that ended in the last two hours without a disposition, if any" })
  @IsOptional()
  @IsRecordId('call_id must be a call id')
  call_id?: number;

  @ApiPropertyOptional({ description: 'The disposition status id (preferred); otherwise code and name identify it' })
  @IsOptional()
  @IsRecordId(INVALID_DISPOSITION)
  disposition_status_id?: number;

  @ApiPropertyOptional({ example: 'PTP' })
  @IsOptional()
  @IsString({ message: INVALID_DISPOSITION })
  @MaxLength(100, { message: INVALID_DISPOSITION })
  disposition_code?: string;

  @ApiPropertyOptional({ example: 'Promise to pay' })
  @IsOptional()
  @IsString({ message: INVALID_DISPOSITION })
  @MaxLength(100, { message: INVALID_DISPOSITION })
  disposition_name?: string;

  @ApiPropertyOptional({ maxLength: 2000 })
  @IsOptional()
  @IsString({ message: 'disposition_note must be text' })
  @MaxLength(2000, { message: 'Note must be at most 2000 characters' })
  disposition_note?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'The follow-up preset from the disposition' })
  @blankToUndefined
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'next_follow_up must be a date and time' })
  next_follow_up?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'The follow-up the agent chose; wins over next_follow_up' })
  @blankToUndefined
  @IsOptional()
  @IsISO8601({ strict: true }, { message: 'rpc_follow_up must be a date and time' })
  rpc_follow_up?: string;

  @ApiPropertyOptional({ enum: LANGUAGES })
  @blankToUndefined
  @IsOptional()
  @IsIn(LANGUAGES as unknown as string[], { message: `language must be one of ${LANGUAGES.join(', ')}` })
  language?: string;

  @ApiPropertyOptional({ type: CallMetadataDto })
  @IsOptional()
  @NestedObject(() => CallMetadataDto, 'callMetadata must be an object')
  callMetadata?: CallMetadataDto;

  @ApiPropertyOptional() @blankToUndefined @IsOptional() @IsAlternateNumber() reference_alternate_1?: string;
  @ApiPropertyOptional() @blankToUndefined @IsOptional() @IsAlternateNumber() reference_alternate_2?: string;
  @ApiPropertyOptional() @blankToUndefined @IsOptional() @IsAlternateNumber() reference_alternate_3?: string;
  @ApiPropertyOptional() @blankToUndefined @IsOptional() @IsAlternateNumber() reference_alternate_4?: string;
  @ApiPropertyOptional() @blankToUndefined @IsOptional() @IsAlternateNumber() reference_alternate_5?: string;

  @ApiPropertyOptional({ description: 'INR, for a promise to pay only: the amount promised by the follow-up date', example: 5400 })
  @IsOptional()
  @IsInrAmount('promised_amount')
  promised_amount?: number;
}

class FeedbackAgentDto {
  @ApiProperty({ type: Number, nullable: true }) id: number | null;
  @ApiProperty() name: string;
}

@ApiExtraModels(PromiseSummaryDto)
export class FeedbackResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() customer_id: number;
  @ApiProperty({ type: FeedbackAgentDto }) agent: FeedbackAgentDto;
  @ApiProperty({ format: 'date-time' }) createdAt: Date;
  @ApiProperty({ format: 'date-time', description: 'When the disposition was recorded' }) disposition_date: Date;
  @ApiProperty() disposition_name: string;
  @ApiProperty() disposition_code: string;
  @ApiProperty() contact_type: string;
  @ApiProperty({ type: String, nullable: true }) disposition_note: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) next_follow_up: Date | null;
  @ApiProperty({ type: String, nullable: true }) language: string | null;
  @ApiProperty({ type: String, nullable: true }) reason_for_not_paying: string | null;
  @ApiProperty({ type: [String] }) alternate_numbers: string[];
  @ApiProperty({ ...nullableRef(PromiseSummaryDto), description: 'The promise to pay this feedback recorded, with its state now' }) promise: PromiseSummaryDto | null;
}

export function toFeedbackResponse(feedback: Feedback, agentName: string | null, promise: PaymentPromise | null): FeedbackResponseDto {
  return {
    id: feedback.id,
    customer_id: feedback.customerId,
    agent: { id: feedback.agentId, name: agentName ?? 'Former user' },
    createdAt: feedback.createdAt,
    disposition_date: feedback.createdAt,
    disposition_name: feedback.dispositionName,
    disposition_code: feedback.dispositionCode,
    contact_type: feedback.contactType,
    disposition_note: feedback.dispositionNote,
    next_follow_up: feedback.nextFollowUp,
    language: feedback.language,
    reason_for_not_paying: feedback.reasonForNotPaying,
    alternate_numbers: feedback.alternateNumbers,
    promise: promise && toPromiseSummary(promise),
  };
}
