import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { SessionUser } from '../../common/security/session-user.js';
import { BusinessClock } from '../../common/time/business-clock.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { CreateWebhookEndpointDto, UpdateWebhookEndpointDto, WebhookAttemptDto, WebhookDeliveryDto, WebhookEndpointDto } from './dto/webhook-endpoint.dto.js';
import { urlProblem } from './outbound-address.js';
import { WebhookEvents } from './webhook-events.service.js';
import { WebhookErrors } from './webhooks.errors.js';

const ENDPOINT_COLUMNS = `e.id, e.url, e.events, e.description, e.enabled, e.disabled_reason, e.failing_since, e.created_at,
  (SELECT count(*)::int FROM webhook_deliveries d WHERE d.endpoint_id = e.id AND d.status = 'pending') AS pending`;

const DELIVERY_COLUMNS = `d.id::int, d.event_id, ev.type, d.attempts AS attempt, d.status, d.last_response_status AS response_status,
  d.last_duration_ms AS duration_ms, d.last_error AS error, d.last_response_body AS response_body,
  CASE WHEN d.status = 'pending' THEN d.next_attempt_at END AS next_attempt_at, d.replay_of::int, d.created_at`;

/** Webhook endpoints: registered by admins, each with its signing secret, test event, delivery log and replays. */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: BusinessClock,
    private readonly events: WebhookEvents,
  ) {}

  async create(user: SessionUser, dto: CreateWebhookEndpointDto): Promise<WebhookEndpointDto & { secret: string }> {
    this.checkUrl(dto.url);
    const secret = `whsec_${randomBytes(32).toString('base64')}`;
    const now = this.clock.now();
    const [{ id }]: { id: number }[] = await this.dataSource.query(
      `INSERT INTO webhook_endpoints (url, events, description, secret, created_by, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [dto.url, dto.events, dto.description || null, secret, user.id, now],
    );
    return { ...(await this.get(id)), secret };
  }

  async list(): Promise<WebhookEndpointDto[]> {
    return this.dataSource.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e ORDER BY e.id`);
  }

  async get(id: number): Promise<WebhookEndpointDto> {
    const [endpoint]: WebhookEndpointDto[] = await this.dataSource.query(`SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints e WHERE e.id = $1`, [id]);
    if (!endpoint) throw WebhookErrors.endpointNotFound();
    return endpoint;
  }

  /** Enabling again clears the failure streak, so the endpoint gets its 3 days anew. */
  async update(id: number, dto: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    if (dto.url !== undefined) this.checkUrl(dto.url);
    const updated: unknown[] = await this.dataSource.query(
      `UPDATE webhook_endpoints SET
         url = coalesce($2, url),
         events = coalesce($3, events),
         description = CASE WHEN $4 THEN $5 ELSE description END,
         enabled = coalesce($6, enabled),
         disabled_reason = CASE WHEN $6 IS NULL THEN disabled_reason WHEN $6 THEN NULL ELSE 'admin' END,
         failing_since = CASE WHEN $6 THEN NULL ELSE failing_since END,
         updated_at = $7
       WHERE id = $1 RETURNING id`,
      [id, dto.url ?? null, dto.events ?? null, dto.description !== undefined, dto.description || null, dto.enabled ?? null, this.clock.now()],
    );
    if (updated.length === 0) throw WebhookErrors.endpointNotFound();
    return this.get(id);
  }

  /** Removes the endpoint with its deliveries and their log. */
  async remove(id: number): Promise<WebhookEndpointDto> {
    const endpoint = await this.get(id);
    await this.dataSource.query(`DELETE FROM webhook_endpoints WHERE id = $1`, [id]);
    return endpoint;
  }

  /** Queues a test.ping for this endpoint alone (enabled or not: it goes out once the endpoint is enabled). */
  async sendTest(id: number): Promise<{ event_id: string; delivery_id: number }> {
    await this.get(id);
    return this.dataSource.transaction(async (manager) => {
      const eventId = await this.events.ping(manager, id);
      const [delivery]: { id: number }[] = await manager.query(`SELECT id::int FROM webhook_deliveries WHERE event_id = $1`, [eventId]);
      return { event_id: eventId, delivery_id: delivery.id };
    });
  }

  /** The endpoint's deliveries, newest first, one page of them, with each one's attempts. */
  async deliveries(id: number, page: { skip: number; take: number }): Promise<{ items: WebhookDeliveryDto[]; total: number }> {
    await this.get(id);
    const items: Omit<WebhookDeliveryDto, 'attempts'>[] = await this.dataSource.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
       WHERE d.endpoint_id = $1 ORDER BY d.id DESC OFFSET $2 LIMIT $3`,
      [id, page.skip, page.take],
    );
    const [{ total }]: { total: number }[] = await this.dataSource.query(`SELECT count(*)::int AS total FROM webhook_deliveries WHERE endpoint_id = $1`, [id]);
    const attempts = await this.attemptsOf(items.map((item) => item.id));
    return { items: items.map((item) => ({ ...item, attempts: attempts.get(item.id) ?? [] })), total };
  }

  /** Sends the delivery's event to its endpoint again, as a new delivery with the same webhook-id. */
  async replay(deliveryId: number): Promise<WebhookDeliveryDto> {
    const now = this.clock.now();
    const [created]: { id: number }[] = await this.dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, next_attempt_at, created_at, replay_of)
       SELECT endpoint_id, event_id, $2, $2, id FROM webhook_deliveries WHERE id = $1
       RETURNING id::int`,
      [deliveryId, now],
    );
    if (!created) throw WebhookErrors.deliveryNotFound();
    return this.delivery(created.id);
  }

  /**
   * Sends again, oldest first, every event raised since that instant that the endpoint was sent (once each, however
   * many deliveries it had), except those still waiting to go out.
   */
  async replaySince(id: number, since: Date): Promise<number> {
    await this.get(id);
    const now = this.clock.now();
    const replayed: unknown[] = await this.dataSource.query(
      `INSERT INTO webhook_deliveries (endpoint_id, event_id, next_attempt_at, created_at, replay_of)
       SELECT $1, first.event_id, $3, $3, first.id FROM (
         SELECT min(d.id) AS id, d.event_id FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id
         WHERE d.endpoint_id = $1 AND ev.created_at >= $2
         GROUP BY d.event_id
         HAVING bool_and(d.status <> 'pending')
       ) first
       ORDER BY first.id
       RETURNING id`,
      [id, since, now],
    );
    return replayed.length;
  }

  private async delivery(id: number): Promise<WebhookDeliveryDto> {
    const [item]: Omit<WebhookDeliveryDto, 'attempts'>[] = await this.dataSource.query(
      `SELECT ${DELIVERY_COLUMNS} FROM webhook_deliveries d JOIN webhook_events ev ON ev.id = d.event_id WHERE d.id = $1`,
      [id],
    );
    return { ...item, attempts: (await this.attemptsOf([id])).get(id) ?? [] };
  }

  private async attemptsOf(deliveryIds: number[]): Promise<Map<number, WebhookAttemptDto[]>> {
    const rows: (WebhookAttemptDto & { delivery_id: number })[] = await this.dataSource.query(
      `SELECT delivery_id::int, attempt, outcome, response_status, duration_ms, error, response_body, created_at
       FROM webhook_attempts WHERE delivery_id = ANY ($1::bigint[]) ORDER BY delivery_id, attempt`,
      [deliveryIds],
    );
    const byDelivery = new Map<number, WebhookAttemptDto[]>();
    for (const { delivery_id, ...attempt } of rows) byDelivery.set(delivery_id, [...(byDelivery.get(delivery_id) ?? []), attempt]);
    return byDelivery;
  }

  private checkUrl(url: string): void {
    const problem = urlProblem(url, this.config.webhookAllowedPrivateHosts);
    if (problem) throw WebhookErrors.badUrl(problem);
  }
}
