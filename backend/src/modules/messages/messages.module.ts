import { Module } from '@nestjs/common';
import { MessengerModule } from '../../integrations/messenger/messenger.module.js';
import { MESSAGE_STATUS_SINK } from '../../integrations/messenger/messenger.port.js';
import { CustomersModule } from '../customers/customers.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { MessageStatusService } from './message-status.service.js';
import { MessagesController, WhatsAppWebhookController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';

@Module({
  imports: [MessengerModule, CustomersModule, SettingsModule],
  controllers: [MessagesController, WhatsAppWebhookController],
  providers: [MessagesService, MessageStatusService, { provide: MESSAGE_STATUS_SINK, useExisting: MessageStatusService }],
})
export class MessagesModule {}
