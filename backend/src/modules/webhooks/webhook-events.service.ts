import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { BusinessClock } from '../../common/time/business-clock.js';
import { TEST_EVENT_TYPE, type WebhookEventType } from './webhook-event-types.js';

/** The envelope every delivery carries, version 1: `data` is the API's read of the record. */
export interface WebhookEnvelope {
  id: string;
  type: string;
  created_at: string;
  data: unknown;
}

/**
 * The outbox: other modules call `enqueue` inside the transaction that makes the change, so an event exists exactly
 * when its change committed (a rollback sends nothing). One statement stores the envelope and a pending delivery
 * for every enabled endpoint that wants the type; nothing is stored when none does.
 */
@Injectable()
export class WebhookEvents {
  constructor(private readonly clock: BusinessClock) {}

  async enqueue(manager: EntityManager, type: WebhookEventType, data: unknown): Promise<void> {
    await this.enqueueAll(manager, type, [data]);
  }

  /** One event per item of `data`, in that order (a job's results). */
  async enqueueAll(manager: EntityManager, type: WebhookEventType, data: unknown[]): Promise<void> {
    if (data.length === 0) return;
    await this.store(manager, type, data, null);
  }

  /** A `test.ping` for one endpoint only. */
  async ping(manager: EntityManager, endpointId: number): Promise<string> {
    const [id] = await this.store(manager, TEST_EVENT_TYPE, [{ endpoint_id: endpointId, message: 'A test event from the CRM' }], endpointId);
    return id;
  }

  private async store(manager: EntityManager, type: string, data: unknown[], onlyEndpoint: number | null): Promise<string[]> {
    const now = this.clock.now();
    const envelopes: WebhookEnvelope[] = data.map((item) => ({ id: `evt_${randomUUID().replaceAll('-', '')}`, type, created_at: now.toISOString(), data: item }));
    await manager.query(
      `WITH targets AS (
         SELECT id FROM webhook_endpoints
         WHERE CASE WHEN $5::int IS NULL THEN enabled AND $2 = ANY (events) ELSE id = $5 END
       ),
       stored AS (
         INSERT INTO webhook_events (id, type, body, created_at)
         SELECT e.id, $2, e.body, $3 FROM unnest($1::text[], $4::text[]) WITH ORDINALITY AS e (id, body, n)
         WHERE EXISTS (SELECT 1 FROM targets)
         ORDER BY e.n
         RETURNING id
       )
       INSERT INTO webhook_deliveries (endpoint_id, event_id, next_attempt_at, created_at)
       SELECT t.id, e.id, $3, $3
       FROM unnest($1::text[]) WITH ORDINALITY AS e (id, n) CROSS JOIN targets t
       WHERE EXISTS (SELECT 1 FROM stored)
       ORDER BY t.id, e.n`,
      [envelopes.map((e) => e.id), type, now, envelopes.map((e) => JSON.stringify(e)), onlyEndpoint],
    );
    return envelopes.map((e) => e.id);
  }
}
