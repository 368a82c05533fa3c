import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { UsersModule } from '../users/users.module.js';
import { GroupsController } from './groups.controller.js';
import { GroupsService } from './groups.service.js';

@Module({ imports: [CustomersModule, UsersModule], controllers: [GroupsController], providers: [GroupsService] })
export class GroupsModule {}
