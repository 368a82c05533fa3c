import { Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MESSENGER, type Messenger } from './messenger.port.js';
import { OutboxDelivery } from './outbox/outbox-delivery.js';
import { OutboxDeliveryCron } from './outbox/outbox-delivery.cron.js';
import { OutboxMessenger } from './outbox/outbox.messenger.js';
import { WhatsAppMessenger } from './whatsapp/whatsapp.messenger.js';

/**
 * The messenger adapter comes from MESSENGER_PROVIDER (the outbox simulator by default); nothing outside this module
 * knows which one runs. The importing module provides MESSAGE_STATUS_SINK, where the outbox delivers its statuses.
 */
@Module({
  providers: [
    {
      provide: MESSENGER,
      inject: [APP_CONFIG, getDataSourceToken(), CLOCK],
      useFactory: (config: AppConfig, dataSource: DataSource, clock: Clock): Messenger =>
        config.messengerProvider === 'whatsapp' ? new WhatsAppMessenger(config.whatsapp, config.providerTimeoutMs) : new OutboxMessenger(dataSource, config.whatsapp, clock),
    },
    OutboxDelivery,
    OutboxDeliveryCron,
  ],
  exports: [MESSENGER, OutboxDelivery],
})
export class MessengerModule {}
