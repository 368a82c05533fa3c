import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { TestSupportController } from './test-support.controller.js';
import { TestSupportService } from './test-support.service.js';

/** The browser journeys' control of time; AppModule imports it only when TEST_CLOCK_CONTROL is on. */
@Module({ imports: [NotificationsModule], controllers: [TestSupportController], providers: [TestSupportService] })
export class TestSupportModule {}
