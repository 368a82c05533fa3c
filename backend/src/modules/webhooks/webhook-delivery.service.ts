import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BusinessClock } from '../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NotificationsService } from '../notifications/notifications.service.js';
import { DISABLE_AFTER_FAILING_MS, retryDelayMs } from './retry-schedule.js';
import { sendWebhook, type SendResult } from './webhook-sender.js';

/** Endpoints one instance delivers to at once (each holds a connection for its batch). */
const WORKERS = 3;
/** Deliveries sent to an endpoint under one claim. */
const BATCH = 100;

interface ClaimedEndpoint {
  id: number;
  url: string;
  secret: string;
  failing_since: Date | null;
  created_by: number | null;
}

interface Due {
  id: string;
  event_id: string;
  attempts: number;
  next_attempt_at: Date;
  body: string;
}

interface Outcome extends SendResult {
  deliveryId: string;
  attempt: number;
  at: Date;
  nextAttemptAt: Date | null;
}

/**
 * Sends the outbox. A worker claims one endpoint with due deliveries (its row, FOR UPDATE SKIP LOCKED, in a
 * transaction that lasts the batch), sends that endpoint's pending deliveries in order, and writes the outcomes in
 * the same transaction: another instance skips the endpoint meanwhile, and a crash rolls the claim back so the
 * batch is sent again (at least once). A delivery that must be retried holds back the later ones of its endpoint.
 */
@Injectable()
export class WebhookDeliveryService {
  private readonly logger = new Logger(WebhookDeliveryService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: BusinessClock,
    private readonly notifications: NotificationsService,
  ) {}

  /** Delivers until no endpoint has a due delivery this instance can claim; answers how many attempts were made. */
  async deliverDue(): Promise<number> {
    const counts = await Promise.all(Array.from({ length: WORKERS }, () => this.work()));
    return counts.reduce((a, b) => a + b, 0);
  }

  private async work(): Promise<number> {
    let attempts = 0;
    for (;;) {
      const made = await this.dataSource.transaction((manager) => this.deliverOneEndpoint(manager));
      if (made === null) return attempts;
      attempts += made;
    }
  }

  /** Claims an endpoint and delivers a batch of its deliveries; null when none is due and free. */
  private async deliverOneEndpoint(manager: EntityManager): Promise<number | null> {
    const now = this.clock.now();
    const [endpoint]: ClaimedEndpoint[] = await manager.query(
      `SELECT e.id, e.url, e.secret, e.failing_since, e.created_by
       FROM webhook_endpoints e
       WHERE e.enabled AND (
         SELECT d.next_attempt_at FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status = 'pending' ORDER BY d.id LIMIT 1
       ) <= $1
       ORDER BY e.id
       LIMIT 1
       FOR UPDATE OF e SKIP LOCKED`,
      [now],
    );
    if (!endpoint) return null;
    const due: Due[] = await manager.query(
      `SELECT d.id, d.event_id, d.attempts, d.next_attempt_at, ev.body
       FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
       WHERE d.endpoint_id = $1 AND d.status = 'pending'
       ORDER BY d.id LIMIT $2`,
      [endpoint.id, BATCH],
    );
    const outcomes: Outcome[] = [];
    for (const delivery of due) {
      if (delivery.next_attempt_at > this.clock.now()) break;
      const result = await sendWebhook({ url: endpoint.url, secret: endpoint.secret, id: delivery.event_id, body: delivery.body }, this.config.webhookAllowedPrivateHosts);
      const attempt = delivery.attempts + 1;
      const at = this.clock.now();
      outcomes.push({ ...result, deliveryId: delivery.id, attempt, at, nextAttemptAt: result.outcome === 'retry' ? new Date(at.getTime() + retryDelayMs(attempt)) : null });
      if (result.outcome === 'retry') break;
    }
    await this.record(manager, outcomes);
    await this.updateHealth(manager, endpoint, outcomes.at(-1));
    return outcomes.length;
  }

  private async record(manager: EntityManager, outcomes: Outcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    await manager.query(
      `WITH r AS (
         SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::int[], $5::int[], $6::text[], $7::text[], $8::timestamptz[], $9::timestamptz[])
           AS r (id, attempt, outcome, response_status, duration_ms, error, body, at, next_at)
       ),
       updated AS (
         UPDATE webhook_deliveries d SET
           attempts = r.attempt,
           status = CASE r.outcome WHEN 'retrying' THEN 'pending' ELSE r.outcome END,
           next_attempt_at = coalesce(r.next_at, d.next_attempt_at),
           last_response_status = r.response_status, last_duration_ms = r.duration_ms, last_error = r.error, last_response_body = r.body
         FROM r WHERE d.id = r.id
       )
       INSERT INTO webhook_attempts (delivery_id, attempt, outcome, response_status, error, duration_ms, response_body, created_at)
       SELECT id, attempt, outcome, response_status, error, duration_ms, body, at FROM r`,
      [
        outcomes.map((o) => o.deliveryId), outcomes.map((o) => o.attempt), outcomes.map((o) => (o.outcome === 'retry' ? 'retrying' : o.outcome)),
        outcomes.map((o) => o.responseStatus), outcomes.map((o) => o.durationMs), outcomes.map((o) => o.error), outcomes.map((o) => o.responseBody),
        outcomes.map((o) => o.at), outcomes.map((o) => o.nextAttemptAt),
      ],
    );
  }

  /** A success makes the endpoint healthy again; failures since `failing_since` for 3 days disable it and tell its owner. */
  private async updateHealth(manager: EntityManager, endpoint: ClaimedEndpoint, last: Outcome | undefined): Promise<void> {
    if (!last) return;
    if (last.outcome === 'succeeded') {
      if (endpoint.failing_since) await manager.query(`UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1`, [endpoint.id]);
      return;
    }
    const failingSince = endpoint.failing_since ?? last.at;
    if (last.at.getTime() - failingSince.getTime() < DISABLE_AFTER_FAILING_MS) {
      if (!endpoint.failing_since) await manager.query(`UPDATE webhook_endpoints SET failing_since = $2 WHERE id = $1`, [endpoint.id, failingSince]);
      return;
    }
    await manager.query(`UPDATE webhook_endpoints SET enabled = false, disabled_reason = 'failing', updated_at = $2 WHERE id = $1`, [endpoint.id, last.at]);
    this.logger.warn(`Disabled webhook endpoint ${endpoint.id}: its deliveries have failed for 3 days`);
    await this.notifications.notify(manager, endpoint.created_by ? { userIds: [endpoint.created_by] } : { admins: true }, {
      kind: 'webhook_disabled',
      title: 'A webhook endpoint was disabled',
      body: `Deliveries to ${endpoint.url} have failed for 3 days. Fix the receiver, then enable the endpoint again on the Integrations page; pending events are kept.`,
      link: '/integrations',
    });
  }
}
