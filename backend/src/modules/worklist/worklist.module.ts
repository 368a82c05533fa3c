import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { UsersModule } from '../users/users.module.js';
import { WorklistController } from './worklist.controller.js';
import { WorklistService } from './worklist.service.js';

@Module({ imports: [CustomersModule, UsersModule], controllers: [WorklistController], providers: [WorklistService] })
export class WorklistModule {}
