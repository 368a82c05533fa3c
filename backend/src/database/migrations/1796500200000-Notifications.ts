import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Notifications for one user each: what happened, a link to the record, read or not. `dedupe_key` makes a reminder
 * (a follow-up due soon) be raised once however often the job runs. Not business data: no audit trigger.
 */
export class Notifications1796500200000 implements MigrationInterface {
  name = 'Notifications1796500200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "notifications" (
        "id" SERIAL PRIMARY KEY,
        "user_id" integer NOT NULL REFERENCES "users" ("id") ON DELETE CASCADE,
        "kind" text NOT NULL,
        "title" text NOT NULL,
        "body" text,
        "link" text,
        "dedupe_key" text,
        "read_at" timestamptz,
        "created_at" timestamptz NOT NULL,
        CONSTRAINT "UQ_notifications_dedupe" UNIQUE ("user_id", "dedupe_key")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_user_time" ON "notifications" ("user_id", "created_at" DESC, "id" DESC)`);
    await queryRunner.query(`CREATE INDEX "IDX_notifications_unread" ON "notifications" ("user_id") WHERE "read_at" IS NULL`);
    // Follow-up reminders look ahead a few minutes on every customer.
    await queryRunner.query(`CREATE INDEX "IDX_feedback_follow_up" ON "feedback" ("customer_id", "next_follow_up")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_feedback_follow_up"`);
    await queryRunner.query(`DROP TABLE "notifications"`);
  }
}
