import { Module } from '@nestjs/common';
import { CallsModule } from '../calls/calls.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { DispositionsModule } from '../dispositions/dispositions.module.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackService } from './feedback.service.js';

@Module({ imports: [CallsModule, CustomersModule, DispositionsModule], controllers: [FeedbackController], providers: [FeedbackService] })
export class FeedbackModule {}
