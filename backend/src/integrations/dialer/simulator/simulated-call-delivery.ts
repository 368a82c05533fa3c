import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Interval } from '@nestjs/schedule';
import { singleFlight } from '../../../common/jobs/single-flight.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DIALER, DIALER_WEBHOOK_SINK, type Dialer, type DialerWebhookSink } from '../dialer.port.js';
import { SimulatorDialer } from './simulator.dialer.js';

const TICK_MS = 500;

/**
 * The dialer simulator's delivery side: hands each due call event to the webhook ingestion with the configured
 * secret, exactly as Smartflo's webhook would arrive, so simulated calls exercise the same checks, storage and
 * merge. Runs twice a second unless BACKGROUND_JOBS is off (integration tests call deliverDue with their own time).
 * Does nothing when another adapter is active.
 */
@Injectable()
export class SimulatedCallDelivery {
  private readonly logger = new Logger(SimulatedCallDelivery.name);
  private readonly deliverNow = singleFlight(() => this.deliverDue(new Date()), this.logger);

  constructor(
    @Inject(DIALER) private readonly dialer: Dialer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Interval(TICK_MS)
  async tick(): Promise<void> {
    if (this.dialer instanceof SimulatorDialer && this.config.backgroundJobs) await this.deliverNow();
  }

  async deliverDue(now: Date): Promise<number> {
    if (!(this.dialer instanceof SimulatorDialer)) return 0;
    // The ingestion belongs to the module that imports this one: looked up, not injected, to avoid a cycle.
    const sink = this.moduleRef.get<DialerWebhookSink>(DIALER_WEBHOOK_SINK, { strict: false });
    const bodies = await this.dialer.dueEvents(now);
    for (const body of bodies) await sink.ingestWebhook({ secret: this.config.dialer.webhookSecrets[0], headers: {} }, body);
    return bodies.length;
  }
}
