import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module.js';
import { SettingsModule } from '../settings/settings.module.js';
import { UsersModule } from '../users/users.module.js';
import { DataKeyRotationService } from './data-key-rotation.service.js';
import { DocumentsPurgeService } from './documents-purge.service.js';
import { DocumentsVaultCron } from './documents-vault.cron.js';
import { EmployeeController } from './employee.controller.js';
import { EmployeeCron } from './employee.cron.js';
import { EmployeeFilesService } from './employee-files.service.js';
import { EmployeeUploadsCron } from './employee-uploads.cron.js';
import { EmployeeUploadsService } from './employee-uploads.service.js';
import { EmployeeService } from './employee.service.js';
import { IMAGE_DECODES_AT_ONCE, IMAGE_DECODES_WAITING, ImageWork } from './image-work.js';
import { UploadRate } from './upload-rate.js';

@Module({
  imports: [UsersModule, StorageModule, SettingsModule],
  controllers: [EmployeeController],
  providers: [
    EmployeeService,
    EmployeeFilesService,
    EmployeeCron,
    EmployeeUploadsService,
    EmployeeUploadsCron,
    UploadRate,
    DocumentsPurgeService,
    DataKeyRotationService,
    DocumentsVaultCron,
    { provide: ImageWork, useFactory: () => new ImageWork(IMAGE_DECODES_AT_ONCE, IMAGE_DECODES_WAITING) },
  ],
})
export class EmployeeModule {}
