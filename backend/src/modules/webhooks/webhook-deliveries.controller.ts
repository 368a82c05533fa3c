import { Controller, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles, Scope } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { IdPipe } from '../../common/http/record-id.js';
import { WebhookDeliveryDto } from './dto/webhook-endpoint.dto.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';

@ApiTags('webhooks')
@Controller('webhook-deliveries')
@Scope('webhooks:manage')
@Roles('admin')
export class WebhookDeliveriesController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Post(':id/replay')
  @ApiOperation({ summary: 'Send a delivery again: a new delivery of the same event, with the same webhook-id' })
  @ApiCreatedResponse({ type: WebhookDeliveryDto })
  @ApiErrors({ 404: 'No such webhook delivery' })
  replay(@Param('id', IdPipe) id: number): Promise<WebhookDeliveryDto> {
    return this.endpoints.replay(id);
  }
}
