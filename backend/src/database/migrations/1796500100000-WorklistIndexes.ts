import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The worklist's sections read a few rows per agent's groups: due follow-ups and never-contacted customers by group. */
export class WorklistIndexes1796500100000 implements MigrationInterface {
  name = 'WorklistIndexes1796500100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_customers_group_follow_up" ON customers (group_id, next_follow_up) WHERE next_follow_up IS NOT NULL AND status <> 'paid'`);
    await queryRunner.query(`CREATE INDEX "IDX_customers_never_contacted" ON customers (group_id, id) WHERE last_disposition_status IS NULL AND status <> 'paid'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_customers_never_contacted"`);
    await queryRunner.query(`DROP INDEX "IDX_customers_group_follow_up"`);
  }
}
