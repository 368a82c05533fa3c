import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CLOCK, type Clock } from '../../../common/time/clock.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { MESSAGE_STATUS_SINK, MESSENGER, type MessageStatusSink, type Messenger } from '../messenger.port.js';
import { hubSignature, metaStatusBody } from '../whatsapp-format.js';
import { OutboxEntry } from './outbox-entry.entity.js';
import { OutboxMessenger } from './outbox.messenger.js';

/**
 * The outbox simulator's delivery side: posts each due status event to the status webhook ingestion, signed
 * like Meta signs, so the simulator exercises the same verification, storage and merge as production
 * (outbox-delivery.cron.ts runs it; integration tests move the clock and call deliverDue). Rows are claimed with
 * SKIP LOCKED, so several instances never deliver one event twice. Does nothing when another adapter is active.
 */
@Injectable()
export class OutboxDelivery {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(MESSENGER) private readonly messenger: Messenger,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly moduleRef: ModuleRef,
  ) {}

  /** Delivers the status events due by now; returns how many. */
  async deliverDue(): Promise<number> {
    if (!(this.messenger instanceof OutboxMessenger)) return 0;
    const now = this.clock.now();
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
