import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { BusinessClock } from '../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { DIALER, type CallEvent, type Dialer, type DialerWebhookRequest, type DialerWebhookSink } from '../../integrations/dialer/dialer.port.js';
import { ProviderEvent } from '../../integrations/webhooks/provider-event.entity.js';
import { CallsService } from '../calls/calls.service.js';
import type { Call } from '../calls/entities/call.entity.js';
import { CustomersService } from '../customers/customers.service.js';
import { mergeCallEvent } from './call-merge.js';
import { TelephonyErrors } from './telephony.errors.js';


const digest = (value: string) => createHash('sha256').update(value).digest();

/** JSON with keys sorted at every level: the same body delivered as JSON, form or query gets the same key. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * What makes a delivery new: the provider's call and the event (state, outcome, whether it brings the recording),
 * not its exact bytes. A re-delivery with one more or one changed field is the same event and changes nothing; a
 * body that parses to no event falls back to its canonical JSON.
 */
export function webhookEventKey(provider: string, events: CallEvent[], body: unknown): string {
  const identity = events.length
    ? events
        .map((e) => [e.providerCallKey ?? e.providerCallId ?? e.providerRef ?? e.attemptId ?? '', e.state, e.outcome ?? '', e.recordingUrl ? 'recording' : ''].join('|'))
        .join(';')
    : canonicalJson(body);
  return createHash('sha256').update(`${provider}:${identity}`).digest('hex');
}

/**
 * Dialer call events, from the provider's webhook, the simulator, or the call-records pull. A webhook must carry
 * the shared secret (constant-time compare; the previous secret is accepted during a rotation), is stored first
 * under a unique key so a re-delivery does nothing, and may only update a call it can correlate to one of ours.
 */
@Injectable()
export class CallIngestionService implements DialerWebhookSink {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DIALER) private readonly dialer: Dialer,
    private readonly clock: BusinessClock,
    private readonly calls: CallsService,
    private readonly customers: CustomersService,
  ) {}

  async ingestWebhook(request: DialerWebhookRequest, body: unknown): Promise<{ received: number; duplicate: boolean }> {
    if (!this.secretMatches(request)) throw TelephonyErrors.invalidWebhookSecret();
    const events = this.dialer.parseWebhook(body);
    const eventKey = webhookEventKey(this.dialer.provider, events, body);
    return this.dataSource.transaction(async (manager) => {
      const stored = await manager
        .createQueryBuilder()
        .insert()
        .into(ProviderEvent)
        .values({ provider: this.dialer.provider, eventKey, body: (body ?? {}) as object })
        .orIgnore()
        .returning(['id'])
        .execute();
      if (stored.raw.length === 0) return { received: 0, duplicate: true };
      let applied = 0;
      for (const event of events) if (await this.apply(manager, event)) applied += 1;
      await manager.update(ProviderEvent, { id: stored.raw[0].id }, {
        processedAt: this.clock.now(),
        error: applied < events.length || events.length === 0 ? 'No call of ours matches this event' : null,
      });
      return { received: applied, duplicate: false };
    });
  }

  /** Applies events that did not come through the webhook (the call-records pull); returns how many matched a call. */
  async applyEvents(events: CallEvent[]): Promise<number> {
    let applied = 0;
    for (const event of events) {
      if (await this.dataSource.transaction((manager) => this.apply(manager, event))) applied += 1;
    }
    return applied;
  }

  private async apply(manager: EntityManager, event: CallEvent): Promise<boolean> {
    const call = await this.correlate(manager, event);
    if (!call) return false;
    const merged = mergeCallEvent(call, event, this.clock.now());
    await this.calls.recordProgress(manager, call, merged);
    if (merged.status === 'answered' && merged.answeredAt) await this.customers.recordContact(manager, call.customerId, merged.answeredAt);
    return true;
  }

  /** Our call for the event, locked: by our attempt id, then the click-to-call ref, then the provider's call keys. */
  private async correlate(manager: EntityManager, event: CallEvent): Promise<Call | null> {
    const provider = event.provider;
    const attemptId = event.attemptId && /^\d{1,9}$/.test(event.attemptId) ? Number(event.attemptId) : null;
    const candidates = [
      attemptId !== null ? { id: attemptId, provider } : null,
      event.providerRef ? { providerRef: event.providerRef, provider } : null,
      event.providerCallKey ? { providerCallKey: event.providerCallKey, provider } : null,
      event.providerCallId ? { providerCallId: event.providerCallId, provider } : null,
    ];
    return this.calls.lockFirstMatch(manager, candidates.filter((where) => where !== null));
  }

  private secretMatches(request: DialerWebhookRequest): boolean {
    const header = request.headers['x-webhook-secret'];
    const given = [request.secret, Array.isArray(header) ? header[0] : header].filter((value): value is string => typeof value === 'string' && value !== '');
    // Every accepted secret is compared, so the time taken does not tell which one (or whether any) matched.
    return given
      .flatMap((value) => this.config.dialer.webhookSecrets.map((secret) => timingSafeEqual(digest(value), digest(secret))))
      .reduce((any, match) => any || match, false);
  }
}
