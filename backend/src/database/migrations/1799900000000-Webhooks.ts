import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks out (issue 29): the endpoints integrators register, the outbox of events (written in the transaction of
 * the change they report), one delivery per event and endpoint, and each attempt's outcome (the delivery log).
 * Deliveries of an endpoint go out in id order; the pending ones are found through a partial index.
 */
export class Webhooks1799900000000 implements MigrationInterface {
  name = 'Webhooks1799900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE webhook_endpoints (
      id serial PRIMARY KEY,
      url text NOT NULL,
      events text[] NOT NULL,
      description text,
      secret text NOT NULL,
      enabled boolean NOT NULL DEFAULT true,
      disabled_reason text,
      failing_since timestamptz,
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`);
    await queryRunner.query(`CREATE TABLE webhook_events (
      id text PRIMARY KEY,
      type text NOT NULL,
      body text NOT NULL,
      created_at timestamptz NOT NULL
    )`);
    await queryRunner.query(`CREATE TABLE webhook_deliveries (
      id bigserial PRIMARY KEY,
      endpoint_id integer NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
      event_id text NOT NULL REFERENCES webhook_events (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      last_response_status integer,
      last_duration_ms integer,
      last_error text,
      last_response_body text,
      replay_of bigint REFERENCES webhook_deliveries (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_pending" ON webhook_deliveries (endpoint_id, id) WHERE status = 'pending'`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_log" ON webhook_deliveries (endpoint_id, id DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_event" ON webhook_deliveries (event_id)`);
    await queryRunner.query(`CREATE TABLE webhook_attempts (
      id bigserial PRIMARY KEY,
      delivery_id bigint NOT NULL REFERENCES webhook_deliveries (id) ON DELETE CASCADE,
      attempt integer NOT NULL,
      outcome text NOT NULL CHECK (outcome IN ('succeeded', 'retrying', 'failed')),
      response_status integer,
      error text,
      duration_ms integer NOT NULL,
      response_body text,
      created_at timestamptz NOT NULL
    )`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_attempts_delivery" ON webhook_attempts (delivery_id, attempt)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE webhook_attempts`);
    await queryRunner.query(`DROP TABLE webhook_deliveries`);
    await queryRunner.query(`DROP TABLE webhook_events`);
    await queryRunner.query(`DROP TABLE webhook_endpoints`);
  }
}
