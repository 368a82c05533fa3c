import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rate-limit counters (rate-limiter-flexible's tables: API keys' budgets and failed bearers, photo uploads) are
 * written on every keyed request and upload. UNLOGGED: their upsert writes no WAL and waits for no flush (a bearer
 * request cost 3.8 ms more than a session at p95, most of it that flush). What is lost is only what a crash or a
 * failover loses: counters of a one-minute window (or the sign-in lock's few minutes), which start again from zero.
 */
export class RateLimitCountersUnlogged1800800000000 implements MigrationInterface {
  name = 'RateLimitCountersUnlogged1800800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE api_key_rate_limits SET UNLOGGED');
    await queryRunner.query('ALTER TABLE upload_rate_limits SET UNLOGGED');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE upload_rate_limits SET LOGGED');
    await queryRunner.query('ALTER TABLE api_key_rate_limits SET LOGGED');
  }
}
