import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MESSENGER, type Messenger } from '../../integrations/messenger/messenger.port.js';
import { OutboxMessenger } from '../../integrations/messenger/outbox/outbox.messenger.js';
import { WhatsAppMessenger } from '../../integrations/messenger/whatsapp/whatsapp.messenger.js';
import { CustomersModule } from '../customers/customers.module.js';
import { MessageStatusService } from './message-status.service.js';
import { MessagesController, WhatsAppWebhookController } from './messages.controller.js';
import { MessagesService } from './messages.service.js';
import { OutboxDelivery } from './outbox-delivery.js';

/** The messenger adapter comes from MESSENGER_PROVIDER; nothing else knows which one runs. */
const messengerProvider = {
  provide: MESSENGER,
  inject: [APP_CONFIG, getDataSourceToken()],
  useFactory: (config: AppConfig, dataSource: DataSource): Messenger =>
    config.messengerProvider === 'whatsapp' ? new WhatsAppMessenger(config.whatsapp) : new OutboxMessenger(dataSource, config.whatsapp),
};

@Module({
  imports: [CustomersModule],
  controllers: [MessagesController, WhatsAppWebhookController],
  providers: [messengerProvider, MessagesService, MessageStatusService, OutboxDelivery],
})
export class MessagesModule {}
