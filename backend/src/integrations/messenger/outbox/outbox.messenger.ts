import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { Clock } from '../../../common/time/clock.js';
import type { WhatsAppConfig } from '../../../config/app-config.js';
import { parseMetaStatuses, verifyMetaWebhook } from '../whatsapp-format.js';
import type { Messenger, OutboundMessage, SendResult, WebhookRequest } from '../messenger.port.js';
import { OutboxEntry } from './outbox-entry.entity.js';

/**
 * Status events the simulator will deliver, chosen by the number's last digit so tests read plainly:
 * 9 → sent then failed (unreachable); 8 → delivered before sent (out of order), then read; otherwise sent,
 * delivered, read after 1, 2 and 5 seconds.
 */
export function outboxPlan(to: string, sentAt: Date): OutboxEntry['plan'] {
  const at = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000).toISOString();
  const last = to.slice(-1);
  if (last === '9') return [{ status: 'sent', at: at(1) }, { status: 'failed', at: at(2), error: { code: 'SIM_UNREACHABLE', title: 'Recipient is not on WhatsApp' } }];
  if (last === '8') return [{ status: 'delivered', at: at(1) }, { status: 'sent', at: at(2) }, { status: 'read', at: at(5) }];
  return [{ status: 'sent', at: at(1) }, { status: 'delivered', at: at(2) }, { status: 'read', at: at(5) }];
}

/** The default messenger: keeps messages in sim_outbox; OutboxDelivery later posts their statuses like Meta would. */
export class OutboxMessenger implements Messenger {
  readonly channel = 'outbox' as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WhatsAppConfig,
    private readonly clock: Clock,
  ) {}

  async send(message: OutboundMessage): Promise<SendResult> {
    const sentAt = this.clock.now();
    const plan = outboxPlan(message.to, sentAt);
    const id = `sim.${randomUUID()}`;
    await this.dataSource.getRepository(OutboxEntry).insert({
      id, messageId: message.messageId, toNumber: message.to, template: message.template.name, params: message.params, link: message.link,
      plan, nextAt: new Date(plan[0].at),
    });
    return { providerMessageId: id, status: 'queued' };
  }

  verifyWebhook(request: WebhookRequest) {
    return verifyMetaWebhook(request, this.config.appSecret, this.config.verifyToken);
  }

  parseStatusWebhook(body: unknown, receivedAt: Date) {
    return parseMetaStatuses(body, receivedAt);
  }
}
