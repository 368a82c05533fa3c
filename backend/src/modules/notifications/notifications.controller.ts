import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser } from '../../common/decorators/auth.decorators.js';
import { ApiErrors } from '../../common/http/api-errors.js';
import { ListFilterDto } from '../../common/http/list-filter.js';
import { ListQueryDto, parseListQuery, withContentRange } from '../../common/http/list-query.js';
import { IdPipe } from '../../common/http/record-id.js';
import { SESSION_CHECK, type SessionCheck } from '../../common/security/session-check.js';
import type { SessionUser } from '../../common/security/session-user.js';
import { MarkReadDto, NotificationDto, ReadAllDto, toNotificationDto, UnreadCountDto } from './dto/notification.dto.js';
import { NotificationsService } from './notifications.service.js';
import { MAX_STREAMS_PER_USER, NotificationStream } from './notification-stream.js';
import { NotificationErrors } from './notifications.errors.js';

/** A comment line now and then, so proxies keep an idle stream open. */
const KEEP_ALIVE_MS = 25_000;
/** A stream ends after this; the browser's EventSource opens a new one, which checks the session again. */
const STREAM_LIFETIME_MS = 5 * 60_000;

@ApiTags('notifications')
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly stream: NotificationStream,
    @Inject(SESSION_CHECK) private readonly sessions: SessionCheck,
  ) {}

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

  @Get('stream')
  @ApiOperation({
    summary: "Server-Sent Events: an `unread` event with the caller's unread count at once and whenever their notifications change",
    description:
      'Each event reads `event: unread` and `data: {"count": 3}`. The session is checked again before each event: the stream ends at sign-out, ' +
      'deactivation or a password change (from another session), and after 5 minutes; EventSource reconnects. At most 5 open at once per user.',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'The event stream', content: { 'text/event-stream': { schema: { type: 'string' } } } })
  @ApiErrors({ 429: 'The user already has 5 streams open (on this server)' })
  events(@CurrentUser() user: SessionUser, @Req() request: Request, @Res() response: Response): void {
    const sid = request.sessionID;
    let sending = Promise.resolve();
    // A wake-up for another session's end (or a second look) leaves the count as it was: nothing to send.
    let sent: number | undefined;
    const sendCount = () => {
      sending = sending
        .then(async () => {
          if (!(await this.sessions.isLive(sid, user.id))) return void response.end();
          const count = await this.notifications.unreadCount(user);
          if (response.writableEnded || count === sent) return;
          sent = count;
          response.write(`event: unread\ndata: ${JSON.stringify({ count })}\n\n`);
        })
        .catch(() => {
          response.end();
        });
    };
    const stop = this.stream.subscribe(user.id, sendCount);
    if (!stop) throw NotificationErrors.tooManyStreams(MAX_STREAMS_PER_USER);
    response.status(200).set({ 'Content-Type': 'text/event-stream', 'X-Accel-Buffering': 'no' });
    response.flushHeaders();
    response.write('retry: 5000\n\n');
    const keepAlive = setInterval(() => response.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const lifetime = setTimeout(() => response.end(), STREAM_LIFETIME_MS);
    // Ended by either side: the server (session gone, lifetime) or the client.
    response.on('close', () => {
      stop();
      clearInterval(keepAlive);
      clearTimeout(lifetime);
    });
    sendCount();
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
