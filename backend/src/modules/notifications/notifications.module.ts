import { Module } from '@nestjs/common';
import { NotificationsController } from './notifications.controller.js';
import { NotificationsCron } from './notifications.cron.js';
import { NotificationsService } from './notifications.service.js';

@Module({ controllers: [NotificationsController], providers: [NotificationsService, NotificationsCron], exports: [NotificationsService] })
export class NotificationsModule {}
