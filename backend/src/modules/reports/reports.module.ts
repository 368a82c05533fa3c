import { Module } from '@nestjs/common';
import { ReportsController } from './reports.controller.js';
import { ReportsService } from './reports.service.js';

/** The Reports (issue 28): cycle over cycle, groups and agents, dispositions, and an agent's own month. */
@Module({ controllers: [ReportsController], providers: [ReportsService] })
export class ReportsModule {}
