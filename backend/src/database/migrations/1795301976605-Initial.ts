import { MigrationInterface, QueryRunner } from "typeorm";

export class Initial1795301976605 implements MigrationInterface {
    name = 'Initial1795301976605'

    public async up(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            CREATE TABLE "login_attempts" (
                "id" BIGSERIAL NOT NULL,
                "email" text NOT NULL,
                "ip" text NOT NULL,
                "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "PK_070e613c8f768b1a70742705c5b" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_login_attempts_ip_time" ON "login_attempts" ("ip", "attempted_at")
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_login_attempts_email_time" ON "login_attempts" ("email", "attempted_at")
        `);
        await queryRunner.query(`
            CREATE TABLE "session" (
                "sid" character varying NOT NULL,
                "sess" json NOT NULL,
                "expire" TIMESTAMP(6) WITH TIME ZONE NOT NULL,
                CONSTRAINT "PK_7575923e18b495ed2307ae629ae" PRIMARY KEY ("sid")
            )
        `);
        await queryRunner.query(`
            CREATE INDEX "IDX_session_expire" ON "session" ("expire")
        `);
        await queryRunner.query(`
            CREATE TABLE "users" (
                "id" SERIAL NOT NULL,
                "name" text NOT NULL,
                "email" text NOT NULL,
                "password_hash" text NOT NULL,
                "role" text NOT NULL DEFAULT 'agent',
                "is_active" boolean NOT NULL DEFAULT true,
                "must_change_password" boolean NOT NULL DEFAULT false,
                "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
                CONSTRAINT "CHK_users_role" CHECK ("role" IN ('admin', 'agent')),
                CONSTRAINT "PK_a3ffb1c0c8416b9fc6f907b7433" PRIMARY KEY ("id")
            )
        `);
        await queryRunner.query(`
            CREATE UNIQUE INDEX "UQ_users_email" ON "users" ("email")
        `);
    }

    public async down(queryRunner: QueryRunner): Promise<void> {
        await queryRunner.query(`
            DROP INDEX "public"."UQ_users_email"
        `);
        await queryRunner.query(`
            DROP TABLE "users"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_session_expire"
        `);
        await queryRunner.query(`
            DROP TABLE "session"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_login_attempts_email_time"
        `);
        await queryRunner.query(`
            DROP INDEX "public"."IDX_login_attempts_ip_time"
        `);
        await queryRunner.query(`
            DROP TABLE "login_attempts"
        `);
    }

}
