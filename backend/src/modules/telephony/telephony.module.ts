import { Module } from '@nestjs/common';
import { DialerModule } from '../../integrations/dialer/dialer.module.js';
import { DIALER_WEBHOOK_SINK } from '../../integrations/dialer/dialer.port.js';
import { CallsModule } from '../calls/calls.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { DispositionsModule } from '../dispositions/dispositions.module.js';
import { LeadCyclesModule } from '../lead-cycles/lead-cycles.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { CallIngestionService } from './call-ingestion.service.js';
import { CallReconciliationCron } from './call-reconciliation.cron.js';
import { DialerSyncController } from './dialer-sync.controller.js';
import { DialerSyncService } from './dialer-sync.service.js';
import { LeadListsService } from './lead-lists.service.js';
import { TataWebhookController, TelephonyController } from './telephony.controller.js';
import { TelephonyService } from './telephony.service.js';

@Module({
  imports: [DialerModule, CustomersModule, CallsModule, UsersModule, LeadCyclesModule, DispositionsModule, SettingsModule],
  controllers: [TelephonyController, TataWebhookController, DialerSyncController],
  providers: [
    TelephonyService,
    CallIngestionService,
    { provide: DIALER_WEBHOOK_SINK, useExisting: CallIngestionService },
    CallReconciliationCron,
    DialerSyncService,
    LeadListsService,
  ],
  exports: [DialerSyncService, LeadListsService],
})
export class TelephonyModule {}
