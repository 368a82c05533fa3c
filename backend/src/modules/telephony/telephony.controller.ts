import { Body, Controller, Get, HttpCode, Param, Post, Query, Req } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors, PROVIDER_FAILURES } from '../../common/http/api-errors.js';
import { CurrentUser, Public } from '../../common/decorators/auth.decorators.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { CallsService } from '../calls/calls.service.js';
import { CallIngestionService } from './call-ingestion.service.js';
import { CurrentCallDto, InitCallDto, LiveCallDto, toLiveCall, WebhookReceiptDto } from './dto/telephony.dto.js';
import { TelephonyService } from './telephony.service.js';
import { MasksCustomerNumbers } from '../customers/customer-number-masking.js';

@ApiTags('telephony')
@MasksCustomerNumbers()
@Controller()
export class TelephonyController {
  constructor(
    private readonly telephony: TelephonyService,
    private readonly calls: CallsService,
  ) {}

  @Post('customers/init-call')
  @ApiOperation({ summary: 'Place a call to the customer through the dialer (the agent is rung first)' })
  @ApiCreatedResponse({ type: LiveCallDto })
  @ApiErrors({ 404: 'No such customer that the caller may see', 409: "Another call in progress, outside the calling window, the customer marked do not contact, or past the day's cap on attempts (maxCallAttemptsPerDay)", ...PROVIDER_FAILURES })
  async initCall(@Body() dto: InitCallDto, @CurrentUser() user: SessionUser): Promise<LiveCallDto> {
    return toLiveCall(await this.telephony.initCall(user, dto));
  }

  @Post('customers/hangup')
  @HttpCode(200)
  @ApiOperation({ summary: "End the caller's call in progress" })
  @ApiOkResponse({ type: LiveCallDto })
  @ApiErrors({ 409: 'No call in progress', ...PROVIDER_FAILURES })
  async hangup(@CurrentUser() user: SessionUser): Promise<LiveCallDto> {
    return toLiveCall(await this.telephony.hangup(user));
  }

  @Get('calls/live')
  @ApiOperation({ summary: "The caller's call that has not ended yet, or null" })
  @ApiOkResponse({ type: CurrentCallDto })
  async live(@CurrentUser() user: SessionUser): Promise<CurrentCallDto> {
    const call = await this.telephony.liveCallOf(user.id);
    return { call: call ? toLiveCall(call) : null };
  }

  @Get('calls/:id/state')
  @ApiOperation({ summary: 'Where a call is (ringing, answered, ended) — polled by the calling panel while it is live' })
  @ApiOkResponse({ type: LiveCallDto })
  @ApiErrors({ 404: 'No such call that the caller may see' })
  async state(@Param('id', IdPipe) id: number, @CurrentUser() user: SessionUser): Promise<LiveCallDto> {
    return toLiveCall(await this.calls.get(user, id));
  }
}

/** Smartflo call events. Public: the shared secret in the path (or X-Webhook-Secret) is the check. */
@ApiTags('webhooks')
@Controller('webhooks/tata')
export class TataWebhookController {
  constructor(private readonly ingestion: CallIngestionService) {}

  @Public()
  @Post(':secret')
  @HttpCode(200)
  @ApiOperation({ summary: 'Call events (JSON or form body); stored first, applied once, in any order' })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiErrors({ 401: 'Invalid webhook secret' })
  receive(@Param('secret') secret: string, @Req() request: Request, @Body() body: unknown): Promise<WebhookReceiptDto> {
    return this.ingestion.ingestWebhook({ secret, headers: request.headers }, body);
  }

  @Public()
  @Get(':secret')
  @ApiOperation({ summary: 'Call events sent as GET with the variables in the query' })
  @ApiOkResponse({ type: WebhookReceiptDto })
  @ApiErrors({ 401: 'Invalid webhook secret' })
  receiveQuery(@Param('secret') secret: string, @Req() request: Request, @Query() query: Record<string, string>): Promise<WebhookReceiptDto> {
    return this.ingestion.ingestWebhook({ secret, headers: request.headers }, query);
  }
}
