import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiProduces } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors, PROVIDER_FAILURES } from '../../common/http/api-errors.js';
import { CurrentUser, Public } from '../../common/decorators/auth.decorators.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { ForeclosureMessageDto, LinkMessageResponseDto, OfferMessageDto, PaymentMessageDto, SettlementMessageDto, toMessageResponse } from './dto/message.dto.js';
import { MessageStatusService } from './message-status.service.js';
import { MessagesService } from './messages.service.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { MasksCustomerNumbers } from '../customers/customer-number-masking.js';

@ApiTags('messages')
@MasksCustomerNumbers()
@Controller('customers')
export class MessagesController {
  constructor(private readonly messages: MessagesService) {}

  @Post('send-message')
  @Idempotent()
  @ApiOperation({
    summary: 'Send the payment link (to another number: a reference link)',
    description: "The name and amounts come from the customer's record; the link must be the customer's stored link or on an allowed host (setting messageLinkHosts).",
  })
  @ApiCreatedResponse({ type: LinkMessageResponseDto })
  @ApiErrors({ 404: 'No such customer that the caller may see', 409: 'The customer is marked do not contact', ...PROVIDER_FAILURES })
  async payment(@Body() dto: PaymentMessageDto, @CurrentUser() user: SessionUser): Promise<LinkMessageResponseDto> {
    return toMessageResponse(await this.messages.send(user, 'payment', dto), user.name);
  }

  @Post('send-settlement')
  @Idempotent()
  @ApiCreatedResponse({ type: LinkMessageResponseDto })
  @ApiErrors({ 404: 'No such customer that the caller may see', 409: 'The customer is marked do not contact', ...PROVIDER_FAILURES })
  async settlement(@Body() dto: SettlementMessageDto, @CurrentUser() user: SessionUser): Promise<LinkMessageResponseDto> {
    return toMessageResponse(await this.messages.send(user, 'settlement', dto), user.name);
  }

  @Post('send-foreclosure')
  @Idempotent()
  @ApiCreatedResponse({ type: LinkMessageResponseDto })
  @ApiErrors({ 404: 'No such customer that the caller may see', 409: 'The customer is marked do not contact', ...PROVIDER_FAILURES })
  async foreclosure(@Body() dto: ForeclosureMessageDto, @CurrentUser() user: SessionUser): Promise<LinkMessageResponseDto> {
    return toMessageResponse(await this.messages.send(user, 'foreclosure', dto), user.name);
  }

  @Post('send-offer')
  @Idempotent()
  @ApiCreatedResponse({ type: LinkMessageResponseDto })
  @ApiErrors({ 404: 'No such customer that the caller may see', 409: 'The customer is marked do not contact', ...PROVIDER_FAILURES })
  async offer(@Body() dto: OfferMessageDto, @CurrentUser() user: SessionUser): Promise<LinkMessageResponseDto> {
    return toMessageResponse(await this.messages.send(user, 'offer', dto), user.name);
  }

  @Get(':id/messages')
  @ApiOperation({ summary: 'Messages sent to the customer, newest first, with their delivery status' })
  @ApiOkResponse({ type: [LinkMessageResponseDto] })
  @ApiErrors({ 404: 'No such customer that the caller may see' })
  async list(@Param('id', IdPipe) id: number, @CurrentUser() user: SessionUser): Promise<LinkMessageResponseDto[]> {
    return (await this.messages.list(user, id)).map(({ message, sentBy }) => toMessageResponse(message, sentBy));
  }
}

type RawRequest = Request & { rawBody?: Buffer };
const asWebhook = (request: RawRequest, method: 'GET' | 'POST') => ({ method, query: request.query as Record<string, unknown>, headers: request.headers, rawBody: request.rawBody });

/** Meta's status webhooks (and the outbox simulator's, signed the same way). Public: the signature is the check. */
@ApiTags('webhooks')
@Controller('webhooks/whatsapp')
export class WhatsAppWebhookController {
  constructor(private readonly statuses: MessageStatusService) {}

  @Public()
  @Get()
  @ApiOperation({ summary: 'Subscription check: echoes hub.challenge when hub.verify_token matches' })
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' } })
  @ApiErrors({ 403: 'Invalid verify token' })
  challenge(@Req() request: RawRequest, @Res({ passthrough: true }) response: Response, @Query() _query: Record<string, string>): string {
    const challenge = this.statuses.challenge(asWebhook(request, 'GET'));
    // Set only on success: a refusal is the usual JSON error body (a @Header() would label it text/plain too).
    response.type('text/plain');
    return challenge;
  }

  @Public()
  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Message status events, verified with X-Hub-Signature-256 over the raw body' })
  @ApiOkResponse({ schema: { type: 'object', properties: { received: { type: 'number' }, duplicate: { type: 'boolean' } } } })
  @ApiErrors({ 403: 'Invalid signature' })
  receive(@Req() request: RawRequest, @Body() body: unknown): Promise<{ received: number; duplicate: boolean }> {
    return this.statuses.ingest(asWebhook(request, 'POST'), body);
  }
}

