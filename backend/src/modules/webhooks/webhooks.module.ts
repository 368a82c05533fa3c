import { Global, Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { WebhookDeliveriesController } from './webhook-deliveries.controller.js';
import { WebhookDeliveryService } from './webhook-delivery.service.js';
import { WebhookEndpointsController } from './webhook-endpoints.controller.js';
import { WebhookEndpointsService } from './webhook-endpoints.service.js';
import { WebhookEvents } from './webhook-events.service.js';
import { WebhooksCron } from './webhooks.cron.js';

/** Global so every module can put its events in the outbox (WebhookEvents) without importing this one. */
@Global()
@Module({
  imports: [NotificationsModule],
  controllers: [WebhookEndpointsController, WebhookDeliveriesController],
  providers: [WebhookEvents, WebhookEndpointsService, WebhookDeliveryService, WebhooksCron],
  exports: [WebhookEvents, WebhookDeliveryService],
})
export class WebhooksModule {}
