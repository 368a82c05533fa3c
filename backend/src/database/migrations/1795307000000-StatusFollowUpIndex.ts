import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The follow-up work queue ("overdue customers to call back today"): status then follow-up time, so both the count
 * and the page (earliest follow-up first) read one narrow index range. Measured in docs/performance.md.
 */
export class StatusFollowUpIndex1795307000000 implements MigrationInterface {
  name = 'StatusFollowUpIndex1795307000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_customers_status_follow_up" ON customers (status, next_follow_up)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_customers_status_follow_up"`);
  }
}
