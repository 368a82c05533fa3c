import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { backgroundJob } from '../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { WebhookDeliveryService } from './webhook-delivery.service.js';

/** Every second: an event goes out within about a second of its commit; a run delivers until nothing is due. */
const DELIVERY_INTERVAL_MS = 1000;

@Injectable()
export class WebhooksCron {
  private readonly deliver: () => Promise<void>;

  constructor(deliveries: WebhookDeliveryService, @Inject(APP_CONFIG) config: AppConfig) {
    this.deliver = backgroundJob(WebhooksCron.name, config, () => deliveries.deliverDue());
  }

  @Interval(DELIVERY_INTERVAL_MS)
  onInterval(): Promise<void> {
    return this.deliver();
  }
}
