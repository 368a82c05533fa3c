import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module.js';
import { UsersModule } from '../users/users.module.js';
import { EmployeeController } from './employee.controller.js';
import { EmployeeCron } from './employee.cron.js';
import { EmployeeFilesService } from './employee-files.service.js';
import { EmployeeUploadsCron } from './employee-uploads.cron.js';
import { EmployeeUploadsService } from './employee-uploads.service.js';
import { EmployeeService } from './employee.service.js';
import { IMAGE_DECODES_AT_ONCE, IMAGE_DECODES_WAITING, ImageWork } from './image-work.js';
import { UploadRate } from './upload-rate.js';

@Module({
  imports: [UsersModule, StorageModule],
  controllers: [EmployeeController],
  providers: [
    EmployeeService,
    EmployeeFilesService,
    EmployeeCron,
    EmployeeUploadsService,
    EmployeeUploadsCron,
    UploadRate,
    { provide: ImageWork, useFactory: () => new ImageWork(IMAGE_DECODES_AT_ONCE, IMAGE_DECODES_WAITING) },
  ],
})
export class EmployeeModule {}
