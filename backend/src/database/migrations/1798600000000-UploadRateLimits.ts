import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The per-user upload rate (employee/upload-rate.ts, issue 26.1): rate-limiter-flexible's PostgreSQL store, in the
 * table shape that library reads and writes (a key, the points used, when the window ends in epoch ms). Created
 * here rather than by the library at start, like every other table. Counters, not business data: not audited.
 */
export class UploadRateLimits1798600000000 implements MigrationInterface {
  name = 'UploadRateLimits1798600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE upload_rate_limits (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE upload_rate_limits`);
  }
}
