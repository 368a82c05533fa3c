import { ApiProperty } from '@nestjs/swagger';
import { PROMISE_STATES, type PaymentPromise, type PromiseState } from '../entities/payment-promise.entity.js';

class PromiseAgentDto {
  @ApiProperty({ type: Number, nullable: true }) id: number | null;
  @ApiProperty() name: string;
}

export class PromiseResponseDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date' }) promised_date: string;
  @ApiProperty({ type: Number, nullable: true, description: 'INR; null when no amount was promised' }) promised_amount: number | null;
  @ApiProperty({ enum: PROMISE_STATES }) state: PromiseState;
  @ApiProperty({ type: PromiseAgentDto }) agent: PromiseAgentDto;
  @ApiProperty({ format: 'date-time' }) created_at: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decided_at: Date | null;
}

/** What the feedback history shows of the promise a feedback row recorded. */
export class PromiseSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date' }) promised_date: string;
  @ApiProperty({ type: Number, nullable: true }) promised_amount: number | null;
  @ApiProperty({ enum: PROMISE_STATES }) state: PromiseState;
}

export function toPromiseSummary(promise: PaymentPromise): PromiseSummaryDto {
  return { id: promise.id, promised_date: promise.promisedDate, promised_amount: promise.promisedAmount, state: promise.state };
}

export function toPromiseResponse(promise: PaymentPromise): PromiseResponseDto {
  return {
    ...toPromiseSummary(promise),
    agent: { id: promise.agentId, name: promise.agent?.name ?? 'Former user' },
    created_at: promise.createdAt,
    decided_at: promise.decidedAt,
  };
}
