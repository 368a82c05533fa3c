import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { backgroundJob } from '../../../common/jobs/background-job.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { SimulatedCallDelivery } from './simulated-call-delivery.js';

/** Twice a second, so a simulated call rings and connects about when a real one would. */
const DELIVERY_INTERVAL_MS = 500;

@Injectable()
export class SimulatedCallDeliveryCron {
  private readonly deliver: () => Promise<void>;

  constructor(delivery: SimulatedCallDelivery, @Inject(APP_CONFIG) config: AppConfig) {
    this.deliver = backgroundJob(SimulatedCallDeliveryCron.name, config, () => delivery.deliverDue());
  }

  @Interval(DELIVERY_INTERVAL_MS)
  onSchedule(): Promise<void> {
    return this.deliver();
  }
}
