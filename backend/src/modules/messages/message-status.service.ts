import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { MESSENGER, type Messenger, type MessageStatusSink, type MessageStatus, type MessageStatusEvent, type WebhookRequest } from '../../integrations/messenger/messenger.port.js';
import { ProviderEvent } from '../../integrations/webhooks/provider-event.entity.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { Message } from './entities/message.entity.js';
import { MessageErrors } from './messages.errors.js';

const RANK: Record<MessageStatus, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 1.5 };

/** Whether a status may replace another: statuses only move forward; failed ends a message not yet delivered. */
function advances(current: MessageStatus, next: MessageStatus): boolean {
  if (current === 'failed') return false;
  if (next === 'failed') return RANK[current] < RANK.delivered;
  return RANK[next] > RANK[current];
}

/**
 * Message status webhooks: verified (Meta's signature over the raw body), stored first under a unique key so a
 * re-delivery does nothing, then applied monotonically, so duplicates and out-of-order events converge.
 */
@Injectable()
export class MessageStatusService implements MessageStatusSink {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MESSENGER) private readonly messenger: Messenger,
    private readonly clock: BusinessClock,
  ) {}

  challenge(request: WebhookRequest): string {
    const verdict = this.messenger.verifyWebhook(request);
    if (!verdict.ok) throw MessageErrors.invalidVerifyToken();
    return verdict.challenge ?? '';
  }

  async ingest(request: WebhookRequest, body: unknown): Promise<{ received: number; duplicate: boolean }> {
    if (!this.messenger.verifyWebhook(request).ok) throw MessageErrors.invalidSignature();
    const eventKey = createHash('sha256').update(`${this.messenger.channel}:`).update(request.rawBody ?? Buffer.from(JSON.stringify(body))).digest('hex');
    return this.dataSource.transaction(async (manager) => {
      const stored = await manager
        .createQueryBuilder()
        .insert()
        .into(ProviderEvent)
        .values({ provider: this.messenger.channel, eventKey, body: body as object })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (stored.raw.length === 0) return { received: 0, duplicate: true };
      const receivedAt = this.clock.now();
      const events = this.messenger.parseStatusWebhook(body, receivedAt);
      for (const event of events) await this.apply(manager, event);
      await manager.update(ProviderEvent, { id: stored.raw[0].id }, { processedAt: receivedAt });
      return { received: events.length, duplicate: false };
    });
  }

  private async apply(manager: EntityManager, event: MessageStatusEvent): Promise<void> {
    const message =
      (await manager.findOne(Message, { where: { provider: this.messenger.channel, providerMessageId: event.providerMessageId }, lock: { mode: 'pessimistic_write' } })) ??
      (event.messageId && /^[0-9a-f-]{36}$/.test(event.messageId)
        ? await manager.findOne(Message, { where: { id: event.messageId }, lock: { mode: 'pessimistic_write' } })
        : null);
    if (!message) return;
    const history = [...message.statusHistory, { status: event.status, at: event.at.toISOString() }];
    const moves = advances(message.status, event.status);
    await manager.update(Message, { id: message.id }, {
      statusHistory: history,
      providerMessageId: message.providerMessageId ?? event.providerMessageId,
      ...(moves ? { status: event.status, ...(event.error ? { error: event.error } : {}) } : {}),
    });
  }
}
