import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { CLOCK, type Clock } from '../../../common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { DIALER, DIALER_WEBHOOK_SINK, type Dialer, type DialerWebhookSink } from '../dialer.port.js';
import { SimulatorDialer } from './simulator.dialer.js';

/**
 * The dialer simulator's delivery side: hands each due call event to the webhook ingestion with the configured
 * secret, exactly as Smartflo's webhook would arrive, so simulated calls exercise the same checks, storage and
 * merge (simulated-call-delivery.cron.ts runs it; integration tests move the clock and call deliverDue). Events are
 * claimed with SKIP LOCKED, so several instances never deliver one twice. Does nothing when another adapter is active.
 */
@Injectable()
export class SimulatedCallDelivery {
  constructor(
    @Inject(DIALER) private readonly dialer: Dialer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** Delivers the events due by now; returns how many. */
  async deliverDue(): Promise<number> {
    if (!(this.dialer instanceof SimulatorDialer)) return 0;
    // The ingestion belongs to the module that imports this one: looked up, not injected, to avoid a cycle.
    const sink = this.moduleRef.get<DialerWebhookSink>(DIALER_WEBHOOK_SINK, { strict: false });
    const bodies = await this.dialer.dueEvents(this.clock.now());
    for (const body of bodies) await sink.ingestWebhook({ secret: this.config.dialer.webhookSecrets[0], headers: {} }, body);
    return bodies.length;
  }
}
