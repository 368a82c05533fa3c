import { Body, Controller, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, Scope } from '../../common/decorators/auth.decorators.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { CreatePaymentDto, PaymentResponseDto, toPaymentResponse } from './dto/payment.dto.js';
import { PaymentsService } from './payments.service.js';

@ApiTags('payments')
@Controller('payments')
export class PaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post()
  @Scope('payments:write')
  @Roles('admin')
  @Idempotent()
  @ApiOperation({ summary: 'Record a payment (idempotent on reference); it decides the promises it keeps' })
  @ApiCreatedResponse({ type: PaymentResponseDto, description: 'Recorded' })
  @ApiOkResponse({ type: PaymentResponseDto, description: 'This reference was already recorded: nothing changed' })
  @ApiErrors({ 404: 'No such customer or loan', 409: 'The reference is recorded for a different payment' })
  async record(@Body() dto: CreatePaymentDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<PaymentResponseDto> {
    const { payment, created } = await this.payments.record(user, dto);
    if (!created) response.status(200);
    return toPaymentResponse(payment);
  }
}
