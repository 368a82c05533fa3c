import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { DashboardController } from './dashboard.controller.js';
import { DashboardService } from './dashboard.service.js';

@Module({ imports: [CustomersModule], controllers: [DashboardController], providers: [DashboardService] })
export class DashboardModule {}
