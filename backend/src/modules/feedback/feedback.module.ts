import { Module } from '@nestjs/common';
import { CallsModule } from '../calls/calls.module.js';
import { CustomersModule } from '../customers/customers.module.js';
import { DispositionsModule } from '../dispositions/dispositions.module.js';
import { PromisesModule } from '../promises/promises.module.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackService } from './feedback.service.js';

@Module({ imports: [CallsModule, CustomersModule, DispositionsModule, PromisesModule], controllers: [FeedbackController], providers: [FeedbackService] })
export class FeedbackModule {}
