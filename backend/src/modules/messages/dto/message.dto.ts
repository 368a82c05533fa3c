import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNumber, IsOptional, IsString, IsUrl, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import { LINK_KINDS, MESSAGE_STATUSES, type LinkKind, type MessageStatus } from '../../../integrations/messenger/messenger.port.js';
import type { Message } from '../entities/message.entity.js';
import { IsRecordId } from '../../../common/http/record-id.js';
import { IsIndianMobile } from '../../../common/http/validation.js';
import { NumberSlotField } from '../../customers/dto/number-slot.dto.js';
import type { NumberSlot } from '../../customers/customer-number-slots.js';

const toNumber = Transform(({ value }) => (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value.replace(/,/g, ''))) ? Number(value.replace(/,/g, '')) : value));
const Amount = (field: string) => (target: object, key: string) => {
  toNumber(target, key);
  IsNumber({}, { message: `${field} must be an amount` })(target, key);
  Min(0, { message: `${field} cannot be negative` })(target, key);
};

/** Fields every link message has. The customer is named by customer_id or loan_application_no. */
export class LinkMessageDto {
  @ApiPropertyOptional({ description: 'The customer row (preferred)' })
  @IsOptional()
  @IsRecordId('customer_id must be a customer id')
  customer_id?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: 'loan_application_no must be text' })
  @MaxLength(100, { message: 'loan_application_no must be at most 100 characters' })
  loan_application_no?: string;

  @ApiPropertyOptional({ example: '9876543210', description: '10 digits starting 6-9 after removing +91 / 0. Required unless number_slot names the number' })
  @ValidateIf((dto: LinkMessageDto) => dto.number_slot == null)
  @IsIndianMobile()
  toNumber?: string;

  @NumberSlotField()
  number_slot?: NumberSlot;

  @ApiProperty({ example: 'Asha Nair' })
  @IsString({ message: 'customer_name is required' })
  @MinLength(1, { message: 'customer_name is required' })
  @MaxLength(120, { message: 'customer_name must be at most 120 characters' })
  customer_name: string;

  @ApiProperty({ example: 'https://pay.example.in/l/123' })
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true }, { message: 'payment_link must be a valid http(s) link' })
  @MaxLength(500, { message: 'payment_link must be at most 500 characters' })
  payment_link: string;
}

export class PaymentMessageDto extends LinkMessageDto {
  @ApiPropertyOptional({ example: 5400 }) @IsOptional() @Amount('emi_amount') emi_amount?: number;
}

export class SettlementMessageDto extends LinkMessageDto {
  @ApiPropertyOptional() @IsOptional() @Amount('total_outstanding') total_outstanding?: number;
  @ApiPropertyOptional() @IsOptional() @Amount('sett_waiver_amt') sett_waiver_amt?: number;
  @ApiPropertyOptional() @IsOptional() @Amount('settlement_amount') settlement_amount?: number;
}

export class ForeclosureMessageDto extends LinkMessageDto {}

export class OfferMessageDto extends LinkMessageDto {
  @ApiPropertyOptional() @IsOptional() @Amount('loan_emi') loan_emi?: number;
  @ApiPropertyOptional() @IsOptional() @IsString({ message: 'offer_name must be text' }) @MaxLength(120, { message: 'offer_name must be at most 120 characters' }) offer_name?: string;
  @ApiPropertyOptional() @IsOptional() @Amount('offer_amount') offer_amount?: number;
}

export class LinkMessageResponseDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() customer_id: number;
  @ApiProperty({ enum: LINK_KINDS }) kind: LinkKind;
  @ApiProperty() to_number: string;
  @ApiProperty() template: string;
  @ApiProperty() link: string;
  @ApiProperty({ type: 'array', items: { type: 'array', items: { type: 'string' } } }) params: [string, string][];
  @ApiProperty({ enum: MESSAGE_STATUSES }) status: MessageStatus;
  @ApiProperty({ type: String, nullable: true }) provider_message_id: string | null;
  @ApiProperty({ type: 'object', nullable: true, additionalProperties: true }) error: { code: string; title: string } | null;
  @ApiProperty({ type: 'array', items: { type: 'object', additionalProperties: true } }) status_history: { status: MessageStatus; at: string }[];
  @ApiProperty({ type: String, nullable: true }) sent_by: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
}

export function toMessageResponse(message: Message, sentBy: string | null): LinkMessageResponseDto {
  return {
    id: message.id,
    customer_id: message.customerId,
    kind: message.kind,
    to_number: message.toNumber,
    template: message.template,
    link: message.link,
    params: message.params,
    status: message.status,
    provider_message_id: message.providerMessageId,
    error: message.error,
    status_history: message.statusHistory,
    sent_by: sentBy,
    created_at: message.createdAt,
  };
}
