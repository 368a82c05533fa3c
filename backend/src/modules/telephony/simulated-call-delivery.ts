import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DIALER, type Dialer } from '../../integrations/dialer/dialer.port.js';
import { SimulatorDialer } from '../../integrations/dialer/simulator/simulator.dialer.js';
import { CallIngestionService } from './call-ingestion.service.js';

const TICK_MS = 500;

/**
 * The dialer simulator's delivery side: posts each due call event to the webhook ingestion with the configured
 * secret, exactly as Smartflo would, so simulated calls exercise the same checks, storage and merge. Runs twice a
 * second unless BACKGROUND_JOBS is off (integration tests call deliverDue with their own time).
 */
@Injectable()
export class SimulatedCallDelivery implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SimulatedCallDelivery.name);
  private timer?: NodeJS.Timeout;
  private running = false;

  constructor(
    @Inject(DIALER) private readonly dialer: Dialer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly ingestion: CallIngestionService,
  ) {}

  onApplicationBootstrap(): void {
    if (!(this.dialer instanceof SimulatorDialer) || !this.config.backgroundJobs) return;
    this.timer = setInterval(() => void this.tick(), TICK_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async deliverDue(now: Date): Promise<number> {
    if (!(this.dialer instanceof SimulatorDialer)) return 0;
    const bodies = await this.dialer.dueEvents(now);
    for (const body of bodies) await this.ingestion.ingestWebhook({ secret: this.config.dialer.webhookSecrets[0], headers: {} }, body);
    return bodies.length;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      await this.deliverDue(new Date());
    } catch (error) {
      this.logger.error(error);
    } finally {
      this.running = false;
    }
  }
}
