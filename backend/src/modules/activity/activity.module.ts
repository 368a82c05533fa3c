import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { ActivityController } from './activity.controller.js';
import { ActivityService } from './activity.service.js';

@Module({ imports: [CustomersModule], controllers: [ActivityController], providers: [ActivityService] })
export class ActivityModule {}
