import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Interval } from '@nestjs/schedule';
import { singleFlight } from '../../../common/jobs/single-flight.js';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { MESSAGE_STATUS_SINK, MESSENGER, type MessageStatusSink, type Messenger } from '../messenger.port.js';
import { hubSignature, metaStatusBody } from '../whatsapp-format.js';
import { OutboxEntry } from './outbox-entry.entity.js';
import { OutboxMessenger } from './outbox.messenger.js';

const TICK_MS = 1000;

/**
 * The outbox simulator's delivery side: posts each due status event to the status webhook ingestion, signed
 * like Meta signs, so the simulator exercises the same verification, storage and merge as production. Runs every
 * second (unless BACKGROUND_JOBS is off: integration tests call deliverDue with their own clock). Rows are claimed with SKIP LOCKED, so
 * several instances never deliver one event twice.
 */
@Injectable()
export class OutboxDelivery {
  private readonly logger = new Logger(OutboxDelivery.name);
  private readonly deliverNow = singleFlight(() => this.deliverDue(new Date()), this.logger);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MESSENGER) private readonly messenger: Messenger,
    private readonly moduleRef: ModuleRef,
  ) {}

  @Interval(TICK_MS)
  async tick(): Promise<void> {
    if (this.messenger instanceof OutboxMessenger && this.config.backgroundJobs) await this.deliverNow();
  }

  async deliverDue(now: Date): Promise<number> {
    // The status ingestion belongs to the module that imports this one: looked up, not injected, to avoid a cycle.
    const sink = this.moduleRef.get<MessageStatusSink>(MESSAGE_STATUS_SINK, { strict: false });
    const due = await this.dataSource.transaction(async (manager) => {
      const entries = await manager
        .getRepository(OutboxEntry)
        .createQueryBuilder('entry')
        .where('entry.next_at <= :now', { now })
        .orderBy('entry.next_at', 'ASC')
        .limit(100)
        .setLock('pessimistic_write')
        .setOnLocked('skip_locked')
        .getMany();
      const events = [];
      for (const entry of entries) {
        const ready = entry.plan.filter((step) => new Date(step.at) <= now);
        const rest = entry.plan.slice(ready.length);
        await manager.update(OutboxEntry, { id: entry.id }, { plan: rest, nextAt: rest[0] ? new Date(rest[0].at) : null });
        events.push(...ready.map((step) => ({ entry, step })));
      }
      return events;
    });
    for (const { entry, step } of due) {
      const body = metaStatusBody({ providerMessageId: entry.id, messageId: entry.messageId, status: step.status, at: new Date(step.at), to: entry.toNumber, error: step.error });
      const rawBody = Buffer.from(JSON.stringify(body));
      await sink.ingest({ method: 'POST', query: {}, headers: { 'x-hub-signature-256': hubSignature(rawBody, this.config.whatsapp.appSecret) }, rawBody }, body);
    }
    return due.length;
  }
}
