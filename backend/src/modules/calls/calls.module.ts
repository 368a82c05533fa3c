import { Module } from '@nestjs/common';
import { DialerModule } from '../../integrations/dialer/dialer.module.js';
import { StorageModule } from '../../integrations/storage/storage.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { CallsController } from './calls.controller.js';
import { CallsService } from './calls.service.js';

@Module({ imports: [CustomersModule, DialerModule, StorageModule], controllers: [CallsController], providers: [CallsService], exports: [CallsService] })
export class CallsModule {}
