import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { IsRecordId } from '../../../common/http/record-id.js';
import { trim, IsCalendarDate, IsInrAmount } from '../../../common/http/validation.js';
import { PAYMENT_SOURCES, type PaymentSource } from '../../../common/payments/payment-sources.js';
import type { Payment } from '../entities/payment.entity.js';

export class CreatePaymentDto {
  @ApiPropertyOptional({ description: 'The customer (loan row); or give loan_application_no' })
  @IsOptional()
  @IsRecordId('customer_id must be a customer id')
  customer_id?: number;

  @ApiPropertyOptional({ description: "The loan number: the loan's newest lead cycle is credited", example: 'LN100001' })
  @IsOptional()
  @trim
  @IsString({ message: 'loan_application_no must be 1 to 100 characters' })
  @MinLength(1, { message: 'loan_application_no must be 1 to 100 characters' })
  @MaxLength(100, { message: 'loan_application_no must be 1 to 100 characters' })
  loan_application_no?: string;

  @ApiProperty({ description: 'INR', example: 5400 })
  @IsInrAmount('amount')
  amount: number;

  @ApiProperty({ format: 'date', example: '2026-11-24' })
  @IsCalendarDate('paid_date must be a date (YYYY-MM-DD)')
  paid_date: string;

  @ApiProperty({ description: "The payer's reference: the same reference again records nothing new", example: 'UTR2026112400001' })
  @trim
  @IsString({ message: 'reference must be 1 to 100 characters' })
  @MinLength(1, { message: 'reference must be 1 to 100 characters' })
  @MaxLength(100, { message: 'reference must be 1 to 100 characters' })
  reference: string;
}

/** A payment typed on the customer page: the customer is the page's. */
export class RecordPaymentDto extends PickType(CreatePaymentDto, ['amount', 'paid_date', 'reference'] as const) {}

export class PaymentResponseDto {
  @ApiProperty() id: number;
  @ApiProperty() customer_id: number;
  @ApiProperty() amount: number;
  @ApiProperty({ format: 'date' }) paid_date: string;
  @ApiProperty({ enum: PAYMENT_SOURCES }) source: PaymentSource;
  @ApiProperty({ type: String, nullable: true }) reference: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: Date;
}

export function toPaymentResponse(payment: Payment): PaymentResponseDto {
  return {
    id: payment.id,
    customer_id: payment.customerId,
    amount: payment.totalPaidAmount,
    paid_date: payment.paidDate,
    source: payment.source,
    reference: payment.reference,
    createdAt: payment.createdAt,
  };
}
