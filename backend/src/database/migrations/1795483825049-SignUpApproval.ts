import type { MigrationInterface, QueryRunner } from "typeorm";

/** Public sign-ups await an admin's approval (users.awaiting_approval); registration_attempts rate-limits them per address. */
export class SignUpApproval1795483825049 implements MigrationInterface {
    name = 'SignUpApproval1795483825049'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "registration_attempts" (
                "id" BIGSERIAL NOT NULL,
                "ip" text NOT NULL,
                "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_372ce69c22c671fb4b1bf8f0759" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_registration_attempts_ip_time" ON "registration_attempts" ("ip", "attempted_at")
        `);
        await queryRunner.query(`
            ALTER TABLE "users"
            ADD "awaiting_approval" boolean NOT NULL DEFAULT false
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            ALTER TABLE "users" DROP COLUMN "awaiting_approval"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_registration_attempts_ip_time"
        `);
        await queryRunner.query(`
            DROP TABLE "registration_attempts"
        `);
    }

}
