import { Module } from '@nestjs/common';
import { StorageModule } from '../../integrations/storage/storage.module.js';
import { UsersModule } from '../users/users.module.js';
import { EmployeeController } from './employee.controller.js';
import { EmployeeCron } from './employee.cron.js';
import { EmployeeFilesService } from './employee-files.service.js';
import { EmployeeService } from './employee.service.js';

@Module({ imports: [UsersModule, StorageModule], controllers: [EmployeeController], providers: [EmployeeService, EmployeeFilesService, EmployeeCron] })
export class EmployeeModule {}
