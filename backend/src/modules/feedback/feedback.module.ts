import { Module } from '@nestjs/common';
import { CustomersModule } from '../customers/customers.module.js';
import { DispositionsModule } from '../dispositions/dispositions.module.js';
import { FeedbackController } from './feedback.controller.js';
import { FeedbackService } from './feedback.service.js';

@Module({ imports: [CustomersModule, DispositionsModule], controllers: [FeedbackController], providers: [FeedbackService] })
export class FeedbackModule {}
