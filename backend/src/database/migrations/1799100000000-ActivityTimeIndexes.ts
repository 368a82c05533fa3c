import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Recent Activity walks each kind of entry newest first (calls already have IDX_calls_time): without these an admin's
 * first page sorted every feedback item, message and payment (4.5 s at 3,000,000 feedback items). Payments of the
 * demo history are never shown, so their index leaves them out.
 */
export class ActivityTimeIndexes1799100000000 implements MigrationInterface {
  name = 'ActivityTimeIndexes1799100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_feedback_time" ON "feedback" ("created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_messages_time" ON "messages" ("created_at", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_payments_activity_time" ON "payments" ("created_at", "id") WHERE "source" <> 'history'`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_payments_activity_time"`);
    await queryRunner.query(`DROP INDEX "IDX_messages_time"`);
    await queryRunner.query(`DROP INDEX "IDX_feedback_time"`);
  }
}
