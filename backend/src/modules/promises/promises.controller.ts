import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Scope } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { PromiseResponseDto, toPromiseResponse } from './dto/promise.dto.js';
import { PromisesService } from './promises.service.js';

@ApiTags('promises')
@Controller('customers/:id/promises')
export class PromisesController {
  constructor(private readonly promises: PromisesService) {}

  @Get()
  @Scope('promises:read')
  @ApiOperation({ summary: "The customer's promises to pay, newest first, with their states" })
  @ApiOkResponse({ type: [PromiseResponseDto] })
  @ApiErrors({ 404: 'No such customer that the caller may see' })
  async list(@Param('id', IdPipe) id: number, @CurrentUser() user: SessionUser): Promise<PromiseResponseDto[]> {
    return (await this.promises.forCustomer(user, id)).map(toPromiseResponse);
  }
}
