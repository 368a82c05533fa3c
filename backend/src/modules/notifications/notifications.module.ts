import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsCron } from './notifications.cron.js';
import { NotificationsService } from './notifications.service.js';
import { NotificationStream } from './notification-stream.js';

@Module({ controllers: [NotificationsController], providers: [NotificationsService, NotificationsCron, NotificationStream], exports: [NotificationsService] })
export class NotificationsModule {}
