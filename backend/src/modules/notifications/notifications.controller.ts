import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { ListFilterDto } from '../../common/http/list-filter.js';
import { ListQueryDto, parseListQuery, withContentRange } from '../../common/http/list-query.js';
import { IdPipe } from '../../common/http/record-id.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { MarkReadDto, NotificationDto, ReadAllDto, toNotificationDto, UnreadCountDto } from './dto/notification.dto.js';
import { NotificationsService } from './notifications.service.js';

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: "The caller's notifications, newest first (ra-data-simple-rest list; Content-Range carries the total)" })
  @ApiOkResponse({ type: [NotificationDto] })
  @ApiErrors({})
  async list(@Query() query: ListQueryDto, @CurrentUser() user: SessionUser, @Res({ passthrough: true }) response: Response): Promise<NotificationDto[]> {
    const request = parseListQuery(query, { sortable: ['createdAt'] as const, defaultSort: { field: 'createdAt', order: 'DESC' }, filter: ListFilterDto });
    const { items, total } = await this.notifications.list(user, request);
    return withContentRange(response, 'notifications', request.page?.skip ?? 0, items.map(toNotificationDto), total);
  }

  @Get('unread-count')
  @ApiOperation({ summary: "How many of the caller's notifications are unread (the bell's badge)" })
  @ApiOkResponse({ type: UnreadCountDto })
  async unreadCount(@CurrentUser() user: SessionUser): Promise<UnreadCountDto> {
    return { count: await this.notifications.unreadCount(user) };
  }

  @Post('read-all')
  @HttpCode(200)
  @ApiOperation({ summary: "Marks all the caller's notifications read" })
  @ApiOkResponse({ type: ReadAllDto })
  async readAll(@CurrentUser() user: SessionUser): Promise<ReadAllDto> {
    return { updated: await this.notifications.readAll(user) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Marks one of the caller’s notifications read' })
  @ApiOkResponse({ type: NotificationDto })
  @ApiErrors({ 404: "No such notification of the caller's" })
  async markRead(@Param('id', IdPipe) id: number, @Body() _dto: MarkReadDto, @CurrentUser() user: SessionUser): Promise<NotificationDto> {
    return toNotificationDto(await this.notifications.markRead(user, id));
  }
}
