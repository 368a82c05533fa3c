import { Module } from '@nestjs/common';
import { LeadCyclesModule } from '../lead-cycles/lead-cycles.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { CustomerNumberMasking } from './customer-number-masking.js';
import { CustomerVisibility } from './customer-visibility.service.js';
import { CustomersController } from './customers.controller.js';
import { CountsCompactionCron } from './counts-compaction.cron.js';
import { CountsCompactionService } from './counts-compaction.service.js';
import { CustomersService } from './customers.service.js';
import { DoNotContactService } from './do-not-contact.service.js';
import { CsvImportController } from './import/csv-import.controller.js';
import { CsvImportCron } from './import/csv-import.cron.js';
import { CsvImportService } from './import/csv-import.service.js';

@Module({
  imports: [SettingsModule, LeadCyclesModule, NotificationsModule],
  controllers: [CsvImportController, CustomersController],
  providers: [CustomersService, CustomerVisibility, CustomerNumberMasking, CsvImportService, CsvImportCron, CountsCompactionService, CountsCompactionCron, DoNotContactService],
  exports: [CustomersService, CustomerVisibility, CustomerNumberMasking, DoNotContactService],
})
export class CustomersModule {}
