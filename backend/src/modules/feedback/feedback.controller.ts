import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/http/api-errors.js';
import { CurrentUser } from '../../common/decorators/auth.decorators.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { CreateFeedbackDto, FeedbackResponseDto, toFeedbackResponse } from './dto/feedback.dto.js';
import { FeedbackService } from './feedback.service.js';

@ApiTags('feedback')
@Controller('customers/:id/feedback')
export class FeedbackController {
  constructor(private readonly feedback: FeedbackService) {}

  @Get()
  @ApiOperation({ summary: "The customer's feedback history, newest first" })
  @ApiOkResponse({ type: [FeedbackResponseDto] })
  @ApiErrors({ 404: 'No such customer that the caller may see' })
  async history(@Param('id', IdPipe) id: number, @CurrentUser() user: SessionUser): Promise<FeedbackResponseDto[]> {
    return (await this.feedback.history(user, id)).map(({ feedback, agentName, promise }) => toFeedbackResponse(feedback, agentName, promise));
  }

  @Post()
  @ApiOperation({ summary: 'Record a call outcome: disposition, note, follow-up, reason, alternate numbers' })
  @ApiCreatedResponse({ type: FeedbackResponseDto })
  @ApiErrors({ 404: 'No such customer that the caller may see' })
  async record(@Param('id', IdPipe) id: number, @Body() dto: CreateFeedbackDto, @CurrentUser() user: SessionUser): Promise<FeedbackResponseDto> {
    const { feedback, agentName, promise } = await this.feedback.record(user, id, dto);
    return toFeedbackResponse(feedback, agentName, promise);
  }
}
