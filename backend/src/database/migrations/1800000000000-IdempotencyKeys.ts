import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotent writes (issue 29): the first answer to each caller's Idempotency-Key, written in the transaction of the
 * work it answers, kept 24 hours. `principal` is `user:<id>` for a session (an integration's key gets its own prefix).
 * `body` is json, not jsonb, so a replay is the first answer's text with its keys in their order.
 */
export class IdempotencyKeys1800000000000 implements MigrationInterface {
  name = 'IdempotencyKeys1800000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        principal text NOT NULL,
        key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
        fingerprint text NOT NULL,
        status smallint NOT NULL,
        body json,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (principal, key)
      )`);
    await queryRunner.query('CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE idempotency_keys');
  }
}
