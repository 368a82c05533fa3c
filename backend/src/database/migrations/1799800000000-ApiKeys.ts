import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * API keys (issue 29): an integration principal with scopes. Only the SHA-256 of the secret is kept (the secret is
 * 32 random bytes, so a fast hash is enough); a rotation keeps the previous hash until its grace ends. The audit
 * trail names the key that made a change (`actor_key_id`). `api_key_rate_limits` is rate-limiter-flexible's
 * PostgreSQL store for the per-key budget and the per-address failed authentications: counters, not audited.
 */
export class ApiKeys1799800000000 implements MigrationInterface {
  name = 'ApiKeys1799800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE api_keys (
        id serial PRIMARY KEY,
        key_id varchar(12) NOT NULL UNIQUE,
        name varchar(100) NOT NULL,
        scopes text[] NOT NULL,
        secret_hash bytea NOT NULL,
        previous_secret_hash bytea,
        previous_secret_expires_at timestamptz,
        expires_at timestamptz,
        rate_limit_per_minute integer NOT NULL DEFAULT 600 CHECK (rate_limit_per_minute BETWEEN 1 AND 100000),
        created_by integer NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
        created_at timestamptz NOT NULL,
        revoked_at timestamptz,
        last_used_at timestamptz,
        last_used_ip varchar(64)
      )`);
    await queryRunner.query(`CREATE TABLE api_key_rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
    await queryRunner.query(`ALTER TABLE audit_log ADD actor_key_id integer`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE audit_log DROP COLUMN actor_key_id`);
    await queryRunner.query(`DROP TABLE api_key_rate_limits`);
    await queryRunner.query(`DROP TABLE api_keys`);
  }
}
