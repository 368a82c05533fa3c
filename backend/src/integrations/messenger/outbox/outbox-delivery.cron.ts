import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { backgroundJob } from '../../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { OutboxDelivery } from './outbox-delivery.js';

/** Every second: the outbox plans its statuses a second or more apart. */
const DELIVERY_INTERVAL_MS = 1000;

@Injectable()
export class OutboxDeliveryCron {
  private readonly deliver: () => Promise<void>;

  constructor(delivery: OutboxDelivery, @Inject(APP_CONFIG) config: AppConfig) {
    this.deliver = backgroundJob(OutboxDeliveryCron.name, config, () => delivery.deliverDue());
  }

  @Interval(DELIVERY_INTERVAL_MS)
  onSchedule(): Promise<void> {
    return this.deliver();
  }
}
