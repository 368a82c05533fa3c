import { Body, Controller, Delete, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Roles, Scope } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { ListFilterDto } from '../../common/http/list-filter.js';
import { ListQueryDto, parseListQuery, withContentRange } from '../../common/http/list-query.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import {
  CreatedWebhookEndpointDto, CreateWebhookEndpointDto, ReplayedDto, ReplaySinceDto, TestSentDto, UpdateWebhookEndpointDto, WebhookDeliveryDto, WebhookEndpointDto,
} from './dto/webhook-endpoint.dto.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';

const NOT_FOUND = { 404: 'No such webhook endpoint' };
/** A log page when the caller names no range. */
const DEFAULT_LOG_PAGE = 25;

@ApiTags('webhooks')
@Controller('webhook-endpoints')
@Scope('webhooks:manage')
@Roles('admin')
export class WebhookEndpointsController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Post()
  @ApiOperation({ summary: 'Register an endpoint for some events; the answer carries its signing secret, once', description: 'See docs/integrating.md ("Webhooks") for the envelope and the signature.' })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointDto })
  create(@Body() dto: CreateWebhookEndpointDto, @CurrentUser() user: SessionUser): Promise<CreatedWebhookEndpointDto> {
    return this.endpoints.create(user, dto);
  }

  @Get()
  @ApiOperation({ summary: 'Every endpoint, oldest first (secrets are never shown again)' })
  @ApiOkResponse({ type: [WebhookEndpointDto] })
  list(): Promise<WebhookEndpointDto[]> {
    return this.endpoints.list();
  }

  @Get(':id')
  @ApiOperation({ summary: 'One endpoint' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors(NOT_FOUND)
  get(@Param('id', IdPipe) id: number): Promise<WebhookEndpointDto> {
    return this.endpoints.get(id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Change the URL, events or description, or disable / enable it' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors(NOT_FOUND)
  update(@Param('id', IdPipe) id: number, @Body() dto: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    return this.endpoints.update(id, dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Remove the endpoint with its delivery log; answers what it was' })
  @ApiOkResponse({ type: WebhookEndpointDto })
  @ApiErrors(NOT_FOUND)
  remove(@Param('id', IdPipe) id: number): Promise<WebhookEndpointDto> {
    return this.endpoints.remove(id);
  }

  @Post(':id/test')
  @ApiOperation({ summary: 'Send the endpoint a test.ping event (queued like any other; see its delivery in the log)' })
  @ApiCreatedResponse({ type: TestSentDto })
  @ApiErrors(NOT_FOUND)
  test(@Param('id', IdPipe) id: number): Promise<TestSentDto> {
    return this.endpoints.sendTest(id);
  }

  @Get(':id/deliveries')
  @ApiOperation({ summary: "The endpoint's delivery log, newest first, with every attempt (ra-data-simple-rest list; Content-Range carries the total; 25 a page by default)" })
  @ApiOkResponse({ type: [WebhookDeliveryDto] })
  @ApiErrors(NOT_FOUND)
  async deliveries(@Param('id', IdPipe) id: number, @Query() query: ListQueryDto, @Res({ passthrough: true }) response: Response): Promise<WebhookDeliveryDto[]> {
    const request = parseListQuery(query, { sortable: ['id'] as const, defaultSort: { field: 'id', order: 'DESC' }, filter: ListFilterDto });
    const page = request.page ?? { skip: 0, take: DEFAULT_LOG_PAGE };
    const { items, total } = await this.endpoints.deliveries(id, page);
    return withContentRange(response, 'deliveries', page.skip, items, total);
  }

  @Post(':id/replay')
  @ApiOperation({ summary: 'Send again every event the endpoint was sent since an instant, oldest first, each with its original webhook-id' })
  @ApiCreatedResponse({ type: ReplayedDto })
  @ApiErrors(NOT_FOUND)
  async replaySince(@Param('id', IdPipe) id: number, @Body() dto: ReplaySinceDto): Promise<ReplayedDto> {
    return { replayed: await this.endpoints.replaySince(id, new Date(dto.since)) };
  }
}
