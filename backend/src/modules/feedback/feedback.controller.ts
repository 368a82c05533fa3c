import { Body, Controller, Get, Param, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors } from '../../common/http/api-errors.js';
import { ApiListFilter } from '../../common/http/list-filter.js';
import { ListQueryDto, parseListQuery, withContentRange } from '../../common/http/list-query.js';
import { CurrentUser, Scope } from '../../common/decorators/auth.decorators.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { CreateFeedbackDto, FeedbackResponseDto, toFeedbackResponse } from './dto/feedback.dto.js';
import { FEEDBACK_HISTORY_SORT_FIELDS, FeedbackHistoryFilterDto, FeedbackHistoryItemDto, toFeedbackHistoryItem } from './dto/feedback-history.dto.js';
import { FeedbackService } from './feedback.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { MasksCustomerNumbers } from '../customers/customer-number-masking.js';

@ApiTags('feedback')
@MasksCustomerNumbers()
@Controller('customers/:id/feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Get()
  @Scope('feedback:read')
  @ApiOperation({
    summary:
      "The feedback history of the customer's loan, newest first: its feedback in every lead cycle (customer rows with the same loan number) the caller may see, each item with its lead cycle. range=[start,end] pages it (Content-Range carries the total); without range, all of it.",
  })
  @ApiListFilter(FeedbackHistoryFilterDto, '{"lead_cycle_id":3}')
  @ApiOkResponse({ type: [FeedbackHistoryItemDto] })
  @ApiErrors({ 404: 'No such customer that the caller may see' })
  async history(
    @Param('id', IdPipe) id: number,
    @Query() query: ListQueryDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FeedbackHistoryItemDto[]> {
    const request = parseListQuery(query, { sortable: FEEDBACK_HISTORY_SORT_FIELDS, defaultSort: { field: 'createdAt', order: 'DESC' }, filter: FeedbackHistoryFilterDto });
    const { items, total } = await this.feedback.history(user, id, request);
    return withContentRange(response, 'feedback', request.page?.skip ?? 0, items.map(toFeedbackHistoryItem), total);
  }

  @Post()
  @Idempotent()
  @ApiOperation({ summary: 'Record a call outcome: disposition, note, follow-up, reason, alternate numbers' })
  @ApiCreatedResponse({ type: FeedbackResponseDto })
  @ApiErrors({ 404: 'No such customer that the caller may see' })
  async record(@Param('id', IdPipe) id: number, @Body() dto: CreateFeedbackDto, @CurrentUser() user: SessionUser): Promise<FeedbackResponseDto> {
    const { feedback, agentName, promise } = await this.feedback.record(user, id, dto);
    return toFeedbackResponse(feedback, agentName, promise);
  }
}
