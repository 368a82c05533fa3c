import { Module } from '@nestjs/common';
import { LeadCyclesController } from './lead-cycles.controller.js';
import { LeadCyclesService } from './lead-cycles.service.js';

@Module({ controllers: [LeadCyclesController], providers: [LeadCyclesService], exports: [LeadCyclesService] })
export class LeadCyclesModule {}
