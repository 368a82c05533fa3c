import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a notification is about (`subject`, e.g. `leave-request:12`) and what became of it (`outcome`): the admins'
 * request notifications show once the request is decided or withdrawn (issue 25.15).
 */
export class NotificationOutcomes1798400000000 implements MigrationInterface {
  name = 'NotificationOutcomes1798400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "notifications"
        ADD COLUMN "subject" text,
        ADD COLUMN "outcome" text CONSTRAINT "CHK_notifications_outcome" CHECK ("outcome" IN ('approved', 'rejected', 'withdrawn', 'cancelled'))`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_unsettled_subject" ON "notifications" ("subject") WHERE "subject" IS NOT NULL AND "outcome" IS NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_notifications_unsettled_subject"`);
    await queryRunner.query(`ALTER TABLE "notifications" DROP COLUMN "outcome", DROP COLUMN "subject"`);
  }
}
