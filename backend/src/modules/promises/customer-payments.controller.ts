import { Body, Controller, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles } from '../../common/decorators/auth.decorators.js';
import { Idempotent } from '../idempotency/idempotent.decorator.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { PaymentResponseDto, RecordPaymentDto, toPaymentResponse } from './dto/payment.dto.js';
import { PaymentsService } from './payments.service.js';

/** Payments an admin types on the customer page: the API's rules and idempotency, recorded as from the screen. */
@ApiTags('payments')
@Controller('customers/:id/payments')
export class CustomerPaymentsController {
  constructor(private readonly payments: PaymentsService) {}

  @Post()
  @Roles('admin')
  @Idempotent()
  @ApiOperation({ summary: "Record a payment on this customer from the customer page (idempotent on reference)" })
  @ApiCreatedResponse({ type: PaymentResponseDto, description: 'Recorded' })
  @ApiOkResponse({ type: PaymentResponseDto, description: 'This reference was already recorded: nothing changed' })
  @ApiErrors({ 404: 'No such customer', 409: 'The reference is recorded for a different payment' })
  async record(
    @Param('id', IdPipe) id: number,
    @Body() dto: RecordPaymentDto,
    @CurrentUser() user: SessionUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PaymentResponseDto> {
    const { payment, created } = await this.payments.record(user, { ...dto, customer_id: id }, 'screen');
    if (!created) response.status(200);
    return toPaymentResponse(payment);
  }
}
