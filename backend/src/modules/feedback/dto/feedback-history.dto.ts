import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { IsRecordId } from '../../../common/http/record-id.js';
import type { ListRequest } from '../../../common/http/list-query.js';
import type { Feedback } from '../entities/feedback.entity.js';
import type { PaymentPromise } from '../../promises/entities/payment-promise.entity.js';
import { FeedbackResponseDto, toFeedbackResponse } from './feedback.dto.js';

/** The history's one filter key; any other key is a 400 naming it. */
export class FeedbackHistoryFilterDto {
  @ApiPropertyOptional({ description: 'Only the feedback recorded on the loan\'s row in this lead cycle' })
  @IsOptional()
  @IsRecordId('lead_cycle_id must be a lead cycle id')
  lead_cycle_id?: number;
}

export const FEEDBACK_HISTORY_SORT_FIELDS = ['createdAt'] as const;
export type FeedbackHistoryRequest = ListRequest<(typeof FEEDBACK_HISTORY_SORT_FIELDS)[number], FeedbackHistoryFilterDto>;

export interface FeedbackHistoryEntry {
  feedback: Feedback;
  agentName: string | null;
  promise: PaymentPromise | null;
  leadCycle: { id: number; name: string };
}

/** A feedback item of a loan's history: the feedback and the lead cycle of the customer row it was recorded on. */
export class FeedbackHistoryItemDto extends FeedbackResponseDto {
  @ApiProperty({ description: 'The lead cycle of the customer row (customer_id) this feedback was recorded on' }) lead_cycle_id: number;
  @ApiProperty({ example: 'Overdue' }) lead_cycle_name: string;
}

export function toFeedbackHistoryItem({ feedback, agentName, promise, leadCycle }: FeedbackHistoryEntry): FeedbackHistoryItemDto {
  return { ...toFeedbackResponse(feedback, agentName, promise), lead_cycle_id: leadCycle.id, lead_cycle_name: leadCycle.name };
}
