import { Global, Module } from '@nestjs/common';
import { PAYMENT_RECORDER } from '../../common/payments/payment-recorder.js';
import { CustomersModule } from '../customers/customers.module.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { CustomerPaymentsController } from './customer-payments.controller.js';
import { PaymentsController } from './payments.controller.js';
import { PaymentsService } from './payments.service.js';
import { PromisesController } from './promises.controller.js';
import { PromisesCron } from './promises.cron.js';
import { PromisesService } from './promises.service.js';

/** Global so the customers module's import can record payments (PAYMENT_RECORDER) without importing this module, which imports customers. */
@Global()
@Module({
  imports: [CustomersModule, NotificationsModule],
  controllers: [PromisesController, PaymentsController, CustomerPaymentsController],
  providers: [PromisesService, PaymentsService, PromisesCron, { provide: PAYMENT_RECORDER, useExisting: PaymentsService }],
  exports: [PromisesService, PAYMENT_RECORDER],
})
export class PromisesModule {}
